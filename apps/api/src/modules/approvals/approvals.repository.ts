import type { ApprovalKind, ApprovalStatus } from '@quincena/shared';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { admins, approvals, creditApplications, customers } from '../../db/schema/index.ts';

export type ApprovalRow = typeof approvals.$inferSelect;

/** What one admin asks for: the kind, the loan and the thing it is about, in words, with the reason. */
export interface NewApproval {
  kind: ApprovalKind;
  applicationId: string;
  targetId: string;
  payload: Record<string, unknown>;
  summary: string;
  reason: string;
  requestedBy: string;
}

export async function insertApproval(db: Executor, values: NewApproval): Promise<ApprovalRow> {
  const [row] = await db.insert(approvals).values(values).returning();
  if (!row) throw new Error('approval not inserted');
  return row;
}

export async function findApproval(db: Executor, id: string): Promise<ApprovalRow | undefined> {
  const [row] = await db.select().from(approvals).where(eq(approvals.id, id));
  return row;
}

/**
 * Decides a pending request in one statement: only while it is PENDING and only by someone other
 * than the requester, so of two admins deciding at once exactly one gets the row back.
 */
export async function claimDecision(
  db: Executor,
  id: string,
  decision: { status: Exclude<ApprovalStatus, 'PENDING'>; decidedBy: string; notes: string | null; at: Date },
): Promise<ApprovalRow | undefined> {
  const [row] = await db
    .update(approvals)
    .set({
      status: decision.status,
      decidedBy: decision.decidedBy,
      decidedAt: decision.at,
      notes: decision.notes,
    })
    .where(
      and(
        eq(approvals.id, id),
        eq(approvals.status, 'PENDING'),
        ne(approvals.requestedBy, decision.decidedBy),
      ),
    )
    .returning();
  return row;
}

const requester = alias(admins, 'requester');
const decider = alias(admins, 'decider');

/** A page of requests in one status, newest first, with the names the queue shows. */
export async function listApprovals(
  db: Executor,
  status: ApprovalStatus,
  page: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        approval: approvals,
        applicationNumber: creditApplications.number,
        applicationCreatedAt: creditApplications.createdAt,
        customerName: sql<string>`trim(coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, ''))`,
        requestedBy: requester.username,
        decidedBy: decider.username,
      })
      .from(approvals)
      .innerJoin(creditApplications, eq(creditApplications.id, approvals.applicationId))
      .innerJoin(customers, eq(customers.id, creditApplications.customerId))
      .innerJoin(requester, eq(requester.id, approvals.requestedBy))
      .leftJoin(decider, eq(decider.id, approvals.decidedBy))
      .where(eq(approvals.status, status))
      .orderBy(desc(approvals.createdAt), desc(approvals.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(approvals).where(eq(approvals.status, status)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countPendingApprovals(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(approvals).where(eq(approvals.status, 'PENDING'));
  return row?.n ?? 0;
}

/** What a loan's pending requests of one kind are about (the receipts whose reversal waits). */
export async function pendingApprovalTargets(db: Executor, applicationId: string, kind: ApprovalKind) {
  const rows = await db
    .select({ targetId: approvals.targetId })
    .from(approvals)
    .where(
      and(
        eq(approvals.applicationId, applicationId),
        eq(approvals.kind, kind),
        eq(approvals.status, 'PENDING'),
      ),
    );
  return new Set(rows.map((r) => r.targetId));
}
