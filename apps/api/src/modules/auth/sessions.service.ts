import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/client.ts';
import { UnauthorizedError } from '../../errors.ts';
import { findSystemSettings } from '../settings/index.ts';
import { findSessionEnd, insertSession, rotateSession } from './sessions.repository.ts';
import { type SessionClaims, type SessionSubject, subjectOf, type TokenService } from './token.service.ts';

/** What opening, refreshing and re-issuing a session needs (ADR 023). */
export interface SessionDeps {
  db: Executor;
  clock: Clock;
  tokens: TokenService;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

const sessionOver = () =>
  new UnauthorizedError(
    'Tu sesión llegó a su duración máxima. Por favor, inicia sesión nuevamente.',
    'SESSION_MAX_AGE',
  );
const replaced = () =>
  new UnauthorizedError('Sesión expirada. Por favor, inicie sesión nuevamente.', 'TOKEN_REVOKED');

async function idleMinutes(deps: SessionDeps, given?: number): Promise<number> {
  return given ?? (await findSystemSettings(deps.db)).security.sessionTimeout;
}

/**
 * A sign-in: a new session row whose absolute end is its role's maximum age, and its first token.
 * `smsProof` marks the token of a customer who just passed an SMS code (verify-otp).
 */
export async function openSession(
  deps: SessionDeps,
  subject: SessionSubject,
  options: { smsProof?: boolean; idleMinutes?: number } = {},
): Promise<IssuedToken> {
  const now = deps.clock.now();
  const ttl = await idleMinutes(deps, options.idleMinutes);
  const session = await insertSession(deps.db, {
    role: subject.role,
    subjectId: subjectOf(subject),
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.tokens.maxAgeMs(subject.role)),
  });
  const claims: SessionClaims = { ...subject, sid: session.id, gen: session.generation };
  if (options.smsProof && claims.role === 'customer') claims.smsAt = Math.floor(now.getTime() / 1000);
  return deps.tokens.sign(claims, now, ttl, session.expiresAt);
}

/** The claims of a session without what only its first token may carry (the SMS proof). */
function carried(claims: SessionClaims, ver: number, gen: number): SessionClaims {
  const session = { ver, sid: claims.sid, gen };
  if (claims.role === 'customer') return { role: 'customer', customerId: claims.customerId, ...session };
  if (claims.role === 'vendor') return { role: 'vendor', vendorId: claims.vendorId, ...session };
  return { role: 'admin', adminId: claims.adminId, ...session };
}

/**
 * A refresh: the session moves to its next generation, so the token presented stops working at once
 * (of two refreshes with it, one wins; the other answers 401). Past the session's absolute end it
 * answers 401 and the user signs in again.
 */
export async function refreshSession(deps: SessionDeps, claims: SessionClaims): Promise<IssuedToken> {
  const now = deps.clock.now();
  const rotated = await rotateSession(deps.db, claims.sid, claims.gen, now);
  if (!rotated) {
    const end = await findSessionEnd(deps.db, claims.sid);
    throw end && end <= now ? sessionOver() : replaced();
  }
  const ttl = await idleMinutes(deps);
  return deps.tokens.sign(carried(claims, claims.ver, rotated.generation), now, ttl, rotated.expiresAt);
}

/**
 * The caller's session under the account's new token version, after a change that ended every other
 * session (a new PIN, a new password): same session, same absolute end.
 */
export async function reissueSession(
  deps: SessionDeps,
  claims: SessionClaims,
  ver: number,
  options: { idleMinutes?: number } = {},
): Promise<IssuedToken> {
  const now = deps.clock.now();
  const end = await findSessionEnd(deps.db, claims.sid);
  if (!end || end <= now) throw sessionOver();
  const ttl = await idleMinutes(deps, options.idleMinutes);
  return deps.tokens.sign(carried(claims, ver, claims.gen), now, ttl, end);
}
