import { APPROVAL_KINDS, APPROVAL_STATUSES } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { creditApplications } from './applications.ts';
import { createdAt, id, instant } from './columns.ts';
import { admins } from './users.ts';

export const approvalKind = pgEnum('approval_kind', APPROVAL_KINDS);
export const approvalStatus = pgEnum('approval_status', APPROVAL_STATUSES);

/**
 * Maker–checker (PRODUCT.md §9): money that leaves or is forgiven is asked for here by one admin and
 * carried out only when another approves. A request is decided once; nothing else changes it.
 */
export const approvals = pgTable(
  'approvals',
  {
    id: id(),
    kind: approvalKind('kind').notNull(),
    status: approvalStatus('status').notNull().default('PENDING'),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => creditApplications.id),
    // What it is about (an installment, a receipt): one pending request per thing at a time.
    targetId: uuid('target_id').notNull(),
    // The kind's own parameters, as asked (e.g. the fee to waive, in cents).
    payload: jsonb('payload').notNull().default({}),
    summary: text('summary').notNull(),
    reason: text('reason').notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => admins.id),
    decidedBy: uuid('decided_by').references(() => admins.id),
    decidedAt: instant('decided_at'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('approvals_status_created_idx').on(t.status, t.createdAt),
    index('approvals_application_idx').on(t.applicationId, t.createdAt),
    uniqueIndex('approvals_one_pending_key').on(t.kind, t.targetId).where(sql`${t.status} = 'PENDING'`),
    // The database keeps the rule too: the one who asked never decides.
    check('approvals_second_person_check', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`),
    check(
      'approvals_decision_check',
      sql`(${t.status} = 'PENDING') = (${t.decidedBy} is null and ${t.decidedAt} is null)`,
    ),
  ],
);
