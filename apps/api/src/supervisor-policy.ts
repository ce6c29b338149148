import { z } from 'zod';
import { logLevel } from './config.ts';

/** The longest wait between restarts, unless the first wait asked for is longer. */
export const MAX_RESTART_DELAY_MS = 30_000;
/** A worker that served this long was healthy: its next crash starts the backoff over. */
export const STABLE_AFTER_MS = 60_000;
/** How long a worker may take to finish its requests and close the database on a stop signal. */
export const STOP_GRACE_MS = 20_000;

const positiveInteger = (max: number) => z.coerce.number().int().min(1).max(max);

const supervisorEnv = z
  .object({
    WORKERS: positiveInteger(64).default(1),
    RESTART_BACKOFF_MS: positiveInteger(600_000).default(500),
    LOG_LEVEL: logLevel,
    DATABASE_URL: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    // PGlite's data folder belongs to one process; a second would corrupt it or fail to open it.
    if (env.WORKERS > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message: 'more than one worker needs DATABASE_URL (the embedded database belongs to one process)',
      });
    }
  });

export type SupervisorSettings = ReturnType<typeof supervisorSettings>;

/** The supervisor's own variables; the server checks everything else when it starts. */
export function supervisorSettings(env: NodeJS.ProcessEnv = process.env) {
  const parsed = supervisorEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuración inválida: ${problems}`);
  }
  const e = parsed.data;
  return {
    workers: e.WORKERS,
    logLevel: e.LOG_LEVEL,
    backoff: {
      firstMs: e.RESTART_BACKOFF_MS,
      maxMs: Math.max(e.RESTART_BACKOFF_MS, MAX_RESTART_DELAY_MS),
      stableAfterMs: STABLE_AFTER_MS,
    },
  };
}

/**
 * How long to wait before starting a worker again: the first wait after a healthy run, then twice
 * the previous one up to the cap, so a server that cannot start (its database is down, a bad
 * setting) is retried every `maxMs` for as long as it takes, without a tight loop.
 * `servedMs` is how long the worker listened before it exited (0 if it never did).
 */
export function nextRestartDelay(
  previousMs: number | undefined,
  servedMs: number,
  backoff: SupervisorSettings['backoff'],
): number {
  if (previousMs === undefined || servedMs >= backoff.stableAfterMs) return backoff.firstMs;
  return Math.min(previousMs * 2, backoff.maxMs);
}
