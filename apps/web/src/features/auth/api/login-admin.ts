import { loginAdminContract, type passwordLoginBody } from '@quincena/shared';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';

export type PasswordCredentials = z.input<typeof passwordLoginBody>;

/** POST /auth/admin/login. */
export function loginAdmin(credentials: PasswordCredentials) {
  return call(loginAdminContract, { body: credentials });
}
