import {
  createVendorApplicationBody,
  customerApplicationBody,
  getApplicationContract,
  listApplicationsContract,
  submitApplicationContract,
  updateApplicationContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForbiddenError } from '../../errors.ts';
import { ok, parseWith, routeOf } from '../../http.ts';
import { type Session, sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { subjectOf } from '../auth/index.ts';
import { getApplicationDetail, listApplications, submitVendorApplication } from './applications.service.ts';
import { submitOwnApplication, updateOnboarding } from './customer-onboarding.service.ts';

/** What each role may see: an admin all, a vendor its own, a customer its own. */
function scopeOf(session: Session) {
  if (session.role === 'vendor') return { vendorId: subjectOf(session) };
  if (session.role === 'customer') return { customerId: subjectOf(session) };
  return {};
}

/**
 * The spec's role-scoped `/applications` calls (part 1 §7), with the same ownership rules as the
 * vendor and customer routes: another's id answers 404.
 */
export const applicationScopedRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['applications'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin', 'vendor', 'customer'));

  app.route({
    ...routeOf(app, listApplicationsContract, docs),
    handler: async (req) => ok(await listApplications(app.db, scopeOf(sessionOf(req)), req.query)),
  });
  app.route({
    ...routeOf(app, getApplicationContract, docs),
    handler: async (req) =>
      ok({
        application: await getApplicationDetail(app.db, app.clock, req.params.id, scopeOf(sessionOf(req))),
      }),
  });
  app.route({
    ...routeOf(app, submitApplicationContract, {
      ...docs,
      description: 'A vendor sends `{ customerId, motorcycleId, … }`; a customer its own financing.',
    }),
    ...idempotentRoute,
    handler: async (req, reply) => {
      const session = sessionOf(req);
      const result =
        session.role === 'vendor'
          ? await submitVendorApplication(
              app.db,
              subjectOf(session),
              parseWith(createVendorApplicationBody, req.body),
            )
          : session.role === 'customer'
            ? await submitOwnApplication(
                app.db,
                app.clock,
                subjectOf(session),
                parseWith(customerApplicationBody, req.body),
              )
            : forbidden();
      return reply.status(201).send(ok(result, 'Solicitud enviada'));
    },
  });
  app.route({
    ...routeOf(app, updateApplicationContract, {
      ...docs,
      description: 'The customer changes the financing of its own application while it is PENDING.',
    }),
    handler: async (req) => {
      const session = sessionOf(req);
      if (session.role !== 'customer') forbidden();
      return ok(
        await updateOnboarding(app.db, app.clock, subjectOf(session), req.params.id, req.body),
        'Solicitud actualizada',
      );
    },
  });
};

function forbidden(): never {
  throw new ForbiddenError();
}
