import { customerProfile, successEnvelope, updateProfileBody } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { subjectOf } from '../auth/token.service.ts';
import { findCustomerById, toCustomerProfile } from './customers.repository.ts';
import { updateOwnProfile } from './customers.service.ts';

/** The signed-in customer's own data. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['customer'], security: [{ bearerAuth: [] }] };
  app.addHook('preHandler', app.requireRole('customer'));

  app.get(
    '/profile',
    { schema: { ...schema, response: { 200: successEnvelope(z.object({ customer: customerProfile })) } } },
    async (req) => {
      const row = await findCustomerById(app.db, subjectOf(sessionOf(req)));
      if (!row) throw new NotFoundError('Cliente no encontrado.');
      return { success: true as const, data: { customer: toCustomerProfile(row) } };
    },
  );
  app.put(
    '/profile',
    {
      schema: {
        ...schema,
        body: updateProfileBody,
        response: { 200: successEnvelope(z.object({ customer: customerProfile })) },
      },
    },
    async (req) => ({
      success: true as const,
      data: { customer: await updateOwnProfile(app.db, subjectOf(sessionOf(req)), req.body) },
      message: 'Perfil actualizado',
    }),
  );
};
