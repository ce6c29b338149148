import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { fail, mockApi, ok } from '../test/api-mock.ts';
import { openAt, TestRouter } from '../test/test-router.tsx';
import { adminUser, customerUser, storeSession, vendorUser } from '../test/users.ts';
import { AppProviders } from './providers.tsx';
import { RequireRole } from './require-role.tsx';

function renderGuarded(path: string, allowedRoles: string[] = ['vendor']) {
  openAt(path);
  const guarded = (page: string) => (
    <RequireRole allowedRoles={allowedRoles}>
      <h1>{page}</h1>
    </RequireRole>
  );
  render(
    <AppProviders>
      <TestRouter
        routes={[
          { path: '/login', element: <h1>Página de ingreso</h1> },
          { path: '/unauthorized', element: <h1>Acceso No Autorizado</h1> },
          { path: '/vendor', element: guarded('Inicio del vendedor') },
          { path: '/vendor/customers', element: guarded('Clientes') },
        ]}
      />
    </AppProviders>,
  );
}

describe('RequireRole', () => {
  it('sends a visitor to /login with the requested location', async () => {
    renderGuarded('/vendor/customers?page=2');

    expect(await screen.findByRole('heading', { name: 'Página de ingreso' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(window.history.state).toMatchObject({
      from: { pathname: '/vendor/customers', search: '?page=2' },
    });
  });

  it('shows the spinner while the stored session is checked, then the page', async () => {
    storeSession(vendorUser());
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    const { callsTo } = mockApi({
      'GET /api/auth/me': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderGuarded('/vendor');

    expect(screen.getByRole('status')).toHaveTextContent('Verificando autenticación...');
    await waitFor(() => expect(callsTo('GET /api/auth/me')).toHaveLength(1));
    answer(ok(vendorUser({ firstName: 'Nuevo' })));

    expect(await screen.findByRole('heading', { name: 'Inicio del vendedor' })).toBeInTheDocument();
    // The fresh user replaces the stored one.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({ firstName: 'Nuevo' });
  });

  it('admits the role trimmed and case-insensitively', async () => {
    storeSession(vendorUser());
    mockApi({ 'GET /api/auth/me': ok(vendorUser()) });
    renderGuarded('/vendor', [' VENDOR ']);

    expect(await screen.findByRole('heading', { name: 'Inicio del vendedor' })).toBeInTheDocument();
  });

  it('sends another role to /unauthorized', async () => {
    storeSession(customerUser());
    mockApi({ 'GET /api/auth/me': ok(customerUser()) });
    renderGuarded('/vendor');

    expect(await screen.findByRole('heading', { name: 'Acceso No Autorizado' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/unauthorized');
  });

  it('checks an administrator with /auth/admin/me', async () => {
    storeSession(adminUser());
    const { callsTo } = mockApi({ 'GET /api/auth/admin/me': ok(adminUser()) });
    renderGuarded('/vendor', ['admin']);

    expect(await screen.findByRole('heading', { name: 'Inicio del vendedor' })).toBeInTheDocument();
    expect(callsTo('GET /api/auth/admin/me')).toHaveLength(1);
  });

  it('forgets a session the server refuses with 401', async () => {
    storeSession(vendorUser());
    mockApi({ 'GET /api/auth/me': fail(401, 'TOKEN_EXPIRED', 'Sesión expirada.') });
    renderGuarded('/vendor');

    expect(await screen.findByRole('heading', { name: 'Página de ingreso' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('keeps the session when the check fails for another reason', async () => {
    storeSession(vendorUser());
    mockApi({
      'GET /api/auth/me': fail(503, 'DATABASE_UNAVAILABLE', 'La base de datos no está disponible.'),
    });
    renderGuarded('/vendor');

    expect(await screen.findByRole('heading', { name: 'Inicio del vendedor' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });

  it('treats an unreadable stored user as no session', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'abc');
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    renderGuarded('/vendor');

    expect(await screen.findByRole('heading', { name: 'Página de ingreso' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
