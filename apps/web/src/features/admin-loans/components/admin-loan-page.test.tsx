import type { LoanDetail, LoanTransactionView } from '@quincena/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, type MockHandler, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { adminUser, storeSession } from '../../../test/users.ts';
import { AdminLoanPage } from './admin-loan-page.tsx';

const ID = '7d0a4f7e-1111-4f5b-9c1a-000000000001';
const LOAN_URL = `GET /api/admin/loans/${ID}`;

function entry(overrides: Partial<LoanTransactionView>): LoanTransactionView {
  return {
    id: 't-1',
    type: 'REPAYMENT',
    valueDate: '2026-11-14',
    amount: 0,
    principal: 0,
    interest: 0,
    lateFee: 0,
    createdAt: '2026-11-14T15:00:00.000Z',
    createdBy: 'Sistema',
    ...overrides,
  };
}

function loanDetail(overrides: Partial<LoanDetail['loan']> = {}): LoanDetail {
  return {
    loan: {
      applicationId: ID,
      number: 'SOL-2026-000042',
      paymentReference: 'QNC-000042',
      status: 'ACTIVE',
      principalOutstanding: 2497.1,
      interestOutstanding: 49.16,
      lateFeesOutstanding: 25,
      unappliedCredit: 10.5,
      daysPastDue: 9,
      nextDueDate: '2026-11-30',
      watchUntil: null,
      ...overrides,
    },
    installments: [
      {
        id: 'i-1',
        paymentNumber: 1,
        dueDate: '2026-11-15',
        amount: 169.16,
        principal: 120,
        interest: 49.16,
        lateFee: 25,
        paidAmount: 80,
        isPaid: false,
        isOverdue: true,
        status: 'OVERDUE',
      },
      {
        id: 'i-2',
        paymentNumber: 2,
        dueDate: '2026-11-30',
        amount: 169.16,
        principal: 121.5,
        interest: 47.66,
        lateFee: 0,
        paidAmount: 0,
        isPaid: false,
        isOverdue: false,
        status: 'PENDING',
      },
    ],
    repossession: null,
    transactions: [
      entry({
        id: 't-1',
        type: 'DISBURSEMENT',
        valueDate: '2026-10-31',
        amount: 2617.1,
        principal: 2617.1,
        createdAt: '2026-10-31T15:00:00.000Z',
        createdBy: 'Ana Admin',
        notes: 'Transferencia al concesionario',
      }),
      entry({
        id: 't-2',
        valueDate: '2026-11-10',
        amount: 169.16,
        principal: 120,
        interest: 49.16,
        createdBy: 'Luis Cobros',
        reversedAt: '2026-11-12T16:30:00.000Z',
      }),
      entry({
        id: 't-3',
        type: 'REVERSAL',
        valueDate: '2026-11-10',
        amount: 169.16,
        principal: 120,
        interest: 49.16,
        createdBy: 'Ana Admin',
        reversalOf: 't-2',
        notes: 'Cheque sin fondos',
      }),
      entry({ id: 't-4', valueDate: '2026-11-14', amount: 80, principal: 30.84, interest: 49.16 }),
    ],
  };
}

function renderPage(
  handler: MockHandler | MockHandler[],
  more: Record<string, MockHandler | MockHandler[]> = {},
) {
  const user = adminUser();
  storeSession(user);
  const api = mockApi({ 'GET /api/auth/admin/me': ok(user), [LOAN_URL]: handler, ...more });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt(`/admin/loans/${ID}`);
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter
        routes={[
          { path: '/admin/loans/:id', element: <AdminLoanPage /> },
          { path: '/admin/applications', element: <h1>Solicitudes</h1> },
        ]}
      />
    </AppProviders>,
  );
  return { ...api, user: userEvent.setup() };
}

const PAYOFF_URL = `GET /api/admin/loans/${ID}/payoff`;
const payoff = (date: string, total: number) => ({
  payoff: {
    applicationId: ID,
    date,
    principal: 2497.1,
    interest: 60.2,
    lateFees: 25,
    credit: 10.5,
    total,
    interestRebate: 812.4,
    validUntil: '2026-11-29',
  },
});

