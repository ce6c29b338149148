import type { Database } from '../../db/client.ts';
import { TooManyRequestsError } from '../../errors.ts';
import { countHit, giveHitsBack, takeHitBelow } from './rate-limit.repository.ts';

export interface Limit {
  /** What is limited, e.g. `otp-phone:+50761234567`. */
  key: string;
  max: number;
  windowMs: number;
  message?: string;
}

const windowOf = (limit: Limit, now: Date) => ({
  key: `${limit.key}:${limit.windowMs}`,
  start: new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs),
});

/**
 * Fixed-window limits kept in the database, so every API instance shares the same counters.
 * Every limit is counted, then the first one exceeded answers 429.
 */
export async function enforceLimits(db: Database, now: Date, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const window = windowOf(limit, now);
    if ((await countHit(db, window.key, window.start)) > limit.max)
      throw new TooManyRequestsError(limit.message);
  }
}

/**
 * For a check of a secret: takes one try in one statement before the secret is compared, so a
 * burst gets at most `max` checks; the answer gives the try back after a success (only failures count).
 */
export async function reserveTry(db: Database, now: Date, limit: Limit): Promise<() => Promise<void>> {
  const window = windowOf(limit, now);
  if (!(await takeHitBelow(db, window.key, window.start, limit.max))) {
    throw new TooManyRequestsError(limit.message);
  }
  return () => giveHitsBack(db, window.key, window.start, 1);
}
