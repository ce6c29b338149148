import type { vendorSession } from '@quincena/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import type { PasswordCredentials } from './login-admin.ts';

export type VendorSession = z.infer<typeof vendorSession>;

/** POST /auth/vendor/login. */
export function loginVendor(credentials: PasswordCredentials): Promise<VendorSession> {
  return api.post<VendorSession>('/auth/vendor/login', credentials);
}