describe('AdminLoanPage', () => {
  it('quotes the early payoff for today, and for the day the admin picks', async () => {
    const { fetchMock } = renderPage(ok(loanDetail()), {
      [PAYOFF_URL]: [ok(payoff('2026-11-20', 2571.8)), ok(payoff('2026-11-25', 2590.05))],
    });
    const card = await screen.findByRole('region', { name: 'Cancelación anticipada' });
    const item = (label: string) => within(card).getByText(label).parentElement as HTMLElement;
    expect(await within(card).findByText('USD 2,571.80')).toBeInTheDocument();
    expect(item('Intereses que se ahorra')).toHaveTextContent('USD 812.40');
    expect(item('Capital')).toHaveTextContent('USD 2,497.10');
    expect(item('Intereses al día')).toHaveTextContent('USD 60.20');
    expect(item('Mora')).toHaveTextContent('USD 25.00');
    expect(item('Crédito a favor')).toHaveTextContent('USD 10.50');
    expect(item('Válido hasta')).toHaveTextContent('29 nov 2026');

    // A date field takes its value whole (typing it key by key is the browser's widget).
    const date = within(card).getByLabelText('Fecha de pago');
    fireEvent.change(date, { target: { value: '2099-01-01' } });
    expect(
      within(card).getByText('La fecha de cancelación debe estar entre hoy y un año después.'),
    ).toBeInTheDocument();
    const today = (date as HTMLInputElement).min;
    const later = new Date(`${today}T12:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 5);
    const fiveDays = later.toISOString().slice(0, 10);
    fireEvent.change(date, { target: { value: fiveDays } });
    expect(await within(card).findByText('USD 2,590.05')).toBeInTheDocument();
    const asked = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('/payoff'));
    expect(asked.some((url) => url.includes(`date=${fiveDays}`))).toBe(true);
    expect(asked.some((url) => url.includes('date=2099-01-01'))).toBe(false);
  });

  it('records a payoff: the quote of the payment date first, its total as the amount, a short amount refused', async () => {
    const posted: unknown[] = [];
    const { user } = renderPage(ok(loanDetail()), {
      [PAYOFF_URL]: ok(payoff('2026-11-20', 2571.8)),
      'GET /api/settings/public': ok({ paymentMethods: ['CASH', 'BANK_TRANSFER'] }),
      [`POST /api/admin/loans/${ID}/payoff`]: [
        fail(
          400,
          'PAYOFF_AMOUNT_SHORT',
          'El monto recibido (USD 2,571.80) no alcanza para cancelar el préstamo: se requieren USD 2,580.00.',
        ),
        ({ body, headers }) => {
          posted.push({ body, key: headers['Idempotency-Key'] });
          return {
            status: 201,
            body: {
              success: true,
              data: {
                payment: { id: 'p-9', applicationId: ID, amount: 2580 },
                payoff: payoff('2026-11-20', 2580).payoff,
                loan: { status: 'PAID_OFF', unappliedCredit: 0 },
              },
            },
          };
        },
      ],
    });
    const card = await screen.findByRole('region', { name: 'Cancelación anticipada' });
    await user.click(within(card).getByRole('button', { name: 'Registrar cancelación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar cancelación' });
    const effect = within(dialog).getByRole('region', { name: 'Efecto de la cancelación' });
    expect(await within(effect).findByText('USD 2,571.80')).toBeInTheDocument();
    expect(within(effect).getByText('Intereses que se ahorra').parentElement).toHaveTextContent('USD 812.40');
    const amount = within(dialog).getByLabelText(/^Monto recibido/);
    expect(amount).toHaveValue(2571.8);

    await user.click(within(dialog).getByRole('button', { name: 'Registrar cancelación' }));
    expect(await within(dialog).findByText(/no alcanza para cancelar el préstamo/)).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription(/se requieren USD 2,580\.00/);

    await user.clear(amount);
    await user.type(amount, '2580');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar cancelación' }));
    expect(await screen.findByText('Préstamo cancelado')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        body: expect.objectContaining({
          amount: 2580,
          paymentMethod: 'CASH',
          paymentDate: expect.any(String),
        }),
        key: expect.any(String),
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Registrar cancelación' })).not.toBeInTheDocument();
  });

  it('offers "Castigar préstamo" at 90+ days past due: the reason goes to a second admin', async () => {
    const asked: unknown[] = [];
    const { user } = renderPage(ok(loanDetail({ daysPastDue: 95 })), {
      [PAYOFF_URL]: ok(payoff('2026-11-20', 2571.8)),
      [`POST /api/admin/loans/${ID}/write-off`]: ({ body }) => {
        asked.push(body);
        return {
          status: 202,
          body: { success: true, data: { approval: { id: 'ap-1', status: 'PENDING' } } },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Castigar préstamo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Castigar préstamo' });
    expect(dialog).toHaveTextContent(
      '95 días de atraso. Saldrán de la cartera USD 2,497.10 de capital y USD 25.00 de mora',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pedir castigo' }));
    expect(await within(dialog).findByText('Indica el motivo del castigo.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Sin contacto desde agosto');
    await user.click(within(dialog).getByRole('button', { name: 'Pedir castigo' }));
    expect(await screen.findByText('Castigo enviado a aprobación')).toBeInTheDocument();
    expect(asked).toEqual([{ reason: 'Sin contacto desde agosto' }]);
  });

  it('offers "Devolver saldo a favor" up to the credit: the amount and the reason go to a second admin', async () => {
    const asked: unknown[] = [];
    const { user } = renderPage(ok(loanDetail({ status: 'PAID_OFF' })), {
      [`POST /api/admin/loans/${ID}/refund`]: [
        fail(400, 'REFUND_ABOVE_CREDIT', 'La devolución no puede superar el saldo a favor (USD 10.50).'),
        ({ body }) => {
          asked.push(body);
          return {
            status: 202,
            body: { success: true, data: { approval: { id: 'ap-2', status: 'PENDING' } } },
          };
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Devolver saldo a favor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolver saldo a favor' });
    const amount = within(dialog).getByLabelText(/^Monto a devolver/);
    expect(amount).toHaveValue(10.5);
    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Pagó de más');
    await user.click(within(dialog).getByRole('button', { name: 'Pedir devolución' }));
    expect(amount).toHaveAccessibleDescription(
      'La devolución no puede superar el saldo a favor (USD 10.50).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pedir devolución' }));
    expect(await screen.findByText('Devolución enviada a aprobación')).toBeInTheDocument();
    expect(asked).toEqual([{ amount: 10.5, reason: 'Pagó de más' }]);
  });

  it('previews a payment holiday with the new dates, and shows the watch once restructured', async () => {
    const asked: unknown[] = [];
    const { user } = renderPage(ok(loanDetail({ watchUntil: '2027-02-15' })), {
      [PAYOFF_URL]: ok(payoff('2026-11-20', 2571.8)),
      [`POST /api/admin/loans/${ID}/restructure`]: ({ body }) => {
        asked.push(body);
        return {
          status: 202,
          body: { success: true, data: { approval: { id: 'ap-3', status: 'PENDING' } } },
        };
      },
    });
    expect(await screen.findByText('En observación hasta el 15 feb 2027')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reestructurar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reestructurar préstamo' });
    const preview = within(dialog).getByRole('region', { name: 'Nuevo calendario' });
    // One quincena later by default: installment 1 (due 15 nov) now falls due on 30 nov.
    expect(within(preview).getAllByRole('listitem')[0]).toHaveTextContent(
      /Cuota n\.º 1 · USD 169\.16.*15 nov 2026 → 30 nov 2026/,
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Cuotas a diferir' }));
    await user.click(await screen.findByRole('option', { name: '2 cuotas' }));
    expect(within(preview).getAllByRole('listitem')[0]).toHaveTextContent(/15 nov 2026 → 15 dic 2026/);
    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Accidente');
    await user.click(within(dialog).getByRole('button', { name: 'Pedir reestructuración' }));
    expect(await screen.findByText('Reestructuración enviada a aprobación')).toBeInTheDocument();
    expect(asked).toEqual([{ type: 'PAYMENT_HOLIDAY', installments: 2, reason: 'Accidente' }]);
  });

  it('extends the term with the schedule the API previews, and asks for it', async () => {
    const asked: unknown[] = [];
    const extension = {
      loanTermMonths: 18,
      principal: 2497.1,
      carriedInterest: 49.16,
      installmentBefore: 169.16,
      installmentAfter: 121.4,
      installments: Array.from({ length: 24 }, (_, k) => ({
        paymentNumber: k + 1,
        dueDate: k === 0 ? '2026-11-30' : k === 23 ? '2027-11-15' : '2026-12-15',
        amount: k === 0 ? 123.45 : 121.4,
      })),
    };
    const { user } = renderPage(ok(loanDetail()), {
      [PAYOFF_URL]: ok(payoff('2026-11-20', 2571.8)),
      [`GET /api/admin/loans/${ID}/term-extension`]: ok({ extension }),
      [`POST /api/admin/loans/${ID}/restructure`]: ({ body }) => {
        asked.push(body);
        return {
          status: 202,
          body: { success: true, data: { approval: { id: 'ap-4', status: 'PENDING' } } },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reestructurar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reestructurar préstamo' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Extender el plazo' }));
    expect(dialog).toHaveAccessibleDescription(
      /^Extender el plazo: el capital pendiente se reparte en más cuotas/,
    );
    expect(within(dialog).getByRole('combobox', { name: 'Nuevo plazo' })).toHaveTextContent('18 meses');
    const preview = await within(dialog).findByRole('region', { name: 'Nuevo calendario' });
    expect(dialog).toHaveTextContent(/Cuota\s*USD.169\.16\s*USD.121\.40/);
    expect(dialog).toHaveTextContent(/Cuotas pendientes\s*24 · la última el 15 nov 2027/);
    expect(dialog).toHaveTextContent(/Intereses vencidos repartidos\s*USD.49\.16/);
    expect(within(preview).getAllByRole('listitem')[0]).toHaveTextContent(
      /Cuota n\.º 1 · USD.123\.45.*30 nov 2026/,
    );
    expect(within(preview).getAllByRole('listitem').at(-1)).toHaveTextContent(
      'Y 18 cuotas más, una cada quincena.',
    );

    await user.click(within(dialog).getByRole('combobox', { name: 'Nuevo plazo' }));
    await user.click(await screen.findByRole('option', { name: '24 meses' }));
    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Ingresos reducidos');
    await user.click(within(dialog).getByRole('button', { name: 'Pedir reestructuración' }));
    expect(await screen.findByText('Reestructuración enviada a aprobación')).toBeInTheDocument();
    expect(asked).toEqual([{ type: 'EXTEND_TERM', loanTermMonths: 24, reason: 'Ingresos reducidos' }]);
  });

  it('orders the motorcycle recovered, then records its sale with the amount applied to the loan', async () => {
    const sent: unknown[] = [];
    const recovered = {
      id: 'r-1',
      applicationId: ID,
      status: 'RECOVERED' as const,
      reason: 'Tres cuotas sin pagar',
      orderedOn: '2026-11-02',
      recoveredOn: '2026-11-10',
      place: 'David, Chiriquí',
      condition: 'Rayones leves',
      costs: 45,
      closedOn: null,
      saleAmount: null,
      notes: null,
    };
    const { user } = renderPage(
      [ok(loanDetail()), ok({ ...loanDetail({ status: 'REPOSSESSED' }), repossession: recovered })],
      {
        [PAYOFF_URL]: ok(payoff('2026-11-20', 2571.8)),
        [`POST /api/admin/loans/${ID}/repossession`]: ({ body }) => {
          sent.push(body);
          return {
            status: 201,
            body: { success: true, data: { repossession: { ...recovered, status: 'ORDERED' } } },
          };
        },
        [`PUT /api/admin/loans/${ID}/repossession`]: ({ body }) => {
          sent.push(body);
          return {
            status: 200,
            body: { success: true, data: { repossession: { ...recovered, status: 'SOLD' } } },
          };
        },
      },
    );
    const card = await screen.findByRole('region', { name: 'Recuperación de la moto' });
    await user.click(within(card).getByRole('button', { name: 'Ordenar recuperación' }));
    const order = await screen.findByRole('dialog', { name: 'Ordenar recuperación' });
    await user.type(within(order).getByLabelText(/^Motivo/), 'Tres cuotas sin pagar');
    await user.click(within(order).getByRole('button', { name: 'Ordenar recuperación' }));
    expect(await screen.findByText('Recuperación ordenada')).toBeInTheDocument();

    // The loan, fetched again, is being repossessed: the motorcycle is back, it can be sold.
    const after = await screen.findByRole('region', { name: 'Recuperación de la moto' });
    expect(await within(after).findByText('David, Chiriquí')).toBeInTheDocument();
    await user.click(within(after).getByRole('button', { name: 'Registrar venta' }));
    const sale = await screen.findByRole('dialog', { name: 'Registrar venta de la moto' });
    await user.type(within(sale).getByLabelText(/^Monto de la venta/), '900');
    await user.click(within(sale).getByRole('button', { name: 'Registrar venta de la moto' }));
    expect(await screen.findByText('Recuperación actualizada')).toBeInTheDocument();
    expect(sent).toEqual([
      { reason: 'Tres cuotas sin pagar' },
      expect.objectContaining({ status: 'SOLD', saleAmount: 900, date: expect.any(String) }),
    ]);
  });

  it('offers no write-off under 90 days past due', async () => {
    renderPage(ok(loanDetail({ daysPastDue: 89 })), { [PAYOFF_URL]: ok(payoff('2026-11-20', 2571.8)) });
    await screen.findByRole('heading', { level: 1, name: 'Préstamo SOL-2026-000042' });
    expect(screen.queryByRole('button', { name: 'Castigar préstamo' })).not.toBeInTheDocument();
  });

  it('quotes no payoff for a loan paid off, and offers its paz y salvo', async () => {
    Object.assign(URL, { createObjectURL: vi.fn((_blob: Blob) => 'blob:pdf'), revokeObjectURL: vi.fn() });
    const letter = `GET /api/admin/loans/${ID}/release-letter`;
    const { user, callsTo } = renderPage(ok(loanDetail({ status: 'PAID_OFF' })), { [letter]: ok(null) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Préstamo SOL-2026-000042' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cancelación anticipada' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Paz y salvo' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(callsTo(letter)).toHaveLength(1);
  });

  it('downloads the account statement and the contract of any loan', async () => {
    Object.assign(URL, { createObjectURL: vi.fn((_blob: Blob) => 'blob:pdf'), revokeObjectURL: vi.fn() });
    const statement = `GET /api/admin/loans/${ID}/statement`;
    const { user, callsTo } = renderPage(ok(loanDetail()), {
      [statement]: ok(null),
      [`GET /api/admin/credit-applications/${ID}/contract`]: ok(null),
    });
    await user.click(await screen.findByRole('button', { name: 'Estado de cuenta' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(callsTo(statement)).toHaveLength(1);
    const contract = `GET /api/admin/credit-applications/${ID}/contract`;
    expect(callsTo(contract)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Contrato' }));
    await waitFor(() => expect(callsTo(contract)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Paz y salvo' })).not.toBeInTheDocument();
  });

  it('shows the number, the status and the summary the API computed', async () => {
    renderPage(ok(loanDetail()));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Préstamo SOL-2026-000042' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Estado:').parentElement).toHaveTextContent('Estado: Activo');
    const cards = screen.getByRole('list', { name: 'Resumen del préstamo' });
    const card = (label: string) =>
      within(cards)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.startsWith(label));
    expect(card('Capital pendiente')).toHaveTextContent('USD 2,497.10');
    expect(card('Intereses pendientes')).toHaveTextContent('USD 49.16');
    expect(card('Mora pendiente')).toHaveTextContent('USD 25.00');
    expect(card('Crédito a favor')).toHaveTextContent('USD 10.50');
    expect(card('Días de atraso')).toHaveTextContent('9Con cuotas vencidas');
    expect(card('Próximo vencimiento')).toHaveTextContent('30 nov 2026');
    expect(card('Referencia de pago')).toHaveTextContent('QNC-000042');
  });

  it('lists the installments with what was paid of each', async () => {
    renderPage(ok(loanDetail()));

    const table = await screen.findByRole('table', { name: 'Plan de pagos: 2 cuotas quincenales' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(
      '115 nov 2026USD 169.16Mora USD 25.00VencidoPagado USD 80.00USD 25.00USD 80.00',
    );
    expect(second).toHaveTextContent(/^230 nov 2026USD 169.16Pendiente/);
    // The phone's stacked rows carry the same figures.
    const list = screen.getByRole('list', { name: 'Plan de pagos: 2 cuotas quincenales' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Mora USD 25.00Pagado USD 80.00');
  });

  it("shows the ledger: each entry's parts, who wrote it and why, a reversed one struck with its date", async () => {
    renderPage(ok(loanDetail()));

    expect(await screen.findByRole('heading', { level: 2, name: 'Movimientos' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Movimientos del préstamo: 4' });
    const [header, disbursement, receipt, reversal, later] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('Fecha valorTipoMontoCapitalInterésMoraRegistrado porNotas');
    expect(disbursement).toHaveTextContent('31 oct 2026DesembolsoUSD 2,617.10USD 2,617.10——Ana Admin');
    expect(disbursement).toHaveTextContent('Transferencia al concesionario');

    expect(receipt).toHaveTextContent('Pago recibido');
    expect(receipt).toHaveTextContent(/Revertido el 12 nov 2026, 11:30/);
    // Every figure of the reversed entry is struck; the words above say why.
    const figures = within(receipt as HTMLElement).getAllByText(/^USD/);
    expect(figures.map((figure) => figure.tagName)).toEqual(['S', 'S', 'S']);

    expect(reversal).toHaveTextContent('ReversiónRevierte: Pago recibido del 10 nov 2026');
    expect(reversal).toHaveTextContent('Cheque sin fondos');
    expect(within(reversal as HTMLElement).getByText('USD 169.16').tagName).toBe('TD');
    expect(later).toHaveTextContent('14 nov 2026Pago recibidoUSD 80.00USD 30.84USD 49.16—Sistema');

    const phone = screen.getByRole('list', { name: 'Movimientos del préstamo: 4' });
    expect(within(phone).getAllByRole('listitem')[1]).toHaveTextContent(
      /Pago recibidoRevertido el 12 nov 2026.*Fecha valor 10 nov 2026.*Registrado por Luis Cobros/,
    );
  });

  it('links to the calendar filtered to this loan, to its application and to its activity', async () => {
    renderPage(ok(loanDetail()));

    const pay = await screen.findByRole('link', { name: 'Registrar pago' });
    expect(pay).toHaveAttribute('href', '/admin/payments?search=SOL-2026-000042');
    expect(screen.getByRole('link', { name: 'Ver solicitud' })).toHaveAttribute(
      'href',
      `/admin/applications?view=${ID}`,
    );
    expect(screen.getByRole('link', { name: 'Ver actividad' })).toHaveAttribute(
      'href',
      `/admin/activity?entityType=credit_application&entityId=${ID}`,
    );
    // No entry here is a receipt that can be reversed: the history offers no button.
    const history = screen.getByRole('table', { name: 'Movimientos del préstamo: 4' });
    expect(within(history).queryByRole('button')).not.toBeInTheDocument();
  });

  it('corrects an unpaid installment from its row: the late fee waiver goes to approval', async () => {
    const CORRECT_URL = 'PUT /api/admin/payment-schedules/i-1';
    const { user, callsTo } = renderPage([ok(loanDetail()), ok(loanDetail())], {
      [CORRECT_URL]: ok({
        installment: { id: 'i-1' },
        approval: { id: 'ap-1', status: 'PENDING' },
      }),
    });

    const table = await screen.findByRole('table', { name: 'Plan de pagos: 2 cuotas quincenales' });
    expect(within(table).getAllByRole('button', { name: /^Corregir cuota/ })).toHaveLength(2);
    await user.click(within(table).getByRole('button', { name: 'Corregir cuota 1' }));

    const dialog = await screen.findByRole('dialog', { name: 'Corregir cuota 1' });
    await user.click(within(dialog).getByRole('switch', { name: /Condonar la mora de USD\s25\.00/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar corrección' }));
    expect(callsTo(CORRECT_URL)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Nota/), 'Acuerdo con el cliente');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar corrección' }));

    expect(await screen.findByText('Exoneración enviada a aprobación')).toBeInTheDocument();
    const [sent] = callsTo(CORRECT_URL);
    expect(sent?.body).toEqual({ waiveLateFee: true, notes: 'Acuerdo con el cliente' });
    // The loan is fetched again once the correction is in.
    expect(callsTo(LOAN_URL).length).toBeGreaterThanOrEqual(2);
  });

  it('offers no receipt for a loan that is paid off', async () => {
    renderPage(ok(loanDetail({ status: 'PAID_OFF', daysPastDue: 0, nextDueDate: null })));

    expect(await screen.findByText('Pagado', { selector: 'span' })).toHaveTextContent('Estado: Pagado');
    expect(screen.queryByRole('link', { name: 'Registrar pago' })).not.toBeInTheDocument();
    expect(screen.getByText('No quedan cuotas por vencer')).toBeInTheDocument();
    expect(screen.getByText('Al día')).toBeInTheDocument();
    // Nothing is left to correct on a loan that is paid off.
    expect(screen.queryByRole('button', { name: /^Corregir cuota/ })).not.toBeInTheDocument();
  });

  it('says the status in words for a repossessed loan', async () => {
    renderPage(ok(loanDetail({ status: 'REPOSSESSED' })));

    expect(await screen.findByText('En recuperación', { exact: true })).toBeInTheDocument();
  });

  it('says when there is no such loan, with the way back to the applications', async () => {
    const { user } = renderPage(fail(404, 'NOT_FOUND', 'Préstamo no encontrado'));

    expect(await screen.findByText('Préstamo no encontrado')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Préstamo' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Volver a Solicitudes' }));
    expect(await screen.findByRole('heading', { name: 'Solicitudes' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/applications');
  });

  it('shows a failure with a retry that loads the loan', async () => {
    const { user, callsTo } = renderPage([
      fail(500, 'INTERNAL_ERROR', 'Error en el servidor. Intente nuevamente.'),
      ok(loanDetail()),
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar el préstamo');
    expect(alert).toHaveTextContent('Error en el servidor. Intente nuevamente.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Préstamo SOL-2026-000042' }),
    ).toBeInTheDocument();
    expect(callsTo(LOAN_URL)).toHaveLength(2);
  });

  it('tells screen readers the loan is loading', async () => {
    renderPage(() => new Promise(() => {}));

    expect(await screen.findByRole('status')).toHaveTextContent('Cargando el préstamo...');
  });
});

describe('AdminLoanPage: reversing a receipt', () => {
  const PAYMENT = '5b1c2d3e-2222-4f5b-9c1a-000000000009';
  const REVERSE_URL = `POST /api/admin/payments/${PAYMENT}/reverse`;
  const withReceipts = (): LoanDetail => {
    const detail = loanDetail();
    detail.transactions = detail.transactions.map((t) => {
      if (t.id === 't-4') return { ...t, paymentId: PAYMENT };
      // The reversed receipt keeps its id but offers nothing more.
      if (t.id === 't-2') return { ...t, paymentId: 'already-reversed' };
      return t;
    });
    return detail;
  };

  it('offers "Revertir" on a receipt that counts, asks the reason and sends it to approval', async () => {
    const { user, callsTo } = renderPage([ok(withReceipts()), ok(withReceipts())], {
      [REVERSE_URL]: {
        status: 202,
        body: { success: true, data: { approval: { id: 'ap-1', status: 'PENDING' } } },
      },
    });

    const table = await screen.findByRole('table', { name: 'Movimientos del préstamo: 4' });
    const buttons = within(table).getAllByRole('button', { name: /^Revertir el pago/ });
    // Only the surviving receipt: not the reversed one, the disbursement or the reversal.
    expect(buttons).toHaveLength(1);
    await user.click(
      within(table).getByRole('button', { name: /^Revertir el pago de USD\s80\.00 del 14\snov\s2026$/ }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Revertir pago' });
    await user.click(within(dialog).getByRole('button', { name: 'Pedir reversión' }));
    expect(await within(dialog).findByText('Indica el motivo de la reversión.')).toBeInTheDocument();
    expect(callsTo(REVERSE_URL)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Motivo/), 'Cheque devuelto');
    await user.click(within(dialog).getByRole('button', { name: 'Pedir reversión' }));

    expect(await screen.findByText('Reversión enviada a aprobación')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Revertir pago' })).not.toBeInTheDocument();
    const [sent] = callsTo(REVERSE_URL);
    expect(sent?.body).toEqual({ reason: 'Cheque devuelto' });
    expect(sent?.headers['Idempotency-Key']).toEqual(expect.any(String));
    // The loan is fetched again, to show the reversal waiting.
    expect(callsTo(LOAN_URL).length).toBeGreaterThanOrEqual(2);
  });

  it('downloads a receipt by its number, a reversed one too, and none for the reversal itself', async () => {
    Object.assign(URL, { createObjectURL: vi.fn((_blob: Blob) => 'blob:pdf'), revokeObjectURL: vi.fn() });
    const numbered = (): LoanDetail => {
      const detail = withReceipts();
      detail.transactions = detail.transactions.map((t) =>
        t.paymentId ? { ...t, receiptNumber: t.id === 't-4' ? 'REC-2026-000004' : 'REC-2026-000002' } : t,
      );
      return detail;
    };
    const { user, callsTo } = renderPage([ok(numbered())], {
      [`GET /api/admin/payments/${PAYMENT}/receipt`]: ok(null),
    });

    const table = await screen.findByRole('table', { name: 'Movimientos del préstamo: 4' });
    const buttons = within(table).getAllByRole('button', { name: /^Descargar el recibo/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['Recibo REC-2026-000002', 'Recibo REC-2026-000004']);
    await user.click(within(table).getByRole('button', { name: 'Descargar el recibo REC-2026-000004' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(callsTo(`GET /api/admin/payments/${PAYMENT}/receipt`)).toHaveLength(1);
  });

  it('shows the server refusal inside the dialog', async () => {
    const { user } = renderPage(ok(withReceipts()), {
      [REVERSE_URL]: fail(409, 'APPROVAL_ALREADY_PENDING', 'Ya hay una solicitud pendiente para esto.'),
    });

    const table = await screen.findByRole('table', { name: 'Movimientos del préstamo: 4' });
    await user.click(within(table).getByRole('button', { name: /^Revertir el pago/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Revertir pago' });
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Duplicado');
    await user.click(within(dialog).getByRole('button', { name: 'Pedir reversión' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ya hay una solicitud pendiente para esto.',
    );
  });

  it('says a reversal is waiting for approval instead of offering another', async () => {
    const detail = withReceipts();
    detail.transactions = detail.transactions.map((t) =>
      t.id === 't-4' ? { ...t, reversalPending: true } : t,
    );
    renderPage(ok(detail));

    const table = await screen.findByRole('table', { name: 'Movimientos del préstamo: 4' });
    expect(within(table).getByText('Reversión pendiente de aprobación')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Revertir/ })).not.toBeInTheDocument();
  });
});
