import { toCents } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { approveNewLoan } from '../../test/applications.ts';
import { call, loginAs } from '../../test/auth-helpers.ts';
import { expectLedgerConsistent } from '../../test/ledger-invariants.ts';
import { nameTag } from '../../test/names.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/*
 * Repossessing the motorcycle (PRODUCT.md §9, issue 24 item 5): ordered → recovered → redeemed
 * (arrears paid) or sold (proceeds applied to the loan, the shortfall still owed); the loan and the
 * back-office's list show it.
 */

// Loans approved on 2026-08-12 first fall due on 2026-08-31; "today" is 2026-10-20.
const clock = new TestClock('2026-08-12T15:00:00Z');
const TODAY = '2026-10-20';

let t: TestApp;
let admin: string;
let vendor: string;
let counter = 0;
const loans: string[] = [];

const order = (id: string, body: unknown = { reason: 'Tres cuotas sin pagar' }, token = admin) =>
  call(t.app, 'POST', `/api/admin/loans/${id}/repossession`, { token, body });
const advance = (id: string, body: unknown, token = admin) =>
  call(t.app, 'PUT', `/api/admin/loans/${id}/repossession`, { token, body });
const detailOf = async (id: string) =>
  (await call(t.app, 'GET', `/api/admin/loans/${id}`, { token: admin })).body.data;
const recovered = {
  status: 'RECOVERED',
  date: TODAY,
  place: 'David, Chiriquí',
  condition: 'Rayones leves',
  costs: 45,
};

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  for (let k = 0; k < 3; k += 1) {
    counter += 1;
    const digits = `6396${String(counter).padStart(4, '0')}`;
    const { id } = await approveNewLoan(
      t.app,
      { vendor, admin },
      { firstName: 'Moto', lastName: `Recuperada ${nameTag(counter)}`, phoneNumber: digits },
    );
    loans.push(id);
  }
  clock.set(`${TODAY}T15:00:00Z`);
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
}, 300_000);
afterAll(() => t?.close());

describe('repossessing the motorcycle', () => {
  it('is ordered, recovered and sold: the proceeds pay the oldest installments, the rest stays owed', async () => {
    const id = loans[0] as string;
    const before = await detailOf(id);
    const ordered = await order(id);
    expect(ordered.status).toBe(201);
    expect(ordered.body.data.repossession).toMatchObject({ status: 'ORDERED', orderedOn: TODAY, costs: 0 });
    expect((await order(id)).body.code).toBe('REPOSSESSION_OPEN');
    expect((await detailOf(id)).loan.status).toBe('REPOSSESSED');
    // Not sold before it is recovered.
    expect((await advance(id, { status: 'SOLD', date: TODAY, saleAmount: 900 })).body.code).toBe(
      'NOT_RECOVERED',
    );

    const back = await advance(id, recovered);
    expect(back.status).toBe(200);
    expect(back.body.data.repossession).toMatchObject({
      status: 'RECOVERED',
      recoveredOn: TODAY,
      place: 'David, Chiriquí',
      condition: 'Rayones leves',
      costs: 45,
    });
    const listed = await call(t.app, 'GET', '/api/admin/repossessions', { token: admin });
    expect(listed.status).toBe(200);
    expect(
      listed.body.data.repossessions.find((r: { applicationId: string }) => r.applicationId === id),
    ).toMatchObject({
      status: 'RECOVERED',
      applicationNumber: expect.stringMatching(/^SOL-\d{4}-\d{6}$/),
      customerName: expect.stringContaining('Moto Recuperada'),
      motorcycle: expect.any(String),
    });

    const sold = await advance(id, { status: 'SOLD', date: TODAY, saleAmount: 900, notes: 'Subasta' });
    expect(sold.status).toBe(200);
    expect(sold.body.data.repossession).toMatchObject({ status: 'SOLD', closedOn: TODAY, saleAmount: 900 });
    const after = await detailOf(id);
    expect(after.loan.status).toBe('ACTIVE');
    expect(toCents(after.loan.principalOutstanding)).toBeLessThan(toCents(before.loan.principalOutstanding));
    expect(toCents(after.loan.principalOutstanding)).toBeGreaterThan(0);
    const receipt = after.transactions.find((x: { type: string; amount: number }) => x.type === 'REPAYMENT');
    expect(receipt).toMatchObject({ amount: 900, valueDate: TODAY });
    const open = await call(t.app, 'GET', '/api/admin/repossessions', { token: admin });
    expect(open.body.data.repossessions.some((r: { applicationId: string }) => r.applicationId === id)).toBe(
      false,
    );
    const all = await call(t.app, 'GET', '/api/admin/repossessions?scope=all', { token: admin });
    expect(all.body.data.repossessions.some((r: { applicationId: string }) => r.applicationId === id)).toBe(
      true,
    );
    const [audit] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from audit_log where entity_id = ${id} and action like 'repossession_%'`,
    );
    expect(audit?.n).toBe(3);
    await expectLedgerConsistent(t.app.db);
  });

  it('is redeemed only once the customer is up to date', async () => {
    const id = loans[1] as string;
    expect((await order(id)).status).toBe(201);
    expect((await advance(id, recovered)).status).toBe(200);
    const early = await advance(id, { status: 'REDEEMED', date: TODAY });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'ARREARS_UNPAID',
      message: 'El cliente debe ponerse al día antes de devolverle la moto.',
    });
    const detail = await detailOf(id);
    const overdue = (detail.installments as { id: string; amount: number; isOverdue: boolean }[]).filter(
      (i) => i.isOverdue,
    );
    const paid = await call(t.app, 'POST', '/api/admin/payments/apply', {
      token: admin,
      body: {
        paymentIds: overdue.map((i) => i.id),
        totalAmountReceived: overdue.reduce((s, i) => s + toCents(i.amount), 0) / 100,
        paymentMethod: 'CASH',
        paymentDate: TODAY,
      },
    });
    expect(paid.status).toBe(201);
    const redeemed = await advance(id, { status: 'REDEEMED', date: TODAY });
    expect(redeemed.status).toBe(200);
    expect((await detailOf(id)).loan.status).toBe('ACTIVE');
    expect((await detailOf(id)).repossession).toMatchObject({ status: 'REDEEMED', closedOn: TODAY });
  });

  it('answers 400, 403, 404 and 409 in Spanish for what does not fit', async () => {
    const id = loans[2] as string;
    expect((await advance(id, recovered)).body.code).toBe('NO_REPOSSESSION');
    expect((await order(id, { reason: ' ' })).body.message).toBe('Indica el motivo de la recuperación.');
    expect((await order(id, undefined, vendor)).status).toBe(403);
    expect((await order('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await order(id)).status).toBe(201);
    for (const body of [
      { status: 'PERDIDA', date: TODAY },
      { status: 'RECOVERED', date: TODAY, place: '', condition: 'x' },
      { status: 'RECOVERED', date: '2026-10-21', place: 'x', condition: 'x' },
      { status: 'SOLD', date: TODAY, saleAmount: -1 },
    ]) {
      const res = await advance(id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[a-záéíóúñ]/i);
    }
    expect(
      (await advance(id, { status: 'RECOVERED', date: '2026-10-21', place: 'x', condition: 'x' })).body
        .message,
    ).toBe('La fecha no puede ser futura.');
  });
});
