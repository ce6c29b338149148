import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditApplications, customers, installments, motorcycles } from '../../db/schema/index.ts';

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
  today: string;
}

function calendarWhere(filter: CalendarFilter): SQL | undefined {
  return and(
    liveLoan,
    filter.dateFrom ? gte(installments.dueDate, filter.dateFrom) : undefined,
    filter.dateTo ? lte(installments.dueDate, filter.dateTo) : undefined,
    filter.status === 'paid' ? isNotNull(installments.paidAt) : undefined,
    filter.status === 'pending'
      ? and(isNull(installments.paidAt), gte(installments.dueDate, filter.today))
      : undefined,
    filter.status === 'overdue'
      ? and(isNull(installments.paidAt), lt(installments.dueDate, filter.today))
      : undefined,
  );
}

/** The calendar's rows, by due date then customer, at most `limit`. */
export async function listCalendarInstallments(db: Executor, filter: CalendarFilter, limit: number) {
  return db
    .select({
      installment: installments,
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
    .orderBy(asc(installments.dueDate), asc(customers.lastName), asc(installments.id))
    .limit(limit);
}
export type CalendarRow = Awaited<ReturnType<typeof listCalendarInstallments>>[number];

/**
 * What was scheduled for the window and what of it came in, and every overdue installment now —
 * one scan with FILTER aggregates.
 */
export async function collectionTotals(db: Executor, window: { from: string; to: string }, today: string) {
  const inWindow = sql`${installments.dueDate} between ${window.from} and ${window.to}`;
  const overdue = sql`${installments.paidAt} is null and ${installments.dueDate} < ${today}`;
  const [row] = await db
    .select({
      scheduledCents: sql<string>`coalesce(sum(${installments.amountCents} + ${installments.lateFeeCents}) filter (where ${inWindow}), 0)`,
      count: sql<number>`(count(*) filter (where ${inWindow}))::int`,
      receivedCents: sql<string>`coalesce(sum(${paidCents}) filter (where ${inWindow}), 0)`,
      overdueCount: sql<number>`(count(*) filter (where ${overdue}))::int`,
      overdueCents: sql<string>`coalesce(sum(${owedCents}) filter (where ${overdue}), 0)`,
    })
    .from(installments)
    .innerJoin(creditApplications, eq(creditApplications.id, installments.applicationId))
    .where(and(liveLoan, sql`(${inWindow} or (${overdue}))`));
  return {
    scheduledCents: Number(row?.scheduledCents ?? 0),
    count: row?.count ?? 0,
    receivedCents: Number(row?.receivedCents ?? 0),
    overdueCount: row?.overdueCount ?? 0,
    overdueCents: Number(row?.overdueCents ?? 0),
  };
}

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
