import type { AdminYappyOrder } from '@quincena/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, type MockHandler, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { adminUser, storeSession } from '../../../test/users.ts';
import { type YappyFilter, YappyOrders } from './yappy-orders.tsx';

function Tab() {
  const [filter, setFilter] = useState<YappyFilter>('HELD');
  const [page, setPage] = useState(1);
  return <YappyOrders filter={filter} page={page} onFilterChange={setFilter} onPageChange={setPage} />;
}

function order(overrides: Partial<AdminYappyOrder> = {}): AdminYappyOrder {
  return {
    orderId: 'QABCDEFGH23',
    applicationId: 'app-1',
    kind: 'INSTALLMENTS',
    amount: 40,
    status: 'HELD',
    provider: 'sandbox',
    paymentId: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    expiresAt: '2026-11-20T15:10:00.000Z',
    customerName: 'María González',
    phoneNumber: '+50761234567',
    loanNumber: 'SOL-2026-000042',
    heldReason: 'El pago llegó después de cerrar la orden.',
    transactionId: 'SBX-QABCDEFGH23',
    ...overrides,
  };
}
const list = (orders: AdminYappyOrder[]) =>
  ok({
    orders,
    pagination: { page: 1, limit: 20, total: orders.length, totalPages: 1, hasPrev: false, hasNext: false },
  });

function renderTab(handlers: Record<string, MockHandler | MockHandler[]>) {
  const user = adminUser();
  storeSession(user);
  const api = mockApi({ 'GET /api/auth/admin/me': ok(user), ...handlers });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt('/admin/payments');
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={[{ path: '/admin/payments', element: <Tab /> }]} />
    </AppProviders>,
  );
  return { ...api, user: userEvent.setup() };
}

const applied = ok({
  payment: { id: 'p-1', applicationId: 'app-1', amount: 40, appliedAmount: 40, unappliedAmount: 0 },
  installments: [],
});

describe('the Yappy orders held for review', () => {
  it('shows why the money was held and applies it once confirmed', async () => {
    const { user, callsTo } = renderTab({
      'GET /api/admin/payments/yappy': [list([order()]), list([])],
      'POST /api/admin/payments/yappy/QABCDEFGH23/apply': applied,
    });
    const cards = await screen.findByRole('list', { name: 'Órdenes de Yappy' });
    const [card] = within(cards).getAllByRole('listitem') as HTMLElement[];
    expect(card).toHaveTextContent('En revisión');
    expect(card).toHaveTextContent('El pago llegó después de cerrar la orden.');
    expect(card).toHaveTextContent('6123-4567');
    expect(within(card as HTMLElement).getByRole('link', { name: 'SOL-2026-000042' })).toHaveAttribute(
      'href',
      '/admin/loans/app-1',
    );
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Aplicar pago' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Aplicar este pago de Yappy?' });
    expect(dialog).toHaveTextContent('USD 40.00 de María González al préstamo SOL-2026-000042');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar pago' }));
    expect(await screen.findByText('Pago aplicado')).toBeInTheDocument();
    expect(callsTo('POST /api/admin/payments/yappy/QABCDEFGH23/apply')).toHaveLength(1);
    expect(await screen.findByText('No hay pagos de Yappy en revisión')).toBeInTheDocument();
  });

  it('keeps the dialog open and says why when the apply is refused', async () => {
    const { user } = renderTab({
      'GET /api/admin/payments/yappy': list([order()]),
      'POST /api/admin/payments/yappy/QABCDEFGH23/apply': fail(
        409,
        'LOAN_NOT_ACTIVE',
        'El préstamo no está activo.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Aplicar pago' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar pago' }));
    expect(await screen.findByText('El préstamo no está activo.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('lists every order when asked, paid ones without an apply', async () => {
    const { user, fetchMock } = renderTab({
      'GET /api/admin/payments/yappy': [
        list([]),
        list([order({ status: 'PAID', paymentId: 'p-9', heldReason: null })]),
      ],
    });
    expect(await screen.findByText('No hay pagos de Yappy en revisión')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Mostrar' }));
    await user.click(await screen.findByRole('option', { name: 'Todas' }));
    expect(await screen.findByText('Pagado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aplicar pago' })).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.some((u) => u.includes('/admin/payments/yappy') && u.includes('status=HELD'))).toBe(true);
    expect(urls.some((u) => u.includes('/admin/payments/yappy') && !u.includes('status='))).toBe(true);
  });
});
