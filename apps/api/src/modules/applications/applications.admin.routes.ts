import {
  adminApplicationMessages,
  approveApplicationContract,
  assignVehicleInfoContract,
  deleteApplicationContract,
  disburseApplicationContract,
  exportAdminApplicationsContract,
  getAdminApplicationContract,
  getAdminFinancingContract,
  getContractAcceptanceContract,
  listAdminApplicationDocumentsContract,
  listAdminApplicationsContract,
  rejectApplicationContract,
  reviewApplicationContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf, sendCsv, sendPdf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { subjectOf } from '../auth/index.ts';
import { contractPdf, getContractAcceptance } from '../loans/index.ts';
import * as workflow from './application-workflow.service.ts';
import {
  exportAdminApplications,
  getAdminApplication,
  listAdminApplicationDocuments,
  listAdminApplications,
} from './applications.admin.service.ts';

/** The back-office's credit applications: review, decide, disburse; deletion is SUPER_ADMIN's alone. */
export const applicationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: applications'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));
  const adminId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));
  const deps = { db: app.db, clock: app.clock, sms: app.sms, log: app.log };
  const detail = async (id: string, admin: string, message?: string) =>
    ok({ application: await getAdminApplication(app.db, app.clock, id, admin) }, message);

  app.route({
    ...routeOf(app, listAdminApplicationsContract, docs),
    handler: async (req) => ok(await listAdminApplications(app.db, req.query)),
  });
  // Before '/:id', so 'export' is never read as an id.
  app.route({
    ...routeOf(app, exportAdminApplicationsContract, {
      ...docs,
      description:
        'The list with its filters, without paging, as CSV (UTF-8 with BOM); more than 50,000 rows answer 400.',
      produces: ['text/csv'],
    }),
    handler: async (req, reply) =>
      sendCsv(reply, 'solicitudes.csv', await exportAdminApplications(app.db, req.query)),
  });
  app.route({
    ...routeOf(app, getAdminApplicationContract, docs),
    handler: async (req) => detail(req.params.id, adminId(req)),
  });
  app.route({
    ...routeOf(app, getAdminFinancingContract, {
      ...docs,
      description:
        'The financing contract of an approved credit as PDF: parties, motorcycle, figures, TEA, schedule.',
      produces: ['application/pdf'],
    }),
    handler: async (req, reply) => {
      return sendPdf(reply, () => contractPdf(app.db, req.params.id));
    },
  });
  app.route({
    ...routeOf(app, getContractAcceptanceContract, docs),
    handler: async (req) => ok(await getContractAcceptance(app.db, req.params.id)),
  });
  app.route({
    ...routeOf(app, listAdminApplicationDocumentsContract, docs),
    handler: async (req) => ok(await listAdminApplicationDocuments(app.db, req.params.id, adminId(req))),
  });
  app.route({
    ...routeOf(app, reviewApplicationContract, docs),
    handler: async (req) => {
      await workflow.takeIntoReview(deps, req.params.id, adminId(req));
      return detail(req.params.id, adminId(req), 'Solicitud en revisión');
    },
  });
  app.route({
    ...routeOf(app, approveApplicationContract, docs),
    handler: async (req) => {
      await workflow.approveApplication(deps, req.params.id, adminId(req), req.body);
      return detail(req.params.id, adminId(req), adminApplicationMessages.approvedSuccess);
    },
  });
  app.route({
    ...routeOf(app, rejectApplicationContract, docs),
    handler: async (req) => {
      await workflow.rejectApplication(deps, req.params.id, adminId(req), req.body);
      return detail(req.params.id, adminId(req), adminApplicationMessages.rejectedSuccess);
    },
  });
  app.route({
    ...routeOf(app, assignVehicleInfoContract, docs),
    handler: async (req) => {
      await workflow.assignVehicleInfo(deps, req.params.id, adminId(req), req.body);
      return detail(req.params.id, adminId(req), 'Información del vehículo asignada');
    },
  });
  app.route({
    ...routeOf(app, disburseApplicationContract, docs),
    handler: async (req) => {
      await workflow.disburseApplication(deps, req.params.id, adminId(req), req.body);
      return detail(req.params.id, adminId(req), 'Solicitud desembolsada');
    },
  });
  app.route({
    ...routeOf(app, deleteApplicationContract, docs),
    onRequest: app.requireSuperAdmin,
    handler: async (req) => {
      await workflow.deleteApplication(deps, req.params.id, adminId(req));
      return ok(null, 'Solicitud eliminada');
    },
  });
};
