import {
  applicationListQuery,
  applicationSummary,
  customerApplicationBody,
  customerOnboardingBody,
  customerProfile,
  financialSummary,
  pagination,
  submittedApplication,
  successEnvelope,
  updateCustomerOnboardingBody,
  updateProfileBody,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { listApplications } from '../applications/applications.service.ts';
import { subjectOf } from '../auth/token.service.ts';
import * as own from './customer-applications.service.ts';
import { findCustomerById, toCustomerProfile } from './customers.repository.ts';
import { updateOwnProfile } from './customers.service.ts';

/** The signed-in customer's own data. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['customer'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('customer'));

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

  const customerId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));

  app.post(
    '/onboarding',
    {
      ...idempotentRoute,
      schema: {
        ...schema,
        body: customerOnboardingBody,
        response: {
          201: successEnvelope(z.object({ customer: customerProfile, application: submittedApplication })),
        },
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await own.onboardCustomer(app.db, app.clock, customerId(req), req.body),
        message: 'Solicitud enviada',
      }),
  );
  app.put(
    '/onboarding/:id',
    {
      schema: {
        ...schema,
        params: z.object({ id: z.uuid('Identificador no válido.') }),
        body: updateCustomerOnboardingBody,
        response: { 200: successEnvelope(submittedApplication) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await own.updateOnboarding(app.db, app.clock, customerId(req), req.params.id, req.body),
    }),
  );
  app.get(
    '/credit-applications',
    {
      schema: {
        ...schema,
        querystring: applicationListQuery,
        response: {
          200: successEnvelope(z.object({ applications: z.array(applicationSummary), pagination })),
        },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listApplications(app.db, { customerId: customerId(req) }, req.query),
    }),
  );
  app.post(
    '/credit-applications',
    {
      ...idempotentRoute,
      schema: {
        ...schema,
        body: customerApplicationBody,
        response: { 201: successEnvelope(submittedApplication) },
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await own.submitOwnApplication(app.db, app.clock, customerId(req), req.body),
        message: 'Solicitud enviada',
      }),
  );
  app.get(
    '/financial-summary',
    { schema: { ...schema, response: { 200: successEnvelope(financialSummary) } } },
    async (req) => ({
      success: true as const,
      data: await own.financialSummaryOf(app.db, app.clock, customerId(req)),
    }),
  );
};
