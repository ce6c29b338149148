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

/**
 * Folds the lists' and reports' kept counts (applications by vendor and status, customers, the
 * applications' days, the customers' days, places and births, the collections by channel) the same way.
 */
export async function foldListCounts(db: Executor): Promise<number> {
  const [row] = await queryRows<{ saved: number }>(
    db,
    sql`select fold_list_counts() + fold_application_days() + fold_customer_figures() + fold_loan_book_days()
      + fold_collection_days() as saved`,
  );
  return row?.saved ?? 0;
}

const count = (value: unknown) => Number(value ?? 0);

/** What fell due between two dates (both included) and what of it has been paid, with how many installments. */
export async function dueBetween(db: Executor, from: string, to: string) {
  const [row] = await queryRows<Record<string, string | null>>(
    db,
    sql`select sum(due_cents) as due, sum(paid_cents) as paid, sum(installments) as installments
      from due_totals where due_date between ${from}::date and ${to}::date`,
  );
  return { dueCents: count(row?.due), paidCents: count(row?.paid), installments: count(row?.installments) };
}

/**
 * Installments still open past their date, and what they owe (late fees included): a settled
 * installment owes nothing, so this is what fell due before today less what has been paid of it.
 */
export async function overdueBefore(db: Executor, today: string) {
  const [row] = await queryRows<Record<string, string | null>>(
    db,
    sql`select sum(open_installments) as open, sum(due_cents - paid_cents) as owed
      from due_totals where due_date < ${today}::date`,
  );
  return { count: count(row?.open), owedCents: count(row?.owed) };
}
