import { LOAN_TRANSACTION_TYPES, type ScheduleChange } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { creditApplications } from './applications.ts';
import { id, instant } from './columns.ts';
import { actorRole } from './documents.ts';
import { installments, payments } from './payments.ts';

export const loanTransactionType = pgEnum('loan_transaction_type', LOAN_TRANSACTION_TYPES);

/**
 * The loan ledger (PRODUCT.md §9, ADR 028): every movement of a loan's money, append-only. A
 * trigger (migration 0016) refuses UPDATE and DELETE, so a mistake can only be undone by a
 * REVERSAL. The split columns keep what the entry moved when it was posted; the replay recomputes
 * them from the whole history.
 */
export const loanTransactions = pgTable(
  'loan_transactions',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => creditApplications.id),
    type: loanTransactionType('type').notNull(),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    principalCents: integer('principal_cents').notNull().default(0),
    interestCents: integer('interest_cents').notNull().default(0),
    lateFeeCents: integer('late_fee_cents').notNull().default(0),
    creditCents: integer('credit_cents').notNull().default(0),
    // The installment a LATE_FEE or LATE_FEE_WAIVER is about.
    installmentId: uuid('installment_id').references(() => installments.id),
    // A REPAYMENT's selection, paid first (absent: oldest first).
    installmentIds: uuid('installment_ids').array(),
    // A REPAYMENT that pays principal ahead with what is left after what is due (ADR 048).
    prepayment: text('prepayment', { enum: ['SHORTEN_TERM', 'LOWER_INSTALLMENTS'] }),
    // A term extension's RESCHEDULE: each installment's amounts until it, null for those it added (ADR 049).
    scheduleChanges: jsonb('schedule_changes').$type<ScheduleChange[]>(),
    // The receipt row of a REPAYMENT.
    paymentId: uuid('payment_id').references(() => payments.id),
    reversalOf: uuid('reversal_of'),
    notes: text('notes'),
    actorRole: actorRole('actor_role').notNull(),
    actorId: uuid('actor_id'),
    // The instant the row is written, not the transaction's start: entries are posted under the
    // loan's lock, so this is the order they were posted in (a write-off and a receipt racing are
    // ordered as they were decided, ADR 044), which the ledger's order follows.
    createdAt: instant('created_at').notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('loan_transactions_application_idx').on(t.applicationId, t.valueDate, t.createdAt),
    index('loan_transactions_payment_idx').on(t.paymentId),
    // The journal finds the loans with entries in a date range (ADR 032).
    index('loan_transactions_value_date_idx').on(t.valueDate),
    // The financing report sums the period's write-offs and recoveries: the few entries of those
    // types alone, whatever the size of the book; and whether an entry was reversed, by its reversal.
    index('loan_transactions_write_offs_idx')
      .on(t.valueDate)
      .where(sql`${t.type} in ('WRITE_OFF', 'RECOVERY')`),
    index('loan_transactions_reversal_idx').on(t.reversalOf).where(sql`${t.reversalOf} is not null`),
    // The loans under watch after a restructuring: the few RESCHEDULE entries alone.
    index('loan_transactions_reschedules_idx')
      .on(t.valueDate, t.applicationId)
      .where(sql`${t.type} = 'RESCHEDULE'`),
    check(
      'loan_transactions_amounts_check',
      sql`${t.amountCents} >= 0 and ${t.principalCents} >= 0 and ${t.interestCents} >= 0
      and ${t.lateFeeCents} >= 0 and (${t.creditCents} >= 0 or ${t.type} in ('PAYOFF', 'REFUND'))`,
    ),
    check(
      'loan_transactions_schedule_changes_check',
      sql`${t.scheduleChanges} is null or ${t.type} = 'RESCHEDULE'`,
    ),
    check(
      'loan_transactions_prepayment_check',
      sql`${t.prepayment} is null or (${t.type} = 'REPAYMENT'
      and ${t.prepayment} in ('SHORTEN_TERM', 'LOWER_INSTALLMENTS'))`,
    ),
  ],
);
