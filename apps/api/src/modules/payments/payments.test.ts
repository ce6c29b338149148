import { formatUsdCents } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { approveNewLoan } from '../../test/applications.ts';
import { call, customerToken, loginAs } from '../../test/auth-helpers.ts';
import { expectLedgerConsistent } from '../../test/ledger-invariants.ts';
import { multipartBody, PNG } from '../../test/multipart.ts';
import { nameTag } from '../../test/names.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

// Loans approved on 2026-08-12 fall due on 2026-08-31, 2026-09-15, 2026-09-30 …; "today" is 2026-09-20.
const clock = new TestClock('2026-08-12T15:00:00Z');
const TODAY = '2026-09-20T15:00:00Z';
const Q = 103.42; // quincenal payment of 2000 − 400 over 12 months

let t: TestApp;
let admin: string;
let vendor: string;
let counter = 0;

interface Loan {
  id: string;
  phone: string;
  installments: { id: string; paymentNumber: number; dueDate: string }[];
}

/** A vendor's application approved by an admin on 2026-08-12: 24 installments of 103.42. */
async function newLoan(name = { firstName: 'Cobro', lastName: '' }): Promise<Loan> {
  counter += 1;
  const digits = `6391${String(counter).padStart(4, '0')}`;
  const { id, installments } = await approveNewLoan(
    t.app,
    { vendor, admin },
    {
      firstName: name.firstName,
      lastName: name.lastName || `Prueba ${nameTag(counter)}`,
      phoneNumber: digits,
    },
  );
  return { id, phone: `+507${digits}`, installments };
}

const apply = (body: Record<string, unknown>, key?: string) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/admin/payments/apply',
      payload: body,
      headers: { authorization: `Bearer ${admin}`, ...(key ? { 'idempotency-key': key } : {}) },
    })
    .then((res) => ({ status: res.statusCode, body: res.json(), headers: res.headers }));

const receipt = (paymentIds: string[], totalAmountReceived: number) => ({
  paymentIds,
  totalAmountReceived,
  paymentMethod: 'CASH',
  paymentReference: 'REC-1',
  paymentDate: '2026-09-20',
});

async function paymentsOf(applicationId: string) {
  return queryRows<{ amount: number; unapplied: number }>(
    t.app.db,
    sql`select amount_cents as amount, unapplied_cents as unapplied from payments where application_id = ${applicationId}`,
  );
}

let loanA: Loan;
let loanB: Loan;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  admin = await loginAs(t.app, 'admin', 'operador', 'operador12345');
  loanA = await newLoan();
  loanB = await newLoan();
  clock.set(TODAY);
  admin = await loginAs(t.app, 'admin', 'operador', 'operador12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
});
afterAll(() => t.close());

