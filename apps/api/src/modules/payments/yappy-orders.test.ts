import { Writable } from 'node:stream';
import { toCents } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { ipnHash } from '../../infra/payments/index.ts';
import { approveNewLoan } from '../../test/applications.ts';
import { call, customerToken, freshIp, loginAs } from '../../test/auth-helpers.ts';
import { expectLedgerConsistent } from '../../test/ledger-invariants.ts';
import { nameTag } from '../../test/names.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/*
 * Paying with Yappy (PRODUCT.md §11, issue 26 item 1, ADR 054): the customer's order, Yappy's
 * signed notification applying its money exactly once, the refusals that reveal nothing, and the
 * money that arrives when it cannot be applied as asked, held for an admin. The races run with
 * real concurrent requests (on PostgreSQL in CI's second pass).
 */

// Loans approved on 2026-08-12 fall due on 2026-08-31, 2026-09-15, …; "today" is 2026-09-20.
const clock = new TestClock('2026-08-12T15:00:00Z');
const TODAY = '2026-09-20';

let t: TestApp;
let admin: string;
const logLines: string[] = [];
const loans: { id: string; phone: string; token: string }[] = [];
const newLoan = () => loans.shift() as { id: string; phone: string; token: string };

const order = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/customers/payments/yappy', { token, body });
const orderOf = (token: string, orderId: string) =>
  call(t.app, 'GET', `/api/customers/payments/yappy/${orderId}`, { token });

/** Yappy's notification, signed with the configured key unless told otherwise. */
function ipnUrl(orderId: string, status = 'E', options: { domain?: string; hash?: string } = {}) {
  const { domain: configured, secretKey } = t.app.config.yappy;
  const domain = options.domain ?? configured;
  const hash = options.hash ?? ipnHash(secretKey, orderId, status, domain);
  return `/api/payments/yappy/ipn?${new URLSearchParams({ orderId, status, domain, hash })}`;
}
const notify = (
  orderId: string,
  status = 'E',
  options: { domain?: string; hash?: string; ip?: string } = {},
) => call(t.app, 'GET', ipnUrl(orderId, status, options), { ip: options.ip ?? '200.46.1.1' });

const receiptsOf = async (applicationId: string) =>
  queryRows<{ method: string; source: string; amount_cents: number; reference: string }>(
    t.app.db,
    sql`select method, source, amount_cents, reference from payments where application_id = ${applicationId}`,
  );
const detailOf = async (id: string) =>
  (await call(t.app, 'GET', `/api/admin/loans/${id}`, { token: admin })).body.data;
const payoffOf = async (id: string) =>
  (await call(t.app, 'GET', `/api/admin/loans/${id}/payoff?date=${TODAY}`, { token: admin })).body.data
    .payoff;

beforeAll(async () => {
  t = await createTestApp({
    env: { SEED_DEMO: 'true' },
    clock,
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  });
  const vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  for (let k = 1; k <= 9; k += 1) {
    const digits = `6394${String(k).padStart(4, '0')}`;
    const { id } = await approveNewLoan(
      t.app,
      { vendor, admin },
      { firstName: 'Yappy', lastName: `Prueba ${nameTag(k)}`, phoneNumber: digits },
    );
    loans.push({ id, phone: `+507${digits}`, token: '' });
  }
  clock.set(`${TODAY}T15:00:00Z`);
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  for (const loan of loans) loan.token = await customerToken(t.app, loan.phone);
}, 300_000);
afterAll(() => t?.close());

describe('paying installments with Yappy', () => {
  it('applies the confirmed order once, oldest installments first, however often Yappy notifies', async () => {
    const loan = newLoan();
    const before = await detailOf(loan.id);
    const [first, second] = before.installments;
    const amount = (toCents(first.amount) + toCents(second.amount)) / 100;

    const created = await order(loan.token, { applicationId: loan.id, kind: 'INSTALLMENTS', amount });
    expect(created.status).toBe(201);
    const { orderId } = created.body.data.order;
    expect(created.body.data.order).toMatchObject({
      applicationId: loan.id,
      kind: 'INSTALLMENTS',
      amount,
      status: 'PENDING',
      provider: 'sandbox',
      paymentId: null,
    });
    expect(orderId).toMatch(/^Q[A-Z0-9]{10}$/);

    // Another customer cannot see it, nor guess it.
    const other = loans[0] as { token: string };
    expect((await orderOf(other.token, orderId)).status).toBe(404);

    const first_ = await notify(orderId);
    expect(first_).toEqual({ status: 200, body: { success: true, data: { received: true } } });
    // Yappy calls again, and again in parallel: nothing more is applied.
    const repeats = await Promise.all(Array.from({ length: 3 }, () => notify(orderId)));
    expect(repeats.map((r) => r.status)).toEqual([200, 200, 200]);

    const paid = (await orderOf(loan.token, orderId)).body.data.order;
    expect(paid).toMatchObject({ status: 'PAID', paymentId: expect.any(String) });
    expect(await receiptsOf(loan.id)).toEqual([
      { method: 'YAPPY', source: 'YAPPY', amount_cents: toCents(amount), reference: orderId },
    ]);
    const after = await detailOf(loan.id);
    expect(after.installments.slice(0, 2).map((i: { isPaid: boolean }) => i.isPaid)).toEqual([true, true]);

    const sms = await call(t.app, 'GET', `/api/dev/sms-outbox?phoneNumber=${encodeURIComponent(loan.phone)}`);
    // What it paid and what comes next (issue 26 item 3).
    expect(sms.body.data.messages[0].body).toMatch(
      /^Quincena: recibimos USD\s[\d,.]+ para tu préstamo SOL-\d{4}-\d{6}\. Pagó las cuotas 1 y 2\. Próximo pago: 30\/09\/2026\. Tu recibo REC-\d{4}-\d{6} está en la app, en Pagos › Mis recibos$/,
    );
    await expectLedgerConsistent(t.app.db);
  });

  it('applies an order once when 20 notifications race for it', async () => {
    const loan = newLoan();
    const created = await order(loan.token, { applicationId: loan.id, kind: 'INSTALLMENTS', amount: 50 });
    const { orderId } = created.body.data.order;
    const results = await Promise.all(Array.from({ length: 20 }, () => notify(orderId)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await receiptsOf(loan.id)).toHaveLength(1);
    await expectLedgerConsistent(t.app.db);
  });

  it('keeps one order waiting per loan, refuses more than the loan takes, and follows the settings', async () => {
    const loan = newLoan();
    const payoff = await payoffOf(loan.id);
    const above = await order(loan.token, { kind: 'INSTALLMENTS', amount: payoff.total + 0.01 });
    expect(above.status).toBe(400);
    expect(above.body.code).toBe('AMOUNT_ABOVE_OWED');
    expect(above.body.message).toMatch(/^El monto supera lo que adeudas\. El máximo es USD/);
    const bad = await order(loan.token, { kind: 'TODO', amount: 'mucho' });
    expect(bad.status).toBe(400);

    const first = await order(loan.token, { kind: 'INSTALLMENTS', amount: 20 });
    expect(first.status).toBe(201);
    const second = await order(loan.token, { kind: 'INSTALLMENTS', amount: 20 });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('YAPPY_ORDER_PENDING');

    // Ten minutes later nobody confirmed: the order reads EXPIRED and a new one may take its place.
    clock.advance(11 * 60_000);
    expect((await orderOf(loan.token, first.body.data.order.orderId)).body.data.order.status).toBe('EXPIRED');
    const third = await order(loan.token, { kind: 'INSTALLMENTS', amount: 20 });
    expect(third.status).toBe(201);

    // Yappy turned off in the settings: no new order.
    const settings = (await call(t.app, 'GET', '/api/admin/settings', { token: admin })).body.data;
    const methods = settings.payments.paymentMethods.filter((m: string) => m !== 'YAPPY');
    const off = { ...settings, payments: { ...settings.payments, paymentMethods: methods } };
    const saved = await call(t.app, 'PUT', '/api/admin/settings', { token: admin, body: off });
    expect(saved.status).toBe(200);
    try {
      const other = newLoan();
      const refused = await order(other.token, { kind: 'INSTALLMENTS', amount: 20 });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('PAYMENT_METHOD_DISABLED');
      loans.unshift(other);
    } finally {
      await call(t.app, 'PUT', '/api/admin/settings', { token: admin, body: settings });
    }
  });
});

describe('paying the whole loan with Yappy', () => {
  it('takes exactly the payoff of today and closes the loan once confirmed', async () => {
    const loan = newLoan();
    const payoff = await payoffOf(loan.id);
    const changed = await order(loan.token, { kind: 'PAYOFF', amount: payoff.total - 1 });
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('PAYOFF_CHANGED');

    const created = await order(loan.token, { applicationId: loan.id, kind: 'PAYOFF', amount: payoff.total });
    expect(created.status).toBe(201);
    expect((await notify(created.body.data.order.orderId)).status).toBe(200);
    const after = await detailOf(loan.id);
    expect(after.loan.status).toBe('PAID_OFF');
    expect(after.transactions.some((x: { type: string }) => x.type === 'PAYOFF')).toBe(true);
    await expectLedgerConsistent(t.app.db);
  });
});

describe("Yappy's notification refuses what is not Yappy's", () => {
  it('answers a wrong hash, another domain, an unknown order or a bad status "invalid", and changes nothing', async () => {
    const loan = newLoan();
    const created = await order(loan.token, { kind: 'INSTALLMENTS', amount: 30 });
    const { orderId } = created.body.data.order;
    const invalid = { success: false, message: 'Notificación inválida.', code: 'INVALID_IPN' };
    const attempts = [
      await notify(orderId, 'E', { hash: 'a'.repeat(64) }),
      await notify(orderId, 'E', {
        hash: ipnHash('b3RyYS5jbGF2ZQ==', orderId, 'E', t.app.config.yappy.domain),
      }),
      await notify(orderId, 'E', { domain: 'https://otro.example' }),
      await notify('QNOEXISTE1234'),
      await notify(orderId, 'Z'),
      await call(t.app, 'GET', '/api/payments/yappy/ipn', { ip: '200.46.1.1' }),
      await call(t.app, 'GET', `/api/payments/yappy/ipn?orderId=${orderId}&status=E&domain=x`, {
        ip: '200.46.1.1',
      }),
    ];
    for (const res of attempts) expect(res).toEqual({ status: 400, body: invalid });
    expect((await orderOf(loan.token, orderId)).body.data.order.status).toBe('PENDING');
    expect(await receiptsOf(loan.id)).toEqual([]);
    // Neither the hash nor the key reaches the logs.
    const { secretKey } = t.app.config.yappy;
    const logs = logLines.join('');
    expect(logs).not.toContain(ipnHash(secretKey, orderId, 'E', t.app.config.yappy.domain));
    expect(logs).not.toContain(secretKey);
    expect(logs).not.toContain('a'.repeat(64));
  });

  it('limits an address that keeps sending bad notifications', async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push((await notify('QNOEXISTE1234', 'E', { ip })).status);
    expect(answers.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe('money Yappy confirms that cannot be applied as asked', () => {
  it('closes a cancelled order, holds money confirmed after it, and lets an admin apply it once', async () => {
    const loan = newLoan();
    const created = await order(loan.token, { kind: 'INSTALLMENTS', amount: 40 });
    const { orderId } = created.body.data.order;
    expect((await notify(orderId, 'C')).status).toBe(200);
    expect((await orderOf(loan.token, orderId)).body.data.order.status).toBe('CLOSED');
    // Yappy says it was executed after all: the money is here, held for review, not applied blindly.
    expect((await notify(orderId, 'E')).status).toBe(200);
    expect((await orderOf(loan.token, orderId)).body.data.order.status).toBe('HELD');
    expect(await receiptsOf(loan.id)).toEqual([]);

    const held = await call(t.app, 'GET', '/api/admin/payments/yappy?status=HELD', { token: admin });
    expect(held.status).toBe(200);
    const row = held.body.data.orders.find((o: { orderId: string }) => o.orderId === orderId);
    expect(row).toMatchObject({
      status: 'HELD',
      amount: 40,
      heldReason: 'El pago llegó después de cerrar la orden.',
      loanNumber: expect.stringMatching(/^SOL-\d{4}-\d{6}$/),
      phoneNumber: loan.phone,
    });
    // Not for customers, and a customer's token is refused.
    expect((await call(t.app, 'GET', '/api/admin/payments/yappy', { token: loan.token })).status).toBe(403);

    const [applied, again] = await Promise.all([
      call(t.app, 'POST', `/api/admin/payments/yappy/${orderId}/apply`, { token: admin }),
      call(t.app, 'POST', `/api/admin/payments/yappy/${orderId}/apply`, { token: admin }),
    ]);
    expect([applied.status, again.status].sort()).toEqual([200, 409]);
    expect(await receiptsOf(loan.id)).toEqual([
      { method: 'YAPPY', source: 'YAPPY', amount_cents: 4000, reference: orderId },
    ]);
    expect((await orderOf(loan.token, orderId)).body.data.order.status).toBe('PAID');
    await expectLedgerConsistent(t.app.db);
  });

  it('holds a payoff whose amount no longer settles the loan', async () => {
    const loan = newLoan();
    const payoff = await payoffOf(loan.id);
    const created = await order(loan.token, { kind: 'PAYOFF', amount: payoff.total });
    const { orderId } = created.body.data.order;
    // The quote moved between the order and its confirmation (a late fee charged meanwhile): here the
    // order is made a dollar short of it.
    await t.app.db.execute(
      sql`update yappy_orders set amount_cents = amount_cents - 100 where order_id = ${orderId}`,
    );
    expect((await notify(orderId)).status).toBe(200);
    const settled = (await orderOf(loan.token, orderId)).body.data.order;
    expect(settled.status).toBe('HELD');
    expect(await receiptsOf(loan.id)).toEqual([]);
    const [row] = await queryRows<{ held_reason: string }>(
      t.app.db,
      sql`select held_reason from yappy_orders where order_id = ${orderId}`,
    );
    expect(row?.held_reason).toMatch(/no alcanza para cancelar el préstamo/);
  });

  it('gives one coherent outcome when Yappy and an admin pay the same installment at once', async () => {
    const loan = newLoan();
    const detail = await detailOf(loan.id);
    const first = detail.installments[0];
    const created = await order(loan.token, { kind: 'INSTALLMENTS', amount: first.amount });
    const { orderId } = created.body.data.order;
    const [ipn, cash] = await Promise.all([
      notify(orderId),
      call(t.app, 'POST', '/api/admin/payments/apply', {
        token: admin,
        body: {
          paymentIds: [first.id],
          totalAmountReceived: first.amount,
          paymentMethod: 'CASH',
          paymentDate: TODAY,
        },
      }),
    ]);
    expect(ipn.status).toBe(200);
    // Whichever came second: the admin's finds the installment paid, or Yappy's pays the next one.
    expect([201, 409]).toContain(cash.status);
    const receipts = await receiptsOf(loan.id);
    expect(receipts.length).toBe(cash.status === 201 ? 2 : 1);
    expect((await orderOf(loan.token, orderId)).body.data.order.status).toBe('PAID');
    await expectLedgerConsistent(t.app.db);
  });
});
