import type { adminSession, passwordLoginBody } from '@quincena/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type AdminSession = z.infer<typeof adminSession>;
export type PasswordCredentials = z.input<typeof passwordLoginBody>;

/** POST /auth/admin/login. */
export function loginAdmin(credentials: PasswordCredentials): Promise<AdminSession> {
  return api.post<AdminSession>('/auth/admin/login', credentials);
}
