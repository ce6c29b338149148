import type { CalendarDay, CalendarPayment, PaymentsDashboard } from '@quincena/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, type MockHandler, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { adminUser, storeSession } from '../../../test/users.ts';
import { AdminPaymentsPage } from './admin-payments-page.tsx';

const LOAN_A = '0b6c1f7e-0000-4000-8000-00000000000a';
const LOAN_B = '0b6c1f7e-0000-4000-8000-00000000000b';
const id = (n: number) => `1c2d3e4f-0000-4000-8000-00000000000${n}`;
const MARIA = { firstName: 'María', lastName: 'González', phoneNumber: '+50761234567' };
const LUIS = { firstName: 'Luis', lastName: 'Pérez', phoneNumber: '+50769876543' };

function installment(overrides: Partial<CalendarPayment>): CalendarPayment {
  return {
    id: id(1),
    applicationId: LOAN_A,
    paymentNumber: 1,
    dueDate: '2026-11-15',
    amount: 103.42,
    paidAmount: 0,
    owedAmount: 103.42,
    lateFeesAmount: 0,
    isPaid: false,
    isOverdue: false,
    customer: MARIA,
    motorcycle: { brand: 'Honda', model: 'XR150L' },
    ...overrides,
  };
}

/** Today is 2026-11-23 in Panama: the 15th is past due, the 30th falls within 7 days, 15 Dec later. */
const CALENDAR: CalendarDay[] = [
  {
    date: '2026-11-15',
    paymentCount: 2,
    totalExpected: 231.84,
    totalReceived: 103.42,
    pendingAmount: 128.42,
    paidCount: 1,
    payments: [
      installment({ id: id(1), paymentNumber: 3, owedAmount: 128.42, lateFeesAmount: 25, isOverdue: true }),
      installment({
        id: id(2),
        applicationId: LOAN_B,
        paymentNumber: 5,
        paidAmount: 103.42,
        owedAmount: 0,
        isPaid: true,
        customer: LUIS,
        motorcycle: { brand: 'Yamaha', model: 'FZ 2.0' },
      }),
    ],
  },
  {
    date: '2026-11-30',
    paymentCount: 2,
    totalExpected: 206.84,
    totalReceived: 50,
    pendingAmount: 156.84,
    paidCount: 0,
    payments: [
      installment({ id: id(3), paymentNumber: 4, dueDate: '2026-11-30', paidAmount: 50, owedAmount: 53.42 }),
      installment({
        id: id(4),
        applicationId: LOAN_B,
        paymentNumber: 6,
        dueDate: '2026-11-30',
        customer: LUIS,
        motorcycle: { brand: 'Yamaha', model: 'FZ 2.0' },
      }),
    ],
  },
  {
    date: '2026-12-15',
    paymentCount: 1,
    totalExpected: 103.42,
    totalReceived: 0,
    pendingAmount: 103.42,
    paidCount: 0,
    payments: [installment({ id: id(5), paymentNumber: 5, dueDate: '2026-12-15' })],
  },
];

const DASHBOARD: PaymentsDashboard = {
  overview: {
    totalScheduled: 12500,
    totalPayments: 120,
    totalReceived: 10000,
    collectionRate: 80,
    totalPending: 2500,
    overdueCount: 7,
    overdueAmount: 873.5,
  },
  upcoming: [
    {
      id: id(4),
      applicationId: LOAN_B,
      customer: 'Luis Pérez',
      phoneNumber: '+50769876543',
      motorcycle: 'Yamaha FZ 2.0',
      amount: 103.42,
      dueDate: '2026-11-30',
    },
  ],
};

const APPLIED = {
  payment: { id: 'p-1', applicationId: LOAN_A, amount: 200, appliedAmount: 200, unappliedAmount: 0 },
  installments: [
    { id: id(1), paidAmount: 128.42, isPaid: true },
    { id: id(3), paidAmount: 103.42, isPaid: true },
  ],
};

function renderPage({
  handlers = {},
  path = '/admin/payments',
}: {
  handlers?: Record<string, MockHandler | MockHandler[]>;
  path?: string;
} = {}) {
  const user = adminUser();
  storeSession(user);
  const api = mockApi({
    'GET /api/auth/admin/me': ok(user),
    'GET /api/admin/payments/dashboard': ok(DASHBOARD),
    'GET /api/admin/payments/calendar': ok({ calendar: CALENDAR }),
    [`GET /api/admin/payments/loans/${LOAN_A}/balance`]: ok({
      balance: { applicationId: LOAN_A, owedAmount: 2405.5 },
    }),
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

const lastQuery = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], pathname: string) => {
  const urls = fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname);
  return Object.fromEntries(urls.at(-1)?.searchParams ?? []);
};

