import { and, avg, count, eq, inArray, isNull, lt, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditApplications, customers, installments, motorcycles } from '../../db/schema/index.ts';

const liveApplication = isNull(creditApplications.deletedAt);
/** Loans whose schedule is stored: approved (awaiting disbursement) or disbursed. */
const LOAN_STATUSES = ['APPROVED', 'DISBURSED'] as const;

/** Customers, and those with a loan approved or under way. */
export async function customerCounts(db: Executor) {
  const [row] = await db
    .select({
      total: count(),
      // Spelled out: in a one-table query Drizzle leaves columns unqualified, and inside the
      // subquery a bare "id" would be the application's.
      active: sql<number>`count(*) filter (where exists (
        select 1 from credit_applications a
        where a.customer_id = "customers"."id" and a.deleted_at is null
          and a.status in ('APPROVED', 'DISBURSED')))::int`,
    })
    .from(customers)
    .where(isNull(customers.deletedAt));
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}

/** Money lent: the financed amounts of disbursed loans, in cents. */
export async function disbursedTotals(db: Executor) {
  const [row] = await db
    .select({
      totalCents: sql<number>`coalesce(${sum(creditApplications.financedCents)}, 0)::bigint`,
      averageCents: sql<number>`coalesce(round(${avg(creditApplications.financedCents)}), 0)::bigint`,
    })
    .from(creditApplications)
    .where(and(liveApplication, eq(creditApplications.status, 'DISBURSED')));
  return { totalCents: Number(row?.totalCents ?? 0), averageCents: Number(row?.averageCents ?? 0) };
}

/** The back-office inventory (dealers' own catalogs and the wizard's placeholders aside). */
export async function inventoryCounts(db: Executor) {
  const [row] = await db
    .select({
      total: count(),
      available: sql<number>`count(*) filter (where ${motorcycles.isAvailable})::int`,
    })
    .from(motorcycles)
    .where(
      and(isNull(motorcycles.deletedAt), isNull(motorcycles.vendorId), eq(motorcycles.isPlaceholder, false)),
    );
  return { total: row?.total ?? 0, available: row?.available ?? 0 };
}

/** Unpaid installments of live loans due before `today`, and what they still owe (late fee included). */
export async function overdueTotals(db: Executor, today: string) {
  const [row] = await db
    .select({
      n: count(),
      owedCents: sql<number>`coalesce(sum(${installments.amountCents} + ${installments.lateFeeCents}
        - ${installments.paidLateFeeCents} - ${installments.paidInterestCents} - ${installments.paidPrincipalCents}), 0)::bigint`,
    })
    .from(installments)
    .innerJoin(creditApplications, eq(creditApplications.id, installments.applicationId))
    .where(
      and(
        isNull(installments.paidAt),
        lt(installments.dueDate, today),
        liveApplication,
        inArray(creditApplications.status, [...LOAN_STATUSES]),
      ),
    );
  return { count: row?.n ?? 0, owedCents: Number(row?.owedCents ?? 0) };
}
