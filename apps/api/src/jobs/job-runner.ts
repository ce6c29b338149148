import { BUSINESS_TIME_ZONE, businessToday } from '@quincena/shared';
import { describeFailure } from '../logging.ts';
import { acquireJobLease, finishJobRun } from './jobs.repository.ts';
import { JOBS, type Job, type JobDeps } from './jobs.ts';

const CHECK_EVERY_MS = 60_000;
/** Daily jobs start at or after this hour, Panama time. */
const RUN_HOUR = 6;
/** A run older than this that never finished is taken to have died with its instance. */
const STALE_AFTER_MS = 30 * 60_000;

const panamaHour = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: 'numeric',
  hourCycle: 'h23',
});

export interface JobRunner {
  start(): void;
  /** Stops the timer and waits for a run under way, so the database is not closed under it. */
  stop(): Promise<void>;
  /** Runs each job not yet done for today's business date, if this instance gets its lease. */
  runDueJobs(): Promise<void>;
}

/**
 * Every API instance runs one of these: once a minute it offers each daily job the day's lease
 * (the `job_runs` row), and whichever instance gets it runs the job. A failed run keeps its lease
 * unfinished, so it is retried once the lease goes stale.
 */
export function createJobRunner(
  deps: JobDeps,
  jobs: Record<string, Job> = JOBS,
  /** Run once when the instance starts, before the first daily check (e.g. the orphan-file sweep). */
  atStart: Record<string, Job> = {},
): JobRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function runDueJobs() {
    const now = deps.clock.now();
    if (Number(panamaHour.format(now)) < RUN_HOUR) return;
    const runDate = businessToday(now);
    for (const [jobName, job] of Object.entries(jobs)) {
      const lease = { jobName, runDate, startedAt: deps.clock.now() };
      const staleBefore = new Date(lease.startedAt.getTime() - STALE_AFTER_MS);
      if (!(await acquireJobLease(deps.db, { ...lease, staleBefore }))) continue;
      try {
        const result = await job(deps);
        await finishJobRun(deps.db, lease, deps.clock.now());
        deps.log.info({ job: jobName, runDate, ...result }, 'daily job done');
      } catch (err) {
        deps.log.error({ failure: describeFailure(err), job: jobName, runDate }, 'daily job failed');
      }
    }
  }

  async function runStartJobs() {
    for (const [jobName, job] of Object.entries(atStart)) {
      try {
        const result = await job(deps);
        deps.log.info({ job: jobName, ...result }, 'start-up job done');
      } catch (err) {
        deps.log.error({ failure: describeFailure(err), job: jobName }, 'start-up job failed');
      }
    }
  }

  const tick = (first = false) => {
    // A long run is still under way: the next minute's check would only find its leases taken.
    if (running) return;
    running = (first ? runStartJobs().then(runDueJobs) : runDueJobs())
      .catch((err: unknown) => deps.log.error({ failure: describeFailure(err) }, 'job runner check failed'))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, CHECK_EVERY_MS);
      // The timer alone never keeps the process alive.
      timer.unref();
      tick(true);
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    runDueJobs,
  };
}
