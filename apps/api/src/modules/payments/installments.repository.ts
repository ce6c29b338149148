import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditApplications, installments } from '../../db/schema/index.ts';

export type InstallmentRow = typeof installments.$inferSelect;

/** The loans the given installments belong to (live applications only). */
export async function findInstallmentLoans(db: Executor, ids: string[]) {
  return db
    .select({ id: installments.id, applicationId: installments.applicationId })
    .from(installments)
    .innerJoin(creditApplications, eq(creditApplications.id, installments.applicationId))
    .where(and(inArray(installments.id, ids), isNull(creditApplications.deletedAt)));
}

/**
 * A loan's installments, locked until the transaction ends. Callers lock the application first, so
 * every writer takes the locks in the same order; the late-fee job's UPDATE waits on these rows.
 */
export async function lockLoanInstallments(db: Executor, applicationId: string): Promise<InstallmentRow[]> {
  return db
    .select()
    .from(installments)
    .where(eq(installments.applicationId, applicationId))
    .orderBy(asc(installments.paymentNumber))
    .for('update');
}

/** A loan's status, if the application is live (never deleted). */
export async function findLoanStatus(db: Executor, applicationId: string) {
  const [row] = await db
    .select({ status: creditApplications.status })
    .from(creditApplications)
    .where(and(eq(creditApplications.id, applicationId), isNull(creditApplications.deletedAt)));
  return row?.status;
}

/** A loan's installments, unlocked: what a read (the loan's balance) needs. */
export async function listLoanInstallments(db: Executor, applicationId: string): Promise<InstallmentRow[]> {
  return db
    .select()
    .from(installments)
    .where(eq(installments.applicationId, applicationId))
    .orderBy(asc(installments.paymentNumber));
}

export async function findInstallment(db: Executor, id: string): Promise<InstallmentRow | undefined> {
  const [row] = await db.select().from(installments).where(eq(installments.id, id));
  return row;
}
