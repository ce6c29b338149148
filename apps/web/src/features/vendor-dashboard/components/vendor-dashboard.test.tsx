import type { VendorDashboard as Dashboard } from '@quincena/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { VendorDashboard } from './vendor-dashboard.tsx';

function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    period: 'month',
    from: '2026-10-24',
    customers: { total: 27, newInPeriod: 3 },
    applications: {
      total: 16,
      pending: 5,
      approved: 9,
      rejected: 2,
      approvedPercent: 56.3,
      rejectedPercent: 12.5,
      approvalRate: 81.8,
    },
    recentApplications: [],
    recentCustomers: [
      {
        id: 'c-1',
        firstName: 'María',
        lastName: 'González',
        phoneNumber: '+50760000001',
        email: null,
        city: 'David',
        isVerified: true,
        createdAt: '2026-10-05T15:00:00.000Z',
        applicationsCount: 1,
      },
    ],
    ...overrides,
  };
}

function renderDashboard() {
  const queryClient = createQueryClient();
  openAt('/vendor');
  const routes = [{ path: '/vendor', element: <VendorDashboard /> }];
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={routes} />
    </AppProviders>,
  );
}

const card = (label: string) =>
  within(screen.getByRole('list', { name: 'Indicadores' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(label));

describe('VendorDashboard', () => {
  it('shows the six cards, the recent lists and the actions', async () => {
    mockApi({ 'GET /api/vendor/dashboard': ok(dashboard()) });
    renderDashboard();

    expect(await screen.findByRole('list', { name: 'Indicadores' })).toBeInTheDocument();
    expect(card('Total de clientes')).toHaveTextContent(/27\s*Desde el inicio · 3 nuevos en el período/);
    expect(card('Total de aplicaciones')).toHaveTextContent('16');
    expect(card('Pendientes')).toHaveTextContent('5');
    expect(card('Aprobadas')).toHaveTextContent(/9\s*56\.3% del total/);
    expect(card('Rechazadas')).toHaveTextContent(/2\s*12\.5% del total/);
    expect(card('Tasa de aprobación')).toHaveTextContent('81.8%');

    // The links' names begin with what they show (WCAG 2.5.3, label in name).
    expect(screen.getByRole('link', { name: 'Ver todo: aplicaciones' })).toHaveTextContent('Ver todo');
    expect(screen.getByRole('link', { name: 'Ver todo: clientes' })).toHaveTextContent('Ver todo');
    expect(screen.getByText('No hay aplicaciones recientes')).toBeInTheDocument();
    expect(screen.getByText('María González')).toBeInTheDocument();
    expect(screen.getByText('6000-0001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Registrar nuevo cliente/ })).toHaveAttribute(
      'href',
      '/vendor/onboarding',
    );
    expect(screen.getByRole('link', { name: /Ver aplicaciones/ })).toHaveAttribute(
      'href',
      '/vendor/applications',
    );
    expect(screen.getByRole('link', { name: /Ver clientes/ })).toHaveAttribute('href', '/vendor/customers');
  });

  it('shows no rate where nothing was decided or created in the period', async () => {
    mockApi({
      'GET /api/vendor/dashboard': ok(
        dashboard({
          applications: {
            total: 0,
            pending: 0,
            approved: 0,
            rejected: 0,
            approvedPercent: 0,
            rejectedPercent: 0,
            approvalRate: 0,
          },
        }),
      ),
    });
    renderDashboard();
    expect(await screen.findByRole('list', { name: 'Indicadores' })).toBeInTheDocument();
    expect(card('Tasa de aprobación')).toHaveTextContent(/—\s*Sin solicitudes decididas/);
    expect(card('Tasa de aprobación')).not.toHaveTextContent('0.0%');
    expect(card('Aprobadas')).toHaveTextContent(/0\s*— del total/);
    expect(card('Rechazadas')).toHaveTextContent(/0\s*— del total/);
  });

  it('asks for the chosen period (month by default) and refreshes on demand', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockApi({ 'GET /api/vendor/dashboard': ok(dashboard()) });
    renderDashboard();
    await screen.findByRole('list', { name: 'Indicadores' });
    const periods = () =>
      fetchMock.mock.calls.map(([input]) =>
        new URL(String(input), 'http://localhost').searchParams.get('period'),
      );
    expect(periods()).toEqual(['month']);

    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Semana',
      'Mes',
      'Trimestre',
      'Año',
    ]);
    await user.click(screen.getByRole('option', { name: 'Año' }));
    await waitFor(() => expect(periods()).toEqual(['month', 'year']));

    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(periods()).toEqual(['month', 'year', 'year']));
  });

  it('shows the spec error with a retry', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/vendor/dashboard': [
        fail(403, 'FORBIDDEN', 'No tienes permisos para realizar esta acción.'),
        ok(dashboard()),
      ],
    });
    renderDashboard();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar el dashboard');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Indicadores' })).toBeInTheDocument();
  });
});
