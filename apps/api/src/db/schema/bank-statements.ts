import { STATEMENT_BANKS, STATEMENT_LINE_STATUSES, STATEMENT_STATUSES } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { creditApplications } from './applications.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';
import { payments } from './payments.ts';
import { admins } from './users.ts';

export const statementBank = pgEnum('statement_bank', STATEMENT_BANKS);
export const statementStatus = pgEnum('statement_status', STATEMENT_STATUSES);
export const statementLineStatus = pgEnum('statement_line_status', STATEMENT_LINE_STATUSES);

/** An uploaded bank statement (PRODUCT.md §11, ADR 056); its lines are worked in the background. */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: id(),
    bank: statementBank('bank').notNull(),
    fileName: text('file_name').notNull(),
    status: statementStatus('status').notNull().default('PROCESSING'),
    lineCount: integer('line_count').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => admins.id),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    index('bank_statements_created_idx').on(t.createdAt, t.id),
    // The background worker finds the statements still being worked.
    index('bank_statements_processing_idx').on(t.createdAt).where(sql`${t.status} = 'PROCESSING'`),
  ],
);

/** One line of a statement, as read from the file, and what became of it. */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: id(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => bankStatements.id),
    lineNumber: integer('line_number').notNull(),
    // Null when the cell could not be read (the line is INVALID, with the reason).
    valueDate: date('value_date', { mode: 'string' }),
    amountCents: integer('amount_cents'),
    reference: text('reference').notNull(),
    payer: text('payer').notNull(),
    bankTransactionId: text('bank_transaction_id').notNull(),
    status: statementLineStatus('status').notNull(),
    reason: text('reason'),
    applicationId: uuid('application_id').references(() => creditApplications.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    resolvedBy: uuid('resolved_by').references(() => admins.id),
    resolvedAt: instant('resolved_at'),
  },
  (t) => [
    index('bank_statement_lines_statement_idx').on(t.statementId, t.lineNumber),
    index('bank_statement_lines_status_idx').on(t.statementId, t.status, t.lineNumber),
    check('bank_statement_lines_amount_check', sql`${t.amountCents} is null or ${t.amountCents} > 0`),
    check(
      'bank_statement_lines_paid_check',
      sql`(${t.status} in ('APPLIED', 'ASSIGNED')) = (${t.paymentId} is not null)`,
    ),
  ],
);

/**
 * The bank transactions already taken, one row each: a line claims its bank's transaction id in the
 * transaction that applies or queues it, so the same transfer is never taken twice, whatever the
 * files, re-uploads or instances (the key refuses the second claim).
 */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    bank: statementBank('bank').notNull(),
    transactionId: text('transaction_id').notNull(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => bankStatementLines.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bank, t.transactionId] })],
);

/** Each bank's columns for the five fields, saved the first time an import maps them. */
export const statementMappings = pgTable('statement_mappings', {
  bank: statementBank('bank').primaryKey(),
  mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
  updatedBy: uuid('updated_by')
    .notNull()
    .references(() => admins.id),
  updatedAt: updatedAt(),
});
