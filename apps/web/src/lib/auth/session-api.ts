import {
  type CurrentUser,
  getCurrentAdminContract,
  getCurrentUserContract,
  logoutContract,
  refreshSessionContract,
} from '@quincena/shared';
import { call } from '../api-client.ts';
import type { Role } from './roles.ts';

/*
 * The calls that keep a session alive. They live beside the auth state (not in a feature) because the
 * provider, mounted for the whole app, makes them; the login calls are in features/auth/api.
 */

/** GET /auth/me, or /auth/admin/me for an admin session (spec §4). */
export function getCurrentUser(role: Role, signal?: AbortSignal): Promise<CurrentUser> {
  return role === 'admin'
    ? call(getCurrentAdminContract, { signal })
    : call(getCurrentUserContract, { signal });
}

/** POST /auth/refresh: a new token with a fresh expiry. */
export function refreshSession() {
  return call(refreshSessionContract);
}

/** POST /auth/logout: the server bumps the token version, so the current token stops working. */
export function logoutSession() {
  return call(logoutContract);
}