const day = (name: string) => screen.findByRole('region', { name });
/** Amounts as es-PA writes them: a no-break space after 'USD'. */
const usd = (text: string) => text.replace(/USD /g, 'USD\u00a0');
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const applyButton = () => screen.getByRole('button', { name: /^Aplicar Pago \(\d+\)$/ });

// jsdom has no object URLs (each test file has its own jsdom).
beforeAll(() => {
  Object.assign(URL, { createObjectURL: vi.fn((_blob: Blob) => 'blob:csv'), revokeObjectURL: vi.fn() });
});

beforeEach(() => {
  // Only the clock: Testing Library's timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AdminPaymentsPage: calendar', () => {
  it("leads from each row's customer to the loan's page", async () => {
    renderPage();
    const first = await day('15 de noviembre de 2026');
    const [maria, luis] = within(first).getAllByRole('link');
    expect(maria).toHaveAccessibleName('María González, ver préstamo');
    expect(maria).toHaveAttribute('href', `/admin/loans/${LOAN_A}`);
    expect(luis).toHaveAccessibleName('Luis Pérez, ver préstamo');
    expect(luis).toHaveAttribute('href', `/admin/loans/${LOAN_B}`);
  });

  it('shows the four figures, the days with their totals and each row with its badge', async () => {
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Resumen de pagos' });
    expect(cards).toHaveTextContent('Total ProgramadoUSD 12,500.00120 pagos');
    expect(cards).toHaveTextContent('Total CobradoUSD 10,000.0080.0% de cobranza');
    expect(cards).toHaveTextContent('Saldo PendienteUSD 2,500.00Por cobrar');
    expect(cards).toHaveTextContent('Pagos Vencidos7USD 873.50');

    const first = await day('15 de noviembre de 2026');
    expect(first).toHaveTextContent('2 pagos · 1 de 2 pagados');
    expect(first).toHaveTextContent(/Esperado\s*USD 231.84\s*Recibido\s*USD 103.42\s*Pendiente\s*USD 128.42/);
    const [overdue, paid] = within(first).getAllByRole('listitem');
    expect(overdue).toHaveTextContent('María González');
    expect(overdue).toHaveTextContent('6123-4567 · Cuota 3');
    expect(overdue).toHaveTextContent('Honda XR150L');
    expect(overdue).toHaveTextContent(/USD 103.42\s*Mora USD 25.00\s*Vencido/);
    expect(paid).toHaveTextContent(/Luis Pérez.*Yamaha FZ 2.0.*Pagado USD 103.42\s*Pagado$/);

    const dueSoon = within(await day('30 de noviembre de 2026')).getAllByRole('listitem')[0];
    expect(dueSoon).toHaveTextContent(/Pagado USD 50.00\s*Por vencer/);
    expect(await day('15 de diciembre de 2026')).toHaveTextContent(/Pendiente$/);

    const upcoming = screen.getByRole('list', { name: 'Próximos pagos' });
    expect(upcoming).toHaveTextContent(/Luis Pérez.*6987-6543 · Yamaha FZ 2.0.*USD 103.42.*30 nov 2026/);
    expect(screen.getByText('Últimos 7 días y próximos 30')).toBeInTheDocument();
  });

  it('offers unpaid rows only, and one loan at a time', async () => {
    const { user } = renderPage();
    await day('15 de noviembre de 2026');
    expect(
      screen.queryByRole('checkbox', { name: 'Seleccionar cuota 5 de Luis Pérez' }),
    ).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(applyButton()).toHaveTextContent('Aplicar Pago (0)');
    expect(applyButton()).toBeDisabled();

    await user.click(checkbox('Seleccionar cuota 3 de María González'));
    expect(applyButton()).toHaveTextContent('Aplicar Pago (1)');
    expect(applyButton()).toBeEnabled();
    const otherLoan = checkbox('Seleccionar cuota 6 de Luis Pérez');
    expect(otherLoan).toBeDisabled();
    expect(otherLoan).toHaveAccessibleDescription(
      'Un pago solo puede aplicarse a cuotas de un mismo préstamo.',
    );
    expect(checkbox('Seleccionar cuota 4 de María González')).toBeEnabled();
    expect(screen.getByText(/1 cuota seleccionada de María González · USD 128.42/)).toBeInTheDocument();

    await user.click(checkbox('Seleccionar cuota 3 de María González'));
    expect(checkbox('Seleccionar cuota 6 de Luis Pérez')).toBeEnabled();
    expect(applyButton()).toBeDisabled();
  });

  it('keeps the filters in the URL and sends them to the calendar and the figures', async () => {
    const { fetchMock, user } = renderPage({ path: '/admin/payments?status=overdue&period=year' });
    await day('15 de noviembre de 2026');
    expect(lastQuery(fetchMock, '/api/admin/payments/calendar')).toEqual({ status: 'overdue', limit: '100' });
    expect(lastQuery(fetchMock, '/api/admin/payments/dashboard')).toEqual({ period: 'year' });

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Pagados' }));
    await waitFor(() => expect(window.location.search).toBe('?status=paid&period=year'));
    await user.type(screen.getByLabelText('Fecha desde'), '2026-11-01');
    await waitFor(() =>
      expect(lastQuery(fetchMock, '/api/admin/payments/calendar')).toEqual({
        status: 'paid',
        dateFrom: '2026-11-01',
        limit: '100',
      }),
    );
    expect(screen.getByText('Desde el 1 nov 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('searches by name, phone or application number, kept in the URL and sent to the calendar and its CSV', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { fetchMock, user } = renderPage({
      handlers: { 'GET /api/admin/payments/calendar/export': { status: 200, body: 'Fecha' } },
    });
    await day('15 de noviembre de 2026');
    const search = screen.getByRole('searchbox', { name: 'Buscar' });
    await user.type(search, 'SOL-2026-000123{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?search=SOL-2026-000123'));
    await waitFor(() =>
      expect(lastQuery(fetchMock, '/api/admin/payments/calendar')).toEqual({
        search: 'SOL-2026-000123',
        limit: '100',
      }),
    );
    // A search without dates looks at every date of the loans it finds.
    expect(screen.getByText('Todas las fechas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() =>
      expect(lastQuery(fetchMock, '/api/admin/payments/calendar/export')).toEqual({
        search: 'SOL-2026-000123',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(search).toHaveValue('');
    vi.mocked(HTMLAnchorElement.prototype.click).mockRestore();
    vi.mocked(URL.createObjectURL).mockClear();
  });

  it('says "Vencidos" covers every overdue installment, not the default window', async () => {
    renderPage({ path: '/admin/payments?status=overdue' });
    await day('15 de noviembre de 2026');
    expect(screen.getByText('Todas las cuotas vencidas')).toBeInTheDocument();
    expect(screen.queryByText('Últimos 7 días y próximos 30')).not.toBeInTheDocument();
  });

  it('carries the apply action in the bar that follows the selection', async () => {
    const { user } = renderPage();
    await day('15 de noviembre de 2026');
    expect(screen.queryByRole('button', { name: 'Aplicar Pago' })).not.toBeInTheDocument();
    await user.click(checkbox('Seleccionar cuota 3 de María González'));
    const bar = screen.getByRole('region', { name: 'Selección de cuotas' });
    expect(bar).toHaveTextContent(/1 cuota seleccionada de María González/);
    await user.click(within(bar).getByRole('button', { name: 'Aplicar Pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aplicar Pago' });
    expect(dialog).toHaveTextContent(/Cuotas seleccionadas\s*1 cuota \(n.º 3\)/);
  });

  it('exports the filtered calendar as a CSV file', async () => {
    const createObjectURL = vi.mocked(URL.createObjectURL);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { fetchMock, user } = renderPage({
      path: '/admin/payments?status=pending',
      handlers: { 'GET /api/admin/payments/calendar/export': { status: 200, body: 'Fecha,Cuota' } },
    });
    await day('15 de noviembre de 2026');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(lastQuery(fetchMock, '/api/admin/payments/calendar/export')).toEqual({ status: 'pending' });
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('/export')) ?? [];
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toMatch(/^Bearer /);
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob | undefined;
    expect(await blob?.text()).toContain('Fecha,Cuota');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('calendario-pagos.csv');
    click.mockRestore();
  });

  it('says when the calendar is loading, failed (with a retry) or empty, and when the figures failed', async () => {
    const { user } = renderPage({
      handlers: {
        'GET /api/admin/payments/dashboard': fail(500, 'INTERNAL', 'Error en el servidor.'),
        'GET /api/admin/payments/calendar': [
          () => new Promise((resolve) => setTimeout(() => resolve(fail(500, 'INTERNAL', 'x')), 50)),
          ok({ calendar: [] }),
        ],
      },
    });
    expect(await screen.findByText('Cargando calendario de pagos...')).toBeInTheDocument();
    expect(await screen.findByText('Error al cargar el calendario de pagos')).toBeInTheDocument();
    expect(await screen.findByText('No se pudo cargar el dashboard de pagos')).toBeInTheDocument();
    const calendarError = screen
      .getByText('Error al cargar el calendario de pagos')
      .closest('[role="alert"]');
    await user.click(within(calendarError as HTMLElement).getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByText('No hay pagos programados para los filtros seleccionados'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Próximos pagos' })).not.toBeInTheDocument();
  });
});

describe('AdminPaymentsPage: apply modal', () => {
  async function openModal(handlers: Record<string, MockHandler | MockHandler[]> = {}) {
    const page = renderPage({ handlers });
    await day('15 de noviembre de 2026');
    await page.user.click(checkbox('Seleccionar cuota 3 de María González'));
    await page.user.click(checkbox('Seleccionar cuota 4 de María González'));
    await page.user.click(applyButton());
    const dialog = await screen.findByRole('dialog', { name: 'Aplicar Pago' });
    return { ...page, dialog };
  }

  it('prefills what the selected installments owe and today, and refuses less than expected', async () => {
    const { dialog, user, callsTo } = await openModal();
    expect(dialog).toHaveTextContent(/Cuotas seleccionadas\s*2 cuotas \(n.º 3, n.º 4\)/);
    expect(dialog).toHaveTextContent(/Monto esperado\s*USD 181.84/);
    const amount = within(dialog).getByLabelText(/Monto Total Recibido/);
    expect(amount).toHaveValue(181.84);
    expect(amount).toHaveAttribute('step', '0.01');
    expect(amount).toBeRequired();
    expect(within(dialog).getByRole('combobox', { name: 'Método de Pago' })).toHaveTextContent('Efectivo');
    expect(within(dialog).getByLabelText(/Fecha de Pago/)).toHaveValue('2026-11-23');

    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Pago' }));
    expect(
      await within(dialog).findByText(
        'El monto recibido (USD 100.00) debe ser mayor o igual al monto esperado (USD 181.84)',
      ),
    ).toBeInTheDocument();
    expect(amount).toHaveFocus();
    expect(callsTo('POST /api/admin/payments/apply')).toHaveLength(0);
  });

  it('says a past date takes its place in history, and lets the API judge the amount owed that day', async () => {
    const { dialog, user, callsTo } = await openModal({
      'POST /api/admin/payments/apply': { status: 201, body: { success: true, data: APPLIED } },
    });
    const date = within(dialog).getByLabelText(/Fecha de Pago/);
    const hint =
      'Se registrará con esa fecha: si cubre cuotas dentro del período de gracia, la mora no debida se anula.';
    expect(within(dialog).queryByText(hint)).not.toBeInTheDocument();

    await user.clear(date);
    await user.type(date, '2026-11-18');
    expect(date).toHaveAccessibleDescription(hint);
    // Less than today's 181.84: a late fee charged since that day may not be owed, the API decides.
    const amount = within(dialog).getByLabelText(/Monto Total Recibido/);
    await user.clear(amount);
    await user.type(amount, '156.84');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Pago' }));
    expect(await screen.findByText('Pago aplicado exitosamente')).toBeInTheDocument();
    expect(callsTo('POST /api/admin/payments/apply')[0]?.body).toMatchObject({
      totalAmountReceived: 156.84,
      paymentDate: '2026-11-18',
    });
  });

  it('shows no hint for today', async () => {
    const { dialog, user } = await openModal();
    const date = within(dialog).getByLabelText(/Fecha de Pago/);
    await user.clear(date);
    await user.type(date, '2026-11-18');
    await user.clear(date);
    await user.type(date, '2026-11-23');
    expect(date).not.toHaveAccessibleDescription(/período de gracia/);
  });

  it('offers only the payment methods the settings enable', async () => {
    const { dialog, user } = await openModal({
      'GET /api/settings/public': ok({
        companyName: 'Quincena',
        companyEmail: 'soporte@quincena.com.pa',
        companyPhone: '',
        passwordPolicy: { minLength: 8, complexity: 'medium' },
        paymentMethods: ['BANK_TRANSFER', 'CHECK'],
      }),
    });
    const method = within(dialog).getByRole('combobox', { name: 'Método de Pago' });
    // Cash is not enabled: the first enabled method is chosen instead.
    await waitFor(() => expect(method).toHaveTextContent('Transferencia'));
    await user.click(method);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Transferencia',
      'Cheque',
    ]);
  });

  it('sends the body with an Idempotency-Key reused for a retry, then refreshes and clears the selection', async () => {
    const { dialog, user, callsTo } = await openModal({
      'POST /api/admin/payments/apply': [
        fail(503, 'UNAVAILABLE', 'Servicio no disponible.'),
        { status: 201, body: { success: true, data: APPLIED } },
      ],
    });
    const amount = within(dialog).getByLabelText(/Monto Total Recibido/);
    await user.clear(amount);
    await user.type(amount, '200');
    await user.click(within(dialog).getByRole('combobox', { name: 'Método de Pago' }));
    for (const label of ['Efectivo', 'Transferencia', 'Cheque', 'Tarjeta']) {
      expect(await screen.findByRole('option', { name: label })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('option', { name: 'Transferencia' }));
    await user.type(within(dialog).getByLabelText('Referencia'), 'TRX-1');
    // 200 is more than the 181.84 selected: each submission is confirmed first.
    const confirmExcess = async () => {
      await user.click(within(dialog).getByRole('button', { name: 'Aplicar Pago' }));
      const confirm = await screen.findByRole('alertdialog', { name: '¿Aplicar más de lo esperado?' });
      await user.click(within(confirm).getByRole('button', { name: usd('Aplicar USD 200.00') }));
    };
    await confirmExcess();
    expect(await within(dialog).findByText('Servicio no disponible.')).toBeInTheDocument();

    await confirmExcess();
    expect(await screen.findByText('Pago aplicado exitosamente')).toBeInTheDocument();
    const calls = callsTo('POST /api/admin/payments/apply');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.body).toEqual({
      paymentIds: [id(1), id(3)],
      totalAmountReceived: 200,
      paymentMethod: 'BANK_TRANSFER',
      paymentReference: 'TRX-1',
      paymentDate: '2026-11-23',
      prepayment: 'NEXT_INSTALLMENTS',
    });
    const key = calls[0]?.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]?.headers['Idempotency-Key']).toBe(key);

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Aplicar Pago' })).not.toBeInTheDocument(),
    );
    expect(callsTo('GET /api/admin/payments/calendar').length).toBeGreaterThan(1);
    expect(applyButton()).toHaveTextContent('Aplicar Pago (0)');
  });

  it('says what an amount above the selection will do and sends nothing until it is confirmed', async () => {
    const { dialog, user, callsTo } = await openModal({
      'POST /api/admin/payments/apply': { status: 201, body: { success: true, data: APPLIED } },
    });
    expect(await within(dialog).findByText('Saldo total del préstamo')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/USD 2,405.50\s*\(máximo que se puede aplicar\)/);
    const amount = within(dialog).getByLabelText(/Monto Total Recibido/);
    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Pago' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Aplicar más de lo esperado?' });
    expect(confirm).toHaveAccessibleDescription(
      usd(
        'Se aplicarán USD 181.84 a las cuotas seleccionadas (n.º 3 y n.º 4) y USD 68.16 a las siguientes ' +
          'cuotas pendientes del préstamo, en orden de vencimiento, empezando por la más antigua.',
      ),
    );
    // Focus starts on the safe choice; going back sends nothing and keeps the amount to fix.
    expect(within(confirm).getByRole('button', { name: 'Revisar el monto' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo('POST /api/admin/payments/apply')).toHaveLength(0);
    expect(amount).toHaveValue(250);

    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Pago' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: usd('Aplicar USD 250.00') }),
    );
    expect(await screen.findByText('Pago aplicado exitosamente')).toBeInTheDocument();
    expect(callsTo('POST /api/admin/payments/apply')[0]?.body).toMatchObject({ totalAmountReceived: 250 });
  });

  it('pays principal ahead as the admin chooses, saying first what it does to the term', async () => {
    const preview = {
      appliedAmount: 300,
      unappliedAmount: 0,
      interestSaved: 9.35,
      installments: [
        { id: id(1), paymentNumber: 3, dueDate: '2026-11-15', owedBefore: 128.42, owedAfter: 0 },
        { id: id(3), paymentNumber: 4, dueDate: '2026-11-30', owedBefore: 53.42, owedAfter: 0 },
        { id: id(5), paymentNumber: 5, dueDate: '2026-12-15', owedBefore: 103.42, owedAfter: 101.2 },
        { id: id(6), paymentNumber: 6, dueDate: '2026-12-31', owedBefore: 103.42, owedAfter: 0 },
      ],
    };
    const { dialog, user, callsTo } = await openModal({
      'POST /api/admin/payments/apply/preview': ok({ preview }),
      'POST /api/admin/payments/apply': { status: 201, body: { success: true, data: APPLIED } },
    });
    // Only an amount above the selection has an excess to place.
    expect(within(dialog).queryByRole('combobox', { name: /Excedente/ })).not.toBeInTheDocument();
    const amount = within(dialog).getByLabelText(/Monto Total Recibido/);
    await user.clear(amount);
    await user.type(amount, '300');
    const excess = within(dialog).getByRole('combobox', { name: /Excedente/ });
    expect(excess).toHaveTextContent('Adelantar las próximas cuotas');
    await user.click(excess);
    await user.click(await screen.findByRole('option', { name: 'Reducir el plazo' }));

    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Pago' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Aplicar más de lo esperado?' });
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription(
        usd(
          'Se aplicarán USD 181.84 a las cuotas seleccionadas (n.º 3 y n.º 4) y USD 118.16 a capital de las ' +
            'últimas cuotas: el préstamo terminará el 15 de diciembre de 2026 en lugar del 31 de diciembre de ' +
            '2026 (1 cuota menos). Ahorro en intereses: USD 9.35.',
        ),
      ),
    );
    expect(callsTo('POST /api/admin/payments/apply/preview')[0]?.body).toMatchObject({
      paymentIds: [id(1), id(3)],
      totalAmountReceived: 300,
      prepayment: 'SHORTEN_TERM',
    });
    await user.click(within(confirm).getByRole('button', { name: usd('Aplicar USD 300.00') }));
    expect(await screen.findByText('Pago aplicado exitosamente')).toBeInTheDocument();
    expect(callsTo('POST /api/admin/payments/apply')[0]?.body).toMatchObject({ prepayment: 'SHORTEN_TERM' });
  });

  it('says how much lower the installments get, and takes the server’s maximum when the loan changed', async () => {
    const { dialog, user, callsTo } = await openModal({
      'POST /api/admin/payments/apply/preview': [
        ok({
          preview: {
            appliedAmount: 300,
            unappliedAmount: 0,
            interestSaved: 4.1,
            installments: [
              { id: id(1), paymentNumber: 3, dueDate: '2026-11-15', owedBefore: 128.42, owedAfter: 0 },
              { id: id(3), paymentNumber: 4, dueDate: '2026-11-30', owedBefore: 53.42, owedAfter: 0 },
              { id: id(5), paymentNumber: 5, dueDate: '2026-12-15', owedBefore: 103.42, owedAfter: 44.1 },
              { id: id(6), paymentNumber: 6, dueDate: '2026-12-31', owedBefore: 103.42, owedAfter: 44.6 },
            ],
          },
        }),
        fail(400, 'AMOUNT_ABOVE_BALANCE', usd('El máximo que se puede aplicar es USD 290.00.')),
      ],
    });
    const amount = within(dialog).getByLabelText(/Monto Total Recibido/);
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(within(dialog).getByRole('combobox', { name: /Excedente/ }));
    await user.click(await screen.findByRole('option', { name: 'Reducir las cuotas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Pago' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Aplicar más de lo esperado?' });
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription(
        usd(
          'Se aplicarán USD 181.84 a las cuotas seleccionadas (n.º 3 y n.º 4) y USD 118.16 a capital de las 2 ' +
            'cuotas pendientes: la n.º 5 baja de USD 103.42 a USD 44.10 y las demás en la misma proporción. ' +
            'Ahorro en intereses: USD 4.10.',
        ),
      ),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Revisar el monto' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Pago' }));
    expect(
      await within(dialog).findByText(/^El máximo que se puede aplicar es USD.290\.00\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(amount).toHaveFocus();
    expect(callsTo('POST /api/admin/payments/apply')).toHaveLength(0);
  });

  it('says the overdue installments outside the selection are paid before anything goes to principal', async () => {
    const row = (n: number, dueDate: string, owedBefore: number, owedAfter: number) => ({
      id: `9c2d3e4f-0000-4000-8000-00000000000${n}`,
      paymentNumber: n,
      dueDate,
      owedBefore,
      owedAfter,
    });
    const { dialog, user } = await openModal({
      'POST /api/admin/payments/apply/preview': [
        ok({
          preview: {
            appliedAmount: 300,
            unappliedAmount: 0,
            interestSaved: 0.5,
            installments: [
              row(2, '2026-10-31', 100, 0),
              { ...row(3, '2026-11-15', 128.42, 0), id: id(1) },
              { ...row(4, '2026-11-30', 53.42, 0), id: id(3) },
              row(5, '2026-12-15', 103.42, 84.76),
            ],
          },
        }),
      ],
    });
    const amount = within(dialog).getByLabelText(/Monto Total Recibido/);
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(within(dialog).getByRole('combobox', { name: /Excedente/ }));
    await user.click(await screen.findByRole('option', { name: 'Reducir las cuotas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Pago' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Aplicar más de lo esperado?' });
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription(
        usd(
          'Se aplicarán USD 181.84 a las cuotas seleccionadas (n.º 3 y n.º 4), USD 100.00 a la cuota vencida ' +
            '(n.º 2) y USD 18.16 a capital de la cuota pendiente: la n.º 5 baja de USD 103.42 a USD 84.76. ' +
            'Ahorro en intereses: USD 0.50.',
        ),
      ),
    );
  });

  it('says when the amount pays the loan off, and sends the expected amount without asking', async () => {
    const { dialog, user, callsTo } = await openModal({
      'POST /api/admin/payments/apply': { status: 201, body: { success: true, data: APPLIED } },
    });
    await within(dialog).findByText('Saldo total del préstamo');
    const amount = within(dialog).getByLabelText(/Monto Total Recibido/);
    await user.clear(amount);
    await user.type(amount, '2405.50');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Pago' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveAccessibleDescription(/Con este pago el préstamo queda saldado por completo\.$/);
    await user.click(within(confirm).getByRole('button', { name: 'Revisar el monto' }));

    await user.clear(amount);
    await user.type(amount, '181.84');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Pago' }));
    expect(await screen.findByText('Pago aplicado exitosamente')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo('POST /api/admin/payments/apply')).toHaveLength(1);
  });

  it('refuses a fat-fingered amount above what the loan owes at the field, without sending it', async () => {
    const { dialog, user, callsTo } = await openModal();
    await within(dialog).findByText('Saldo total del préstamo');
    const amount = within(dialog).getByLabelText(/Monto Total Recibido/);
    await user.clear(amount);
    await user.type(amount, '18184');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Pago' }));
    expect(amount).toHaveAccessibleDescription(
      usd(
        'El monto recibido (USD 18,184.00) supera lo que el préstamo adeuda. El máximo que se puede aplicar es USD 2,405.50.',
      ),
    );
    expect(amount).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo('POST /api/admin/payments/apply')).toHaveLength(0);
  });

  it('shows the API’s refusal of the amount at the field and refreshes the maximum', async () => {
    const message =
      'El monto recibido (USD 181.84) supera lo que el préstamo adeuda. El máximo que se puede aplicar es USD 100.00.';
    const { dialog, user, callsTo } = await openModal({
      'POST /api/admin/payments/apply': fail(400, 'AMOUNT_ABOVE_BALANCE', message),
    });
    await within(dialog).findByText('Saldo total del préstamo');
    const before = callsTo(`GET /api/admin/payments/loans/${LOAN_A}/balance`).length;
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Pago' }));
    const amount = within(dialog).getByLabelText(/Monto Total Recibido/);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(message));
    expect(amount).toHaveFocus();
    expect(within(dialog).queryByRole('alert', { name: message })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(`GET /api/admin/payments/loans/${LOAN_A}/balance`).length).toBeGreaterThan(before),
    );
  });

  it('shows the server refusal, e.g. an installment paid by someone else a moment ago', async () => {
    const { dialog, user } = await openModal({
      'POST /api/admin/payments/apply': fail(
        409,
        'INSTALLMENT_ALREADY_PAID',
        'Una de las cuotas seleccionadas ya está pagada.',
      ),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Pago' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Una de las cuotas seleccionadas ya está pagada.',
    );
  });
});
