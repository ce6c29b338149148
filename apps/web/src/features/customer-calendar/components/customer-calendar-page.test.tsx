import {
  addDays,
  businessToday,
  type CustomerSchedule,
  documentMessages,
  type PaymentReport,
} from '@quincena/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, type MockHandler, mockApi, ok } from '../../../test/api-mock.ts';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { CustomerCalendarPage } from './customer-calendar-page.tsx';

const LOAN = '0b6f5f0e-3c1a-4d39-9d8a-1f2e3d4c5b6a';
const OTHER_LOAN = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const installment = (n: number, overrides: Partial<CustomerSchedule['payments'][number]>) => ({
  id: `i-${n}`,
  paymentNumber: n,
  dueDate: '2026-11-15',
  amount: 103.42,
  paidAmount: 0,
  lateFee: 0,
  isPaid: false,
  isOverdue: false,
  paidAt: null,
  ...overrides,
});

function schedule(overrides: Partial<CustomerSchedule> = {}): CustomerSchedule {
  return {
    hasActiveFinancing: true,
    financings: [
      { applicationId: LOAN, status: 'DISBURSED', motorcycle: 'Honda Navi 2026', approvedAt: null },
    ],
    pendingApplication: null,
    financing: {
      applicationId: LOAN,
      status: 'DISBURSED',
      motorcycle: { brand: 'Honda', model: 'Navi', year: 2026 },
      motoValue: 2000,
      downPayment: 400,
      loanAmount: 1600,
      loanTermMonths: 12,
      monthlyRate: 0.075,
      quincenalPayment: 103.42,
      totalAmount: 2482.08,
      paymentReference: 'Q20260000428',
      contractAcceptedAt: null,
    },
    summary: {
      loanAmount: 1600,
      downPayment: 400,
      totalAmount: 2482.08,
      totalPaid: 360.26,
      paymentsCompleted: 3,
      totalPayments: 24,
      remainingBalance: 2146.82,
      overdueCount: 1,
      overdueAmount: 128.42,
      unappliedCredit: 0,
    },
    payments: [
      installment(1, { dueDate: '2026-08-15', isPaid: true, paidAmount: 103.42, paidAt: '2026-08-14' }),
      installment(2, { dueDate: '2026-08-31', isPaid: true, paidAmount: 103.42, paidAt: '2026-08-30' }),
      installment(3, { dueDate: '2026-09-15', isPaid: true, paidAmount: 103.42, paidAt: '2026-09-15' }),
      installment(4, { dueDate: '2026-09-30', paidAmount: 50 }),
      installment(5, { dueDate: '2026-10-15', lateFee: 25, isOverdue: true }),
      installment(6, { dueDate: '2026-10-31' }),
      installment(7, { dueDate: '2026-11-15' }),
    ],
    paidOff: false,
    receipts: [
      { id: 'p-2', number: 'REC-2026-000002', paymentDate: '2026-08-30', amount: 103.42, reversed: false },
      { id: 'p-1', number: 'REC-2026-000001', paymentDate: '2026-08-14', amount: 103.42, reversed: true },
    ],
    terms: { lateFee: 30, gracePeriodDays: 3 },
    ...overrides,
  };
}

function report(overrides: Partial<PaymentReport> = {}): PaymentReport {
  return {
    id: 'r-1',
    applicationId: LOAN,
    amount: 103.42,
    paymentMethod: 'BANK_TRANSFER',
    paymentReference: 'TRX-881',
    paymentDate: '2026-11-02',
    notes: null,
    status: 'PENDING',
    reviewNotes: null,
    receiptUrl: null,
    createdAt: '2026-11-02T15:00:00.000Z',
    reviewedAt: null,
    reversedAt: null,
    customer: { id: 'c-1', firstName: 'María', lastName: 'González', phoneNumber: '+50760000001' },
    ...overrides,
  };
}

const reportList = (payments: PaymentReport[] = []) =>
  ok({
    payments,
    pagination: { page: 1, limit: 10, total: payments.length, totalPages: 1, hasPrev: false, hasNext: false },
  });