describe('applying a received payment', () => {
  it('pays the selected installments of one loan and reports what it applied', async () => {
    const [first, second] = loanA.installments;
    const res = await apply(receipt([first?.id as string, second?.id as string], 2 * Q), 'apply-a-1-0001');
    expect(res.status).toBe(201);
    expect(res.body.data.payment).toMatchObject({
      applicationId: loanA.id,
      amount: 206.84,
      appliedAmount: 206.84,
      unappliedAmount: 0,
    });
    expect(res.body.data.installments).toEqual([
      { id: first?.id, paidAmount: Q, isPaid: true },
      { id: second?.id, paidAmount: Q, isPaid: true },
    ]);
    const [audit] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from audit_log where entity_type = 'payment' and action = 'applied'
        and entity_id = ${res.body.data.payment.id}`,
    );
    expect(audit?.n).toBe(1);
  });

  it('replays the first answer for the same key and body, and refuses the key with another body', async () => {
    const third = loanA.installments[2]?.id as string;
    const body = receipt([third], Q);
    const first = await apply(body, 'apply-a-replay-01');
    const again = await apply(body, 'apply-a-replay-01');
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await apply({ ...body, totalAmountReceived: 200 }, 'apply-a-replay-01');
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await paymentsOf(loanA.id)).toHaveLength(2);
  });

  it('refuses an installment already paid, applying nothing', async () => {
    const [first, , , fourth] = loanA.installments;
    const res = await apply(receipt([first?.id as string, fourth?.id as string], 500));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INSTALLMENT_ALREADY_PAID');
    expect(await paymentsOf(loanA.id)).toHaveLength(2);
  });

  it('refuses less than the selection owes with the spec’s text, mixed loans and a future date', async () => {
    const ids = [loanB.installments[0]?.id as string, loanB.installments[1]?.id as string];
    const below = await apply(receipt(ids, 200));
    expect(below.status).toBe(400);
    expect(below.body.code).toBe('AMOUNT_BELOW_EXPECTED');
    expect(below.body.message).toMatch(
      /^El monto recibido \(.*200\.00\) debe ser mayor o igual al monto esperado \(.*206\.84\)$/,
    );
    const mixed = await apply(
      receipt([loanA.installments[5]?.id as string, loanB.installments[5]?.id as string], 300),
    );
    expect(mixed.status).toBe(400);
    expect(mixed.body.code).toBe('MIXED_LOANS');
    const future = await apply({ ...receipt(ids, 300), paymentDate: '2026-09-21' });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('La fecha de pago no puede ser futura.');
    const unknown = await apply(receipt(['00000000-0000-4000-8000-000000000000'], 10));
    expect(unknown.status).toBe(404);
    const tooBig = await apply(receipt(ids, 21_474_836.48));
    expect(tooBig.status).toBe(400);
    expect(await paymentsOf(loanB.id)).toHaveLength(0);
  });

  it('sends the excess to the next unpaid installments (interest first), then keeps it as credit', async () => {
    const [first, second, third] = loanB.installments;
    const res = await apply(receipt([first?.id as string], 153.42));
    expect(res.status).toBe(201);
    expect(res.body.data.installments).toEqual([
      { id: first?.id, paidAmount: Q, isPaid: true },
      { id: second?.id, paidAmount: 50, isPaid: false },
    ]);
    const [parts] = await queryRows<{ interest: number; principal: number; owedInterest: number }>(
      t.app.db,
      sql`select paid_interest_cents as interest, paid_principal_cents as principal, interest_cents as "owedInterest"
        from installments where id = ${second?.id}`,
    );
    expect(parts?.interest).toBe(Math.min(5000, parts?.owedInterest ?? 0));
    expect((parts?.interest ?? 0) + (parts?.principal ?? 0)).toBe(5000);

    // A cent above everything the loan owes is refused whole (no credit is ever kept by mistake);
    // exactly that pays the loan off and leaves nothing over.
    const schedule = await call(t.app, 'GET', `/api/admin/payment-schedules?applicationId=${loanB.id}`, {
      token: admin,
    });
    const owed = schedule.body.data.installments.reduce(
      (sum: number, i: { owedAmount: number }) => sum + Math.round(i.owedAmount * 100),
      0,
    );
    const balance = await call(t.app, 'GET', `/api/admin/payments/loans/${loanB.id}/balance`, {
      token: admin,
    });
    expect(balance.status).toBe(200);
    expect(balance.body.data.balance).toEqual({ applicationId: loanB.id, owedAmount: owed / 100 });
    const over = await apply(receipt([third?.id as string], (owed + 1) / 100));
    expect(over.status).toBe(400);
    expect(over.body.code).toBe('AMOUNT_ABOVE_BALANCE');
    expect(over.body.message).toBe(
      `El monto recibido (${formatUsdCents(owed + 1)}) supera lo que el préstamo adeuda. El máximo que se puede aplicar es ${formatUsdCents(owed)}.`,
    );
    expect(over.body.details).toEqual({ maximum: owed / 100, received: (owed + 1) / 100 });
    expect(await paymentsOf(loanB.id)).toHaveLength(1);

    const all = await apply(receipt([third?.id as string], owed / 100));
    expect(all.status).toBe(201);
    expect(all.body.data.payment).toMatchObject({ appliedAmount: owed / 100, unappliedAmount: 0 });
    const token = await customerToken(t.app, loanB.phone);
    const mine = await call(t.app, 'GET', '/api/customers/payment-schedule', { token });
    expect(mine.body.data.summary).toMatchObject({
      totalPaid: 2482.08,
      paymentsCompleted: 24,
      remainingBalance: 0,
      unappliedCredit: 0,
    });
    const received = (await paymentsOf(loanB.id)).reduce((sum, p) => sum + p.amount, 0);
    expect(received).toBe(248208);
    const paidOff = await call(t.app, 'GET', `/api/admin/payments/loans/${loanB.id}/balance`, {
      token: admin,
    });
    expect(paidOff.body.data.balance.owedAmount).toBe(0);
  });

  it('refuses the fat-fingered 45,730 for a 45.73 installment, and any amount above the payoff', async () => {
    const loan = await newLoan();
    const first = loan.installments[0]?.id as string;
    const res = await apply(receipt([first], 45_730), 'apply-fat-finger-01');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('AMOUNT_ABOVE_BALANCE');
    expect(res.body.details).toEqual({ maximum: 2482.08, received: 45_730 });
    expect(res.body.message).toContain(`El máximo que se puede aplicar es ${formatUsdCents(248208)}.`);
    expect(await paymentsOf(loan.id)).toHaveLength(0);
    // The refusal is the key's answer: a retry replays it and applies nothing.
    const again = await apply(receipt([first], 45_730), 'apply-fat-finger-01');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(res.body);
    expect(await paymentsOf(loan.id)).toHaveLength(0);
    // Above the selection but within the payoff is the admin's call (the web confirms it first).
    const ahead = await apply(receipt([first], 3 * Q));
    expect(ahead.status).toBe(201);
    expect(ahead.body.data.payment.unappliedAmount).toBe(0);
    expect(ahead.body.data.installments.map((i: { isPaid: boolean }) => i.isPaid)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('checks the payoff under the loan’s locks: a receipt for the whole loan racing another never leaves credit', async () => {
    const loan = await newLoan();
    const [first, second] = loan.installments;
    const payoff = 2482.08;
    const answers = await Promise.all([
      apply(receipt([first?.id as string], Q)),
      apply(receipt([second?.id as string], payoff)),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    // Whichever comes second finds either its installment paid (409) or the loan owing less (400).
    expect(statuses[0]).toBe(201);
    expect([400, 409]).toContain(statuses[1]);
    const payments = await paymentsOf(loan.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]?.unapplied).toBe(0);
    const loser = answers.find((a) => a.status !== 201);
    if (loser?.status === 400) expect(loser.body.code).toBe('AMOUNT_ABOVE_BALANCE');
    if (loser?.status === 409) expect(loser.body.code).toBe('INSTALLMENT_ALREADY_PAID');
  });

  it('answers a loan’s balance only for a live loan', async () => {
    const missing = await call(
      t.app,
      'GET',
      '/api/admin/payments/loans/00000000-0000-4000-8000-000000000000/balance',
      { token: admin },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('LOAN_NOT_FOUND');
    const bad = await call(t.app, 'GET', '/api/admin/payments/loans/abc/balance', { token: admin });
    expect(bad.status).toBe(400);
    const asVendor = await call(t.app, 'GET', `/api/admin/payments/loans/${loanA.id}/balance`, {
      token: vendor,
    });
    expect(asVendor.status).toBe(403);
  });

  it('lets exactly one of 20 simultaneous applies to one installment through', async () => {
    const loan = await newLoan();
    const target = loan.installments[0]?.id as string;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => apply(receipt([target], Q + i))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const payments = await paymentsOf(loan.id);
    expect(payments).toHaveLength(1);
    const [sums] = await queryRows<{ paid: number; allocated: number }>(
      t.app.db,
      sql`select
        (select sum(paid_late_fee_cents + paid_interest_cents + paid_principal_cents)::int from installments
          where application_id = ${loan.id}) as paid,
        (select sum(a.late_fee_cents + a.interest_cents + a.principal_cents)::int from payment_allocations a
          join payments p on p.id = a.payment_id where p.application_id = ${loan.id}) as allocated`,
    );
    expect(sums?.paid).toBe(sums?.allocated);
    expect((sums?.paid ?? 0) + (payments[0]?.unapplied ?? 0)).toBe(payments[0]?.amount);
  });

  it('answers concurrent duplicates with one payment', async () => {
    const loan = await newLoan();
    const body = receipt([loan.installments[0]?.id as string], Q);
    const answers = await Promise.all(Array.from({ length: 5 }, () => apply(body, `dup-${loan.id}`)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.payment.id)).size).toBe(1);
    expect(await paymentsOf(loan.id)).toHaveLength(1);
  });

  it('is for admins only', async () => {
    expect((await call(t.app, 'POST', '/api/admin/payments/apply', { token: vendor, body: {} })).status).toBe(
      403,
    );
    expect((await call(t.app, 'GET', '/api/admin/payments/calendar')).status).toBe(401);
  });
});

describe('calendar, dashboard and export', () => {
  it('groups installments by due date with totals that add up', async () => {
    const res = await call(
      t.app,
      'GET',
      '/api/admin/payments/calendar?dateFrom=2026-08-31&dateTo=2026-09-30&limit=500',
      { token: admin },
    );
    expect(res.status).toBe(200);
    const days = res.body.data.calendar as {
      date: string;
      paymentCount: number;
      paidCount: number;
      totalExpected: number;
      totalReceived: number;
      pendingAmount: number;
      payments: { amount: number; lateFeesAmount: number; paidAmount: number; isPaid: boolean; id: string }[];
    }[];
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort());
    for (const day of days) {
      expect(day.paymentCount).toBe(day.payments.length);
      expect(day.paidCount).toBe(day.payments.filter((p) => p.isPaid).length);
      const cents = (f: (p: (typeof day.payments)[number]) => number) =>
        day.payments.reduce((s, p) => s + Math.round(f(p) * 100), 0);
      expect(Math.round(day.totalExpected * 100)).toBe(cents((p) => p.amount + p.lateFeesAmount));
      expect(Math.round(day.totalReceived * 100)).toBe(cents((p) => p.paidAmount));
      expect(Math.round((day.totalReceived + day.pendingAmount) * 100)).toBe(
        Math.round(day.totalExpected * 100),
      );
    }
    const aug31 = days.find((d) => d.date === '2026-08-31');
    expect(aug31?.payments.find((p) => p.id === loanA.installments[0]?.id)?.isPaid).toBe(true);

    const overdue = await call(t.app, 'GET', '/api/admin/payments/calendar?status=overdue', { token: admin });
    for (const day of overdue.body.data.calendar) expect(day.date < '2026-09-20').toBe(true);
    const bad = await call(
      t.app,
      'GET',
      '/api/admin/payments/calendar?dateFrom=2026-09-30&dateTo=2026-09-01',
      {
        token: admin,
      },
    );
    expect(bad.status).toBe(400);
  });

  it('shows every overdue installment under "Vencidos", however old, as the dashboard counts them', async () => {
    // A loan whose first installment fell due two months ago: far behind the default 7-day window.
    const loan = await newLoan();
    const old = loan.installments[0]?.id as string;
    const moved = await call(t.app, 'PUT', `/api/admin/payment-schedules/${old}`, {
      token: admin,
      body: { dueDate: '2026-07-15', notes: 'Fecha acordada' },
    });
    expect(moved.status).toBe(200);
    const overdue = await call(t.app, 'GET', '/api/admin/payments/calendar?status=overdue&limit=500', {
      token: admin,
    });
    expect(overdue.status).toBe(200);
    const rows = overdue.body.data.calendar.flatMap((d: { payments: unknown[] }) => d.payments) as {
      id: string;
      dueDate: string;
      isOverdue: boolean;
    }[];
    expect(rows.map((r) => r.id)).toContain(old);
    expect(rows.every((r) => r.isOverdue && r.dueDate < '2026-09-20')).toBe(true);
    const dashboard = await call(t.app, 'GET', '/api/admin/payments/dashboard', { token: admin });
    expect(rows).toHaveLength(dashboard.body.data.overview.overdueCount);
    // Other views keep the default window (the last 7 days and the next 30).
    const all = await call(t.app, 'GET', '/api/admin/payments/calendar?limit=500', { token: admin });
    const dates = all.body.data.calendar.map((d: { date: string }) => d.date);
    expect(dates.every((d: string) => d >= '2026-09-13' && d <= '2026-10-20')).toBe(true);
    // Dates typed by the admin still bound it.
    const bounded = await call(
      t.app,
      'GET',
      '/api/admin/payments/calendar?status=overdue&dateFrom=2026-08-01&limit=500',
      { token: admin },
    );
    const boundedIds = bounded.body.data.calendar.flatMap((d: { payments: { id: string }[] }) =>
      d.payments.map((p) => p.id),
    );
    expect(boundedIds).not.toContain(old);
  });

  it('finds a customer’s installments by name, phone or application number, in the calendar and its CSV', async () => {
    const loan = await newLoan({ firstName: 'Zuleyka', lastName: 'Quintero Bósquez' });
    const [row] = await queryRows<{ number: number }>(
      t.app.db,
      sql`select number from credit_applications where id = ${loan.id}`,
    );
    const solNumber = `SOL-2026-${String(row?.number).padStart(6, '0')}`;
    const calendarOf = async (query: string) => {
      const res = await call(t.app, 'GET', `/api/admin/payments/calendar?${query}`, { token: admin });
      expect(res.status).toBe(200);
      return res.body.data.calendar.flatMap((d: { payments: unknown[] }) => d.payments) as {
        applicationId: string;
        dueDate: string;
        isPaid: boolean;
      }[];
    };
    // Without dates a search shows the loan's whole schedule, not only the default window.
    const phone = `${loan.phone.slice(4, 8)}-${loan.phone.slice(8)}`;
    for (const search of ['zuleyka quin', 'QUINTERO', phone, solNumber, solNumber.toLowerCase()]) {
      const rows = await calendarOf(`search=${encodeURIComponent(search)}&limit=500`);
      expect(rows, search).toHaveLength(24);
      expect(rows.every((r) => r.applicationId === loan.id)).toBe(true);
    }
    // With a status and dates, the search narrows what they show.
    await apply(receipt([loan.installments[0]?.id as string], Q));
    const pending = await calendarOf(`search=Zuleyka&status=pending&limit=500`);
    expect(pending).toHaveLength(23);
    const first = loan.installments[1]?.dueDate as string;
    const dated = await calendarOf(`search=Zuleyka&dateFrom=${first}&dateTo=${first}`);
    expect(dated).toHaveLength(1);
    // Wildcards are text: '%' and '_' match only themselves.
    expect(await calendarOf('search=%25&limit=500')).toHaveLength(0);
    expect(await calendarOf('search=_&limit=500')).toHaveLength(0);
    expect(await calendarOf('search=SOL-2026-999999')).toHaveLength(0);
    const long = await call(t.app, 'GET', `/api/admin/payments/calendar?search=${'a'.repeat(101)}`, {
      token: admin,
    });
    expect(long.status).toBe(400);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/calendar/export?search=${encodeURIComponent('zuleyka')}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n').filter(Boolean).slice(1);
    expect(lines).toHaveLength(24);
    expect(lines.every((line) => line.includes(`,${solNumber},`) && line.includes('Zuleyka Quintero'))).toBe(
      true,
    );
  });

  it('exports the filtered calendar as CSV with a BOM and Spanish headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/calendar/export?dateFrom=2026-08-31&dateTo=2026-08-31',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFFFecha de vencimiento,Solicitud,Cuota,Cliente')).toBe(true);
    expect(res.body.split('\r\n')).toContainEqual(
      expect.stringMatching(
        /^31\/08\/2026,SOL-2026-\d{6},1,Cobro Prueba B,6391-0001,[^,]+,103\.42,103\.42,0\.00,0\.00,Pagado$/,
      ),
    );
  });

  it('sums what fell due in the period and what came in', async () => {
    const res = await call(t.app, 'GET', '/api/admin/payments/dashboard?period=month', { token: admin });
    expect(res.status).toBe(200);
    const { overview, upcoming } = res.body.data;
    // Recounted from the installments of live loans (the dashboard reads the ledger of what falls due).
    const [expected] = await queryRows<Record<string, number>>(
      t.app.db,
      sql`select
          coalesce(sum(i.amount_cents + i.late_fee_cents) filter (where i.due_date between '2026-08-22' and '2026-09-20'), 0)::int as scheduled,
          (count(*) filter (where i.due_date between '2026-08-22' and '2026-09-20'))::int as installments,
          coalesce(sum(i.paid_late_fee_cents + i.paid_interest_cents + i.paid_principal_cents)
            filter (where i.due_date between '2026-08-22' and '2026-09-20'), 0)::int as received,
          (count(*) filter (where i.paid_at is null and i.due_date < '2026-09-20'))::int as overdue,
          coalesce(sum(i.amount_cents + i.late_fee_cents - i.paid_late_fee_cents - i.paid_interest_cents - i.paid_principal_cents)
            filter (where i.paid_at is null and i.due_date < '2026-09-20'), 0)::int as owed
        from installments i join credit_applications a on a.id = i.application_id
        where a.deleted_at is null and a.status in ('APPROVED', 'DISBURSED')`,
    );
    const cents = (amount: number) => Math.round(amount * 100);
    expect({
      scheduled: cents(overview.totalScheduled),
      installments: overview.totalPayments,
      received: cents(overview.totalReceived),
      overdue: overview.overdueCount,
      owed: cents(overview.overdueAmount),
    }).toEqual(expected);
    expect(cents(overview.totalReceived) + cents(overview.totalPending)).toBe(cents(overview.totalScheduled));
    expect(overview.overdueCount).toBeGreaterThan(0);
    expect(
      upcoming.every((u: { dueDate: string }) => u.dueDate >= '2026-09-20' && u.dueDate <= '2026-10-20'),
    ).toBe(true);
    expect(
      (await call(t.app, 'GET', '/api/admin/payments/dashboard?period=decade', { token: admin })).status,
    ).toBe(400);
  });
});

describe('customer-reported payments', () => {
  it('goes oldest past-due first on approval, texts the customer, and decides once', async () => {
    const loan = await newLoan();
    const token = await customerToken(t.app, loan.phone);
    const reported = await call(t.app, 'POST', '/api/customers/payments', {
      token,
      body: {
        amount: 150,
        paymentMethod: 'BANK_TRANSFER',
        paymentReference: 'TRX-9',
        paymentDate: '2026-09-19',
      },
    });
    expect(reported.status).toBe(201);
    expect(reported.body.data.payment.status).toBe('PENDING');
    const id = reported.body.data.payment.id as string;
    const mine = await call(t.app, 'GET', '/api/customers/payments', { token });
    expect(mine.body.data.payments[0]).toMatchObject({ id, amount: 150, status: 'PENDING' });

    const approved = await call(t.app, 'PUT', `/api/admin/payments/${id}/approve`, { token: admin });
    expect(approved.status).toBe(200);
    expect(approved.body.data.applied.installments).toEqual([
      { id: loan.installments[0]?.id, paidAmount: Q, isPaid: true },
      { id: loan.installments[1]?.id, paidAmount: 46.58, isPaid: false },
    ]);
    expect((await call(t.app, 'PUT', `/api/admin/payments/${id}/approve`, { token: admin })).status).toBe(
      409,
    );
    expect(
      (await call(t.app, 'PUT', `/api/admin/payments/${id}/reject`, { token: admin, body: { reason: 'x' } }))
        .status,
    ).toBe(409);
    const sms = await call(t.app, 'GET', `/api/dev/sms-outbox?phoneNumber=${encodeURIComponent(loan.phone)}`);
    expect(sms.body.data.messages[0].body).toContain('aprobamos tu pago');

    const second = await call(t.app, 'POST', '/api/customers/payments', {
      token,
      body: { amount: 20, paymentMethod: 'CASH', paymentDate: '2026-09-20' },
    });
    const blank = await call(t.app, 'PUT', `/api/admin/payments/${second.body.data.payment.id}/reject`, {
      token: admin,
      body: { reason: ' ' },
    });
    expect(blank.status).toBe(400);
    const rejected = await call(t.app, 'PUT', `/api/admin/payments/${second.body.data.payment.id}/reject`, {
      token: admin,
      body: { reason: 'No encontramos la transferencia' },
    });
    expect(rejected.body.data.payment).toMatchObject({
      status: 'REJECTED',
      reviewNotes: 'No encontramos la transferencia',
    });
    const list = await call(t.app, 'GET', '/api/admin/payments?status=REJECTED', { token: admin });
    expect(list.body.data.payments.some((p: { id: string }) => p.id === second.body.data.payment.id)).toBe(
      true,
    );
  });

  it('counts the reports waiting for review, for the menu', async () => {
    const count = async () => {
      const res = await call(t.app, 'GET', '/api/admin/payments/pending-count', { token: admin });
      expect(res.status).toBe(200);
      return res.body.data.pending as number;
    };
    const [stored] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from customer_payment_reports where status = 'PENDING'`,
    );
    const before = await count();
    expect(before).toBe(stored?.n);
    const loan = await newLoan();
    const token = await customerToken(t.app, loan.phone);
    const report = (amount: number) =>
      call(t.app, 'POST', '/api/customers/payments', {
        token,
        body: { amount, paymentMethod: 'CASH', paymentDate: '2026-09-20' },
      });
    const first = await report(30);
    const second = await report(40);
    expect(await count()).toBe(before + 2);
    await call(t.app, 'PUT', `/api/admin/payments/${first.body.data.payment.id}/approve`, { token: admin });
    await call(t.app, 'PUT', `/api/admin/payments/${second.body.data.payment.id}/reject`, {
      token: admin,
      body: { reason: 'Duplicado' },
    });
    expect(await count()).toBe(before);
    expect((await call(t.app, 'GET', '/api/admin/payments/pending-count', { token: vendor })).status).toBe(
      403,
    );
  });

  it('takes a receipt checked by its content, and keeps nothing when it is refused', async () => {
    const loan = await newLoan();
    const token = await customerToken(t.app, loan.phone);
    const send = (content: Buffer, filename: string) => {
      const body = multipartBody(
        { amount: '103.42', paymentMethod: 'CARD', paymentDate: '2026-09-18' },
        { field: 'receipt', filename, content, contentType: 'image/png' },
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/customers/payments',
        payload: body.payload,
        headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      });
    };
    const ok = await send(PNG, 'recibo.png');
    expect(ok.statusCode).toBe(201);
    const fake = await send(Buffer.from('esto no es una imagen'), 'recibo.png');
    expect(fake.statusCode).toBe(400);
    const mine = await call(t.app, 'GET', '/api/customers/payments', { token });
    expect(mine.body.data.payments).toHaveLength(1);
    expect(mine.body.data.payments[0].receiptUrl).toMatch(/^\/api\/documents\/[0-9a-f-]{36}\/download$/);
    const file = await t.app.inject({
      method: 'GET',
      url: mine.body.data.payments[0].receiptUrl,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(file.statusCode).toBe(200);
  });

  it('keeps no receipt on the loan when the report it came with is refused after the upload', async () => {
    const loan = await newLoan();
    const token = await customerToken(t.app, loan.phone);
    const documents = async () =>
      (await call(t.app, 'GET', `/api/documents/application/${loan.id}`, { token: admin })).body.data
        .documents;
    const before = (await documents()).length;
    // A date in the future passes the form's schema and is refused by the report, after the file.
    const body = multipartBody(
      { amount: '50', paymentMethod: 'CASH', paymentDate: '2099-01-01' },
      { field: 'receipt', filename: 'recibo.png', content: PNG, contentType: 'image/png' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers/payments',
      payload: body.payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    });
    expect(res.statusCode).toBe(400);
    expect(await documents()).toHaveLength(before);
  });

  it('refuses a report from a customer without a financing, and another customer’s loan', async () => {
    const loan = await newLoan();
    const other = await newLoan();
    const token = await customerToken(t.app, loan.phone);
    const foreign = await call(t.app, 'POST', '/api/customers/payments', {
      token,
      body: { amount: 10, paymentMethod: 'CASH', paymentDate: '2026-09-20', applicationId: other.id },
    });
    expect(foreign.status).toBe(404);
    const fresh = await customerToken(t.app, '+50769998877');
    const none = await call(t.app, 'POST', '/api/customers/payments', {
      token: fresh,
      body: { amount: 10, paymentMethod: 'CASH', paymentDate: '2026-09-20' },
    });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No tienes un financiamiento activo.');
  });
});

