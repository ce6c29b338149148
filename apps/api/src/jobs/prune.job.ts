import { deleteOtpsExpiredBefore, deleteSessionsExpiredBefore } from '../modules/auth/index.ts';
import { deleteIdempotencyKeysBefore } from '../modules/idempotency/index.ts';
import { expireAllStaleOrders } from '../modules/payments/index.ts';
import { deleteWindowsBefore } from '../modules/rate-limit/index.ts';
import { foldDueTotals, foldListCounts } from '../modules/reports/index.ts';
import type { JobDeps, JobResult } from './jobs.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what only matters for minutes: OTP codes and rate-limit windows a day after they ended,
 * sessions a day after their absolute end,
 * and idempotency keys after a week (clients retry within minutes, never days later); marks the
 * Yappy orders nobody confirmed in time EXPIRED (they already read so); and folds the
 * day's changes to what falls due and to the lists' counts into one row per key.
 */
export async function pruneExpiredRows({ db, clock, log }: JobDeps): Promise<JobResult> {
  const now = clock.now().getTime();
  const dayAgo = new Date(now - DAY_MS);
  const otps = await deleteOtpsExpiredBefore(db, dayAgo);
  const windows = await deleteWindowsBefore(db, dayAgo);
  const sessions = await deleteSessionsExpiredBefore(db, dayAgo);
  const keys = await deleteIdempotencyKeysBefore(db, new Date(now - 7 * DAY_MS));
  const orders = await expireAllStaleOrders(db, clock.now());
  const folded = await foldDueTotals(db);
  log.info({ rows: folded }, 'due totals folded');
  log.info({ rows: await foldListCounts(db) }, 'list counts folded');
  return { processed: otps + windows + sessions + keys + orders, skipped: 0 };
}
