import {
  getCustomerProfileContract,
  getFinancialSummaryContract,
  listCustomerApplicationsContract,
  submitCustomerApplicationContract,
  submitCustomerOnboardingContract,
  updateCustomerOnboardingContract,
  updateCustomerProfileContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../errors.ts';
import { routeOf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import {
  listApplications,
  onboardCustomer,
  submitOwnApplication,
  updateOnboarding,
} from '../applications/index.ts';
import { subjectOf } from '../auth/index.ts';
import { financialSummaryOf } from '../payments/index.ts';
import { findCustomerById, toCustomerProfile } from './customers.repository.ts';
import { updateOwnProfile } from './customers.service.ts';

/** The signed-in customer's own data. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['customer'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('customer'));

  app.route({
    ...routeOf(app, getCustomerProfileContract, docs),
    handler: async (req) => {
      const row = await findCustomerById(app.db, subjectOf(sessionOf(req)));
      if (!row) throw new NotFoundError('Cliente no encontrado.');
      return { success: true as const, data: { customer: toCustomerProfile(row) } };
    },
  });
  app.route({
    ...routeOf(app, updateCustomerProfileContract, docs),
    handler: async (req) => ({
      success: true as const,
      data: { customer: await updateOwnProfile(app.db, app.clock, subjectOf(sessionOf(req)), req.body) },
      message: 'Perfil actualizado',
    }),
  });

  const customerId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));

  app.route({
    ...routeOf(app, submitCustomerOnboardingContract, docs),
    ...idempotentRoute,
    handler: async (req, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await onboardCustomer(app.db, app.clock, customerId(req), req.body),
        message: 'Solicitud enviada',
      }),
  });
  app.route({
    ...routeOf(app, updateCustomerOnboardingContract, docs),
    handler: async (req) => ({
      success: true as const,
      data: await updateOnboarding(app.db, app.clock, customerId(req), req.params.id, req.body),
    }),
  });
  app.route({
    ...routeOf(app, listCustomerApplicationsContract, docs),
    handler: async (req) => ({
      success: true as const,
      data: await listApplications(app.db, { customerId: customerId(req) }, req.query),
    }),
  });
  app.route({
    ...routeOf(app, submitCustomerApplicationContract, docs),
    ...idempotentRoute,
    handler: async (req, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await submitOwnApplication(app.db, app.clock, customerId(req), req.body),
        message: 'Solicitud enviada',
      }),
  });
  app.route({
    ...routeOf(app, getFinancialSummaryContract, docs),
    handler: async (req) => ({
      success: true as const,
      data: await financialSummaryOf(app.db, app.clock, customerId(req)),
    }),
  });
};