describe('customer calendar', () => {
  it('answers the same at both paths, with every figure from the installments', async () => {
    const token = await customerToken(t.app, loanA.phone);
    const res = await call(t.app, 'GET', '/api/customers/payment-schedule', { token });
    expect(res.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/customer/payment-schedule', { token })).body).toEqual(
      res.body,
    );
    const d = res.body.data;
    expect(d.hasActiveFinancing).toBe(true);
    expect(d.financing).toMatchObject({
      applicationId: loanA.id,
      loanAmount: 1600,
      quincenalPayment: Q,
      totalAmount: 2482.08,
    });
    expect(d.summary).toMatchObject({ totalPayments: 24, paymentsCompleted: 3, totalPaid: 310.26 });
    expect(d.summary.remainingBalance).toBe(Math.round((2482.08 - 310.26) * 100) / 100);
    expect(d.payments[0]).toMatchObject({
      paymentNumber: 1,
      dueDate: '2026-08-31',
      isPaid: true,
      paidAt: '2026-09-20',
    });
    expect(d.terms).toEqual({ lateFee: 25, gracePeriodDays: 5 });
    const other = await call(t.app, 'GET', `/api/customers/payment-schedule?applicationId=${loanB.id}`, {
      token,
    });
    expect(other.status).toBe(404);
  });

  it('tells a customer without a financing about its pending application', async () => {
    const token = await customerToken(t.app, '+50769998866');
    const empty = await call(t.app, 'GET', '/api/customers/payment-schedule', { token });
    expect(empty.body.data).toMatchObject({
      hasActiveFinancing: false,
      pendingApplication: null,
      payments: [],
    });
    await call(t.app, 'POST', '/api/customers/credit-applications', {
      token,
      body: { requestedAmount: 1500, downPayment: 300, loanTermMonths: 12 },
    });
    const waiting = await call(t.app, 'GET', '/api/customers/payment-schedule', { token });
    expect(waiting.body.data.pendingApplication).toMatchObject({ status: 'PENDING' });
  });
});

