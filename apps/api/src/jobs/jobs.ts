import type { JobName, jobRunResult } from '@quincena/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import type { SmsSender } from '../infra/sms/sms-sender.ts';
import type { DocumentStorage } from '../infra/storage/index.ts';
import { assessLateFees } from './late-fees.job.ts';
import { sweepOrphanFiles } from './orphan-files.job.ts';
import { sendPaymentReminders } from './payment-reminders.job.ts';
import { pruneExpiredRows } from './prune.job.ts';

export interface JobDeps {
  db: Database;
  clock: Clock;
  sms: SmsSender;
  log: FastifyBaseLogger;
  storage: DocumentStorage;
}

export type JobResult = z.infer<typeof jobRunResult>;
export type Job = (deps: JobDeps) => Promise<JobResult>;

/** Every job runs daily and on demand; each is idempotent per row, so running it twice is harmless. */
export const JOBS: Record<JobName, Job> = {
  'late-fees': assessLateFees,
  'payment-reminders': sendPaymentReminders,
  prune: pruneExpiredRows,
  'orphan-files': sweepOrphanFiles,
};
