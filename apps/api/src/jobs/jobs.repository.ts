import { and, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client.ts';
import { jobRuns } from '../db/schema/index.ts';

/* SQL of the scheduled jobs: the daily lease, late fees and reminder claims over installments. */

/**
 * Takes the day's lease of a job: the first instance to insert the row runs it. A run that started
 * before `staleBefore` and never finished (its instance died) is taken over by exactly one instance,
 * since the UPDATE re-checks `started_at` on the row it locks.
 */
export async function acquireJobLease(
  db: Executor,
  lease: { jobName: string; runDate: string; startedAt: Date; staleBefore: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(jobRuns)
    .values({ jobName: lease.jobName, runDate: lease.runDate, startedAt: lease.startedAt })
    .onConflictDoNothing()
    .returning({ jobName: jobRuns.jobName });
  if (inserted.length > 0) return true;
  const taken = await db
    .update(jobRuns)
    .set({ startedAt: lease.startedAt })
    .where(
      and(
        eq(jobRuns.jobName, lease.jobName),
        eq(jobRuns.runDate, lease.runDate),
        isNull(jobRuns.finishedAt),
        lt(jobRuns.startedAt, lease.staleBefore),
      ),
    )
    .returning({ jobName: jobRuns.jobName });
  return taken.length > 0;
}

/** Marks our run done; a run taken over meanwhile (another `started_at`) is left to its new owner. */
export async function finishJobRun(
  db: Executor,
  lease: { jobName: string; runDate: string; startedAt: Date },
  finishedAt: Date,
): Promise<void> {
  await db
    .update(jobRuns)
    .set({ finishedAt })
    .where(
      and(
        eq(jobRuns.jobName, lease.jobName),
        eq(jobRuns.runDate, lease.runDate),
        eq(jobRuns.startedAt, lease.startedAt),
      ),
    );
}

/** Installments being collected: of an approved or disbursed, non-deleted loan, and not paid. */
const collectedUnpaid = sql`a.status in ('APPROVED', 'DISBURSED') and a.deleted_at is null and i.paid_at is null`;

/** Unpaid installments past the grace period whose late fee was assessed already. */
export async function countAssessedLateFees(db: Executor, dueBefore: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from installments i
        join credit_applications a on a.id = i.application_id
        where ${collectedUnpaid} and i.late_fee_assessed_at is not null and i.due_date < ${dueBefore}`,
  );
  return row?.count ?? 0;
}

export type ReminderKind = 'upcoming' | 'overdue';

/** Business dates a reminder run looks at: today, and the last due date an upcoming reminder covers. */
export interface ReminderWindow {
  today: string;
  remindUntil: string;
}

// Each kind has its own "sent" column, so an installment gets each kind of message once.
const sentColumn: Record<ReminderKind, SQL> = {
  upcoming: sql.raw('reminder_sent_at'),
  overdue: sql.raw('overdue_notice_sent_at'),
};

const dueFilter = (kind: ReminderKind, window: ReminderWindow) =>
  kind === 'upcoming'
    ? sql`i.due_date between ${window.today} and ${window.remindUntil}`
    : sql`i.due_date < ${window.today}`;

const pendingReminder = (kind: ReminderKind, window: ReminderWindow) =>
  sql`${collectedUnpaid} and i.${sentColumn[kind]} is null and ${dueFilter(kind, window)}`;

export async function countPendingReminders(
  db: Executor,
  kind: ReminderKind,
  window: ReminderWindow,
): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from installments i
        join credit_applications a on a.id = i.application_id
        where ${pendingReminder(kind, window)}`,
  );
  return row?.count ?? 0;
}

export interface ClaimedReminder {
  id: string;
  dueDate: string;
  amountCents: number;
  principalCents: number;
  interestCents: number;
  lateFeeCents: number;
  paidLateFeeCents: number;
  paidInterestCents: number;
  paidPrincipalCents: number;
  rebatedInterestCents: number;
  lateFeeAssessed: boolean;
  phoneNumber: string;
  brand: string;
  model: string;
}

/**
 * Marks up to `limit` installments as reminded (of one kind) before anything is sent, and answers
 * what the texts need. The UPDATE re-checks the "sent" column on each row it locks, so of two
 * concurrent runs only one claims an installment.
 */
export async function claimReminders(
  db: Executor,
  kind: ReminderKind,
  window: ReminderWindow,
  now: Date,
  limit: number,
): Promise<ClaimedReminder[]> {
  const column = sentColumn[kind];
  return queryRows<ClaimedReminder>(
    db,
    sql`with candidates as (
          select i.id from installments i
          join credit_applications a on a.id = i.application_id
          where ${pendingReminder(kind, window)}
          order by i.due_date, i.id
          limit ${limit}
        )
        update installments i set ${column} = ${now.toISOString()}
        from candidates c, credit_applications a, customers cu, motorcycles m
        where i.id = c.id and i.${column} is null and i.paid_at is null
          and a.id = i.application_id and cu.id = a.customer_id and m.id = a.motorcycle_id
        returning i.id, i.due_date::text as "dueDate", i.amount_cents as "amountCents",
          i.principal_cents as "principalCents", i.interest_cents as "interestCents",
          i.late_fee_cents as "lateFeeCents", i.paid_late_fee_cents as "paidLateFeeCents",
          i.paid_interest_cents as "paidInterestCents", i.paid_principal_cents as "paidPrincipalCents",
          i.rebated_interest_cents as "rebatedInterestCents",
          i.late_fee_assessed_at is not null as "lateFeeAssessed",
          cu.phone_number as "phoneNumber", m.brand, m.model`,
  );
}
