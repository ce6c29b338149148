import { and, eq, ilike, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { creditApplications, customers, motorcycles } from '../../db/schema/index.ts';
import { compactSql } from '../../db/search.ts';

/**
 * What a search looks for, each value ready to bind (patterns escaped). Every condition is served by
 * an index (ADR 026): exact values by a b-tree, "contains" by a trigram index, a two-letter name
 * by the start of a first or last name (too short for trigrams).
 */
export interface SearchTerms {
  /** "Contains" on the name (3 characters or more). */
  namePattern?: string;
  /** "Starts with" on the first or the last name, lower case (a two-letter search). */
  namePrefix?: string;
  /** The whole phone, E.164. */
  phone?: string;
  /** "Contains" on the phone's digits. */
  phoneDigitsPattern?: string;
  /** "Contains" on an identity number, VIN or plate in capitals and digits only. */
  compactPattern?: string;
  /** An application's sequence number. */
  applicationNumber?: number;
}

const customerColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  phoneNumber: customers.phoneNumber,
  identityNumber: customers.identityNumber,
};
export type CustomerMatch = { [K in keyof typeof customerColumns]: (typeof customers.$inferSelect)[K] };

// The expression of customers_name_trgm_idx, spelt the same so the planner uses it.
const nameExpression = sql`coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '')`;

/**
 * The statement finding live customers that match the terms, at most `limit`, in no promised order
 * (a ranking would read every match); null when the text can be nothing a customer is found by.
 */
export function customerSearch(db: Executor, terms: SearchTerms, limit: number) {
  const live = isNull(customers.deletedAt);
  if (terms.namePrefix !== undefined) {
    // Each branch walks its b-tree in order and stops at `limit`.
    const startsWith = (column: typeof customers.firstName | typeof customers.lastName) =>
      db
        .select(customerColumns)
        .from(customers)
        .where(and(live, like(sql`lower(${column})`, terms.namePrefix as string)))
        .orderBy(sql`lower(${column})`)
        .limit(limit);
    return union(startsWith(customers.firstName), startsWith(customers.lastName)).limit(limit);
  }
  const matches = [
    terms.namePattern === undefined ? undefined : ilike(nameExpression, terms.namePattern),
    terms.phone === undefined ? undefined : eq(customers.phoneNumber, terms.phone),
    terms.phoneDigitsPattern === undefined
      ? undefined
      : like(customers.phoneNumber, terms.phoneDigitsPattern),
    terms.compactPattern === undefined
      ? undefined
      : like(compactSql(customers.identityNumber), terms.compactPattern),
  ].filter((condition): condition is SQL => condition !== undefined);
  if (matches.length === 0) return null;
  return db
    .select(customerColumns)
    .from(customers)
    .where(and(live, or(...matches)))
    .limit(limit);
}

export interface ApplicationMatch {
  id: string;
  number: number;
  createdAt: Date;
  status: (typeof creditApplications.$inferSelect)['status'];
  vin: string | null;
  placa: string | null;
  firstName: string | null;
  lastName: string | null;
  brand: string;
  model: string;
  year: number;
}

/** The statement finding live applications by number, VIN or plate, with their customer and motorcycle. */
export function applicationSearch(db: Executor, terms: SearchTerms, limit: number) {
  const matches = [
    terms.applicationNumber === undefined
      ? undefined
      : eq(creditApplications.number, terms.applicationNumber),
    terms.compactPattern === undefined
      ? undefined
      : like(compactSql(creditApplications.vin), terms.compactPattern),
    terms.compactPattern === undefined
      ? undefined
      : like(compactSql(creditApplications.placa), terms.compactPattern),
  ].filter((condition): condition is SQL => condition !== undefined);
  if (matches.length === 0) return null;
  return db
    .select({
      id: creditApplications.id,
      number: creditApplications.number,
      createdAt: creditApplications.createdAt,
      status: creditApplications.status,
      vin: creditApplications.vin,
      placa: creditApplications.placa,
      firstName: customers.firstName,
      lastName: customers.lastName,
      brand: motorcycles.brand,
      model: motorcycles.model,
      year: motorcycles.year,
    })
    .from(creditApplications)
    .innerJoin(customers, eq(customers.id, creditApplications.customerId))
    .innerJoin(motorcycles, eq(motorcycles.id, creditApplications.motorcycleId))
    .where(and(isNull(creditApplications.deletedAt), or(...matches)))
    .limit(limit);
}

export async function findCustomers(
  db: Executor,
  terms: SearchTerms,
  limit: number,
): Promise<CustomerMatch[]> {
  return (await customerSearch(db, terms, limit)) ?? [];
}

export async function findApplications(
  db: Executor,
  terms: SearchTerms,
  limit: number,
): Promise<ApplicationMatch[]> {
  return (await applicationSearch(db, terms, limit)) ?? [];
}
