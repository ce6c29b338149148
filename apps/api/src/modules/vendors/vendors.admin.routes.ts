import {
  createVendorAccountContract,
  getVendorAccountContract,
  listVendorAccountsContract,
  updateVendorAccountContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { subjectOf } from '../auth/index.ts';
import * as service from './vendors.service.ts';

/** Vendor accounts, managed by the back-office. */
export const vendorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: accounts'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(app, listVendorAccountsContract, docs),
    handler: async (req) => ok(await service.listVendorAccounts(app.db, req.query)),
  });
  app.route({
    ...routeOf(app, getVendorAccountContract, docs),
    handler: async (req) => ok({ vendor: await service.getVendorAccount(app.db, req.params.id) }),
  });
  app.route({
    ...routeOf(app, createVendorAccountContract, docs),
    ...idempotentRoute,
    handler: async (req, reply) => {
      const vendor = await service.createVendorAccount(app.db, subjectOf(sessionOf(req)), req.body);
      return reply.status(201).send(ok({ vendor }, 'Vendedor creado'));
    },
  });
  app.route({
    ...routeOf(app, updateVendorAccountContract, docs),
    handler: async (req) =>
      ok(
        {
          vendor: await service.updateVendorAccount(
            app.db,
            app.clock,
            subjectOf(sessionOf(req)),
            req.params.id,
            req.body,
          ),
        },
        'Vendedor actualizado',
      ),
  });
};
