import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  admins,
  creditApplications,
  installments,
  loanTransactions,
  vendors,
} from '../../db/schema/index.ts';

export type LoanTransactionRow = typeof loanTransactions.$inferSelect;
export type NewLoanTransaction = typeof loanTransactions.$inferInsert;

/** The only writer of `loan_transactions`: one INSERT for any number of entries (never an update). */
export async function insertLoanTransactions(
  db: Executor,
  rows: NewLoanTransaction[],
): Promise<LoanTransactionRow[]> {
  if (rows.length === 0) return [];
  return db.insert(loanTransactions).values(rows).returning();
}

/** A loan's entries in ledger order, each with who wrote it as people know them. */
export async function listLoanTransactions(db: Executor, applicationId: string) {
  return db
    .select({
      entry: loanTransactions,
      actorName: sql<string | null>`coalesce(${admins.username},
        nullif(trim(concat_ws(' ', ${vendors.firstName}, ${vendors.lastName})), ''))`,
    })
    .from(loanTransactions)
    .leftJoin(admins, and(eq(loanTransactions.actorRole, 'admin'), eq(admins.id, loanTransactions.actorId)))
    .leftJoin(
      vendors,
      and(eq(loanTransactions.actorRole, 'vendor'), eq(vendors.id, loanTransactions.actorId)),
    )
    .where(eq(loanTransactions.applicationId, applicationId))
    .orderBy(asc(loanTransactions.valueDate), asc(loanTransactions.createdAt), asc(loanTransactions.id));
}

/** The loan's surviving DISBURSEMENT (none reverses it), if any. */
export async function findLiveDisbursement(db: Executor, applicationId: string) {
  const [row] = await db
    .select()
    .from(loanTransactions)
    .where(
      and(
        eq(loanTransactions.applicationId, applicationId),
        eq(loanTransactions.type, 'DISBURSEMENT'),
        sql`not exists (select 1 from ${loanTransactions} r
          where r.application_id = ${applicationId} and r.reversal_of = ${loanTransactions.id})`,
      ),
    )
    .limit(1);
  return row;
}

/** What the loan detail heads with: the application behind the loan, deleted ones left out. */
export async function findLoanApplication(db: Executor, applicationId: string) {
  const [row] = await db
    .select({
      id: creditApplications.id,
      number: creditApplications.number,
      status: creditApplications.status,
      createdAt: creditApplications.createdAt,
    })
    .from(creditApplications)
    .where(and(eq(creditApplications.id, applicationId), isNull(creditApplications.deletedAt)));
  return row;
}

/** The loan's schedule, as the replay takes it. */
export async function listScheduledInstallments(db: Executor, applicationId: string) {
  return db
    .select({
      id: installments.id,
      paymentNumber: installments.paymentNumber,
      dueDate: installments.dueDate,
      amountCents: installments.amountCents,
      principalCents: installments.principalCents,
      interestCents: installments.interestCents,
    })
    .from(installments)
    .where(eq(installments.applicationId, applicationId))
    .orderBy(asc(installments.paymentNumber));
}

/** The loans with an entry dated in the range (both inclusive): the index on value_date finds them. */
const loansTouchedBetween = (db: Executor, from: string, to: string) =>
  db
    .selectDistinct({ applicationId: loanTransactions.applicationId })
    .from(loanTransactions)
    .where(between(loanTransactions.valueDate, from, to));

/**
 * Every entry of the loans with an entry dated in the range, each with its loan's number as people
 * know it, in ledger order: a loan's replay needs its whole history, not only the range.
 */
export async function listLedgersTouchedBetween(db: Executor, from: string, to: string) {
  return db
    .select({
      entry: loanTransactions,
      number: creditApplications.number,
      applicationCreatedAt: creditApplications.createdAt,
    })
    .from(loanTransactions)
    .innerJoin(creditApplications, eq(creditApplications.id, loanTransactions.applicationId))
    .where(inArray(loanTransactions.applicationId, loansTouchedBetween(db, from, to)))
    .orderBy(asc(loanTransactions.valueDate), asc(loanTransactions.createdAt), asc(loanTransactions.id));
}

/** The schedules of those same loans, as the replay takes them. */
export async function listSchedulesTouchedBetween(db: Executor, from: string, to: string) {
  return db
    .select({
      applicationId: installments.applicationId,
      id: installments.id,
      paymentNumber: installments.paymentNumber,
      dueDate: installments.dueDate,
      amountCents: installments.amountCents,
      principalCents: installments.principalCents,
      interestCents: installments.interestCents,
    })
    .from(installments)
    .where(inArray(installments.applicationId, loansTouchedBetween(db, from, to)))
    .orderBy(asc(installments.paymentNumber));
}

/** A receipt's REPAYMENT entry and whether a REVERSAL already undid it. */
export async function findReceiptEntry(db: Executor, paymentId: string) {
  const [row] = await db
    .select({
      entry: loanTransactions,
      reversed: sql<boolean>`exists (select 1 from ${loanTransactions} r
        where r.reversal_of = ${loanTransactions.id})`.mapWith(Boolean),
    })
    .from(loanTransactions)
    .where(and(eq(loanTransactions.paymentId, paymentId), eq(loanTransactions.type, 'REPAYMENT')));
  return row;
}
