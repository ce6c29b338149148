import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage-keys.ts';
import { roleOf, type SessionUser } from './roles.ts';

export interface StoredSession {
  token: string;
  user: SessionUser;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as { id?: unknown; userType?: unknown; role?: unknown };
  return typeof user.id === 'string' && roleOf(user) !== null;
}

/**
 * The session kept in localStorage (`quincena.token`, `quincena.user`), or null when either part is
 * missing or the user is unreadable; an unreadable half is removed so it cannot linger.
 */
export function readStoredSession(): StoredSession | null {
  const token = readStorage(STORAGE_KEYS.token);
  const rawUser = readStorage(STORAGE_KEYS.user);
  if (!token || !rawUser) return null;
  try {
    const user: unknown = JSON.parse(rawUser);
    if (isSessionUser(user)) return { token, user };
  } catch {
    // Unreadable JSON: treated as no session.
  }
  clearStoredSession();
  return null;
}

export function saveSession({ token, user }: StoredSession): void {
  writeStorage(STORAGE_KEYS.token, token);
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
}

export function saveToken(token: string): void {
  writeStorage(STORAGE_KEYS.token, token);
}

export function saveUser(user: SessionUser): void {
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearStoredSession(): void {
  removeStorage(STORAGE_KEYS.token);
  removeStorage(STORAGE_KEYS.user);
}

/** What this tab kept for the signed-in user (a registration in progress, with a customer's data). */
export function clearTabStorage(): void {
  try {
    globalThis.sessionStorage?.clear();
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/** Issue time of a JWT in milliseconds, read (not verified) from its payload; null when unreadable. */
export function tokenIssuedAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { iat } = JSON.parse(json) as { iat?: unknown };
    return typeof iat === 'number' ? iat * 1000 : null;
  } catch {
    return null;
  }
}
