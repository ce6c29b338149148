import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClock } from '../test/test-clock.ts';
import { createJobRunner } from './job-runner.ts';
import type { Job, JobDeps } from './jobs.ts';

const MINUTE = 60_000;
const clock = new TestClock('2026-09-10T10:59:00Z'); // 05:59 in Panama

let t: TestApp;
let deps: JobDeps;
beforeAll(async () => {
  t = await createTestApp({ clock });
  deps = { db: t.app.db, clock, sms: t.app.sms, log: t.app.log, storage: t.app.documentStorage };
});
afterAll(() => t.close());

/** A job that counts its runs, and can be made to fail. */
function countingJob() {
  const job = Object.assign(
    async () => {
      job.runs += 1;
      if (job.fail) throw new Error('boom');
      return { processed: 1, skipped: 0 };
    },
    { runs: 0, fail: false },
  );
  return job;
}

const jobRuns = (jobName: string) =>
  queryRows<{ runDate: string; finished: boolean }>(
    t.app.db,
    sql`select run_date as "runDate", finished_at is not null as finished from job_runs
        where job_name = ${jobName} order by run_date`,
  );

describe('job runner', () => {
  it('runs each daily job once per business date, from 06:00 Panama, in one of several instances', async () => {
    const job = countingJob();
    const jobs: Record<string, Job> = { 'test-daily': job };
    const instances = [createJobRunner(deps, jobs), createJobRunner(deps, jobs), createJobRunner(deps, jobs)];
    const everyInstanceChecks = () => Promise.all(instances.map((runner) => runner.runDueJobs()));

    await everyInstanceChecks();
    expect(job.runs).toBe(0);
    expect(await jobRuns('test-daily')).toEqual([]);

    clock.advance(MINUTE); // 06:00
    await everyInstanceChecks();
    expect(job.runs).toBe(1);
    clock.advance(8 * 60 * MINUTE);
    await everyInstanceChecks();
    expect(job.runs).toBe(1);

    clock.set('2026-09-11T11:30:00Z');
    await everyInstanceChecks();
    expect(job.runs).toBe(2);
    expect(await jobRuns('test-daily')).toEqual([
      { runDate: '2026-09-10', finished: true },
      { runDate: '2026-09-11', finished: true },
    ]);
  });

  it('takes over a run that never finished once it is 30 minutes old, in one instance only', async () => {
    const job = countingJob();
    job.fail = true;
    const jobs: Record<string, Job> = { 'test-retry': job };
    clock.set('2026-09-12T11:00:00Z');
    await createJobRunner(deps, jobs).runDueJobs();
    expect(job.runs).toBe(1);
    expect(await jobRuns('test-retry')).toEqual([{ runDate: '2026-09-12', finished: false }]);

    job.fail = false;
    clock.advance(29 * MINUTE);
    await createJobRunner(deps, jobs).runDueJobs();
    expect(job.runs).toBe(1);

    clock.advance(2 * MINUTE);
    await Promise.all([createJobRunner(deps, jobs).runDueJobs(), createJobRunner(deps, jobs).runDueJobs()]);
    expect(job.runs).toBe(2);
    expect(await jobRuns('test-retry')).toEqual([{ runDate: '2026-09-12', finished: true }]);
  });

  it('starts with the app unless JOBS_ENABLED=false, and runs the real jobs for the day', async () => {
    const startedClock = new TestClock('2026-09-10T12:00:00Z'); // 07:00 in Panama
    const started = await createTestApp({ env: { JOBS_ENABLED: 'true' }, clock: startedClock });
    try {
      await started.app.ready();
      const finished = async () =>
        queryRows<{ jobName: string }>(
          started.app.db,
          sql`select job_name as "jobName" from job_runs
              where run_date = '2026-09-10' and finished_at is not null order by job_name`,
        );
      await expect
        .poll(finished, { timeout: 10_000 })
        .toEqual([
          { jobName: 'late-fees' },
          { jobName: 'orphan-files' },
          { jobName: 'payment-reminders' },
          { jobName: 'prune' },
        ]);
    } finally {
      await started.close();
    }
    // This file's own app was built with JOBS_ENABLED=false: it never took a lease by itself.
    expect(await jobRuns('late-fees')).toEqual([]);
  });
});
