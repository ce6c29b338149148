import type { AuditEntry } from '@quincena/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, type MockHandler, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { adminUser, storeSession } from '../../../test/users.ts';
import { AdminActivityPage } from './admin-activity-page.tsx';

const MOTO = '5b8e2f1c-2222-4c3d-8e9f-000000000001';

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 41,
    entityType: 'motorcycle',
    entityId: MOTO,
    entityLabel: 'Honda CB 190R 2026',
    action: 'updated',
    actor: { role: 'admin', id: 'a-1', name: 'operador' },
    changes: { price: { from: 2450.5, to: 2399 }, isAvailable: { from: true, to: false } },
    references: {},
    createdAt: '2026-08-12T15:30:00.000Z',
    ...overrides,
  };
}

const SYSTEM_FEE = entry({
  id: 40,
  entityType: 'installment',
  entityId: '9f0c1d2e-3333-4a5b-8c7d-000000000002',
  entityLabel: 'Cuota 1 · Rosa Díaz',
  action: 'late_fee_assessed',
  actor: { role: 'system', id: null, name: null },
  changes: { lateFee: { from: 0, to: 25 } },
});
const PIN_SET = entry({
  id: 39,
  entityType: 'customer',
  entityId: '1a2b3c4d-4444-4e5f-9a8b-000000000003',
  entityLabel: 'Elena Vargas',
  action: 'pin_changed',
  actor: { role: 'customer', id: '1a2b3c4d-4444-4e5f-9a8b-000000000003', name: 'Elena Vargas' },
  changes: { pin: { from: '••••', to: '••••' } },
});
const CREATED = entry({
  id: 38,
  entityType: 'credit_application',
  entityId: '7d0a4f7e-5555-4f5b-9c1a-000000000004',
  entityLabel: 'Elena Vargas · Personalizada Financing',
  action: 'created',
  actor: { role: 'customer', id: 'c-2', name: 'Elena Vargas' },
  changes: {
    status: { from: null, to: 'PENDING' },
    motorcycleId: { from: null, to: MOTO },
    requestedAmount: { from: null, to: 1800 },
    loanTermMonths: { from: null, to: 18 },
  },
  references: { [MOTO]: 'Honda CB 190R 2026' },
});

const page = (entries: AuditEntry[], total = entries.length) =>
  ok({
    entries,
    pagination: {
      page: 1,
      limit: 20,
      total,
      totalPages: Math.max(1, Math.ceil(total / 20)),
      hasPrev: false,
      hasNext: total > 20,
    },
  });

function renderPage({
  path = '/admin/activity',
  answer = page([entry(), SYSTEM_FEE, PIN_SET, CREATED]),
}: {
  path?: string;
  answer?: MockHandler | MockHandler[];
} = {}) {
  const user = adminUser({ role: 'ADMIN' });
  storeSession(user);
  const api = mockApi({ 'GET /api/auth/admin/me': ok(user), 'GET /api/admin/audit': answer });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt(path);
  const routes = [{ path: '/admin/activity', element: <AdminActivityPage /> }];
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={routes} />
    </AppProviders>,
  );
  return { ...api, user: userEvent.setup() };
}

const lastQuery = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) => {
  const urls = fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/audit');
  return Object.fromEntries(urls.at(-1)?.searchParams ?? []);
};

const table = () => screen.findByRole('table', { name: 'Actividad registrada' });

