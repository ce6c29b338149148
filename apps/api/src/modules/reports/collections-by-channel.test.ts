import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { approveNewLoan, type ScheduledInstallment } from '../../test/applications.ts';
import { call, customerToken, loginAs } from '../../test/auth-helpers.ts';
import { expectLedgerConsistent } from '../../test/ledger-invariants.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/*
 * Collections by channel (issue 26 item 4): the financing report counts the period's receipts by
 * the channel they came by, from the kept collection days, and a reversed receipt leaves its channel.
 */

const clock = new TestClock('2026-08-12T15:00:00Z');
let t: TestApp;
let admin: string;
let loan: { id: string; installments: ScheduledInstallment[] };
let phone: string;

type Tally = { receipts: number; amount: number };
const channelsOf = async (): Promise<Record<string, Tally>> => {
  const res = await call(t.app, 'GET', '/api/admin/reports/financing?period=month', { token: admin });
  expect(res.status).toBe(200);
  return Object.fromEntries(
    (
      res.body.data.collectionsByChannel as {
        channel: string;
        receipts: { current: number };
        amount: { current: number };
      }[]
    ).map((c) => [c.channel, { receipts: c.receipts.current, amount: c.amount.current }]),
  );
};
const tally = (all: Record<string, Tally>, channel: string): Tally => {
  const found = all[channel];
  expect(found, channel).toBeDefined();
  return found as Tally;
};
const apply = (method: string, amount: number, installment: string) =>
  call(t.app, 'POST', '/api/admin/payments/apply', {
    token: admin,
    body: {
      paymentIds: [installment],
      totalAmountReceived: amount,
      paymentMethod: method,
      paymentDate: '2026-09-18',
    },
  });

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  const vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  phone = '63960001';
  loan = await approveNewLoan(
    t.app,
    { vendor, admin },
    { firstName: 'Canal', lastName: 'Prueba', phoneNumber: phone },
  );
  clock.set('2026-09-20T15:00:00Z');
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
}, 120_000);
afterAll(() => t?.close());

describe('collections by channel', () => {
  it('lists every channel, counts each receipt by its channel, and drops a reversed one', async () => {
    const before = await channelsOf();
    expect(Object.keys(before)).toEqual([
      'CASH',
      'BANK_TRANSFER',
      'YAPPY',
      'CARD',
      'CHECK',
      'CUSTOMER_REPORT',
    ]);
    const [first, second, third] = loan.installments as [
      ScheduledInstallment,
      ScheduledInstallment,
      ScheduledInstallment,
    ];

    expect((await apply('CASH', first.amount, first.id)).status).toBe(201);
    const card = await apply('CARD', second.amount + 0.5, second.id);
    expect(card.status).toBe(201);
    expect((await apply('BANK_TRANSFER', third.amount, third.id)).status).toBe(201);
    const token = await customerToken(t.app, `+507${phone}`);
    const reported = await call(t.app, 'POST', '/api/customers/payments', {
      token,
      body: {
        amount: 7.25,
        paymentMethod: 'BANK_TRANSFER',
        paymentReference: 'TRX-1',
        paymentDate: '2026-09-19',
      },
    });
    expect(
      (
        await call(t.app, 'PUT', `/api/admin/payments/${reported.body.data.payment.id}/approve`, {
          token: admin,
        })
      ).status,
    ).toBe(200);

    const after = await channelsOf();
    const grew = (channel: string) => ({
      receipts: tally(after, channel).receipts - tally(before, channel).receipts,
      amount: Math.round((tally(after, channel).amount - tally(before, channel).amount) * 100) / 100,
    });
    expect(grew('CASH')).toEqual({ receipts: 1, amount: first.amount });
    expect(grew('CARD')).toEqual({ receipts: 1, amount: second.amount + 0.5 });
    expect(grew('BANK_TRANSFER')).toEqual({ receipts: 1, amount: third.amount });
    expect(grew('CUSTOMER_REPORT')).toEqual({ receipts: 1, amount: 7.25 });
    expect(grew('YAPPY')).toEqual({ receipts: 0, amount: 0 });

    // The same figures as a count of the receipts themselves.
    const counted = await queryRows<{ channel: string; cents: number }>(
      t.app.db,
      sql`select case when source = 'CUSTOMER_REPORT' then 'CUSTOMER_REPORT' else method::text end as channel,
          sum(amount_cents)::int as cents
        from payments where reversed_at is null and payment_date between '2026-09-01' and '2026-09-30' group by 1`,
    );
    for (const { channel, cents } of counted)
      expect(Math.round(tally(after, channel).amount * 100)).toBe(cents);

    // A reversal (asked by one admin, approved by another) takes the card receipt out.
    const paymentId = card.body.data.payment.id as string;
    const maker = await loginAs(t.app, 'admin', 'operador', 'operador12345');
    const asked = await call(t.app, 'POST', `/api/admin/payments/${paymentId}/reverse`, {
      token: maker,
      body: { reason: 'Tarjeta rechazada' },
    });
    const approvalId = asked.body.data.approval.id as string;
    const approved = await call(t.app, 'PUT', `/api/admin/approvals/${approvalId}/approve`, {
      token: admin,
      body: {},
    });
    expect(approved.status).toBe(200);
    expect((await channelsOf()).CARD).toEqual(before.CARD);
    await expectLedgerConsistent(t.app.db);
  });
});
