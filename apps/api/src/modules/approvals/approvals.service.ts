import {
  type ApprovalItem,
  type ApprovalKind,
  type ApprovalStatus,
  approvalMessages,
  buildPagination,
  formatApplicationNumber,
  type PaginationQuery,
} from '@quincena/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { SmsSender } from '../../infra/sms/sms-sender.ts';
import { recordAudit } from '../audit/index.ts';
import {
  type ApprovalRow,
  claimDecision,
  countPendingApprovals,
  findApproval,
  insertApproval,
  listApprovals,
  type NewApproval,
} from './approvals.repository.ts';

/** What an executor may still do once the decision is committed: tell the customer (an SMS). */
export type AfterApproval = (deps: { db: Database; sms: SmsSender; log: FastifyBaseLogger }) => Promise<void>;

/**
 * Carries out an approved request, in the deciding transaction: it fails, nothing is decided. What
 * it answers runs after the commit, so no message goes out for a decision that did not stand.
 */
export type ApprovalExecutor = (
  tx: Executor,
  approval: ApprovalRow,
  context: { clock: Clock; deciderId: string },
) => Promise<void | AfterApproval>;

export type ApprovalRequest = NewApproval;

/**
 * Asks for a second admin's approval, in the caller's transaction. A second request for the same
 * thing while one is pending is refused (409 APPROVAL_ALREADY_PENDING, by the unique index).
 */
export async function requestApproval(tx: Executor, request: ApprovalRequest) {
  const row = await insertApproval(tx, request);
  await recordAudit(tx, {
    entityType: 'credit_application',
    entityId: request.applicationId,
    action: 'approval_requested',
    actor: { role: 'admin', id: request.requestedBy },
    changes: { approval: { from: null, to: request.summary }, reason: { from: null, to: request.reason } },
  });
  return { approval: { id: row.id, status: 'PENDING' as const } };
}

export async function listApprovalQueue(
  db: Database,
  query: PaginationQuery & { status: ApprovalStatus },
): Promise<{ approvals: ApprovalItem[]; pagination: ReturnType<typeof buildPagination> }> {
  const { rows, total } = await listApprovals(db, query.status, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    approvals: rows.map(({ approval: a, ...names }) => ({
      id: a.id,
      kind: a.kind,
      applicationId: a.applicationId,
      applicationNumber: formatApplicationNumber(names.applicationNumber, names.applicationCreatedAt),
      customerName: names.customerName,
      summary: a.summary,
      requestedBy: names.requestedBy,
      requestedById: a.requestedBy,
      reason: a.reason,
      status: a.status,
      createdAt: a.createdAt.toISOString(),
      ...(a.decidedAt ? { decidedAt: a.decidedAt.toISOString() } : {}),
      ...(names.decidedBy ? { decidedBy: names.decidedBy } : {}),
      ...(a.notes ? { notes: a.notes } : {}),
    })),
    pagination: buildPagination(query, total),
  };
}

export const pendingApprovals = async (db: Database) => ({ pending: await countPendingApprovals(db) });

/** Why a request could not be decided by this admin: unknown, their own, or already decided. */
async function refusal(tx: Executor, id: string) {
  const row = await findApproval(tx, id);
  if (!row) return new NotFoundError(approvalMessages.notFound, 'APPROVAL_NOT_FOUND');
  if (row.status !== 'PENDING')
    return new ConflictError(approvalMessages.alreadyDecided, 'APPROVAL_ALREADY_DECIDED');
  return new ForbiddenError(approvalMessages.sameApprover, 'SAME_APPROVER');
}

/**
 * Approves or rejects a pending request as another admin. Approving carries it out in the same
 * transaction (its executor), so a request is never approved without its effect, nor the reverse.
 */
export async function decideApproval(
  db: Database,
  deps: {
    clock: Clock;
    sms: SmsSender;
    log: FastifyBaseLogger;
    executors: Partial<Record<ApprovalKind, ApprovalExecutor>>;
  },
  adminId: string,
  id: string,
  decision: { approve: boolean; notes?: string },
) {
  let after: AfterApproval | undefined;
  const decided = await db.transaction(async (tx) => {
    const status = decision.approve ? ('APPROVED' as const) : ('REJECTED' as const);
    const row = await claimDecision(tx, id, {
      status,
      decidedBy: adminId,
      notes: decision.notes || null,
      at: deps.clock.now(),
    });
    if (!row) throw await refusal(tx, id);
    if (decision.approve) {
      const execute = deps.executors[row.kind];
      if (!execute) throw new Error(`no executor for approval kind ${row.kind}`);
      after = (await execute(tx, row, { clock: deps.clock, deciderId: adminId })) ?? undefined;
    }
    await recordAudit(tx, {
      entityType: 'credit_application',
      entityId: row.applicationId,
      action: decision.approve ? 'approval_approved' : 'approval_rejected',
      actor: { role: 'admin', id: adminId },
      changes: {
        approval: { from: row.summary, to: status },
        ...(row.notes ? { notes: { from: null, to: row.notes } } : {}),
      },
    });
    return { approval: { id: row.id, status } };
  });
  await after?.({ db, sms: deps.sms, log: deps.log });
  return decided;
}