describe('schedule corrections', () => {
  it('moves an unpaid installment or waives its fee with a required note, audited', async () => {
    const loan = await newLoan();
    const [first, second] = loan.installments;
    const noNote = await call(t.app, 'PUT', `/api/admin/payment-schedules/${second?.id}`, {
      token: admin,
      body: { dueDate: '2026-10-05' },
    });
    expect(noNote.status).toBe(400);
    expect(noNote.body.message).toBe('La nota es obligatoria.');
    const moved = await call(t.app, 'PUT', `/api/admin/payment-schedules/${second?.id}`, {
      token: admin,
      body: { dueDate: '2026-10-05', notes: 'Acordado con el cliente' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.installment).toMatchObject({ dueDate: '2026-10-05', isOverdue: false });

    await t.app.db.execute(sql`update installments set late_fee_cents = 2500 where id = ${first?.id}`);
    // Forgiving the fee is asked for here and carried out when another admin approves (§9).
    const asked = await call(t.app, 'PUT', `/api/admin/payment-schedules/${first?.id}`, {
      token: admin,
      body: { waiveLateFee: true, notes: 'Primera vez' },
    });
    expect(asked.status).toBe(202);
    expect(asked.body.data.installment).toMatchObject({ lateFee: 25 });
    const superAdmin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    const approved = await call(t.app, 'PUT', `/api/admin/approvals/${asked.body.data.approval.id}/approve`, {
      token: superAdmin,
      body: {},
    });
    expect(approved.status).toBe(200);
    const schedule = await call(t.app, 'GET', `/api/admin/payment-schedules?applicationId=${loan.id}`, {
      token: admin,
    });
    expect(schedule.body.data.installments[0]).toMatchObject({ lateFee: 0, owedAmount: Q });
    const audit = await queryRows<{ action: string }>(
      t.app.db,
      sql`select action from audit_log where entity_type = 'installment'
        and entity_id in (${first?.id}, ${second?.id}) order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['corrected', 'late_fee_waived']);

    await apply(receipt([first?.id as string], Q));
    const paid = await call(t.app, 'PUT', `/api/admin/payment-schedules/${first?.id}`, {
      token: admin,
      body: { dueDate: '2026-12-01', notes: 'tarde' },
    });
    expect(paid.status).toBe(409);
  });
});

describe('the ledger', () => {
  it('keeps each loan’s position and each receipt’s applied parts in step with the installments', async () => {
    // After the payments, excess credit, reported payments and corrections above.
    await expectLedgerConsistent(t.app.db);
    const [loan] = await queryRows<{ id: string }>(
      t.app.db,
      sql`select application_id as id from installments limit 1`,
    );
    // A receipt whose parts don't add up to its amount is refused by the database itself.
    await expect(
      t.app.db.execute(
        sql`insert into payments (application_id, customer_id, amount_cents, applied_principal_cents, method, payment_date, source)
          select id, customer_id, 1000, 900, 'CASH', '2026-09-20', 'ADMIN' from credit_applications where id = ${loan?.id}`,
      ),
    ).rejects.toThrow();
  });
});
