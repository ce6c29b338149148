import { addDays, businessToday, toCents } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, customerToken, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/* GET /admin/loans/:applicationId/payoff and GET /customers/payoff (PRODUCT.md §9, issue 24). */

const clock = new TestClock('2026-10-20T15:00:00Z');
const today = businessToday(clock.now());
let t: TestApp;
let admin: string;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.app.db, query);
// One sign-in per customer: a second SMS code within the minute is refused.
const signedIn = new Map<string, Promise<string>>();
const customerAuth = (phone: string) => {
  if (!signedIn.has(phone)) signedIn.set(phone, customerToken(t.app, phone));
  return signedIn.get(phone) as Promise<string>;
};
const payoff = (id: string, query = '', token = admin) =>
  call(t.app, 'GET', `/api/admin/loans/${id}/payoff${query}`, { token });

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  admin = await loginAs(t.app, 'admin', 'operador', 'operador12345');
}, 300_000);
afterAll(() => t?.close());

/** Demo loans with something still owed: one in arrears first. */
async function openLoans() {
  return rows<{ id: string; phone: string; late: boolean }>(
    sql`select a.id, c.phone_number as phone, bool_or(i.due_date < ${today}::date) as late
      from credit_applications a join customers c on c.id = a.customer_id
      join installments i on i.application_id = a.id and i.paid_at is null
      where a.status = 'DISBURSED' and a.deleted_at is null
      group by a.id, c.phone_number order by late desc, a.number`,
  );
}

describe('the payoff quote', () => {
  it('asks every unpaid cent of principal, the interest earned to the day, the late fees, less the credit', async () => {
    const [loan] = await openLoans();
    const res = await payoff(loan?.id as string);
    expect(res.status).toBe(200);
    const quote = res.body.data.payoff;
    const detail = (await call(t.app, 'GET', `/api/admin/loans/${loan?.id}`, { token: admin })).body.data;
    expect(quote.date).toBe(today);
    expect(quote.principal).toBe(detail.loan.principalOutstanding);
    expect(quote.lateFees).toBe(detail.loan.lateFeesOutstanding);
    // Interest charged and interest forgiven are the interest still unpaid: none appears or vanishes.
    expect(toCents(quote.interest) + toCents(quote.interestRebate)).toBe(
      toCents(detail.loan.interestOutstanding),
    );
    expect(toCents(quote.total)).toBe(
      toCents(quote.principal) + toCents(quote.interest) + toCents(quote.lateFees) - toCents(quote.credit),
    );
    // The loan in arrears owes the interest of its late installments at least.
    const dueInterest = detail.installments
      .filter((i: { dueDate: string; isPaid: boolean }) => i.dueDate <= today && !i.isPaid)
      .reduce((sum: number, i: { interest: number }) => sum + toCents(i.interest), 0);
    expect(loan?.late).toBe(true);
    expect(toCents(quote.interest)).toBeGreaterThanOrEqual(dueInterest > 0 ? 1 : 0);
    const next = detail.installments.find((i: { dueDate: string }) => i.dueDate > today);
    expect(quote.validUntil).toBe(addDays(next.dueDate, -1));
  });

  it('grows by the day until the next due date, and asks nothing of the next installment on a due date', async () => {
    const [loan] = await openLoans();
    const id = loan?.id as string;
    const detail = (await call(t.app, 'GET', `/api/admin/loans/${id}`, { token: admin })).body.data;
    const next = detail.installments.find((i: { dueDate: string }) => i.dueDate > today);
    const on = async (date: string) => (await payoff(id, `?date=${date}`)).body.data.payoff;
    const [now, later] = [await on(today), await on(addDays(today, 5))];
    expect(toCents(later.total)).toBeGreaterThanOrEqual(toCents(now.total));
    const atDue = await on(next.dueDate);
    const dueBy = detail.installments
      .filter((i: { dueDate: string }) => i.dueDate <= next.dueDate)
      .reduce(
        (sum: number, i: { interest: number; isPaid: boolean }) => sum + (i.isPaid ? 0 : toCents(i.interest)),
        0,
      );
    expect(toCents(atDue.interest)).toBeLessThanOrEqual(dueBy);
  });

  it('answers 400 in Spanish for a date before the loan, far ahead or malformed', async () => {
    const [loan] = await openLoans();
    for (const date of ['2020-01-01', addDays(today, 366), '2026-13-01', 'mañana']) {
      const res = await payoff(loan?.id as string, `?date=${encodeURIComponent(date)}`);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(typeof res.body.message).toBe('string');
    }
    const before = await payoff(loan?.id as string, '?date=2020-01-01');
    expect(before.body).toMatchObject({
      code: 'INVALID_PAYOFF_DATE',
      message: 'La fecha de cancelación debe estar entre el inicio del préstamo y un año después.',
    });
    // The back-office quotes yesterday (a payoff received then); the customer, from today only.
    expect((await payoff(loan?.id as string, `?date=${addDays(today, -1)}`)).status).toBe(200);
    const token = await customerAuth(loan?.phone as string);
    const customerPast = await call(
      t.app,
      'GET',
      `/api/customers/payoff?applicationId=${loan?.id}&date=${addDays(today, -1)}`,
      { token },
    );
    expect(customerPast.body).toMatchObject({
      code: 'INVALID_PAYOFF_DATE',
      message: 'La fecha de cancelación debe estar entre hoy y un año después.',
    });
  });

  it('is for admins on the back-office route, and 404 for what is not a loan', async () => {
    const [loan] = await openLoans();
    const id = loan?.id as string;
    expect((await call(t.app, 'GET', `/api/admin/loans/${id}/payoff`)).status).toBe(401);
    const vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
    expect((await payoff(id, '', vendor)).status).toBe(403);
    const customer = await customerAuth(loan?.phone as string);
    expect((await payoff(id, '', customer)).status).toBe(403);
    expect((await payoff('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const [pending] = await rows<{ id: string }>(
      sql`select id from credit_applications where status = 'PENDING' and deleted_at is null limit 1`,
    );
    expect((await payoff(pending?.id as string)).status).toBe(404);
  });

  it('gives the customer the same figure for its own financing, and 404 for another’s', async () => {
    const [mine, theirs] = await openLoans();
    const token = await customerAuth(mine?.phone as string);
    const own = await call(t.app, 'GET', `/api/customers/payoff?applicationId=${mine?.id}`, { token });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual((await payoff(mine?.id as string)).body.data);
    const other = await call(t.app, 'GET', `/api/customers/payoff?applicationId=${theirs?.id}`, { token });
    expect(other.status).toBe(404);
    expect((await call(t.app, 'GET', '/api/customers/payoff')).status).toBe(401);
  });
});
