import { keysInUse } from '../modules/documents/index.ts';
import type { JobDeps, JobResult } from './jobs.ts';

/** An upload still in flight is younger than this; anything older without a row was left by a crash. */
const ORPHAN_AFTER_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Removes stored files that no document or motorcycle photo uses, once they are an hour old: a file
 * is written before its row, so a crash in between leaves it behind.
 */
export async function sweepOrphanFiles({ db, clock, storage }: JobDeps): Promise<JobResult> {
  const before = new Date(clock.now().getTime() - ORPHAN_AFTER_MS);
  let processed = 0;
  let skipped = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const used = await keysInUse(db, batch);
    for (const key of batch) {
      if (used.has(key)) {
        skipped++;
        continue;
      }
      await storage.remove(key);
      processed++;
    }
    batch = [];
  };
  for await (const key of storage.listKeys(before)) {
    batch.push(key);
    if (batch.length === BATCH) await sweep();
  }
  await sweep();
  return { processed, skipped };
}
