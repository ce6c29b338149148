import {
  accountListQuery,
  adminAccount,
  createAdminBody,
  pagination,
  successEnvelope,
  updateAdminBody,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, ok } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { subjectOf } from '../auth/token.service.ts';
import * as service from './admins.service.ts';

/** Administrator accounts: SUPER_ADMIN only. */
export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['admin: accounts'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireSuperAdmin);

  app.get(
    '/',
    {
      schema: {
        ...schema,
        querystring: accountListQuery,
        response: { 200: successEnvelope(z.object({ admins: z.array(adminAccount), pagination })) },
      },
    },
    async (req) => ok(await service.listAdminAccounts(app.db, req.query)),
  );
  app.get(
    '/:id',
    {
      schema: {
        ...schema,
        params: idParams,
        response: { 200: successEnvelope(z.object({ admin: adminAccount })) },
      },
    },
    async (req) => ok({ admin: await service.getAdminAccount(app.db, req.params.id) }),
  );
  app.post(
    '/',
    {
      ...idempotentRoute,
      schema: {
        ...schema,
        body: createAdminBody,
        response: { 201: successEnvelope(z.object({ admin: adminAccount })) },
      },
    },
    async (req, reply) => {
      const admin = await service.createAdminAccount(app.db, subjectOf(sessionOf(req)), req.body);
      return reply.status(201).send(ok({ admin }, 'Administrador creado'));
    },
  );
  app.put(
    '/:id',
    {
      schema: {
        ...schema,
        params: idParams,
        body: updateAdminBody,
        response: { 200: successEnvelope(z.object({ admin: adminAccount })) },
      },
    },
    async (req) =>
      ok(
        {
          admin: await service.updateAdminAccount(app.db, subjectOf(sessionOf(req)), req.params.id, req.body),
        },
        'Administrador actualizado',
      ),
  );
};
