import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { creditApplications } from './applications.ts';
import { approvals } from './approvals.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';
import { customers } from './customers.ts';
import { documents } from './documents.ts';
import { admins } from './users.ts';

export const paymentMethod = pgEnum('payment_method', ['CASH', 'BANK_TRANSFER', 'CHECK', 'CARD', 'YAPPY']);
export const paymentSource = pgEnum('payment_source', [
  'ADMIN',
  'CUSTOMER_REPORT',
  'YAPPY',
  'BANK_STATEMENT',
]);
export const reportStatus = pgEnum('payment_report_status', ['PENDING', 'APPROVED', 'REJECTED']);

/** One quincenal schedule item, with what has been paid of each part. */
export const installments = pgTable(
  'installments',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => creditApplications.id),
    paymentNumber: integer('payment_number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    principalCents: integer('principal_cents').notNull(),
    interestCents: integer('interest_cents').notNull(),
    lateFeeCents: integer('late_fee_cents').notNull().default(0),
    lateFeeAssessedAt: instant('late_fee_assessed_at'),
    paidLateFeeCents: integer('paid_late_fee_cents').notNull().default(0),
    paidInterestCents: integer('paid_interest_cents').notNull().default(0),
    paidPrincipalCents: integer('paid_principal_cents').notNull().default(0),
    // Scheduled interest an early payoff did not charge (Ley 42 de 2001, art. 31): owed no more.
    rebatedInterestCents: integer('rebated_interest_cents').notNull().default(0),
    // Set when amount and late fee are fully covered (or, after a payoff, forgiven as rebate).
    paidAt: date('paid_at', { mode: 'string' }),
    reminderSentAt: instant('reminder_sent_at'),
    overdueNoticeSentAt: instant('overdue_notice_sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Two covering indexes live in migration 0008, as Drizzle cannot declare INCLUDE columns:
  // (due date, id) with the amounts streams the calendar in its order and sums what fell due;
  // the open installments by due date sum what is still to fall due. Index-only scans keep the
  // reports off the table's pages.
  (t) => [
    unique('installments_application_number_key').on(t.applicationId, t.paymentNumber),
    // Paid parts are never negative nor above what is owed: a bug in applying money fails loudly.
    check(
      'installments_amounts_check',
      sql`${t.amountCents} > 0 and ${t.principalCents} >= 0
      and ${t.interestCents} >= 0 and ${t.principalCents} + ${t.interestCents} = ${t.amountCents}
      and ${t.lateFeeCents} >= 0`,
    ),
    check(
      'installments_paid_parts_check',
      sql`${t.paidLateFeeCents} between 0 and ${t.lateFeeCents}
      and ${t.paidInterestCents} >= 0 and ${t.rebatedInterestCents} >= 0
      and ${t.paidInterestCents} + ${t.rebatedInterestCents} <= ${t.interestCents}
      and ${t.paidPrincipalCents} between 0 and ${t.principalCents}`,
    ),
  ],
);

/**
 * What falls due on each date, as a ledger of changes: the amount with late fees, the interest,
 * what has been paid, and how many installments there are and are still open, for counted loans, by due date and by the loans' vendor,
 * motorcycle and term (the reports' filters). Triggers on `installments` and `credit_applications`
 * (migration 0009) append one row per key a statement changes — never an update, so payments on
 * different loans never wait on each other — and a daily job folds the rows into one per key. The
 * reports sum a few thousand rows instead of every installment of a period.
 */
export const dueTotals = pgTable(
  'due_totals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    vendorId: uuid('vendor_id'),
    motorcycleId: uuid('motorcycle_id'),
    termMonths: integer('term_months').notNull(),
    dueCents: bigint('due_cents', { mode: 'number' }).notNull(),
    interestCents: bigint('interest_cents', { mode: 'number' }).notNull(),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull(),
    installments: bigint('installments', { mode: 'number' }).notNull(),
    openInstallments: bigint('open_installments', { mode: 'number' }).notNull(),
  },
  (t) => [index('due_totals_due_date_idx').on(t.dueDate)],
);

/**
 * The loan book by business day (America/Panama), by the loans' vendor, motorcycle and term, as a
 * ledger of changes (migration 0025, ADR 040): the money received that day and what it paid
 * (receipts of live loans, reversed ones taken back), and how the disbursed principal outstanding and
 * the part of it 1, 30, 60 and 90 days late changed that day. The figures on a date are the sum of
 * every day up to it. Triggers on `payments`, `installments` and `credit_applications` append what a
 * statement changed; the daily prune folds the rows into one per key.
 */
