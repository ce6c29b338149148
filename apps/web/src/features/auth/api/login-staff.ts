import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client.ts';
import type { StoredSession } from '../../../lib/auth/session-storage.ts';
import { LOGIN_MESSAGES } from '../login-messages.ts';
import { loginAdmin, type PasswordCredentials } from './login-admin.ts';
import { loginVendor } from './login-vendor.ts';

/** A failed username sign-in, with the text to show (spec §8). */
export class StaffLoginError extends Error {
  override readonly name = 'StaffLoginError';
}

function messageFor(error: unknown): string {
  if (!isApiError(error)) return LOGIN_MESSAGES.unexpected;
  if (error.status === 401) return LOGIN_MESSAGES.staffBadCredentials;
  if (error.status === 400) return LOGIN_MESSAGES.invalidInput;
  return error.message || LOGIN_MESSAGES.serverError;
}

/**
 * The username flow (spec §4): the administrator login first, then — when it answers 401 — the vendor
 * login. Both 401 → 'Credenciales incorrectas…'; a 400 → 'Datos de entrada inválidos'; any other
 * failure → the server's message (e.g. an inactive account, too many attempts).
 */
export async function loginStaff(
  credentials: PasswordCredentials,
  calls: { loginAdmin: typeof loginAdmin; loginVendor: typeof loginVendor } = { loginAdmin, loginVendor },
): Promise<StoredSession> {
  try {
    const { token, admin } = await calls.loginAdmin(credentials);
    return { token, user: admin };
  } catch (adminError) {
    if (!isApiError(adminError) || adminError.status !== 401) {
      throw new StaffLoginError(messageFor(adminError));
    }
  }
  try {
    const { token, vendor } = await calls.loginVendor(credentials);
    return { token, user: vendor };
  } catch (vendorError) {
    throw new StaffLoginError(messageFor(vendorError));
  }
}

export function useLoginStaff() {
  return useMutation({ mutationFn: (credentials: PasswordCredentials) => loginStaff(credentials) });
}
