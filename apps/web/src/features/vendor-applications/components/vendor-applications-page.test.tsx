import type { ApplicationDetail, ApplicationSummary } from '@quincena/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { VendorApplicationsPage } from './vendor-applications-page.tsx';

function application(overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return {
    id: 'a-1',
    number: 'SOL-2026-000001',
    status: 'PENDING',
    createdAt: '2026-10-07T15:00:00.000Z',
    approvedAt: null,
    customer: {
      id: 'c-1',
      firstName: 'Clemente',
      lastName: 'Solano',
      phoneNumber: '+50761213813',
      email: 'clemente@correo.com.pa',
    },
    motorcycle: {
      id: 'm-1',
      brand: 'Kawasaki',
      model: 'KLX 150',
      year: 2025,
      price: 3490,
      vin: null,
      placa: null,
      engineNumber: null,
    },
    requestedAmount: 3490,
    downPayment: 873,
    loanAmount: 2617,
    loanTermMonths: 12,
    termMonths: 12,
    interestRate: 0.075,
    monthlyPayment: 338.32,
    quincenalPayment: 169.16,
    totalToPay: 4059.84,
    totalInterest: 1442.84,
    ...overrides,
  };
}

const list = (applications: ApplicationSummary[], total = applications.length) =>
  ok({
    applications,
    pagination: { page: 1, limit: 20, total, totalPages: 1, hasPrev: false, hasNext: false },
  });

function renderPage(path = '/vendor/applications') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt(path);
  const routes = [{ path: '/vendor/applications', element: <VendorApplicationsPage /> }];
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={routes} />
    </AppProviders>,
  );
}

const lastQuery = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) => {
  const urls = fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/vendor/applications');
  return Object.fromEntries(urls.at(-1)?.searchParams ?? []);
};

