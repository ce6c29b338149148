import {
  getVendorApplicationContract,
  getVendorFinancingContract,
  listVendorApplicationsContract,
  submitVendorApplicationContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf, sendPdf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { subjectOf } from '../auth/index.ts';
import { contractPdf } from '../loans/index.ts';
import { getApplicationDetail, listApplications, submitVendorApplication } from './applications.service.ts';

/** A dealer's own credit applications; another vendor's id answers 404. */
export const applicationVendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['vendor'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('vendor'));
  const vendorId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));

  app.route({
    ...routeOf(app, listVendorApplicationsContract, docs),
    handler: async (req) => ok(await listApplications(app.db, { vendorId: vendorId(req) }, req.query)),
  });

  app.route({
    ...routeOf(app, getVendorApplicationContract, docs),
    handler: async (req) =>
      ok({
        application: await getApplicationDetail(app.db, app.clock, req.params.id, {
          vendorId: vendorId(req),
        }),
      }),
  });

  app.route({
    ...routeOf(app, getVendorFinancingContract, { ...docs, produces: ['application/pdf'] }),
    handler: async (req, reply) => {
      return sendPdf(reply, () => contractPdf(app.db, req.params.id, { vendorId: vendorId(req) }));
    },
  });

  app.route({
    ...routeOf(app, submitVendorApplicationContract, docs),
    ...idempotentRoute,
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(ok(await submitVendorApplication(app.db, vendorId(req), req.body), 'Solicitud enviada')),
  });
};
