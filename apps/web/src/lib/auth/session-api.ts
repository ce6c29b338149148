import type { AdminAccount, CurrentUser, refreshResponse } from '@quincena/shared';
import type { z } from 'zod';
import { api } from '../api-client.ts';
import type { Role } from './roles.ts';

/*
 * The calls that keep a session alive. They live beside the auth state (not in a feature) because the
 * provider, mounted for the whole app, makes them; the login calls are in features/auth/api.
 */

/** GET /auth/me, or /auth/admin/me for an admin session (spec §4). */
export function getCurrentUser(role: Role, signal?: AbortSignal): Promise<CurrentUser> {
  return role === 'admin'
    ? api.get<AdminAccount>('/auth/admin/me', { signal })
    : api.get<CurrentUser>('/auth/me', { signal });
}

/** POST /auth/refresh: a new token with a fresh expiry. */
export function refreshSession(): Promise<z.infer<typeof refreshResponse>> {
  return api.post<z.infer<typeof refreshResponse>>('/auth/refresh');
}

/** POST /auth/logout: the server bumps the token version, so the current token stops working. */
export function logoutSession(): Promise<null> {
  return api.post<null>('/auth/logout');
}
