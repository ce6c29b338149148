import { addDays, businessToday, fromCents, toCents } from '@quincena/shared';
import { recordAudits } from '../modules/audit/index.ts';
import { assessLateFeeBatch } from '../modules/loans/index.ts';
import { findSystemSettings } from '../modules/settings/index.ts';
import { countAssessedLateFees } from './jobs.repository.ts';
import type { JobDeps, JobResult } from './jobs.ts';

// Short transactions: a batch's rows stay locked (and payments on them wait) only while it commits.
const BATCH_SIZE = 500;

/**
 * Gives each unpaid installment past its due date + grace period the settings' late fee, once.
 * Batches repeat until one assesses nothing: a concurrent run that took our candidates keeps going.
 */
export async function assessLateFees({ db, clock }: JobDeps): Promise<JobResult> {
  const { payments } = await findSystemSettings(db);
  const feeCents = toCents(payments.latePaymentFee);
  // due_date + grace < today  ⇔  due_date < today − grace.
  const today = businessToday(clock.now());
  const dueBefore = addDays(today, -payments.gracePeriod);
  let processed = 0;
  for (;;) {
    const assessed = await db.transaction(async (tx) => {
      const rows = await assessLateFeeBatch(tx, {
        dueBefore,
        valueDate: today,
        feeCents,
        now: clock.now(),
        limit: BATCH_SIZE,
      });
      await recordAudits(
        tx,
        rows.map((row) => ({
          entityType: 'installment' as const,
          entityId: row.id,
          action: 'late_fee_assessed',
          actor: { role: 'system' as const },
          changes: { lateFee: { from: fromCents(row.previousLateFeeCents), to: fromCents(feeCents) } },
        })),
      );
      return rows.length;
    });
    if (assessed === 0) break;
    processed += assessed;
  }
  // Skipped: past the grace period but assessed before (by an earlier run or a concurrent one).
  return { processed, skipped: await countAssessedLateFees(db, dueBefore) };
}
