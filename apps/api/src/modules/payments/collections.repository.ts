import { parseApplicationNumber } from '@quincena/shared';
import {
  and,
  asc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { creditApplications, customers, installments, motorcycles } from '../../db/schema/index.ts';
import { containsPattern, phonePattern } from '../../db/search.ts';

/** Installments of live loans (approved or disbursed): the calendar's universe. */
const liveLoan = and(
  isNull(creditApplications.deletedAt),
  inArray(creditApplications.status, ['APPROVED', 'DISBURSED']),
);
const paidCents = sql<number>`(${installments.paidLateFeeCents} + ${installments.paidInterestCents} + ${installments.paidPrincipalCents})`;
const owedCents = sql<number>`(${installments.amountCents} + ${installments.lateFeeCents} - ${paidCents})`;

export interface CalendarFilter {
  status?: 'pending' | 'paid' | 'overdue';
  dateFrom?: string;
  dateTo?: string;
  /** A customer's name or phone, or an application number ('SOL-2026-000123'). */
  search?: string;
  today: string;
}

/**
 * What a search binds: 'SOL-2026-000123' looks for that application's number (its unique index);
 * any other text for the customer's name or phone (their trigram indexes, migration 0001).
 */
function searchOf(search: string | undefined) {
  const text = search?.trim() || undefined;
  const number = text === undefined ? undefined : parseApplicationNumber(text);
  if (text === undefined || number !== undefined) return { number };
  return { pattern: containsPattern(text), phone: phonePattern(text) };
}

/** The same text as the name's trigram index (`customers_name_trgm_idx`), so the index serves it. */
const customerName = sql`coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '')`;

/** The filter's shape; its values are bound at run time (`dateFrom`, `dateTo`, `today`, the search's). */
function calendarWhere(filter: CalendarFilter): SQL | undefined {
  const today = sql.placeholder('today');
  const search = searchOf(filter.search);
  return and(
    liveLoan,
    search.number !== undefined ? eq(creditApplications.number, sql.placeholder('number')) : undefined,
    search.pattern !== undefined
      ? or(
          ilike(customerName, sql.placeholder('pattern')),
          ilike(customers.phoneNumber, sql.placeholder('phone')),
        )
      : undefined,
    filter.dateFrom ? gte(installments.dueDate, sql.placeholder('dateFrom')) : undefined,
    filter.dateTo ? lte(installments.dueDate, sql.placeholder('dateTo')) : undefined,
    filter.status === 'paid' ? isNotNull(installments.paidAt) : undefined,
    filter.status === 'pending'
      ? and(isNull(installments.paidAt), gte(installments.dueDate, today))
      : undefined,
    filter.status === 'overdue'
      ? and(isNull(installments.paidAt), lt(installments.dueDate, today))
      : undefined,
  );
}

/** The calendar's rows by due date, at most `limit`: the due-date index serves the order, so a month
 * of a large portfolio is read only as far as the limit. */
export async function listCalendarInstallments(db: Executor, filter: CalendarFilter, limit: number) {
  const search = searchOf(filter.search);
  const searchShape = search.number !== undefined ? 'number' : search.pattern !== undefined ? 'text' : '';
  const shape = `calendar_${filter.status ?? 'all'}_${filter.dateFrom ? 'from' : ''}_${filter.dateTo ? 'to' : ''}_${searchShape}`;
  // Built once per filter shape; the unnamed statement ('') keeps a plan made for each date range and
  // search, so a rare name is looked up by its index and a month of the portfolio by due date.
  const query = prepared(db, shape, () => calendarQuery(db, filter).prepare(''));
  return query.execute({ ...filter, ...search, limit });
}

function calendarQuery(db: Executor, filter: CalendarFilter) {
  return db
    .select({
      // What a calendar row shows and its state needs; the rest of the row (four timestamps, each
      // turned into a Date) was read and mapped on every row for nothing.
      installment: {
        id: installments.id,
        applicationId: installments.applicationId,
        paymentNumber: installments.paymentNumber,
        dueDate: installments.dueDate,
        amountCents: installments.amountCents,
        principalCents: installments.principalCents,
        interestCents: installments.interestCents,
        lateFeeCents: installments.lateFeeCents,
        paidLateFeeCents: installments.paidLateFeeCents,
        paidInterestCents: installments.paidInterestCents,
        paidPrincipalCents: installments.paidPrincipalCents,
        rebatedInterestCents: installments.rebatedInterestCents,
        paidAt: installments.paidAt,
      },
      application: { number: creditApplications.number, createdAt: creditApplications.createdAt },
      customer: {
        firstName: customers.firstName,
        lastName: customers.lastName,
        phoneNumber: customers.phoneNumber,
      },
      motorcycle: { brand: motorcycles.brand, model: motorcycles.model },
    })
    .from(installments)
    .innerJoin(creditApplications, eq(creditApplications.id, installments.applicationId))
    .innerJoin(customers, eq(customers.id, creditApplications.customerId))
    .innerJoin(motorcycles, eq(motorcycles.id, creditApplications.motorcycleId))
    .where(calendarWhere(filter))
    .orderBy(asc(installments.dueDate), asc(installments.id))
    .limit(sql.placeholder('limit'));
}
export type CalendarRow = Awaited<ReturnType<typeof listCalendarInstallments>>[number];

/** Unpaid installments due in the next days, soonest first. */
export async function listUpcoming(db: Executor, from: string, to: string, limit: number) {
  return db
    .select({
      id: installments.id,
      applicationId: installments.applicationId,
      dueDate: installments.dueDate,
      owedCents,
      firstName: customers.firstName,
      lastName: customers.lastName,
      phoneNumber: customers.phoneNumber,
      brand: motorcycles.brand,
      model: motorcycles.model,
    })
    .from(installments)
    .innerJoin(creditApplications, eq(creditApplications.id, installments.applicationId))
    .innerJoin(customers, eq(customers.id, creditApplications.customerId))
    .innerJoin(motorcycles, eq(motorcycles.id, creditApplications.motorcycleId))
    .where(
      and(
        liveLoan,
        isNull(installments.paidAt),
        gte(installments.dueDate, from),
        lte(installments.dueDate, to),
      ),
    )
    .orderBy(asc(installments.dueDate), asc(installments.id))
    .limit(limit);
}
