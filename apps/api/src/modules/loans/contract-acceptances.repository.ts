import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contractAcceptances, creditApplications } from '../../db/schema/index.ts';

export type ContractAcceptanceRow = typeof contractAcceptances.$inferSelect;

export async function findContractAcceptance(
  db: Executor,
  applicationId: string,
): Promise<ContractAcceptanceRow | undefined> {
  const [row] = await db
    .select()
    .from(contractAcceptances)
    .where(eq(contractAcceptances.applicationId, applicationId));
  return row;
}

/** The application's status under its row lock: the disbursement takes the same lock. */
export async function lockApplicationStatus(db: Executor, applicationId: string) {
  const [row] = await db
    .select({ status: creditApplications.status })
    .from(creditApplications)
    .where(eq(creditApplications.id, applicationId))
    .for('update');
  return row?.status;
}

/** Records the acceptance; false when the application already has one (its primary key). */
export async function insertContractAcceptance(
  db: Executor,
  values: ContractAcceptanceRow,
): Promise<boolean> {
  const rows = await db
    .insert(contractAcceptances)
    .values(values)
    .onConflictDoNothing()
    .returning({ applicationId: contractAcceptances.applicationId });
  return rows.length === 1;
}
