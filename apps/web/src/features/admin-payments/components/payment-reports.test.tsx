import type { PaymentReport } from '@quincena/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, type MockHandler, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { adminUser, storeSession } from '../../../test/users.ts';
import { AdminPaymentsPage } from './admin-payments-page.tsx';

// jsdom has no object URLs (each test file has its own jsdom).
beforeAll(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() });
});

const REPORT_ID = '5e6f7a8b-0000-4000-8000-000000000001';

function report(overrides: Partial<PaymentReport> = {}): PaymentReport {
  return {
    id: REPORT_ID,
    applicationId: '0b6c1f7e-0000-4000-8000-00000000000a',
    amount: 150,
    paymentMethod: 'BANK_TRANSFER',
    paymentReference: 'BG-778812',
    paymentDate: '2026-11-20',
    notes: 'Pago de la quincena',
    status: 'PENDING',
    reviewNotes: null,
    receiptUrl: '/api/documents/d-1/download',
    createdAt: '2026-11-20T18:00:00.000Z',
    reviewedAt: null,
    reversedAt: null,
    customer: { id: 'c-1', firstName: 'María', lastName: 'González', phoneNumber: '+50761234567' },
    ...overrides,
  };
}

const list = (payments: PaymentReport[]) =>
  ok({
    payments,
    pagination: { page: 1, limit: 20, total: payments.length, totalPages: 1, hasPrev: false, hasNext: false },
  });

const APPLIED = {
  payment: {
    id: 'p-9',
    applicationId: report().applicationId,
    amount: 150,
    appliedAmount: 150,
    unappliedAmount: 0,
  },
  installments: [],
};

function renderReports(
  handlers: Record<string, MockHandler | MockHandler[]> = {},
  path = '/admin/payments?tab=reports',
) {
  const user = adminUser();
  storeSession(user);
  const api = mockApi({
    'GET /api/auth/admin/me': ok(user),
    'GET /api/admin/payments/dashboard': ok({
      overview: {
        totalScheduled: 0,
        totalPayments: 0,
        totalReceived: 0,
        collectionRate: 0,
        totalPending: 0,
        overdueCount: 0,
        overdueAmount: 0,
      },
      upcoming: [],
    }),
    'GET /api/admin/payments/calendar': ok({ calendar: [] }),
    'GET /api/admin/payments': list([report()]),
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt(path);
  const routes = [{ path: '/admin/payments', element: <AdminPaymentsPage /> }];
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={routes} />
    </AppProviders>,
  );
  return { ...api, user: userEvent.setup() };
}

const reports = () => screen.findByRole('list', { name: 'Pagos reportados' });
const reportsQuery = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) => {
  const urls = fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/payments');
  return Object.fromEntries(urls.at(-1)?.searchParams ?? []);
};

