import { messages } from '@quincena/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { adminUser, vendorUser } from '../../../test/users.ts';
import { loginStaff } from './login-staff.ts';

const apiError = (status: number, message = 'x', code = 'X') => new ApiError({ status, code, message });
const credentials = { username: 'vendedor', password: 'secreto' };

describe('loginStaff', () => {
  it('signs an administrator in without trying the vendor login', async () => {
    const loginVendor = vi.fn();
    const session = await loginStaff(credentials, {
      loginAdmin: async () => ({ token: 't-a', admin: adminUser() }),
      loginVendor,
    });
    expect(session).toEqual({ token: 't-a', user: adminUser() });
    expect(loginVendor).not.toHaveBeenCalled();
  });

  it('tries the vendor login when the administrator login answers 401', async () => {
    const session = await loginStaff(credentials, {
      loginAdmin: async () => Promise.reject(apiError(401)),
      loginVendor: async () => ({ token: 't-v', vendor: vendorUser() }),
    });
    expect(session.user.userType).toBe('vendor');
  });

  it('maps failures to the spec texts', async () => {
    const run = (adminStatus: number, vendorStatus: number, message = 'Servidor dice') =>
      loginStaff(credentials, {
        loginAdmin: () => Promise.reject(apiError(adminStatus, message)),
        loginVendor: () => Promise.reject(apiError(vendorStatus, message)),
      }).catch((e: Error) => e.message);

    expect(await run(401, 401)).toBe('Credenciales incorrectas. Verifica tu usuario y contraseña.');
    expect(await run(400, 401)).toBe('Datos de entrada inválidos');
    expect(await run(401, 400)).toBe('Datos de entrada inválidos');
    expect(await run(429, 401, messages.tooManyRequests)).toBe(messages.tooManyRequests);
    expect(await run(401, 429, messages.tooManyRequests)).toBe(messages.tooManyRequests);
    expect(await run(500, 401, '')).toBe('Error en el servidor. Intente nuevamente.');
  });

  it('gives the unexpected-error text for a failure that is not an API error', async () => {
    const message = await loginStaff(credentials, {
      loginAdmin: () => Promise.reject(new TypeError('boom')),
      loginVendor: vi.fn(),
    }).catch((e: Error) => e.message);
    expect(message).toBe('Error inesperado. Intente nuevamente.');
  });
});
