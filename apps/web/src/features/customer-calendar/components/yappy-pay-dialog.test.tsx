import type { YappyOrder } from '@quincena/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, type MockHandler, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { customerUser, storeSession } from '../../../test/users.ts';
import { YappyPayDialog } from './yappy-pay-dialog.tsx';

const LOAN = '7d3f3c52-6a0e-4e55-9d59-1c1c3e9f5b10';
const payoff = ok({
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
});
const order = (overrides: Partial<YappyOrder> = {}): YappyOrder => ({
  orderId: 'QABCDEFGH23',
  applicationId: LOAN,
  kind: 'INSTALLMENTS',
  amount: 103.42,
  status: 'PENDING',
  provider: 'sandbox',
  paymentId: null,
  createdAt: '2026-10-20T15:00:00.000Z',
  expiresAt: '2026-10-20T15:10:00.000Z',
  ...overrides,
});

function renderDialog(handlers: Record<string, MockHandler | MockHandler[]>) {
  storeSession(customerUser());
  const api = mockApi({
    'GET /api/customers/payoff': payoff,
    'GET /api/customers/payment-schedule': ok({}),
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt('/customer');
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter
        routes={[
          {
            path: '/customer',
            element: (
              <YappyPayDialog open onOpenChange={() => {}} applicationId={LOAN} suggestedAmount="103.42" />
            ),
          },
        ]}
      />
    </AppProviders>,
  );
  return { ...api, user: userEvent.setup() };
}

describe('Pagar con Yappy', () => {
  it('asks Yappy for the installments, then follows the order until the money is applied', async () => {
    const { user, callsTo } = renderDialog({
      'POST /api/customers/payments/yappy': {
        status: 201,
        body: { success: true, data: { order: order() } },
      },
      'GET /api/customers/payments/yappy/QABCDEFGH23': [
        ok({ order: order() }),
        ok({ order: order({ status: 'PAID', paymentId: 'p-1' }) }),
      ],
      'POST /api/dev/yappy/orders/QABCDEFGH23/notify': ok({
        order: order({ status: 'PAID', paymentId: 'p-1' }),
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Pagar con Yappy' });
    expect(within(dialog).getByRole('radio', { name: /Pagar cuotas/ })).toBeChecked();
    expect(within(dialog).getByLabelText(/Monto a pagar/)).toHaveValue('103.42');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar con Yappy' }));

    expect(await within(dialog).findByText(/Confirma el pago en tu app Yappy/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Orden QABCDEFGH23');
    const [sent] = callsTo('POST /api/customers/payments/yappy');
    expect(sent?.body).toEqual({ applicationId: LOAN, kind: 'INSTALLMENTS', amount: 103.42 });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    // The sandbox has no Yappy app: its button confirms as Yappy would.
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar en el sandbox' }));
    expect(await within(dialog).findByText(/¡Pago recibido!/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirmar en el sandbox' })).not.toBeInTheDocument();
  });

  it('pays the whole loan at today’s payoff, and refuses an amount that is not money', async () => {
    const { user, callsTo } = renderDialog({
      'POST /api/customers/payments/yappy': {
        status: 201,
        body: { success: true, data: { order: order({ kind: 'PAYOFF', amount: 1505.9 }) } },
      },
      'GET /api/customers/payments/yappy/QABCDEFGH23': ok({
        order: order({ kind: 'PAYOFF', amount: 1505.9, status: 'EXPIRED' }),
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Pagar con Yappy' });
    const amount = within(dialog).getByLabelText(/Monto a pagar/);
    await user.clear(amount);
    await user.type(amount, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar con Yappy' }));
    expect(
      await within(dialog).findByText('Monto no válido. Usa un número positivo con hasta 2 decimales.'),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/customers/payments/yappy')).toHaveLength(0);

    const all = await within(dialog).findByRole('radio', { name: /Pagar todo.*USD\s1,505\.90/ });
    await user.click(all);
    await user.click(within(dialog).getByRole('button', { name: 'Pagar con Yappy' }));
    expect(
      await within(dialog).findByText('La orden venció sin confirmarse. No se cobró nada.'),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/customers/payments/yappy')[0]?.body).toEqual({
      applicationId: LOAN,
      kind: 'PAYOFF',
      amount: 1505.9,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(within(dialog).getByRole('radio', { name: /Pagar cuotas/ })).toBeInTheDocument();
  });

  it("shows the server's reason when Yappy cannot take the order", async () => {
    const { user } = renderDialog({
      'POST /api/customers/payments/yappy': fail(
        409,
        'YAPPY_ORDER_PENDING',
        'Ya tienes un pago con Yappy esperando confirmación. Confírmalo en tu app Yappy o espera unos minutos.',
      ),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Pagar con Yappy' });
    await user.click(within(dialog).getByRole('button', { name: 'Pagar con Yappy' }));
    expect(
      await within(dialog).findByText(/Ya tienes un pago con Yappy esperando confirmación/),
    ).toBeInTheDocument();
  });
});