describe('AdminPaymentsPage: reported payments', () => {
  it('lists the pending reports first, and filters by status in the URL', async () => {
    const { fetchMock, user } = renderReports();
    const card = within(await reports()).getByRole('listitem');
    expect(card).toHaveTextContent(/María González\s*6123-4567\s*Pendiente/);
    expect(card).toHaveTextContent(
      /Monto\s*USD 150.00\s*Método\s*Transferencia\s*Fecha de pago\s*20 nov 2026/,
    );
    expect(card).toHaveTextContent(/Referencia\s*BG-778812/);
    expect(card).toHaveTextContent(/Notas del cliente\s*Pago de la quincena/);
    expect(reportsQuery(fetchMock)).toEqual({ status: 'PENDING', page: '1' });
    // The calendar's header buttons belong to the calendar tab.
    expect(screen.queryByRole('button', { name: 'Exportar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Estado del reporte' }));
    await user.click(await screen.findByRole('option', { name: 'Todos' }));
    await waitFor(() => expect(window.location.search).toBe('?tab=reports&reports=ALL'));
    await waitFor(() => expect(reportsQuery(fetchMock)).toEqual({ page: '1' }));
  });

  it('exports the reports of the status on screen as pagos-reportados.csv', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { fetchMock, user } = renderReports({
      'GET /api/admin/payments/export': [
        { status: 200, body: 'Fecha de reporte,Cliente' },
        { status: 200, body: 'Fecha de reporte,Cliente' },
        fail(500, 'INTERNAL_ERROR', 'Error en el servidor. Intente nuevamente.'),
      ],
    });
    await reports();
    const exportQueries = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/admin/payments/export')
        .map((url) => Object.fromEntries(url.searchParams));
    const exportButton = screen.getByRole('button', { name: 'Exportar CSV' });
    await user.click(exportButton);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('pagos-reportados.csv');
    expect(exportQueries()).toEqual([{ status: 'PENDING' }]);

    // 'Todos' sends no status: every report.
    await user.click(screen.getByRole('combobox', { name: 'Estado del reporte' }));
    await user.click(await screen.findByRole('option', { name: 'Todos' }));
    await waitFor(() => expect(window.location.search).toBe('?tab=reports&reports=ALL'));
    await user.click(exportButton);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(exportQueries()).toEqual([{ status: 'PENDING' }, {}]);

    await user.click(exportButton);
    expect(await screen.findByText('Error al exportar los pagos reportados')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(2);
    click.mockRestore();
  });

  it('approves a report after a confirmation', async () => {
    const { callsTo, user } = renderReports({
      [`PUT /api/admin/payments/${REPORT_ID}/approve`]: ok({
        payment: report({ status: 'APPROVED' }),
        applied: APPLIED,
      }),
    });
    await reports();
    await user.click(screen.getByRole('button', { name: 'Aprobar pago de María González' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Aprobar este pago?' });
    expect(confirm).toHaveTextContent('USD 150.00 de María González, pagado el 20 nov 2026.');
    await user.click(within(confirm).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Pago aprobado')).toBeInTheDocument();
    expect(screen.getByText('USD 150.00 aplicados a las cuotas.')).toBeInTheDocument();
    expect(callsTo(`PUT /api/admin/payments/${REPORT_ID}/approve`)).toHaveLength(1);
    await waitFor(() => expect(callsTo('GET /api/admin/payments').length).toBeGreaterThan(1));
  });

  it('keeps the confirmation open and says why when the report was already reviewed', async () => {
    const { user } = renderReports({
      [`PUT /api/admin/payments/${REPORT_ID}/approve`]: fail(
        409,
        'REPORT_NOT_PENDING',
        'Este pago reportado ya fue revisado.',
      ),
    });
    await reports();
    await user.click(screen.getByRole('button', { name: 'Aprobar pago de María González' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Aprobar este pago?' });
    await user.click(within(confirm).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Error al aprobar el pago')).toBeInTheDocument();
    expect(screen.getByText('Este pago reportado ya fue revisado.')).toBeInTheDocument();
    expect(confirm).toBeInTheDocument();
  });

  it('rejects a report with a required reason', async () => {
    const { callsTo, user } = renderReports({
      [`PUT /api/admin/payments/${REPORT_ID}/reject`]: ok({
        payment: report({ status: 'REJECTED', reviewNotes: 'No coincide' }),
      }),
    });
    await reports();
    await user.click(screen.getByRole('button', { name: 'Rechazar pago de María González' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar pago reportado' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Indica el motivo del rechazo.')).toBeInTheDocument();
    expect(callsTo(`PUT /api/admin/payments/${REPORT_ID}/reject`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Motivo del rechazo/), 'La transferencia no aparece');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Pago rechazado')).toBeInTheDocument();
    expect(callsTo(`PUT /api/admin/payments/${REPORT_ID}/reject`)[0]?.body).toEqual({
      reason: 'La transferencia no aparece',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the receipt fetched with the session', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const { fetchMock, user } = renderReports();
    await reports();
    // The mock answers JSON; the next call, the file, answers with its own content type.
    fetchMock.mockImplementationOnce(
      async () => new Response(png, { headers: { 'Content-Type': 'image/png' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Ver comprobante de María González' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comprobante de pago' });
    expect(
      await within(dialog).findByRole('img', { name: 'Comprobante de pago de María González' }),
    ).toHaveAttribute('src', 'blob:receipt');
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(String(url)).toBe('/api/documents/d-1/download');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toMatch(/^Bearer /);
    expect(within(dialog).getByRole('button', { name: 'Descargar' })).toBeInTheDocument();
  });

  it('previews a PDF receipt in a frame from its blob, with the download at hand', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4');
    const { fetchMock, user } = renderReports();
    await reports();
    fetchMock.mockImplementationOnce(
      async () => new Response(pdf, { headers: { 'Content-Type': 'application/pdf' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Ver comprobante de María González' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comprobante de pago' });
    const frame = await within(dialog).findByTitle('Comprobante de pago de María González');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:receipt');
    expect(within(dialog).getByText('Si el PDF no se muestra, use «Descargar».')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Descargar' })).toBeInTheDocument();
  });
});
