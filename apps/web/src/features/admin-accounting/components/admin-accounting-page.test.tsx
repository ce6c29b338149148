import type { Journal, JournalLineView } from '@quincena/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, type MockHandler, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { adminUser, storeSession } from '../../../test/users.ts';
import { AdminAccountingPage, thisMonth } from './admin-accounting-page.tsx';

const JOURNAL_PATH = '/api/admin/accounting/journal';
const LOAN = '7d0a4f7e-1111-4f5b-9c1a-000000000001';

function line(overrides: Partial<JournalLineView>): JournalLineView {
  return {
    date: '2026-11-14',
    transactionId: 't-1',
    applicationId: LOAN,
    applicationNumber: 'SOL-2026-000042',
    account: '1101',
    accountName: 'Caja y bancos',
    debit: 0,
    credit: 0,
    memo: 'Pago recibido',
    ...overrides,
  };
}

/** A receipt of 169.16: 120 of principal, 49.16 of interest. */
const RECEIPT: Journal = {
  entries: [
    line({ debit: 169.16 }),
    line({ account: '1201', accountName: 'Cartera de préstamos', credit: 120 }),
    line({ account: '4101', accountName: 'Ingresos por intereses', credit: 49.16 }),
  ],
  totals: { debit: 169.16, credit: 169.16 },
};

beforeEach(() => {
  // jsdom has no object URLs; the CSV is saved through one.
  Object.assign(URL, { createObjectURL: vi.fn((_blob: Blob) => 'blob:csv'), revokeObjectURL: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(answer: MockHandler | MockHandler[] = ok(RECEIPT)) {
  const user = adminUser();
  storeSession(user);
  const api = mockApi({ 'GET /api/auth/admin/me': ok(user), [`GET ${JOURNAL_PATH}`]: answer });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt('/admin/accounting');
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={[{ path: '/admin/accounting', element: <AdminAccountingPage /> }]} />
    </AppProviders>,
  );
  return { ...api, user: userEvent.setup() };
}

/** Text as read: the money format's no-break spaces as plain ones. */
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\u00a0/g, ' ');

const journalCalls = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === JOURNAL_PATH)
    .map((url) => Object.fromEntries(url.searchParams));

describe('thisMonth', () => {
  it.each([
    ['2026-11-26', '2026-11-01', '2026-11-30'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
    ['2028-02-10', '2028-02-01', '2028-02-29'],
  ])('on %s is %s to %s', (today, from, to) => {
    expect(thisMonth(today)).toEqual({ from, to });
  });
});

describe('AdminAccountingPage', () => {
  it("shows this month's journal with its totals and each account's movement", async () => {
    const { fetchMock } = renderPage();
    const table = await screen.findByRole('table', { name: 'Líneas del diario: 3' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('FechaSolicitudCuentaDebeHaberConcepto');
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'SOL-2026-000042' })).toHaveAttribute(
      'href',
      `/admin/loans/${LOAN}`,
    );
    expect(rows[2]?.textContent).toContain('1201 Cartera de préstamos');
    expect(text(rows.at(-1))).toBe('TotalesUSD 169.16USD 169.16');
    expect(journalCalls(fetchMock)).toEqual([thisMonth()]);

    const balances = screen.getByRole('list', { name: 'Saldos por cuenta' });
    const cards = within(balances).getAllByRole('listitem');
    expect(cards.map((c) => c.querySelector('p')?.textContent)).toEqual([
      '1101 Caja y bancos',
      '1201 Cartera de préstamos',
      '4101 Ingresos por intereses',
    ]);
    expect(text(cards[1])).toContain('HaberUSD 120.00SaldoUSD 120.00 acreedor');
  });

  it('stacks every line on a phone, with the totals under them', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Líneas del diario: 3' });
    expect(text(within(list).getAllByRole('listitem')[0])).toContain('Debe USD 169.16');
    expect(text(screen.getByLabelText('Totales del diario'))).toBe(
      'Total debeUSD 169.16Total haberUSD 169.16',
    );
  });

  it('says when the range has no entries', async () => {
    renderPage(ok({ entries: [], totals: { debit: 0, credit: 0 } }));
    expect(await screen.findByText('No hay asientos en este rango de fechas')).toBeInTheDocument();
  });

  it('says when the journal could not load, and retries', async () => {
    const { user } = renderPage([fail(500, 'INTERNAL', 'Error interno.'), ok(RECEIPT)]);
    expect(await screen.findByText('Error al cargar el diario contable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByRole('table', { name: 'Líneas del diario: 3' })).toBeInTheDocument();
  });

  it('asks again for the dates chosen, and refuses a range the server would', async () => {
    const { fetchMock } = renderPage();
    await screen.findByRole('table', { name: 'Líneas del diario: 3' });
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(journalCalls(fetchMock).at(-1)).toEqual({ from: '2026-01-01', to: '2026-03-31' }),
    );

    const asked = journalCalls(fetchMock).length;
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2027-03-31' } });
    expect(
      await screen.findByText('El rango no puede superar 366 días. Acota las fechas.'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2025-12-31' } });
    expect(
      await screen.findByText('La fecha "Hasta" debe ser igual o posterior a "Desde".'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
    expect(journalCalls(fetchMock)).toHaveLength(asked);
  });

  it('exports the same range as CSV under its dated name', async () => {
    const { fetchMock, user } = renderPage();
    await screen.findByRole('table', { name: 'Líneas del diario: 3' });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const { from, to } = thisMonth();
    await waitFor(() => expect(journalCalls(fetchMock).at(-1)).toEqual({ from, to, format: 'csv' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });
});
