import { z } from 'zod';
import {
  approvalItem,
  approvalListQuery,
  decideApprovalBody,
  pendingApprovalsCount,
} from '../schemas/approvals.ts';
import { idParams, pagination } from '../schemas/common.ts';
import { defineRoute } from './define.ts';

const decided = z.object({
  approval: z.object({ id: z.string(), status: z.enum(['APPROVED', 'REJECTED']) }),
});

/** GET: the maker–checker queue (PRODUCT.md §9) in one status, newest first; any admin. */
export const listApprovalsContract = defineRoute({
  method: 'GET',
  path: '/admin/approvals',
  query: approvalListQuery,
  response: z.object({ approvals: z.array(approvalItem), pagination }),
});

/** GET: how many requests wait for a second admin; any admin. */
export const getPendingApprovalsCountContract = defineRoute({
  method: 'GET',
  path: '/admin/approvals/pending-count',
  response: pendingApprovalsCount,
});

/** PUT: approves another admin's request, with optional notes; any admin. */
export const approveApprovalContract = defineRoute({
  method: 'PUT',
  path: '/admin/approvals/:id/approve',
  params: idParams,
  body: decideApprovalBody.optional(),
  response: decided,
});

/** PUT: rejects another admin's request, with optional notes; any admin. */
export const rejectApprovalContract = defineRoute({
  method: 'PUT',
  path: '/admin/approvals/:id/reject',
  params: idParams,
  body: decideApprovalBody.optional(),
  response: decided,
});
