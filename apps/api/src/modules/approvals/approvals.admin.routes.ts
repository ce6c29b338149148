import {
  approvalItem,
  approvalListQuery,
  decideApprovalBody,
  pagination,
  pendingApprovalsCount,
  successEnvelope,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, ok } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { subjectOf } from '../auth/token.service.ts';
import { approvalExecutors } from './approval-executors.ts';
import { decideApproval, listApprovalQueue, pendingApprovals } from './approvals.service.ts';

const decided = successEnvelope(
  z.object({ approval: z.object({ id: z.string(), status: z.enum(['APPROVED', 'REJECTED']) }) }),
);

/** The maker–checker queue (PRODUCT.md §9): any admin decides another admin's requests. */
export const approvalAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['admin: approvals'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));
  const adminId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));
  const deps = { clock: app.clock, sms: app.sms, log: app.log, executors: approvalExecutors };

  app.get(
    '/',
    {
      schema: {
        ...schema,
        querystring: approvalListQuery,
        response: { 200: successEnvelope(z.object({ approvals: z.array(approvalItem), pagination })) },
      },
    },
    async (req) => ok(await listApprovalQueue(app.db, req.query)),
  );
  app.get(
    '/pending-count',
    { schema: { ...schema, response: { 200: successEnvelope(pendingApprovalsCount) } } },
    async () => ok(await pendingApprovals(app.db)),
  );
  for (const [action, approve, message] of [
    ['approve', true, 'Solicitud aprobada'],
    ['reject', false, 'Solicitud rechazada'],
  ] as const) {
    app.put(
      `/:id/${action}`,
      {
        schema: {
          ...schema,
          params: idParams,
          body: decideApprovalBody.optional(),
          response: { 200: decided },
        },
      },
      async (req) =>
        ok(
          await decideApproval(app.db, deps, adminId(req), req.params.id, {
            approve,
            notes: req.body?.notes,
          }),
          message,
        ),
    );
  }
};
