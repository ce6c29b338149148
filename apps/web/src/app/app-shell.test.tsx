import { getCurrentAdminContract } from '@quincena/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchLoginSteps } from '../features/auth/components/login-flow.tsx';
import { call } from '../lib/api-client.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { fail, mockApi, ok } from '../test/api-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { adminUser, customerUser, fakeToken, storeSession, vendorUser } from '../test/users.ts';

const sidebar = () => screen.getByRole('complementary', { name: 'Barra lateral' });

afterEach(() => {
  vi.useRealTimers();
});

// The login page fetches its later steps in the background: let them land before the test environment goes.
afterAll(prefetchLoginSteps);

describe('app shell', () => {
  it("shows the vendor's menu, name and type, marking the current section", async () => {
    storeSession(vendorUser());
    mockApi({ 'GET /api/auth/me': ok(vendorUser()) });
    renderApp('/vendor/customers');

    // The vendor area's chunk (every vendor page, with the shared schemas) takes a moment to transform.
    await screen.findByRole('heading', { name: 'Clientes', level: 1 }, { timeout: 5000 });
    const nav = within(sidebar()).getByRole('navigation', { name: 'Menú principal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Dashboard', '/vendor'],
      ['Clientes', '/vendor/customers'],
      ['Aplicaciones', '/vendor/applications'],
      ['Catálogo', '/vendor/catalog'],
      ['Mi Perfil', '/vendor/profile'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Clientes' })).toHaveAttribute('aria-current', 'page');
    // The dashboard is active only on its own path.
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(sidebar()).getByText('Carlos Ruiz')).toBeInTheDocument();
    expect(within(sidebar()).getByText('Vendedor')).toBeInTheDocument();
  });

  it('marks a section on its sub-paths too', async () => {
    storeSession(customerUser({ firstName: null, lastName: null }));
    mockApi({ 'GET /api/auth/me': ok(customerUser({ firstName: null, lastName: null })) });
    renderApp('/customer');

    await screen.findByRole('heading', { name: 'Calendario de Pagos' });
    expect(within(sidebar()).getByRole('link', { name: 'Pagos' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByText('6000-0001')).toBeInTheDocument();
    expect(within(sidebar()).getByText('Cliente')).toBeInTheDocument();
  });

  it("lists the administrator's sections", async () => {
    storeSession(adminUser());
    mockApi({ 'GET /api/auth/admin/me': ok(adminUser()) });
    renderApp('/admin/reports');

    await screen.findByRole('heading', { name: 'Reportes y Analytics' });
    const nav = within(sidebar()).getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Dashboard',
      'Solicitudes',
      'Usuarios',
      'Motos',
      'Pagos',
      'Aprobaciones',
      'Reportes',
      'Contabilidad',
      'Actividad',
      'Configuración',
    ]);
    expect(within(nav).getByRole('link', { name: 'Reportes' })).toHaveAttribute('aria-current', 'page');
  });

  it('counts the reported payments waiting for review beside "Pagos", and updates after a review', async () => {
    const user = userEvent.setup();
    storeSession(adminUser());
    const report = {
      id: '5e6f7a8b-0000-4000-8000-000000000001',
      applicationId: '0b6c1f7e-0000-4000-8000-00000000000a',
      amount: 150,
      paymentMethod: 'CASH',
      paymentReference: null,
      paymentDate: '2026-11-20',
      notes: null,
      status: 'PENDING',
      reviewNotes: null,
      receiptUrl: null,
      createdAt: '2026-11-20T18:00:00.000Z',
      reviewedAt: null,
      customer: { id: 'c-1', firstName: 'María', lastName: 'González', phoneNumber: '+50761234567' },
    };
    const { callsTo } = mockApi({
      'GET /api/auth/admin/me': ok(adminUser()),
      'GET /api/admin/payments/pending-count': [ok({ pending: 3 }), ok({ pending: 2 })],
      'GET /api/admin/payments': ok({
        payments: [report],
        pagination: { page: 1, limit: 20, total: 1, totalPages: 1, hasPrev: false, hasNext: false },
      }),
      [`PUT /api/admin/payments/${report.id}/approve`]: ok({
        payment: { ...report, status: 'APPROVED' },
        applied: {
          payment: {
            id: 'p-1',
            applicationId: report.applicationId,
            amount: 150,
            appliedAmount: 150,
            unappliedAmount: 0,
          },
          installments: [],
        },
      }),
    });
    renderApp('/admin/payments?tab=reports');

    await screen.findByRole('heading', { name: 'Gestión de Pagos', level: 1 }, { timeout: 10_000 });
    const nav = await within(sidebar()).findByRole('navigation', { name: 'Menú principal' });
    const payments = within(nav).getByRole('link', { name: 'Pagos' });
    await waitFor(() => expect(payments).toHaveAccessibleDescription('3 pagos reportados por revisar'));
    expect(payments).toHaveTextContent(/^Pagos3$/);
    // Only the item with something waiting carries a count.
    expect(within(nav).getByRole('link', { name: 'Reportes' })).not.toHaveAccessibleDescription();

    const item = await screen.findByRole('button', { name: /^Aprobar pago de / }, { timeout: 5000 });
    await user.click(item);
    const confirm = await screen.findByRole('alertdialog', { name: '¿Aprobar este pago?' });
    await user.click(within(confirm).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(payments).toHaveAccessibleDescription('2 pagos reportados por revisar'));
    expect(callsTo('GET /api/admin/payments/pending-count')).toHaveLength(2);
  });

  it('opens the menu in a drawer and closes it after choosing a section', async () => {
    const user = userEvent.setup();
    storeSession(vendorUser());
    mockApi({ 'GET /api/auth/me': ok(vendorUser()) });
    renderApp('/vendor');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });

    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú de navegación' });
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(drawer).getByRole('link', { name: 'Aplicaciones' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/vendor/applications');
  });

  it('signs out through the API and returns to /login without a way back', async () => {
    const user = userEvent.setup();
    storeSession(vendorUser());
    const { callsTo } = mockApi({ 'GET /api/auth/me': ok(vendorUser()), 'POST /api/auth/logout': ok(null) });
    renderApp('/vendor/profile');
    await screen.findByRole('heading', { name: 'Mi Perfil' });

    await user.click(within(sidebar()).getByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(window.history.state).toBeNull();
    expect(callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });
});

describe('session renewal', () => {
  it('renews the token while the user is active, and lets an idle session run out', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const oldToken = fakeToken(11 * 60_000);
    storeSession(vendorUser(), oldToken);
    const { callsTo } = mockApi({
      'GET /api/auth/me': ok(vendorUser()),
      'POST /api/auth/refresh': () => ok({ token: fakeToken(), expiresAt: new Date().toISOString() }),
    });
    renderApp('/vendor');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });

    // Opening the page counts as activity: the 11-minute-old token is renewed at the next check.
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await waitFor(() => expect(callsTo('POST /api/auth/refresh')).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBe(oldToken));

    // Idle for 12 minutes: no renewal.
    act(() => {
      vi.advanceTimersByTime(12 * 60_000);
    });
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(1);

    // Active again: renewed at the next check.
    fireEvent.pointerDown(window);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await waitFor(() => expect(callsTo('POST /api/auth/refresh')).toHaveLength(2));
  });

  it('adopts a token another tab renewed meanwhile instead of refreshing it a second time', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    storeSession(vendorUser(), fakeToken(11 * 60_000));
    const { callsTo } = mockApi({
      'GET /api/auth/me': ok(vendorUser()),
      'POST /api/auth/refresh': () => ok({ token: fakeToken(), expiresAt: new Date().toISOString() }),
    });
    renderApp('/vendor');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });

    // Another tab's refresh: the old token is retired, the new one is in the shared storage.
    const renewedElsewhere = fakeToken();
    localStorage.setItem(STORAGE_KEYS.token, renewedElsewhere);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    // Nothing to do but take it: a second refresh of the same session would be wasted at best.
    await act(async () => {
      await Promise.resolve();
    });
    expect(callsTo('POST /api/auth/refresh')).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(renewedElsewhere);
  });

  it('stays signed in when a call refused for a token already replaced answers 401', async () => {
    storeSession(vendorUser(), fakeToken());
    mockApi({
      'GET /api/auth/me': ok(vendorUser()),
      'GET /api/auth/admin/me': fail(401, 'TOKEN_REVOKED', 'Sesión expirada'),
    });
    renderApp('/vendor');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });

    await expect(
      call(getCurrentAdminContract, { headers: { Authorization: 'Bearer retired.token' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();

    // The stored token refused: the session is over.
    await expect(call(getCurrentAdminContract)).rejects.toMatchObject({ status: 401 });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });
});
