import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, customerToken, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The vendor's dearest motorcycle: the sale values below stay within its price plus the markup (ADR 022). */
const priciest = (motorcycles: { id: string; price: number }[]) =>
  motorcycles.reduce((a, b) => (b.price > a.price ? b : a)).id;

let t: TestApp;
let admin: string;
let vendor: string;
let vendor2: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await loginAs(t.app, 'admin', 'operador', 'operador12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  vendor2 = await loginAs(t.app, 'vendor', 'vendedor2', 'vendedor12345');
  customer = await customerToken(t.app, '+50760000001');
});
afterAll(() => t.close());

const countWhere = async (condition: ReturnType<typeof sql>) => {
  const [row] = await queryRows<{ n: number }>(
    t.app.db,
    sql`select count(*)::int as n from credit_applications a
      join vendors v on v.id = a.vendor_id where a.deleted_at is null and ${condition}`,
  );
  return row?.n ?? 0;
};

describe('role-scoped /api/applications', () => {
  it('lists all to an admin and only their own to a vendor or a customer', async () => {
    const all = await call(t.app, 'GET', '/api/applications?limit=1', { token: admin });
    const [total] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from credit_applications where deleted_at is null`,
    );
    expect(all.body.data.pagination.total).toBe(total?.n);
    const own = await call(t.app, 'GET', '/api/applications?limit=1', { token: vendor });
    expect(own.body.data.pagination.total).toBe(await countWhere(sql`v.username = 'vendedor'`));
    const mine = await call(t.app, 'GET', '/api/applications?limit=100', { token: customer });
    expect(mine.body.data.applications.length).toBeGreaterThan(0);
    expect(
      mine.body.data.applications.every(
        (a: { customer: { phoneNumber: string } }) => a.customer.phoneNumber === '+50760000001',
      ),
    ).toBe(true);
  });

  it("answers 404 for another's application", async () => {
    const [other] = await queryRows<{ id: string }>(
      t.app.db,
      sql`select a.id from credit_applications a join vendors v on v.id = a.vendor_id
        join customers c on c.id = a.customer_id
        where v.username = 'vendedor2' and c.phone_number <> '+50760000001' and a.deleted_at is null limit 1`,
    );
    const url = `/api/applications/${other?.id}`;
    expect((await call(t.app, 'GET', url, { token: vendor2 })).status).toBe(200);
    expect((await call(t.app, 'GET', url, { token: admin })).status).toBe(200);
    expect((await call(t.app, 'GET', url, { token: vendor })).status).toBe(404);
    expect((await call(t.app, 'GET', url, { token: customer })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/applications')).status).toBe(401);
  });

  it('creates with the body of the caller’s role, and lets only the customer change a pending one', async () => {
    const motorcycles = await call(t.app, 'GET', '/api/vendor/motorcycles', { token: vendor });
    const customers = await call(t.app, 'GET', '/api/vendor/customers?limit=1', { token: vendor });
    const body = {
      customerId: customers.body.data.customers[0].id,
      motorcycleId: priciest(motorcycles.body.data.motorcycles),
      requestedAmount: 2500,
      downPayment: 500,
      loanTermMonths: 18,
    };
    const byVendor = await call(t.app, 'POST', '/api/applications', { token: vendor, body });
    expect(byVendor.status).toBe(201);
    expect(byVendor.body.data.status).toBe('PENDING');
    const missing = await call(t.app, 'POST', '/api/applications', {
      token: vendor,
      body: { ...body, customerId: undefined },
    });
    expect(missing.status).toBe(400);
    expect((await call(t.app, 'POST', '/api/applications', { token: admin, body })).status).toBe(403);

    const own = await call(t.app, 'POST', '/api/applications', {
      token: customer,
      body: { requestedAmount: 1800, downPayment: 300, loanTermMonths: 12 },
    });
    expect(own.status).toBe(201);
    const changed = await call(t.app, 'PUT', `/api/applications/${own.body.data.id}`, {
      token: customer,
      body: { requestedAmount: 1900, downPayment: 300, loanTermMonths: 24 },
    });
    expect(changed.status).toBe(200);
    const detail = await call(t.app, 'GET', `/api/applications/${own.body.data.id}`, { token: customer });
    expect(detail.body.data.application).toMatchObject({ requestedAmount: 1900, loanTermMonths: 24 });
    const byVendorPut = await call(t.app, 'PUT', `/api/applications/${byVendor.body.data.id}`, {
      token: vendor,
      body: { requestedAmount: 1900, downPayment: 300, loanTermMonths: 24 },
    });
    expect(byVendorPut.status).toBe(403);

    await call(t.app, 'PUT', `/api/admin/credit-applications/${own.body.data.id}/review`, { token: admin });
    const locked = await call(t.app, 'PUT', `/api/applications/${own.body.data.id}`, {
      token: customer,
      body: { requestedAmount: 2000, downPayment: 300, loanTermMonths: 24 },
    });
    expect(locked.status).toBe(409);
  });

  it('creates once for a key sent twice (a retried request)', async () => {
    const motorcycles = await call(t.app, 'GET', '/api/vendor/motorcycles', { token: vendor });
    const customers = await call(t.app, 'GET', '/api/vendor/customers?limit=1', { token: vendor });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/applications',
        headers: { authorization: `Bearer ${vendor}`, 'idempotency-key': 'retry-application-0001' },
        payload: {
          customerId: customers.body.data.customers[0].id,
          motorcycleId: priciest(motorcycles.body.data.motorcycles),
          requestedAmount: 3100,
          downPayment: 600,
          loanTermMonths: 24,
        },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const [row] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from credit_applications where sale_value_cents = 310000`,
    );
    expect(row?.n).toBe(1);
  });
});
