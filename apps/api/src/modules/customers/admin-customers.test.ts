import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, customerToken, freshIp, loginAs } from '../../test/auth-helpers.ts';
import { expectEveryWalkOfPages } from '../../test/paging.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let t: TestApp;
let admin: string;
let operator: string;
let vendor: string;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  operator = await loginAs(t.app, 'admin', 'operador', 'operador12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
});
afterAll(() => t.close());

const get = (url: string, token = admin) => call(t.app, 'GET', url, { token });
const del = (url: string, token = admin) => call(t.app, 'DELETE', url, { token });

/** A vendor's new customer, with a PIN set through its own SMS sign-in. */
async function newCustomer(phone: string, firstName: string) {
  const created = await call(t.app, 'POST', '/api/vendor/customers', {
    token: vendor,
    body: { firstName, lastName: 'Prueba', phoneNumber: phone },
  });
  expect(created.status).toBe(201);
  const token = await customerToken(t.app, phone);
  const pin = await call(t.app, 'POST', '/api/auth/customer/set-pin', {
    token,
    body: { phoneNumber: phone, pin: '2580' },
  });
  expect(pin.status).toBe(200);
  // The PIN ends every other session: the caller goes on with the token it answered.
  return { id: created.body.data.customer.id as string, token: pin.body.data.token as string };
}

const loginPin = (phoneNumber: string) =>
  call(t.app, 'POST', '/api/auth/customer/login-pin', { body: { phoneNumber, pin: '2580' }, ip: freshIp() });

