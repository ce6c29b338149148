import {
  approveApprovalContract,
  getPendingApprovalsCountContract,
  listApprovalsContract,
  rejectApprovalContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { subjectOf } from '../auth/index.ts';
import { approvalExecutors } from './approval-executors.ts';
import { decideApproval, listApprovalQueue, pendingApprovals } from './approvals.service.ts';

/** The maker–checker queue (PRODUCT.md §9): any admin decides another admin's requests. */
export const approvalAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: approvals'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));
  const adminId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));
  const deps = { clock: app.clock, sms: app.sms, log: app.log, executors: approvalExecutors };

  app.route({
    ...routeOf(app, listApprovalsContract, docs),
    handler: async (req) => ok(await listApprovalQueue(app.db, req.query)),
  });
  app.route({
    ...routeOf(app, getPendingApprovalsCountContract, docs),
    handler: async () => ok(await pendingApprovals(app.db)),
  });
  for (const [contract, approve, message] of [
    [approveApprovalContract, true, 'Solicitud aprobada'],
    [rejectApprovalContract, false, 'Solicitud rechazada'],
  ] as const) {
    app.route({
      ...routeOf(app, contract, docs),
      handler: async (req) =>
        ok(
          await decideApproval(app.db, deps, adminId(req), req.params.id, {
            approve,
            notes: req.body?.notes,
          }),
          message,
        ),
    });
  }
};
