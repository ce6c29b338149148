import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

/**
 * Folds the ledger of what falls due into one row per due date, vendor, motorcycle and term (the
 * prune job, daily), and answers how many rows that saved. Rows appended meanwhile wait for the next.
 */
export async function foldDueTotals(db: Executor): Promise<number> {
  const [row] = await queryRows<{ saved: number }>(db, sql`select fold_due_totals() as saved`);
  return row?.saved ?? 0;
}
