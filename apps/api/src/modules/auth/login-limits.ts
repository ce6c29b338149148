import type { Database } from '../../db/client.ts';
import { TooManyRequestsError } from '../../errors.ts';
import { clearHits, countHit, giveHitsBack, readHits, takeHitBelow } from '../rate-limit/index.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WINDOW = 15 * MINUTE;
/** Failures from one address, over every username, before it may only sign in to accounts it knows. */
export const ADDRESS_FAILURES = 50;
/** Failures of one username from everywhere after which an address that already failed gets two tries. */
export const UNDER_ATTACK_FACTOR = 10;

const windowStart = (now: Date, ms: number) => new Date(Math.floor(now.getTime() / ms) * ms);

export interface LoginAttempt {
  username: string;
  ip: string;
  maxLoginAttempts: number;
}

/** What the caller reports once the password was checked. */
export interface LoginReservation {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

/**
 * The limits of a username-and-password sign-in (ADR 014), each taken before the password is checked:
 * - **username and address**: 2 × maxLoginAttempts failures in 15 minutes (the web tries the admin
 *   login before the vendor one, so a wrong vendor password costs two);
 * - **username, from everywhere**: past 10 × maxLoginAttempts failures, an address that already
 *   failed gets two tries in all, while a fresh address still gets its own: nobody can lock the real
 *   user out from every address;
 * - **address, over every username**: past 50 failures only usernames that signed in from it within
 *   a day may go on, so one careless person on a dealership's connection does not lock out the rest.
 * A success clears its pair's failures and gives them back to the username's and the address's
 * counts: failures followed by the right password were a person mistyping, not an attack.
 */
export async function reserveLogin(
  db: Database,
  now: Date,
  { username, ip, maxLoginAttempts }: LoginAttempt,
): Promise<LoginReservation> {
  const name = username.trim().toLowerCase();
  const start = windowStart(now, WINDOW);
  const today = windowStart(now, DAY);
  const pairKey = `login-pair:${name}:${ip}`;
  const userKey = `login-user:${name}`;
  const ipKey = `login-ip:${ip}`;
  const knownKey = `login-known:${name}:${ip}`;

  const underAttack = (await readHits(db, userKey, start)) >= maxLoginAttempts * UNDER_ATTACK_FACTOR;
  if (!(await takeHitBelow(db, pairKey, start, underAttack ? 2 : maxLoginAttempts * 2))) {
    throw new TooManyRequestsError();
  }
  const known =
    (await readHits(db, knownKey, today)) + (await readHits(db, knownKey, new Date(today.getTime() - DAY))) >
    0;
  if (!known && !(await takeHitBelow(db, ipKey, start, ADDRESS_FAILURES))) {
    await giveHitsBack(db, pairKey, start, 1);
    throw new TooManyRequestsError();
  }
  return {
    async failed() {
      await countHit(db, userKey, start);
    },
    async succeeded() {
      const pairHits = await clearHits(db, pairKey, start);
      if (pairHits > 1) await giveHitsBack(db, userKey, start, pairHits - 1);
      if (!known) await giveHitsBack(db, ipKey, start, pairHits);
      await countHit(db, knownKey, today);
    },
  };
}
