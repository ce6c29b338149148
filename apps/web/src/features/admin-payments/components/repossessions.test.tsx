import type { RepossessionListItem } from '@quincena/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { type MockHandler, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { adminUser, storeSession } from '../../../test/users.ts';
import { Repossessions } from './repossessions.tsx';

/** The tab as the Payments page holds it: its scope and page in state. */
function Tab() {
  const [scope, setScope] = useState<'open' | 'all'>('open');
  const [page, setPage] = useState(1);
  return <Repossessions scope={scope} page={page} onScopeChange={setScope} onPageChange={setPage} />;
}

function item(overrides: Partial<RepossessionListItem> = {}): RepossessionListItem {
  return {
    id: 'r-1',
    applicationId: 'app-1',
    status: 'RECOVERED',
    reason: 'Tres cuotas sin pagar',
    orderedOn: '2026-11-02',
    recoveredOn: '2026-11-10',
    place: 'David, Chiriquí',
    condition: 'Rayones leves',
    costs: 45,
    closedOn: null,
    saleAmount: null,
    notes: null,
    applicationNumber: 'SOL-2026-000042',
    customerName: 'María González',
    motorcycle: 'Honda CB190R',
    vin: '9C2KC1670NR000001',
    plate: 'AB1234',
    ...overrides,
  };
}

const list = (items: RepossessionListItem[]) =>
  ok({
    repossessions: items,
    pagination: { page: 1, limit: 20, total: items.length, totalPages: 1, hasPrev: false, hasNext: false },
  });

function renderPage(handlers: Record<string, MockHandler | MockHandler[]>, path = '/admin/payments') {
  const user = adminUser();
  storeSession(user);
  const api = mockApi({ 'GET /api/auth/admin/me': ok(user), ...handlers });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt(path);
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={[{ path: '/admin/payments', element: <Tab /> }]} />
    </AppProviders>,
  );
  return { ...api, user: userEvent.setup() };
}

describe('the repossessions list', () => {
  it('shows each motorcycle being recovered with its loan, where it is and what it cost', async () => {
    renderPage({ 'GET /api/admin/repossessions': list([item()]) });
    const cards = await screen.findByRole('list', { name: 'Recuperaciones de motos' });
    const [card] = within(cards).getAllByRole('listitem');
    expect(card).toHaveTextContent('Honda CB190R');
    expect(card).toHaveTextContent('Moto recuperada');
    expect(within(card as HTMLElement).getByRole('link', { name: 'SOL-2026-000042' })).toHaveAttribute(
      'href',
      '/admin/loans/app-1',
    );
    expect(card).toHaveTextContent('David, Chiriquí');
    expect(card).toHaveTextContent('USD 45.00');
  });

  it('says when none is in course, and asks for every one when told', async () => {
    const { user, fetchMock } = renderPage({
      'GET /api/admin/repossessions': [list([]), list([item({ status: 'SOLD', saleAmount: 900 })])],
    });
    expect(await screen.findByText('No hay motos en recuperación')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Mostrar' }));
    await user.click(await screen.findByRole('option', { name: 'Todas' }));
    expect(await screen.findByText('Vendida')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).some((u) => u.includes('scope=all'))).toBe(true);
  });
});
