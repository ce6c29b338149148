import {
  applicationDetail,
  applicationListQuery,
  applicationSummary,
  createVendorApplicationBody,
  pagination,
  submittedApplication,
  successEnvelope,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, ok } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { subjectOf } from '../auth/token.service.ts';
import { getApplicationDetail, listApplications, submitVendorApplication } from './applications.service.ts';

/** A dealer's own credit applications; another vendor's id answers 404. */
export const applicationVendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['vendor'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('vendor'));
  const vendorId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));

  app.get(
    '/applications',
    {
      schema: {
        ...schema,
        querystring: applicationListQuery,
        response: {
          200: successEnvelope(z.object({ applications: z.array(applicationSummary), pagination })),
        },
      },
    },
    async (req) => ok(await listApplications(app.db, { vendorId: vendorId(req) }, req.query)),
  );

  app.get(
    '/applications/:id',
    {
      schema: {
        ...schema,
        params: idParams,
        response: { 200: successEnvelope(z.object({ application: applicationDetail })) },
      },
    },
    async (req) =>
      ok({
        application: await getApplicationDetail(app.db, app.clock, req.params.id, {
          vendorId: vendorId(req),
        }),
      }),
  );

  app.post(
    '/applications',
    {
      ...idempotentRoute,
      schema: {
        ...schema,
        body: createVendorApplicationBody,
        response: { 201: successEnvelope(submittedApplication) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(ok(await submitVendorApplication(app.db, vendorId(req), req.body), 'Solicitud enviada')),
  );
};