export const loanBookDays = pgTable(
  'loan_book_days',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
    vendorId: uuid('vendor_id'),
    motorcycleId: uuid('motorcycle_id').notNull(),
    termMonths: integer('term_months').notNull(),
    receivedCents: bigint('received_cents', { mode: 'number' }).notNull(),
    unappliedCents: bigint('unapplied_cents', { mode: 'number' }).notNull(),
    principalCents: bigint('principal_cents', { mode: 'number' }).notNull(),
    interestCents: bigint('interest_cents', { mode: 'number' }).notNull(),
    lateFeeCents: bigint('late_fee_cents', { mode: 'number' }).notNull(),
    outstandingCents: bigint('outstanding_cents', { mode: 'number' }).notNull(),
    par1Cents: bigint('par1_cents', { mode: 'number' }).notNull(),
    par30Cents: bigint('par30_cents', { mode: 'number' }).notNull(),
    par60Cents: bigint('par60_cents', { mode: 'number' }).notNull(),
    par90Cents: bigint('par90_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('loan_book_days_day_idx').on(t.day)],
);

/**
 * Money received by day and channel (issue 26: collections by channel): how many receipts and how
 * much, per channel (the method, or CUSTOMER_REPORT for a payment the customer reported), with the
 * loan book's keys. Triggers on `payments` and `credit_applications` append what a statement changed;
 * the daily prune folds the rows into one per key.
 */
export const collectionDays = pgTable(
  'collection_days',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
    vendorId: uuid('vendor_id'),
    motorcycleId: uuid('motorcycle_id').notNull(),
    termMonths: integer('term_months').notNull(),
    channel: text('channel').notNull(),
    receipts: bigint('receipts', { mode: 'number' }).notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('collection_days_day_idx').on(t.day)],
);

/** Money received for a loan (a receipt). Whatever is not applied stays visible as unapplied credit. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => creditApplications.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    amountCents: integer('amount_cents').notNull(),
    // What the allocations took of each part, written with them: the reports sum receipts without
    // reading every allocation.
    appliedLateFeeCents: integer('applied_late_fee_cents').notNull().default(0),
    appliedInterestCents: integer('applied_interest_cents').notNull().default(0),
    appliedPrincipalCents: integer('applied_principal_cents').notNull().default(0),
    unappliedCents: integer('unapplied_cents').notNull().default(0),
    method: paymentMethod('method').notNull(),
    reference: text('reference'),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    source: paymentSource('source').notNull(),
    recordedBy: uuid('recorded_by').references(() => admins.id),
    createdAt: createdAt(),
    // Set when a second admin approved its reversal: the row stays, with the parts it had applied
    // then, for the history; the reports and the loan's projection leave it out.
    reversedAt: instant('reversed_at'),
    reversalApprovalId: uuid('reversal_approval_id').references(() => approvals.id),
    // The receipt's number: sequential within the Panama year it was posted in, with no gaps
    // (ADR 050). Both come from the transaction's clock; the number from `receipt_sequences`,
    // whose row for the year stays locked until the receipt commits, so a rollback returns it.
    receiptYear: integer('receipt_year')
      .notNull()
      .default(sql`extract(year from now() at time zone 'America/Panama')::int`),
    receiptNumber: integer('receipt_number').notNull().default(sql`next_receipt_number()`),
  },
  (t) => [
    unique('payments_receipt_number_unique').on(t.receiptYear, t.receiptNumber),
    index('payments_application_idx').on(t.applicationId),
    index('payments_date_idx').on(t.paymentDate),
    // A payoff's receipt may spend the loan's earlier credit: its unapplied part is then negative
    // (its ledger entry alone may carry a negative credit). The loan's credit never goes below 0.
    check('payments_amounts_check', sql`${t.amountCents} > 0 and ${t.unappliedCents} <= ${t.amountCents}`),
    // Every cent received is applied to a part or kept as credit.
    check(
      'payments_applied_parts_check',
      sql`${t.appliedLateFeeCents} >= 0 and ${t.appliedInterestCents} >= 0 and ${t.appliedPrincipalCents} >= 0
      and ${t.appliedLateFeeCents} + ${t.appliedInterestCents} + ${t.appliedPrincipalCents} + ${t.unappliedCents} = ${t.amountCents}`,
    ),
  ],
);

export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    installmentId: uuid('installment_id')
      .notNull()
      .references(() => installments.id),
    lateFeeCents: integer('late_fee_cents').notNull().default(0),
    interestCents: integer('interest_cents').notNull().default(0),
    principalCents: integer('principal_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_allocations_payment_idx').on(t.paymentId),
    index('payment_allocations_installment_idx').on(t.installmentId),
    check(
      'payment_allocations_parts_check',
      sql`${t.lateFeeCents} >= 0 and ${t.interestCents} >= 0
      and ${t.principalCents} >= 0 and ${t.lateFeeCents} + ${t.interestCents} + ${t.principalCents} > 0`,
    ),
  ],
);

/** A payment the customer says they made; an admin approves it into a real payment. */
export const customerPaymentReports = pgTable(
  'customer_payment_reports',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => creditApplications.id),
    amountCents: integer('amount_cents').notNull(),
    method: paymentMethod('method').notNull(),
    reference: text('reference'),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    receiptDocumentId: uuid('receipt_document_id').references(() => documents.id),
    status: reportStatus('status').notNull().default('PENDING'),
    reviewedBy: uuid('reviewed_by').references(() => admins.id),
    reviewedAt: instant('reviewed_at'),
    reviewNotes: text('review_notes'),
    paymentId: uuid('payment_id').references(() => payments.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_payment_reports_status_idx').on(t.status, t.createdAt),
    index('customer_payment_reports_customer_idx').on(t.customerId, t.createdAt),
    check('customer_payment_reports_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** The last receipt number given in each Panama year (ADR 050). */
export const receiptSequences = pgTable('receipt_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
