import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { compactSql } from '../search.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';
import { vendors } from './users.ts';

export const identityType = pgEnum('identity_type', ['licencia', 'pasaporte', 'carnet_migracion']);

export const customers = pgTable(
  'customers',
  {
    id: id(),
    // E.164, e.g. +50761234567: the customer's identity for sign-in.
    phoneNumber: text('phone_number').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address'),
    city: text('city'),
    province: text('province'),
    postalCode: text('postal_code'),
    identityType: identityType('identity_type'),
    identityNumber: text('identity_number'),
    occupation: text('occupation'),
    employerName: text('employer_name'),
    // Both the vendor form's and the onboarding's values are stored as given (ADR 003).
    employmentType: text('employment_type'),
    monthlyIncomeCents: integer('monthly_income_cents'),
    isVerified: boolean('is_verified').notNull().default(false),
    pinHash: text('pin_hash'),
    pinFailedAttempts: integer('pin_failed_attempts').notNull().default(0),
    pinLocked: boolean('pin_locked').notNull().default(false),
    tokenVersion: integer('token_version').notNull().default(0),
    createdByVendorId: uuid('created_by_vendor_id').references(() => vendors.id),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A deleted customer frees its phone: the number may sign up again as a new, empty customer.
    uniqueIndex('customers_phone_number_key').on(t.phoneNumber).where(sql`${t.deletedAt} is null`),
    // One live record per person (ADR 030): an identity number however it is typed, so an
    // abandoned registration resumed with another phone cannot make a second customer.
    uniqueIndex('customers_identity_document_key')
      .on(sql`${compactSql(t.identityNumber)}`)
      .where(sql`${t.deletedAt} is null and ${compactSql(t.identityNumber)} <> ''`),
    index('customers_created_at_idx').on(t.createdAt),
    // The admin's list pages over this alone (a deferred join), read backwards: newest first.
    index('customers_live_newest_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    // Trigram indexes serve the "contains" searches by name, phone and email.
    index('customers_name_trgm_idx').using(
      'gin',
      sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`,
    ),
    index('customers_phone_trgm_idx').using('gin', sql`${t.phoneNumber} gin_trgm_ops`),
    index('customers_email_trgm_idx').using('gin', sql`coalesce(${t.email}, '') gin_trgm_ops`),
    // The admin's global search (ADR 026): an identity number however it is typed, and the start
    // of a first or last name for a two-letter search (too short for trigrams).
    index('customers_identity_trgm_idx').using('gin', sql`${compactSql(t.identityNumber)} gin_trgm_ops`),
    index('customers_first_name_prefix_idx')
      .using('btree', sql`lower(${t.firstName}) text_pattern_ops`)
      .where(sql`${t.deletedAt} is null`),
    index('customers_last_name_prefix_idx')
      .using('btree', sql`lower(${t.lastName}) text_pattern_ops`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Which vendors may see a customer: the creator, and any vendor the customer consented to. */
export const vendorCustomers = pgTable(
  'vendor_customers',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.customerId] }),
    // A customer's links with what a search's join reads of them: the join answers from the index
    // alone, without a visit to the table per matching customer (issue 29).
    index('vendor_customers_customer_vendor_idx').on(t.customerId, t.vendorId, t.createdAt),
    // A vendor's links newest first, to the last tie: the deep pages walk it alone (ADR 036).
    index('vendor_customers_vendor_newest_idx').on(t.vendorId, t.createdAt, t.customerId),
  ],
);

/** A customer's SMS-code consent letting a vendor reach an existing customer for 30 minutes. */
export const vendorConsents = pgTable(
  'vendor_consents',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    phoneNumber: text('phone_number').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('vendor_consents_lookup_idx').on(t.vendorId, t.phoneNumber, t.expiresAt)],
);

/** How many customers each vendor is linked to: a ledger kept by triggers on `vendor_customers` (migration 0011). */
export const vendorCustomerCounts = pgTable(
  'vendor_customer_counts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vendorId: uuid('vendor_id').notNull(),
    customers: bigint('customers', { mode: 'number' }).notNull(),
  },
  (t) => [index('vendor_customer_counts_vendor_idx').on(t.vendorId)],
);

/**
 * Live customers, the verified ones and the active ones (with a loan approved or disbursed): a ledger
 * kept by triggers on `customers` and `credit_applications` (migrations 0012 and 0021).
 */
export const customerCounts = pgTable('customer_counts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  customers: bigint('customers', { mode: 'number' }).notNull(),
  verified: bigint('verified', { mode: 'number' }).notNull().default(0),
  active: bigint('active', { mode: 'number' }).notNull().default(0),
});

/**
 * Each customer's live applications approved or disbursed, kept by the trigger on
 * `credit_applications` (migration 0021): what tells whether a change makes the customer active.
 */
export const customerLoanCounts = pgTable('customer_loan_counts', {
  customerId: uuid('customer_id').primaryKey(),
  loans: integer('loans').notNull(),
});

/**
 * Live customers by the business day they registered (America/Panama), the vendor who registered
 * them and the segment they count in, the verified ones among them: a ledger kept by triggers on
 * `customers`, `credit_applications` and `motorcycles` (migrations 0024, 0026).
 */
export const customerDays = pgTable(
  'customer_days',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day').notNull(),
    vendorId: uuid('vendor_id'),
    // The segment counted (migration 0026): '' and 0 for every customer; a brand (lower case) and/or
    // a term for the customers with a live application of that brand and/or term.
    brand: text('brand').notNull().default(''),
    termMonths: integer('term_months').notNull().default(0),
    registered: bigint('registered', { mode: 'number' }).notNull(),
    verified: bigint('verified', { mode: 'number' }).notNull(),
  },
  (t) => [index('customer_days_day_idx').on(t.day)],
);

/** Live customers by vendor and city (blank: none), kept the same way (migration 0024). */
export const customerPlaces = pgTable('customer_places', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  vendorId: uuid('vendor_id'),
  city: text('city'),
  // The segment counted (migration 0026): '' and 0 for every customer; a brand (lower case) and/or
  // a term for the customers with a live application of that brand and/or term.
  brand: text('brand').notNull().default(''),
  termMonths: integer('term_months').notNull().default(0),
  customers: bigint('customers', { mode: 'number' }).notNull(),
});

/** Live customers by vendor and date of birth, kept the same way (migration 0024). */
export const customerBirths = pgTable('customer_births', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  vendorId: uuid('vendor_id'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  // The segment counted (migration 0026): '' and 0 for every customer; a brand (lower case) and/or
  // a term for the customers with a live application of that brand and/or term.
  brand: text('brand').notNull().default(''),
  termMonths: integer('term_months').notNull().default(0),
  customers: bigint('customers', { mode: 'number' }).notNull(),
});