function renderPage(
  handlers: Record<string, MockHandler | MockHandler[]>,
  { path = '/customer' }: { path?: string } = {},
) {
  const api = mockApi({ 'GET /api/customers/payments': reportList(), ...handlers });
  openAt(path);
  const routes = [
    { path: '/customer', element: <CustomerCalendarPage /> },
    { path: '/onboarding', element: <h1>Solicitud</h1> },
  ];
  render(
    <AppProviders queryClient={createQueryClient()}>
      <TestRouter routes={routes} />
    </AppProviders>,
  );
  const scheduleUrls = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/customers/payment-schedule')
      .map((url) => url.search);
  return { ...api, user: userEvent.setup(), scheduleUrls };
}

const card = (label: string) =>
  within(screen.getByRole('list', { name: 'Resumen del financiamiento' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(label));

describe('CustomerCalendarPage', () => {
  it('shows a loading state while the calendar loads', async () => {
    renderPage({ 'GET /api/customers/payment-schedule': () => new Promise(() => {}) });

    expect(
      await screen.findByRole('status', { name: 'Cargando calendario de pagos...' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Calendario de Pagos' })).toBeInTheDocument();
  });

  it("shows the server's message on failure, the spec's fallback without one, and retries", async () => {
    const { user } = renderPage({
      'GET /api/customers/payment-schedule': [
        fail(403, 'FORBIDDEN', 'No tienes permisos para acceder a esta página.'),
        // A gateway failure is retried once on its own before the error shows.
        { status: 502, body: '<html>' },
        { status: 502, body: '<html>' },
        ok(schedule()),
      ],
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar datos');
    expect(alert).toHaveTextContent('No tienes permisos para acceder a esta página.');

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar el calendario de pagos'),
    );

    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Honda Navi 2026' })).toBeInTheDocument();
  });

  it('leads a customer without a financing to /onboarding', async () => {
    const { user } = renderPage({
      'GET /api/customers/payment-schedule': ok(
        schedule({ hasActiveFinancing: false, financings: [], financing: null, summary: null, payments: [] }),
      ),
    });

    expect(await screen.findByText('No tienes un financiamiento activo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reportar pago/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Solicitar financiamiento/ }));
    expect(window.location.pathname).toBe('/onboarding');
  });

  it('shows the pending application instead of the call to apply', async () => {
    renderPage({
      'GET /api/customers/payment-schedule': ok(
        schedule({
          hasActiveFinancing: false,
          financings: [],
          financing: null,
          summary: null,
          payments: [],
          pendingApplication: { id: 'a-9', status: 'IN_REVIEW', createdAt: '2026-11-20T15:00:00.000Z' },
        }),
      ),
    });

    expect(await screen.findByText('Tu solicitud está en proceso')).toBeInTheDocument();
    expect(screen.getByText('En revisión')).toBeInTheDocument();
    expect(screen.getByText(/La enviaste el 20 de noviembre de 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Solicitar financiamiento/ })).not.toBeInTheDocument();
  });

  it('offers paying everything today with the interest it saves, for its own financing', async () => {
    const { callsTo, fetchMock } = renderPage({
      'GET /api/customers/payment-schedule': ok(schedule()),
      'GET /api/customers/payoff': ok({
        payoff: {
          applicationId: LOAN,
          date: '2026-10-20',
          principal: 1379.6,
          interest: 101.3,
          lateFees: 25,
          credit: 0,
          total: 1505.9,
          interestRebate: 544.62,
          validUntil: '2026-10-30',
        },
      }),
    });
    const offer = await screen.findByRole('note', { name: 'Pago anticipado' });
    expect(offer).toHaveTextContent('Pagar todo hoy: USD 1,505.90 — ahorras USD 544.62 de intereses');
    expect(callsTo('GET /api/customers/payoff')).toHaveLength(1);
    const asked = fetchMock.mock.calls.map(([input]) => String(input)).find((url) => url.includes('/payoff'));
    expect(asked).toContain(`applicationId=${LOAN}`);
  });

  it('offers Yappy only when the settings enable it and it is configured, and opens its dialog', async () => {
    const publicSettings = (yappyCheckout: boolean) =>
      ok({
        companyName: 'Quincena',
        companyEmail: 'soporte@quincena.com.pa',
        companyPhone: '',
        passwordPolicy: { minLength: 8, complexity: 'medium' },
        paymentMethods: ['CASH', 'YAPPY'],
        yappyCheckout,
      });
    const { user } = renderPage({
      'GET /api/customers/payment-schedule': ok(schedule()),
      'GET /api/settings/public': publicSettings(true),
    });
    await user.click(await screen.findByRole('button', { name: 'Pagar con Yappy' }));
    expect(await screen.findByRole('dialog', { name: 'Pagar con Yappy' })).toBeInTheDocument();
    cleanup();
    const { callsTo } = renderPage({
      'GET /api/customers/payment-schedule': ok(schedule()),
      'GET /api/settings/public': publicSettings(false),
    });
    expect(await screen.findByRole('button', { name: 'Reportar pago' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET /api/settings/public')).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: 'Pagar con Yappy' })).not.toBeInTheDocument();
  });

  it('offers no payoff when nothing is owed', async () => {
    renderPage({
      'GET /api/customers/payment-schedule': ok(
        schedule({
          summary: {
            ...(schedule().summary as NonNullable<CustomerSchedule['summary']>),
            remainingBalance: 0,
          },
        }),
      ),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Honda Navi 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Pago anticipado' })).not.toBeInTheDocument();
  });

  it('says so in a plain line when the payoff fails', async () => {
    renderPage({
      'GET /api/customers/payment-schedule': ok(schedule()),
      'GET /api/customers/payoff': fail(500, 'INTERNAL_ERROR', 'Error'),
    });
    expect(await screen.findByText('No se pudo calcular el pago total de hoy.')).toBeInTheDocument();
  });

  it('shows the motorcycle, the figures, the progress, the next payments and the schedule', async () => {
    renderPage({ 'GET /api/customers/payment-schedule': ok(schedule()) });

    expect(await screen.findByRole('heading', { level: 2, name: 'Honda Navi 2026' })).toBeInTheDocument();
    expect(screen.getByText('Desembolsada')).toBeInTheDocument();
    expect(card('Pago quincenal')).toHaveTextContent('USD 103.42');
    expect(card('Total pagado')).toHaveTextContent(/USD 360.26\s*3 de 24 pagos/);
    expect(card('Saldo pendiente')).toHaveTextContent(/USD 2,146.82\s*De un total de USD 2,482.08/);
    expect(card('Pagos vencidos')).toHaveTextContent(/1\s*USD 128.42 por pagar/);
    expect(card('Plazo')).toHaveTextContent(/12 meses\s*Tasa mensual 7.50%/);

    const progress = screen.getByRole('progressbar', { name: 'Progreso de pagos' });
    expect(progress).toHaveAttribute('aria-valuenow', '3');
    expect(progress).toHaveAttribute('aria-valuemax', '24');
    expect(screen.getByText(/3 de 24 pagos completados · 13%/)).toBeInTheDocument();

    // The three first unpaid, with what each still owes (the partly paid one, the late fee).
    const next = within(screen.getByRole('list', { name: 'Próximos pagos' })).getAllByRole('listitem');
    expect(next).toHaveLength(3);
    expect(next[0]).toHaveTextContent(/30 de septiembre de 2026\s*Cuota 4\s*USD 53.42\s*Pendiente/);
    expect(next[1]).toHaveTextContent(/15 de octubre de 2026\s*Cuota 5\s*USD 128.42\s*Vencido/);
    expect(next[2]).toHaveTextContent(/Cuota 6/);

    const table = screen.getByRole('table', { name: /Plan de pagos/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent(/^1\s*15 ago 2026\s*USD 103.42\s*Pagado/);
    expect(rows[0]).toHaveTextContent('14 ago 2026');
    expect(rows[3]).toHaveTextContent(/Pendiente/);
    expect(rows[4]).toHaveTextContent(/USD 103.42.*Vencido.*USD 25.00/);
    expect(screen.getByRole('region', { name: 'Tabla del plan de pagos' })).toHaveAttribute('tabindex', '0');
    expect(within(table).getByRole('columnheader', { name: 'Mora' })).toBeInTheDocument();

    // A phone's page: every instalment as a stacked row with all its figures, no inner scroll frame.
    const list = screen.getByRole('list', { name: 'Plan de pagos: 7 cuotas quincenales' });
    expect(list.closest('[tabindex]')).toBeNull();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items[0]).toHaveTextContent(
      /Cuota 1 · 15 ago 2026\s*USD 103.42\s*Pagado\s*Pagado USD 103.42 el 14 ago 2026/,
    );
    expect(items[4]).toHaveTextContent(/USD 103.42\s*Vencido\s*Mora USD 25.00/);

    expect(screen.getByRole('button', { name: /Reportar pago/ })).toBeInTheDocument();
  });

  it('builds the information list from the terms in force, with any credit', async () => {
    const data = schedule();
    renderPage({
      'GET /api/customers/payment-schedule': ok({
        ...data,
        summary: { ...data.summary, unappliedCredit: 12.5 },
      }),
    });

    const info = await screen.findByRole('list', { name: 'Información importante' });
    const items = within(info)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/\s/g, ' '));
    expect(items).toEqual([
      'Plazo de 12 meses: 24 pagos quincenales.',
      'Los pagos vencen el día 15 y el último día de cada mes.',
      'Puedes adelantar pagos sin penalidad.',
      'Si una cuota sigue sin pagar 3 días después de su vencimiento, se cobra una mora de USD 30.00.',
      'Tienes un saldo a favor de USD 12.50 que se aplicará a tus próximas cuotas.',
    ]);
  });

  it('switches between financings through the URL', async () => {
    const two = [
      { applicationId: LOAN, status: 'DISBURSED', motorcycle: 'Honda Navi 2026', approvedAt: null },
      { applicationId: OTHER_LOAN, status: 'APPROVED', motorcycle: 'Yamaha XTZ 125 2025', approvedAt: null },
    ];
    const first = schedule({ financings: two });
    const second = schedule({
      financings: two,
      financing: {
        ...(first.financing as NonNullable<CustomerSchedule['financing']>),
        applicationId: OTHER_LOAN,
        status: 'APPROVED',
        motorcycle: { brand: 'Yamaha', model: 'XTZ 125', year: 2025 },
      },
    });
    const { user, scheduleUrls } = renderPage({
      'GET /api/customers/payment-schedule': [ok(first), ok(second)],
    });

    const switcher = await screen.findByRole('combobox', { name: 'Financiamiento' });
    expect(switcher).toHaveTextContent('Honda Navi 2026');
    await user.click(switcher);
    await user.click(await screen.findByRole('option', { name: 'Yamaha XTZ 125 2025' }));

    expect(await screen.findByRole('heading', { name: 'Yamaha XTZ 125 2025' })).toBeInTheDocument();
    expect(window.location.search).toBe(`?applicationId=${OTHER_LOAN}`);
    expect(scheduleUrls()).toEqual(['', `?applicationId=${OTHER_LOAN}`]);
  });

  it('lists the reported payments with their status and the rejection reason', async () => {
    renderPage({
      'GET /api/customers/payment-schedule': ok(schedule()),
      'GET /api/customers/payments': reportList([
        report({ receiptUrl: '/api/documents/d-1/download' }),
        report({
          id: 'r-2',
          amount: 50,
          paymentMethod: 'CASH',
          paymentReference: null,
          status: 'REJECTED',
          reviewNotes: 'No encontramos el depósito.',
        }),
        report({ id: 'r-3', status: 'APPROVED' }),
        report({ id: 'r-4', status: 'APPROVED', reversedAt: '2026-11-05T15:00:00.000Z' }),
      ]),
    });

    const list = await screen.findByRole('list', { name: 'Pagos reportados' });
    const [pending, rejected, approved, reversed] = within(list).getAllByRole('listitem');
    expect(pending).toHaveTextContent(/USD 103.42\s*2 nov 2026 · Transferencia · Ref. TRX-881\s*Pendiente/);
    expect(pending).toHaveTextContent('Con comprobante');
    expect(rejected).toHaveTextContent(/USD 50.00\s*2 nov 2026 · Efectivo\s*Rechazado/);
    expect(rejected).toHaveTextContent('Motivo del rechazo: No encontramos el depósito.');
    expect(approved).toHaveTextContent('Aprobado');
    // Approved, then its receipt reversed by the back-office: it no longer counts, and says so.
    expect(reversed).toHaveTextContent('Revertido');
    expect(reversed).not.toHaveTextContent('Aprobado');
    expect(reversed).toHaveTextContent('Este pago fue revertido el 5 nov 2026: ya no cuenta en tu saldo.');
  });

  it('lists the receipts, newest first, and downloads one as PDF', async () => {
    Object.assign(URL, { createObjectURL: vi.fn((_blob: Blob) => 'blob:pdf'), revokeObjectURL: vi.fn() });
    const { user, callsTo } = renderPage({
      'GET /api/customers/payment-schedule': ok(schedule()),
      'GET /api/customers/payments/p-2/receipt': ok(null),
    });

    const list = await screen.findByRole('list', { name: 'Mis recibos' });
    const [newest, reversed] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent(/USD 103.42\s*30 ago 2026 · REC-2026-000002/);
    expect(newest).not.toHaveTextContent('Anulado');
    expect(reversed).toHaveTextContent('Anulado');
    expect(screen.getByText('Q20260000428')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Paz y salvo' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Descargar recibo REC-2026-000002 PDF' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(callsTo('GET /api/customers/payments/p-2/receipt')).toHaveLength(1);
  });

  it('downloads the account statement of the financing on screen', async () => {
    Object.assign(URL, { createObjectURL: vi.fn((_blob: Blob) => 'blob:pdf'), revokeObjectURL: vi.fn() });
    const { user, fetchMock } = renderPage({
      'GET /api/customers/payment-schedule': ok(schedule()),
      'GET /api/customers/statement': ok(null),
    });

    await user.click(await screen.findByRole('button', { name: 'Estado de cuenta' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/customers/statement');
    expect(asked.map((url) => url.searchParams.get('applicationId'))).toEqual([LOAN]);
  });

  it('downloads the account statement of a period chosen, and refuses a period backwards', async () => {
    Object.assign(URL, { createObjectURL: vi.fn((_blob: Blob) => 'blob:pdf'), revokeObjectURL: vi.fn() });
    const { user, fetchMock } = renderPage({
      'GET /api/customers/payment-schedule': ok(schedule()),
      'GET /api/customers/statement': ok(null),
    });

    const choose = await screen.findByRole('button', { name: 'Elegir período' });
    expect(choose).toHaveAttribute('aria-expanded', 'false');
    await user.click(choose);
    expect(choose).toHaveAttribute('aria-expanded', 'true');
    const period = screen.getByRole('group', { name: 'Período del estado de cuenta' });
    fireEvent.change(within(period).getByLabelText('Desde'), { target: { value: '2026-10-01' } });
    fireEvent.change(within(period).getByLabelText('Hasta'), { target: { value: '2026-09-01' } });
    expect(
      within(period).getByText('La fecha inicial no puede ser posterior a la final.'),
    ).toBeInTheDocument();
    expect(within(period).getByRole('button', { name: 'Descargar período' })).toBeDisabled();

    fireEvent.change(within(period).getByLabelText('Hasta'), { target: { value: '2026-10-31' } });
    await user.click(within(period).getByRole('button', { name: 'Descargar período' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const [asked] = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/customers/statement');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      applicationId: LOAN,
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });

  it('downloads the contract of the financing on screen', async () => {
    Object.assign(URL, { createObjectURL: vi.fn((_blob: Blob) => 'blob:pdf'), revokeObjectURL: vi.fn() });
    const url = `GET /api/customers/credit-applications/${LOAN}/contract`;
    const { user, callsTo } = renderPage({
      'GET /api/customers/payment-schedule': ok(schedule()),
      [url]: ok(null),
    });

    await user.click(await screen.findByRole('button', { name: 'Contrato' }));
    await waitFor(() => expect(callsTo(url)).toHaveLength(1));
  });

  it('leads the customer of an approved credit to accept the contract with a texted code', async () => {
    const approved = (contractAcceptedAt: string | null) => {
      const base = schedule({ receipts: [] });
      return schedule({
        receipts: [],
        financing: {
          ...(base.financing as NonNullable<CustomerSchedule['financing']>),
          status: 'APPROVED',
          contractAcceptedAt,
        },
      });
    };
    const send = `POST /api/customers/credit-applications/${LOAN}/contract/send-code`;
    const accept = `POST /api/customers/credit-applications/${LOAN}/contract/accept`;
    const { user, callsTo } = renderPage({
      'GET /api/customers/payment-schedule': [ok(approved(null)), ok(approved('2026-10-05T15:00:00.000Z'))],
      [send]: ok({ expiresInSeconds: 300 }),
      [accept]: [
        fail(400, 'OTP_INVALID', 'OTP inválido'),
        ok({ acceptedAt: '2026-10-05T15:00:00.000Z', sha256: 'ab'.repeat(32) }),
      ],
    });

    const section = await screen.findByRole('region', { name: 'Acepta tu contrato' });
    await user.click(within(section).getByRole('button', { name: 'Enviar código para aceptar' }));
    expect(await within(section).findByRole('timer')).toHaveTextContent('5:00');
    await waitFor(() => expect(within(section).getByLabelText('Dígito 1 de 6')).toHaveFocus());
    const submit = within(section).getByRole('button', { name: 'Aceptar contrato' });
    expect(submit).toBeDisabled();

    await user.keyboard('000000');
    await user.click(submit);
    // A wrong code is the form's alert; the boxes are cleared and the caret is back in the first one.
    expect(await within(section).findByRole('alert')).toHaveTextContent('OTP inválido');
    await waitFor(() => expect(within(section).getByLabelText('Dígito 1 de 6')).toHaveFocus());

    await user.keyboard('123456');
    await user.click(within(section).getByRole('button', { name: 'Aceptar contrato' }));
    const accepted = await screen.findByRole('region', { name: 'Contrato aceptado' });
    expect(accepted).toHaveTextContent('Aceptaste tu contrato el 5 de octubre de 2026.');
    // The card's new title, and the toast.
    await waitFor(() => expect(screen.getAllByText('Contrato aceptado')).toHaveLength(2), { timeout: 4000 });
    expect(callsTo(send)).toHaveLength(1);
    expect(callsTo(accept).map((c) => c.body)).toEqual([{ otp: '000000' }, { otp: '123456' }]);
  });

  it('offers no acceptance for a disbursed credit whose contract was uploaded', async () => {
    renderPage({ 'GET /api/customers/payment-schedule': ok(schedule()) });
    expect(await screen.findByRole('list', { name: 'Mis recibos' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Acepta tu contrato' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contrato aceptado' })).not.toBeInTheDocument();
  });

  it('says why a receipt could not be downloaded, and when there is none yet', async () => {
    const { user } = renderPage({
      'GET /api/customers/payment-schedule': [ok(schedule()), ok(schedule({ receipts: [] }))],
      'GET /api/customers/payments/p-1/receipt': fail(404, 'PAYMENT_NOT_FOUND', 'Pago no encontrado.'),
    });

    const list = await screen.findByRole('list', { name: 'Mis recibos' });
    await user.click(within(list).getByRole('button', { name: 'Descargar recibo REC-2026-000001 PDF' }));
    expect(await screen.findByText('No se pudo descargar el recibo')).toBeInTheDocument();
    expect(screen.getByText('Pago no encontrado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Actualizar/ }));
    expect(
      await screen.findByText('Aún no hay pagos registrados en este financiamiento.'),
    ).toBeInTheDocument();
  });

  it('offers the paz y salvo once the loan is paid off', async () => {
    Object.assign(URL, { createObjectURL: vi.fn((_blob: Blob) => 'blob:pdf'), revokeObjectURL: vi.fn() });
    const url = `GET /api/customers/credit-applications/${LOAN}/release-letter`;
    const { user, callsTo } = renderPage({
      'GET /api/customers/payment-schedule': ok(schedule({ paidOff: true })),
      [url]: ok(null),
    });

    expect(
      await screen.findByText(
        'Tu préstamo está pagado. Descarga tu paz y salvo con la liberación del gravamen de tu moto.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Paz y salvo' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(callsTo(url)).toHaveLength(1);
  });

  it('says when no payment was reported yet', async () => {
    renderPage({ 'GET /api/customers/payment-schedule': ok(schedule()) });

    expect(await screen.findByText('Aún no has reportado pagos')).toBeInTheDocument();
  });
});

describe('Reportar pago', () => {
  afterEach(() => {
    FakeXhr.last = null;
  });

  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const created = {
    status: 201,
    body: { success: true, data: { payment: { id: 'r-9', status: 'PENDING' } } },
  };

  async function openDialog(handlers: Record<string, MockHandler | MockHandler[]> = {}) {
    const page = renderPage({ 'GET /api/customers/payment-schedule': ok(schedule()), ...handlers });
    await page.user.click(await screen.findByRole('button', { name: /Reportar pago/ }));
    return { ...page, dialog: await screen.findByRole('dialog', { name: 'Reportar pago' }) };
  }

  it("validates with the API's messages and refuses a future date", async () => {
    const { user, dialog, callsTo } = await openDialog();
    const amount = within(dialog).getByLabelText(/Monto pagado/);
    // Prefilled with what the next installment still owes.
    expect(amount).toHaveValue(53.42);
    expect(within(dialog).getByLabelText(/Fecha de Pago/)).toHaveValue(businessToday());

    await user.clear(amount);
    await user.type(amount, '0');
    fireEvent.change(within(dialog).getByLabelText(/Fecha de Pago/), {
      target: { value: addDays(businessToday(), 1) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));

    expect(await within(dialog).findByText('El monto debe ser mayor que cero.')).toBeInTheDocument();
    expect(within(dialog).getByText('La fecha de pago no puede ser futura.')).toBeInTheDocument();
    expect(callsTo('POST /api/customers/payments')).toHaveLength(0);
  });

  it('offers only the payment methods the settings enable', async () => {
    const { user, dialog } = await openDialog({
      'GET /api/settings/public': ok({
        companyName: 'Quincena',
        companyEmail: 'soporte@quincena.com.pa',
        companyPhone: '',
        passwordPolicy: { minLength: 8, complexity: 'medium' },
        paymentMethods: ['CASH', 'CARD'],
      }),
    });
    const method = within(dialog).getByRole('combobox', { name: /Método de Pago/ });
    // The transfer is not enabled: the first enabled method is chosen instead.
    await waitFor(() => expect(method).toHaveTextContent('Efectivo'));
    await user.click(method);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Efectivo',
      'Tarjeta',
    ]);
  });

  it('sends the report with an idempotency key, kept on a retry, then toasts and refetches the list', async () => {
    const { user, dialog, callsTo } = await openDialog({
      'POST /api/customers/payments': [fail(503, 'SERVICE_UNAVAILABLE', 'Servicio no disponible.'), created],
    });
    await user.click(within(dialog).getByRole('combobox', { name: /Método de Pago/ }));
    await user.click(await screen.findByRole('option', { name: 'Efectivo' }));
    await user.type(within(dialog).getByLabelText('Referencia'), 'REC-204');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Servicio no disponible.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));

    expect(await screen.findByText('Pago reportado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [first, retry] = callsTo('POST /api/customers/payments');
    expect(first?.body).toEqual({
      amount: 53.42,
      paymentMethod: 'CASH',
      paymentReference: 'REC-204',
      paymentDate: businessToday(),
      applicationId: LOAN,
    });
    expect(first?.headers['Idempotency-Key']).toMatch(UUID);
    expect(retry?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    await waitFor(() => expect(callsTo('GET /api/customers/payments')).toHaveLength(2));
  });

  it('checks the receipt by its first bytes and uploads it after the fields, with progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { user, dialog, callsTo } = await openDialog();
    const picker = within(dialog).getByLabelText('Comprobante');

    await user.upload(picker, new File(['not an image'], 'recibo.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      documentMessages.invalidFileType(['pdf', 'jpeg', 'png']),
    );

    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
      'recibo.png',
      {
        type: 'image/png',
      },
    );
    await user.upload(picker, png);
    expect(await within(dialog).findByText('recibo.png')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));

    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.url).toBe('/api/customers/payments');
    expect(xhr.headers['Idempotency-Key']).toMatch(UUID);
    expect([...(xhr.body?.keys() ?? [])]).toEqual([
      'amount',
      'paymentMethod',
      'paymentDate',
      'applicationId',
      'receipt',
    ]);
    expect(xhr.body?.get('amount')).toBe('53.42');
    expect(xhr.body?.get('paymentMethod')).toBe('BANK_TRANSFER');

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(within(dialog).getByRole('progressbar', { name: 'Envío del comprobante' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    act(() => xhr.respond(201, created.body));
    expect(await screen.findByText('Pago reportado')).toBeInTheDocument();
    expect(callsTo('POST /api/customers/payments')).toHaveLength(0);
  });
});
