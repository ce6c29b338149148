import { loginVendorContract } from '@quincena/shared';
import { call } from '../../../lib/api-client.ts';
import type { PasswordCredentials } from './login-admin.ts';

/** POST /auth/vendor/login. */
export function loginVendor(credentials: PasswordCredentials) {
  return call(loginVendorContract, { body: credentials });
}