describe('GET /api/admin/customers', () => {
  it('lists every customer once across its pages, by number and by cursor both ways, newest first', async () => {
    for (const query of ['', '&search=a']) {
      const everything = await expectEveryWalkOfPages(get, '/api/admin/customers', 'customers', {
        limit: 3,
        query,
      });
      expect(everything.length, query).toBeGreaterThan(6);
    }
    const whole = await get('/api/admin/customers?limit=100');
    const times = whole.body.data.customers.map((c: { createdAt: string }) => c.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses a cursor it did not give', async () => {
    for (const cursor of ['abc', '2026-11-27T14:00:00Z_0190a1b2-0000-7000-8000-000000000001', "x' or 1=1"]) {
      const res = await get(`/api/admin/customers?after=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it('pages every customer with the applications count, and searches by name, phone and email', async () => {
    const page = await get('/api/admin/customers?limit=5');
    expect(page.status).toBe(200);
    expect(page.body.data.customers).toHaveLength(5);
    expect(page.body.data.pagination).toMatchObject({ page: 1, limit: 5, hasPrev: false, hasNext: true });
    expect(Object.keys(page.body.data.customers[0]).sort()).toEqual(
      [
        'applicationsCount',
        'canDelete',
        'createdAt',
        'email',
        'firstName',
        'id',
        'isVerified',
        'lastName',
        'phoneNumber',
      ].sort(),
    );

    const byPhone = await get('/api/admin/customers?search=6000-0001');
    expect(byPhone.body.data.customers).toHaveLength(1);
    expect(byPhone.body.data.customers[0]).toMatchObject({
      phoneNumber: '+50760000001',
      firstName: 'María',
      applicationsCount: expect.any(Number),
    });
    expect(byPhone.body.data.customers[0].applicationsCount).toBeGreaterThan(0);
    const byName = await get(`/api/admin/customers?search=${encodeURIComponent('maría gonz')}`);
    expect(byName.body.data.customers[0].phoneNumber).toBe('+50760000001');
    const email = byPhone.body.data.customers[0].email as string;
    const byEmail = await get(`/api/admin/customers?search=${encodeURIComponent(email)}`);
    expect(byEmail.body.data.customers.map((c: { email: string }) => c.email)).toContain(email);
    // LIKE wildcards typed by the user match themselves.
    expect((await get('/api/admin/customers?search=%25')).body.data.customers).toHaveLength(0);
  });

  it('admits any admin and no one else', async () => {
    expect((await get('/api/admin/customers', operator)).status).toBe(200);
    expect((await get('/api/admin/customers', vendor)).status).toBe(403);
    const customer = await customerToken(t.app, '+50760000001');
    expect((await get('/api/admin/customers', customer)).status).toBe(403);
    const anonymous = await call(t.app, 'GET', '/api/admin/customers');
    expect(anonymous.status).toBe(401);
    expect((await get('/api/admin/customers?limit=500')).status).toBe(400);
  });
});

describe('GET /api/admin/customers/:id', () => {
  it('shows the customer with its applications', async () => {
    const [demo] = (await get('/api/admin/customers?search=60000001')).body.data.customers;
    const res = await get(`/api/admin/customers/${demo.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.customer).toMatchObject({ id: demo.id, phoneNumber: '+50760000001' });
    expect(res.body.data.customer.applications[0]).toMatchObject({
      status: expect.any(String),
      requestedAmount: expect.any(Number),
      motorcycle: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/pinHash|argon/i);
  });

  it('answers 404 for an unknown id and 400 in Spanish for a malformed one', async () => {
    const unknown = await get(`/api/admin/customers/${UNKNOWN}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'CUSTOMER_NOT_FOUND', message: 'Cliente no encontrado.' });
    const bad = await get('/api/admin/customers/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Identificador no válido.');
  });
});

describe('DELETE /api/admin/customers/:id', () => {
  it('refuses a customer with a disbursed financing, and keeps it', async () => {
    const [demo] = (await get('/api/admin/customers?search=60000001')).body.data.customers;
    const res = await del(`/api/admin/customers/${demo.id}`);
    // The list and the detail said so beforehand: no "Eliminar" is offered for it.
    expect(demo.canDelete).toBe(false);
    expect((await get(`/api/admin/customers/${demo.id}`)).body.data.customer.canDelete).toBe(false);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      code: 'CUSTOMER_HAS_FINANCING',
      message:
        'No se puede eliminar el cliente: tiene un financiamiento aprobado o desembolsado, o pagos registrados.',
    });
    expect((await get(`/api/admin/customers/${demo.id}`)).status).toBe(200);
  });

  it('refuses a customer with a payment even when no financing is active', async () => {
    const [row] = await queryRows<{ customer_id: string; id: string }>(
      t.app.db,
      sql`select a.customer_id, a.id from credit_applications a
        where a.status = 'REJECTED' and a.deleted_at is null
          and not exists (select 1 from credit_applications b
            where b.customer_id = a.customer_id and b.status in ('APPROVED', 'DISBURSED'))
        limit 1`,
    );
    if (!row) throw new Error('the demo has no rejected-only customer');
    const detail = () => get(`/api/admin/customers/${row.customer_id}`);
    expect((await detail()).body.data.customer.canDelete).toBe(true);
    await t.app.db.execute(
      sql`insert into payments (application_id, customer_id, amount_cents, unapplied_cents, method, payment_date, source)
        values (${row.id}, ${row.customer_id}, 1000, 1000, 'CASH', '2026-01-15', 'ADMIN')`,
    );
    expect((await detail()).body.data.customer.canDelete).toBe(false);
    const res = await del(`/api/admin/customers/${row.customer_id}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CUSTOMER_HAS_FINANCING');
  });

  it('soft-deletes a customer without financing: audited, gone from lists, signed out, no sign-in', async () => {
    const phone = '+50767770001';
    const customer = await newCustomer(phone, 'Borrable');
    const motorcycles = await call(t.app, 'GET', '/api/vendor/motorcycles', { token: vendor });
    const pending = await call(t.app, 'POST', '/api/vendor/applications', {
      token: vendor,
      body: {
        customerId: customer.id,
        motorcycleId: motorcycles.body.data.motorcycles[0].id,
        requestedAmount: 2000,
        downPayment: 400,
        loanTermMonths: 12,
      },
    });
    expect(pending.status).toBe(201);
    expect((await loginPin(phone)).status).toBe(200);
    // A pending application alone does not keep a customer: the list offers the deletion.
    const [listed] = (await get('/api/admin/customers?search=67770001')).body.data.customers;
    expect(listed).toMatchObject({ id: customer.id, canDelete: true });

    const res = await del(`/api/admin/customers/${customer.id}`, operator);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: null, message: 'Cliente eliminado' });

    expect((await get(`/api/admin/customers/${customer.id}`)).status).toBe(404);
    expect((await get('/api/admin/customers?search=67770001')).body.data.customers).toHaveLength(0);
    expect((await del(`/api/admin/customers/${customer.id}`)).status).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/vendor/customers?search=67770001`, { token: vendor })).body.data
        .customers,
    ).toHaveLength(0);
    // Its open application is withdrawn with it.
    expect(
      (await call(t.app, 'GET', `/api/vendor/applications/${pending.body.data.id}`, { token: vendor }))
        .status,
    ).toBe(404);

    // Its session ends and its PIN no longer signs in.
    expect((await call(t.app, 'GET', '/api/auth/me', { token: customer.token })).status).toBe(401);
    expect((await loginPin(phone)).status).toBe(401);
    const status = await call(t.app, 'POST', '/api/auth/customer/check-status', {
      body: { phoneNumber: phone },
      ip: freshIp(),
    });
    expect(status.body.data.exists).toBe(false);

    const audit = await queryRows<{ entity_type: string; action: string; actor_role: string }>(
      t.app.db,
      sql`select entity_type, action, actor_role from audit_log
        where entity_id in (${customer.id}, ${pending.body.data.id}) and action = 'deleted'
        order by entity_type`,
    );
    expect(audit).toEqual([
      { entity_type: 'credit_application', action: 'deleted', actor_role: 'admin' },
      { entity_type: 'customer', action: 'deleted', actor_role: 'admin' },
    ]);
  });

  it('lets the freed phone sign up again as a new, empty customer', async () => {
    const phone = '+50767770002';
    const created = await call(t.app, 'POST', '/api/vendor/customers', {
      token: vendor,
      body: { firstName: 'Anterior', lastName: 'Prueba', phoneNumber: phone },
    });
    const first = { id: created.body.data.customer.id as string };
    expect((await del(`/api/admin/customers/${first.id}`)).status).toBe(200);
    const token = await customerToken(t.app, phone);
    const me = await call(t.app, 'GET', '/api/customers/profile', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.customer.id).not.toBe(first.id);
    expect(me.body.data.customer).toMatchObject({ firstName: null, hasPin: false });
  });

  it('guards the route', async () => {
    expect((await del(`/api/admin/customers/${UNKNOWN}`, vendor)).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/admin/customers/${UNKNOWN}`)).status).toBe(401);
    expect((await del(`/api/admin/customers/${UNKNOWN}`)).status).toBe(404);
  });
});
