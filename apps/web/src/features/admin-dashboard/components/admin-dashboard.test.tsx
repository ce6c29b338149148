import type { AdminDashboard as Dashboard } from '@quincena/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { AdminDashboard } from './admin-dashboard.tsx';

function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    customers: { total: 1250, active: 310 },
    creditApplications: { total: 48, pending: 7, approvalRate: 81.3 },
    financial: { totalDisbursed: 152340.5, averageLoanAmount: 2890.75 },
    motorcycles: { total: 36, available: 1 },
    recentActivity: {
      applications: [
        {
          id: '7d0a4f7e-1111-4f5b-9c1a-000000000001',
          number: 'SOL-2026-000042',
          customerName: 'Clemente Solano',
          motorcycle: 'Kawasaki KLX 150',
          vendor: 'Carlos Ruiz',
          amount: 2617,
          status: 'PENDING',
          createdAt: '2026-11-20T15:00:00.000Z',
        },
      ],
    },
    alerts: { pendingApplications: 7, overduePayments: 3, overdueAmount: 512.4 },
    ...overrides,
  };
}

function renderDashboard() {
  openAt('/admin');
  const routes = [{ path: '/admin', element: <AdminDashboard /> }];
  render(
    <AppProviders queryClient={createQueryClient()}>
      <TestRouter routes={routes} />
    </AppProviders>,
  );
}

describe('AdminDashboard', () => {
  it('shows the four stat cards, the recent applications, the alerts and the quick actions', async () => {
    mockApi({ 'GET /api/admin/dashboard': ok(dashboard()) });
    renderDashboard();

    const stats = await screen.findByRole('list', { name: 'Indicadores' });
    const card = (label: string) => within(stats).getByText(label).closest('li') as HTMLElement;
    expect(card('Total Usuarios')).toHaveTextContent(/1,250\s*310 activos/);
    expect(card('Solicitudes Activas')).toHaveTextContent(/48\s*7 pendientes · 81.3% de aprobación/);
    // USD without decimals on the dashboard.
    expect(card('Total Prestado')).toHaveTextContent(/USD\s*152,341\s*Promedio USD\s*2,891/);
    expect(card('Motos en Inventario')).toHaveTextContent(/36\s*1 disponible$/);

    const recent = screen.getByRole('list', { name: 'Solicitudes recientes' });
    expect(within(recent).getByRole('listitem')).toHaveTextContent(
      /Clemente Solano\s*SOL-2026-000042 · Kawasaki KLX 150 · Carlos Ruiz\s*USD\s*2,617\s*Pendiente/,
    );

    const alerts = screen.getByRole('list', { name: 'Alertas' });
    expect(alerts).toHaveTextContent('7 solicitudes pendientes de revisión');
    expect(alerts).toHaveTextContent(/3 pagos vencidos\s*USD\s*512 por cobrar/);

    expect(screen.getByRole('link', { name: 'Gestionar solicitudes' })).toHaveAttribute(
      'href',
      '/admin/applications',
    );
    expect(screen.getByRole('link', { name: 'Gestionar usuarios' })).toHaveAttribute('href', '/admin/users');
  });

  it('refreshes on demand', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'GET /api/admin/dashboard': [
        ok(dashboard()),
        ok(dashboard({ customers: { total: 1251, active: 311 } })),
      ],
    });
    renderDashboard();
    await screen.findByRole('list', { name: 'Indicadores' });

    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('1,251')).toBeInTheDocument();
    expect(callsTo('GET /api/admin/dashboard')).toHaveLength(2);
  });

  it("shows the spec's error with the server message, and retries", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/admin/dashboard': [
        fail(403, 'FORBIDDEN', 'No tienes permisos para esta acción.'),
        ok(dashboard()),
      ],
    });
    renderDashboard();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar el dashboard');
    expect(alert).toHaveTextContent('No tienes permisos para esta acción.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Indicadores' })).toBeInTheDocument();
  });

  it('falls back to the spec text when the server sent no message', async () => {
    mockApi({ 'GET /api/admin/dashboard': { status: 404, body: 'Not Found' } });
    renderDashboard();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar el dashboard');
    expect(alert).toHaveTextContent('No se pudo cargar la información del dashboard');
  });
});
