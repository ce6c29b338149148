import {
  createAdminAccountContract,
  getAdminAccountContract,
  listAdminAccountsContract,
  updateAdminAccountContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { subjectOf } from '../auth/index.ts';
import * as service from './admins.service.ts';

/** Administrator accounts: SUPER_ADMIN only. */
export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: accounts'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireSuperAdmin);

  app.route({
    ...routeOf(app, listAdminAccountsContract, docs),
    handler: async (req) => ok(await service.listAdminAccounts(app.db, req.query)),
  });
  app.route({
    ...routeOf(app, getAdminAccountContract, docs),
    handler: async (req) => ok({ admin: await service.getAdminAccount(app.db, req.params.id) }),
  });
  app.route({
    ...routeOf(app, createAdminAccountContract, docs),
    ...idempotentRoute,
    handler: async (req, reply) => {
      const admin = await service.createAdminAccount(app.db, subjectOf(sessionOf(req)), req.body);
      return reply.status(201).send(ok({ admin }, 'Administrador creado'));
    },
  });
  app.route({
    ...routeOf(app, updateAdminAccountContract, docs),
    handler: async (req) =>
      ok(
        {
          admin: await service.updateAdminAccount(
            app.db,
            app.clock,
            subjectOf(sessionOf(req)),
            req.params.id,
            req.body,
          ),
        },
        'Administrador actualizado',
      ),
  });
};
