import {
  adminApplicationDetail,
  adminApplicationExportQuery,
  adminApplicationListQuery,
  adminApplicationMessages,
  adminApplicationSummary,
  applicationStatusCounts,
  approveApplicationBody,
  assignVehicleInfoBody,
  disburseApplicationBody,
  documentRecord,
  pagination,
  rejectApplicationBody,
  successEnvelope,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, ok, sendCsv } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { subjectOf } from '../auth/token.service.ts';
import * as workflow from './application-workflow.service.ts';
import {
  exportAdminApplications,
  getAdminApplication,
  listAdminApplications,
} from './applications.admin.service.ts';

const detailEnvelope = successEnvelope(z.object({ application: adminApplicationDetail }));

/** The back-office's credit applications: review, decide, disburse; deletion is SUPER_ADMIN's alone. */
export const applicationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['admin: applications'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));
  const adminId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));
  const deps = { db: app.db, clock: app.clock, sms: app.sms, log: app.log };
  const detail = async (id: string, admin: string, message?: string) =>
    ok({ application: await getAdminApplication(app.db, app.clock, id, admin) }, message);

  app.get(
    '/',
    {
      schema: {
        ...schema,
        querystring: adminApplicationListQuery,
        response: {
          200: successEnvelope(
            z.object({
              applications: z.array(adminApplicationSummary),
              pagination,
              summary: applicationStatusCounts,
            }),
          ),
        },
      },
    },
    async (req) => ok(await listAdminApplications(app.db, req.query)),
  );
  // Before '/:id', so 'export' is never read as an id.
  app.get(
    '/export',
    {
      schema: {
        ...schema,
        description:
          'The list with its filters, without paging, as CSV (UTF-8 with BOM); more than 50,000 rows answer 400.',
        querystring: adminApplicationExportQuery,
        produces: ['text/csv'],
      },
    },
    async (req, reply) => sendCsv(reply, 'solicitudes.csv', await exportAdminApplications(app.db, req.query)),
  );
  app.get(
    '/:id',
    { schema: { ...schema, params: idParams, response: { 200: detailEnvelope } } },
    async (req) => detail(req.params.id, adminId(req)),
  );
  app.get(
    '/:id/documents',
    {
      schema: {
        ...schema,
        params: idParams,
        response: { 200: successEnvelope(z.object({ documents: z.array(documentRecord) })) },
      },
    },
    async (req) => {
      const { documents } = await getAdminApplication(app.db, app.clock, req.params.id, adminId(req));
      return ok({ documents });
    },
  );
  app.put(
    '/:id/review',
    { schema: { ...schema, params: idParams, response: { 200: detailEnvelope } } },
    async (req) => {
      await workflow.takeIntoReview(deps, req.params.id, adminId(req));
      return detail(req.params.id, adminId(req), 'Solicitud en revisión');
    },
  );
  app.put(
    '/:id/approve',
    {
      schema: {
        ...schema,
        params: idParams,
        body: approveApplicationBody,
        response: { 200: detailEnvelope },
      },
    },
    async (req) => {
      await workflow.approveApplication(deps, req.params.id, adminId(req), req.body);
      return detail(req.params.id, adminId(req), adminApplicationMessages.approvedSuccess);
    },
  );
  app.put(
    '/:id/reject',
    {
      schema: { ...schema, params: idParams, body: rejectApplicationBody, response: { 200: detailEnvelope } },
    },
    async (req) => {
      await workflow.rejectApplication(deps, req.params.id, adminId(req), req.body);
      return detail(req.params.id, adminId(req), adminApplicationMessages.rejectedSuccess);
    },
  );
  app.put(
    '/:id/assign-vehicle-info',
    {
      schema: { ...schema, params: idParams, body: assignVehicleInfoBody, response: { 200: detailEnvelope } },
    },
    async (req) => {
      await workflow.assignVehicleInfo(deps, req.params.id, adminId(req), req.body);
      return detail(req.params.id, adminId(req), 'Información del vehículo asignada');
    },
  );
  app.post(
    '/:id/disburse',
    {
      schema: {
        ...schema,
        params: idParams,
        body: disburseApplicationBody,
        response: { 200: detailEnvelope },
      },
    },
    async (req) => {
      await workflow.disburseApplication(deps, req.params.id, adminId(req), req.body);
      return detail(req.params.id, adminId(req), 'Solicitud desembolsada');
    },
  );
  app.delete(
    '/:id',
    {
      onRequest: app.requireSuperAdmin,
      schema: { ...schema, params: idParams, response: { 200: successEnvelope(z.null()) } },
    },
    async (req) => {
      await workflow.deleteApplication(deps, req.params.id, adminId(req));
      return ok(null, 'Solicitud eliminada');
    },
  );
};