describe('AdminActivityPage', () => {
  it('lists who changed what and when, each change as before → after in Spanish', async () => {
    renderPage();
    const rows = within(await table()).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('FechaUsuarioEntidadAcciónCambios');
    const updated = rows[1] as HTMLElement;
    expect(updated).toHaveTextContent(/operador\s*Administrador/);
    expect(updated).toHaveTextContent(/Moto\s*Honda CB 190R 2026/);
    expect(updated).toHaveTextContent('Actualizó');
    expect(updated).toHaveTextContent('Precio: USD 2,450.50 → USD 2,399.00');
    expect(updated).toHaveTextContent('Disponible: Sí → No');
    expect(within(updated).getByText(/2026/, { selector: 'time' })).toHaveAttribute(
      'datetime',
      '2026-08-12T15:30:00.000Z',
    );

    const fee = rows[2] as HTMLElement;
    expect(fee).toHaveTextContent(/Sistema\s*Cuota/);
    expect(fee).toHaveTextContent('Cargó el recargo por mora');
    expect(fee).toHaveTextContent('Recargo por mora: USD 0.00 → USD 25.00');
    // A PIN change says that it changed, never the PIN.
    expect(rows[3]).toHaveTextContent('PIN: •••• → ••••');
    // A creation lists the values it was created with.
    // A record the change points at is named as the API answered it, never as a raw id.
    expect(rows[4]).toHaveTextContent(
      /Estado: Pendiente\s*Moto: Honda CB 190R 2026\s*Valor solicitado: USD 1,800.00\s*Plazo: 18 meses/,
    );
    expect(rows[4]).not.toHaveTextContent('#5b8e2f1c');
    expect(rows[4]).not.toHaveTextContent('→');

    // Phones get the same entries as cards.
    const cards = screen.getByRole('list', { name: 'Actividad registrada' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === cards),
    ).toHaveLength(4);
    expect(cards).toHaveTextContent(/Actualizó · Moto/);
  });

  it('keeps the entity, role, user and date filters in the URL and the query', async () => {
    const { fetchMock, user } = renderPage({ path: '/admin/activity?actorRole=vendor&page=2' });
    await table();
    expect(lastQuery(fetchMock)).toEqual({ page: '2', limit: '20', actorRole: 'vendor' });
    expect(screen.getByRole('combobox', { name: 'Rol' })).toHaveTextContent('Vendedor');

    await user.click(screen.getByRole('combobox', { name: 'Entidad' }));
    for (const label of [
      'Todas',
      'Solicitud',
      'Pago',
      'Cuota',
      'Documento',
      'Administrador',
      'Vendedor',
      'Cliente',
      'Moto',
      'Configuración',
    ]) {
      expect(await screen.findByRole('option', { name: label })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('option', { name: 'Moto' }));
    await waitFor(() => expect(window.location.search).toBe('?entityType=motorcycle&actorRole=vendor'));

    await user.type(screen.getByRole('searchbox', { name: 'Usuario' }), 'Carlos');
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toMatchObject({ entityType: 'motorcycle', search: 'Carlos', page: '1' }),
    );
    await user.type(screen.getByLabelText('Desde'), '2026-08-01');
    await user.type(screen.getByLabelText('Hasta'), '2026-08-31');
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toMatchObject({ dateFrom: '2026-08-01', dateTo: '2026-08-31' }),
    );

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('follows one entity from a row, and back to all the activity', async () => {
    const { fetchMock, user } = renderPage();
    const row = within(await table()).getAllByRole('row')[1] as HTMLElement;
    await user.click(within(row).getByRole('link', { name: 'Ver historial de Moto Honda CB 190R 2026' }));
    await waitFor(() => expect(window.location.search).toBe(`?entityType=motorcycle&entityId=${MOTO}`));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ entityId: MOTO }));
    expect(await screen.findByRole('status')).toHaveTextContent('Historial de Moto · Honda CB 190R 2026');
    await user.click(screen.getByRole('button', { name: 'Ver toda la actividad' }));
    await waitFor(() => expect(window.location.search).toBe('?entityType=motorcycle'));
  });

  it('says why nothing is asked for a reversed date range', async () => {
    const { callsTo } = renderPage({ path: '/admin/activity?dateFrom=2026-08-31&dateTo=2026-08-01' });
    expect(await screen.findByText('No hay actividad con estos filtros')).toBeInTheDocument();
    expect(
      screen.getAllByText('La fecha "Hasta" debe ser igual o posterior a "Desde".').length,
    ).toBeGreaterThan(0);
    expect(screen.getByLabelText('Hasta')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('GET /api/admin/audit')).toHaveLength(0);
  });

  it('shows the empty state for filters that match nothing', async () => {
    renderPage({ path: '/admin/activity?entityType=setting', answer: page([]) });
    expect(await screen.findByText('No hay actividad con estos filtros')).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    const { user, callsTo } = renderPage({
      answer: [fail(500, 'INTERNAL_ERROR', 'Error en el servidor. Intente nuevamente.'), page([entry()])],
    });
    expect(await screen.findByText('Error al cargar la actividad')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await table()).toBeInTheDocument();
    expect(callsTo('GET /api/admin/audit')).toHaveLength(2);
  });
});
