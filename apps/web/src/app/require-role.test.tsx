import { render, screen, waitFor } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { fail, mockApi, ok } from '../test/api-mock.ts';
import { adminUser, customerUser, storeSession, vendorUser } from '../test/users.ts';
import { NavigationRouter } from './navigation-router.tsx';
import { AppProviders } from './providers.tsx';
import { RequireRole } from './require-role.tsx';

function renderGuarded(path: string, allowedRoles: string[] = ['vendor']) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <AppProviders>
      <NavigationRouter history={history}>
        <Routes>
          <Route path="/login" element={<h1>Página de ingreso</h1>} />
          <Route path="/unauthorized" element={<h1>Acceso No Autorizado</h1>} />
          <Route path="/vendor" element={<RequireRole allowedRoles={allowedRoles} />}>
            <Route index element={<h1>Inicio del vendedor</h1>} />
            <Route path="customers" element={<h1>Clientes</h1>} />
          </Route>
        </Routes>
      </NavigationRouter>
    </AppProviders>,
  );
  return history;
}

describe('RequireRole', () => {
  it('sends a visitor to /login with the requested location', async () => {
    const history = renderGuarded('/vendor/customers?page=2');

    expect(await screen.findByRole('heading', { name: 'Página de ingreso' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
    expect(history.location.state).toMatchObject({
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
    const history = renderGuarded('/vendor');

    expect(await screen.findByRole('heading', { name: 'Acceso No Autorizado' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/unauthorized');
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
    const history = renderGuarded('/vendor');

    expect(await screen.findByRole('heading', { name: 'Página de ingreso' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
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
