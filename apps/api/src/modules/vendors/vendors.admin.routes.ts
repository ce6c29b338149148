import {
  accountListQuery,
  createVendorBody,
  pagination,
  successEnvelope,
  updateVendorBody,
  vendorAccount,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, ok } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { subjectOf } from '../auth/token.service.ts';
import * as service from './vendors.service.ts';

/** Vendor accounts, managed by the back-office. */
export const vendorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['admin: accounts'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/',
    {
      schema: {
        ...schema,
        querystring: accountListQuery,
        response: { 200: successEnvelope(z.object({ vendors: z.array(vendorAccount), pagination })) },
      },
    },
    async (req) => ok(await service.listVendorAccounts(app.db, req.query)),
  );
  app.get(
    '/:id',
    {
      schema: {
        ...schema,
        params: idParams,
        response: { 200: successEnvelope(z.object({ vendor: vendorAccount })) },
      },
    },
    async (req) => ok({ vendor: await service.getVendorAccount(app.db, req.params.id) }),
  );
  app.post(
    '/',
    {
      ...idempotentRoute,
      schema: {
        ...schema,
        body: createVendorBody,
        response: { 201: successEnvelope(z.object({ vendor: vendorAccount })) },
      },
    },
    async (req, reply) => {
      const vendor = await service.createVendorAccount(app.db, subjectOf(sessionOf(req)), req.body);
      return reply.status(201).send(ok({ vendor }, 'Vendedor creado'));
    },
  );
  app.put(
    '/:id',
    {
      schema: {
        ...schema,
        params: idParams,
        body: updateVendorBody,
        response: { 200: successEnvelope(z.object({ vendor: vendorAccount })) },
      },
    },
    async (req) =>
      ok(
        {
          vendor: await service.updateVendorAccount(
            app.db,
            subjectOf(sessionOf(req)),
            req.params.id,
            req.body,
          ),
        },
        'Vendedor actualizado',
      ),
  );
};