describe('VendorApplicationsPage', () => {
  it('lists the spec columns, with N/A for a missing loan amount', async () => {
    mockApi({
      'GET /api/vendor/applications': list([
        application(),
        application({
          id: 'a-2',
          status: 'REJECTED',
          loanAmount: null,
          customer: { ...application().customer, firstName: 'Rosa', lastName: 'Díaz' },
        }),
      ]),
    });
    renderPage();

    const table = await screen.findByRole('table', { name: 'Aplicaciones de crédito' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Cliente',
      'Teléfono',
      'Moto',
      'Año',
      'Precio (USD)',
      'Creada',
      'Préstamo (USD)',
      'Estado',
      'Acciones',
    ]);
    const first = within(table).getByRole('row', { name: /Clemente Solano/ });
    expect(first).toHaveTextContent('6121-3813');
    expect(first).toHaveTextContent('Kawasaki KLX 150');
    expect(first).toHaveTextContent('2025');
    expect(first).toHaveTextContent('3,490.00');
    expect(first).toHaveTextContent('7 oct 2026');
    expect(first).toHaveTextContent('2,617.00');
    expect(first).toHaveTextContent('Pendiente');
    const rejected = within(table).getByRole('row', { name: /Rosa Díaz/ });
    expect(rejected).toHaveTextContent('N/A');
    expect(rejected).toHaveTextContent('Rechazada');
  });

  it('shows the sale value of the application, not the catalog price, beside its down payment and loan', async () => {
    mockApi({
      'GET /api/vendor/applications': list([
        application({
          motorcycle: { ...application().motorcycle, price: 1990 },
          requestedAmount: 2000,
          downPayment: 400,
          loanAmount: 1600,
        }),
      ]),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Aplicaciones de crédito' });
    const row = within(table).getByRole('row', { name: /Clemente Solano/ });
    expect(row).toHaveTextContent('2,000.00');
    expect(row).toHaveTextContent('1,600.00');
    expect(row).not.toHaveTextContent('1,990.00');
  });

  it('filters by search, status and dates, and clears them', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockApi({ 'GET /api/vendor/applications': list([application()]) });
    renderPage();
    await screen.findByRole('table', { name: 'Aplicaciones de crédito' });
    expect(lastQuery(fetchMock)).toEqual({ page: '1', limit: '20' });

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    expect(await screen.findByRole('option', { name: 'En revisión' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Aprobada' }));
    await waitFor(() => expect(lastQuery(fetchMock).status).toBe('APPROVED'));

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'Honda');
    await waitFor(() => expect(lastQuery(fetchMock).search).toBe('Honda'));

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-10-31' } });
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toEqual({
        page: '1',
        limit: '20',
        search: 'Honda',
        status: 'APPROVED',
        startDate: '2026-10-01',
        endDate: '2026-10-31',
      }),
    );
    expect(window.location.search).toBe(
      '?search=Honda&status=APPROVED&startDate=2026-10-01&endDate=2026-10-31',
    );

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    // The unfiltered list is still cached (2 minutes): no new request is needed.
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Todos');
  });

  it('reads the filters from the URL and flags an end date before the start date', async () => {
    const { fetchMock } = mockApi({ 'GET /api/vendor/applications': list([]) });
    renderPage('/vendor/applications?status=REJECTED&startDate=2026-10-10&endDate=2026-10-01');

    expect(await screen.findByText('Ninguna aplicación coincide con los filtros')).toBeInTheDocument();
    expect(lastQuery(fetchMock)).toMatchObject({ status: 'REJECTED', startDate: '2026-10-10' });
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Rechazada');
    expect(screen.getByLabelText('Hasta')).toHaveAccessibleDescription(
      'La fecha final debe ser igual o posterior a la inicial.',
    );
  });

  it('opens the detail with the projected schedule', async () => {
    const user = userEvent.setup();
    const detail: ApplicationDetail = {
      ...application(),
      rejectionReason: null,
      notes: null,
      scheduleIsProjected: true,
      paymentSchedule: [
        {
          id: null,
          paymentNumber: 1,
          dueDate: '2026-11-30',
          amount: 169.16,
          principal: 71.02,
          interest: 98.14,
          lateFee: 0,
          paidAmount: 0,
          paidAt: null,
          status: 'PENDING',
        },
        {
          id: null,
          paymentNumber: 2,
          dueDate: '2026-12-15',
          amount: 169.16,
          principal: 71.02,
          interest: 98.14,
          lateFee: 0,
          paidAmount: 0,
          paidAt: null,
          status: 'OVERDUE',
        },
      ],
    };
    mockApi({
      'GET /api/vendor/applications': list([application()]),
      'GET /api/vendor/applications/a-1': ok({ application: detail }),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Aplicaciones de crédito' });

    await user.click(
      within(table).getByRole('button', { name: 'Ver detalle de la aplicación de Clemente Solano' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Detalle de la aplicación' });
    expect(await within(dialog).findByText('SOL-2026-000001')).toBeInTheDocument();
    const financing = within(dialog).getByRole('region', { name: 'Financiamiento' });
    expect(financing).toHaveTextContent('USD 2,617.00');
    expect(financing).toHaveTextContent('USD 873.00');
    expect(financing).toHaveTextContent('12 meses');
    expect(financing).toHaveTextContent('USD 169.16');
    expect(within(dialog).getByRole('note')).toHaveTextContent(/estimación/);
    const schedule = within(dialog).getByRole('table', { name: /Plan de pagos/ });
    const rows = within(schedule).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/1\s*30 nov 2026\s*USD 169.16\s*Pendiente/);
    expect(rows[2]).toHaveTextContent('Vencido');
    // Not approved yet: no contract to download.
    expect(within(dialog).queryByRole('button', { name: 'Contrato' })).not.toBeInTheDocument();
  });

  it('downloads the contract of an approved application', async () => {
    Object.assign(URL, { createObjectURL: vi.fn((_blob: Blob) => 'blob:pdf'), revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    const approved: ApplicationDetail = {
      ...application({ status: 'APPROVED' }),
      rejectionReason: null,
      notes: null,
      scheduleIsProjected: false,
      paymentSchedule: [],
    };
    const { callsTo } = mockApi({
      'GET /api/vendor/applications': list([application({ status: 'APPROVED' })]),
      'GET /api/vendor/applications/a-1': ok({ application: approved }),
      'GET /api/vendor/applications/a-1/contract': ok(null),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Aplicaciones de crédito' });
    await user.click(
      within(table).getByRole('button', { name: 'Ver detalle de la aplicación de Clemente Solano' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Detalle de la aplicación' });
    await user.click(await within(dialog).findByRole('button', { name: 'Contrato' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(callsTo('GET /api/vendor/applications/a-1/contract')).toHaveLength(1);
  });

  it('shows the spec error', async () => {
    mockApi({
      'GET /api/vendor/applications': fail(500, 'INTERNAL', 'Error en el servidor. Intente nuevamente.'),
    });
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar aplicaciones');
    expect(alert).toHaveTextContent('Error en el servidor. Intente nuevamente.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
