import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { compactSql } from '../search.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';
import { customers } from './customers.ts';
import { motorcycles } from './motorcycles.ts';
import { admins, vendors } from './users.ts';

export const applicationStatus = pgEnum('application_status', [
  'PENDING',
  'IN_REVIEW',
  'APPROVED',
  'REJECTED',
  'DISBURSED',
]);

/** Numbers the applications people read and quote ('SOL-2026-000123'); the UUID stays the id. */
export const applicationNumberSequence = pgSequence('credit_application_number_seq');

/** A credit application; it keeps its own term, rate and quote so later rule changes never rewrite it. */
export const creditApplications = pgTable(
  'credit_applications',
  {
    id: id(),
    number: integer('number').notNull().unique().default(sql`nextval('credit_application_number_seq')`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    vendorId: uuid('vendor_id').references(() => vendors.id),
    motorcycleId: uuid('motorcycle_id')
      .notNull()
      .references(() => motorcycles.id),
    status: applicationStatus('status').notNull().default('PENDING'),
    saleValueCents: integer('sale_value_cents').notNull(),
    downPaymentCents: integer('down_payment_cents').notNull(),
    financedCents: integer('financed_cents').notNull(),
    loanTermMonths: integer('loan_term_months').notNull(),
    monthlyRate: numeric('monthly_rate', { precision: 6, scale: 4 }).notNull(),
    monthlyPaymentCents: integer('monthly_payment_cents').notNull(),
    quincenalPaymentCents: integer('quincenal_payment_cents').notNull(),
    totalToPayCents: integer('total_to_pay_cents').notNull(),
    totalInterestCents: integer('total_interest_cents').notNull(),
    approvedAmountCents: integer('approved_amount_cents'),
    notes: text('notes'),
    rejectionReason: text('rejection_reason'),
    vin: text('vin'),
    placa: text('placa'),
    engineNumber: text('engine_number'),
    insurancePolicy: text('insurance_policy'),
    hasDirectDiscount: boolean('has_direct_discount').notNull().default(false),
    scheduleAnchorDate: date('schedule_anchor_date', { mode: 'string' }),
    reviewedAt: instant('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => admins.id),
    approvedAt: instant('approved_at'),
    approvedBy: uuid('approved_by').references(() => admins.id),
    rejectedAt: instant('rejected_at'),
    rejectedBy: uuid('rejected_by').references(() => admins.id),
    disbursedAt: instant('disbursed_at'),
    // The business day a second admin approved its write-off (PRODUCT.md §9): its WRITE_OFF entry's
    // value date. The portfolio leaves the books that day; later money is a recovery.
    writtenOffOn: date('written_off_on', { mode: 'string' }),
    disbursedBy: uuid('disbursed_by').references(() => admins.id),
    deletedAt: instant('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => admins.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('credit_applications_status_created_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    index('credit_applications_created_idx').on(t.createdAt),
    // The lists page over this alone (a deferred join), read backwards: newest first.
    index('credit_applications_live_newest_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('credit_applications_vendor_created_idx').on(t.vendorId, t.createdAt),
    index('credit_applications_customer_idx').on(t.customerId),
    index('credit_applications_motorcycle_idx').on(t.motorcycleId),
    // The admin's global search (ADR 026): a whole or partial VIN or plate, however it is typed.
    index('credit_applications_vin_trgm_idx').using('gin', sql`${compactSql(t.vin)} gin_trgm_ops`),
    index('credit_applications_placa_trgm_idx').using('gin', sql`${compactSql(t.placa)} gin_trgm_ops`),
  ],
);

/**
 * How many live applications each vendor has in each status: a ledger, like `due_totals`. Triggers
 * on `credit_applications` (migration 0011) append what a statement changed — never an update, so
 * two vendors' applications never wait on one counter row — and the daily prune folds the rows into
 * one per key. The lists' totals and the status cards sum a few hundred rows instead of counting
 * every application on each page.
 */
export const applicationCounts = pgTable(
  'application_counts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vendorId: uuid('vendor_id'),
    status: applicationStatus('status').notNull(),
    applications: bigint('applications', { mode: 'number' }).notNull(),
    // Their financed amounts and sale values, for the dashboards' money lent and sold (migration 0021).
    financedCents: bigint('financed_cents', { mode: 'number' }).notNull().default(0),
    saleValueCents: bigint('sale_value_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('application_counts_vendor_idx').on(t.vendorId, t.status)],
);

/**
 * What the applications did each business day (America/Panama), by vendor, motorcycle and term: a
 * ledger kept by the trigger on `credit_applications` (migration 0023), like `application_counts`.
 * Each live application counts on the day it was created; on the day it stopped waiting (decided,
 * or created if it never waited) as `closed`; on its decision's day if approved, disbursed or
 * rejected, with the seconds it waited; on its approval's day as a sale if still approved or
 * disbursed; on its disbursement's day if disbursed. The period reports sum a period's days.
 */
export const applicationDays = pgTable(
  'application_days',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day').notNull(),
    vendorId: uuid('vendor_id'),
    motorcycleId: uuid('motorcycle_id').notNull(),
    termMonths: integer('term_months').notNull(),
    created: bigint('created', { mode: 'number' }).notNull(),
    closed: bigint('closed', { mode: 'number' }).notNull(),
    decided: bigint('decided', { mode: 'number' }).notNull(),
    approved: bigint('approved', { mode: 'number' }).notNull(),
    processingSeconds: numeric('processing_seconds').notNull(),
    sold: bigint('sold', { mode: 'number' }).notNull(),
    saleCents: bigint('sale_cents', { mode: 'number' }).notNull(),
    downPaymentCents: bigint('down_payment_cents', { mode: 'number' }).notNull(),
    soldFinancedCents: bigint('sold_financed_cents', { mode: 'number' }).notNull(),
    disbursed: bigint('disbursed', { mode: 'number' }).notNull(),
    disbursedFinancedCents: bigint('disbursed_financed_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('application_days_day_idx').on(t.day)],
);
