import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { submitNewApplication } from '../../test/applications.ts';
import { call, customerToken, freshIp, lastOtp, loginAs } from '../../test/auth-helpers.ts';
import { expectEveryWalkOfPages } from '../../test/paging.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

const clock = new TestClock('2026-08-12T15:00:00Z');
let t: TestApp;
let vendor: string;
let vendor2: string;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  vendor2 = await loginAs(t.app, 'vendor', 'vendedor2', 'vendedor12345');
});
afterAll(() => t.close());

const get = (url: string, token = vendor) => call(t.app, 'GET', url, { token });
const post = (url: string, body: unknown, token = vendor) => call(t.app, 'POST', url, { body, token });
const put = (url: string, body: unknown, token = vendor) => call(t.app, 'PUT', url, { body, token });

async function firstOwnMotorcycle(token = vendor) {
  return (await get('/api/vendor/motorcycles', token)).body.data.motorcycles[0].id as string;
}

describe('vendor dashboard', () => {
  it('counts the vendor’s own customers and applications from the data', async () => {
    const res = await get('/api/vendor/dashboard?period=year');
    expect(res.status).toBe(200);
    const [expected] = await queryRows<{
      customers: number;
      apps: number;
      approved: number;
      rejected: number;
    }>(
      t.app.db,
      sql`select
        (select count(*)::int from vendor_customers vc join vendors v on v.id = vc.vendor_id where v.username = 'vendedor') as customers,
        (select count(*)::int from credit_applications a join vendors v on v.id = a.vendor_id where v.username = 'vendedor') as apps,
        (select count(*)::int from credit_applications a join vendors v on v.id = a.vendor_id
          where v.username = 'vendedor' and a.status in ('APPROVED', 'DISBURSED')) as approved,
        (select count(*)::int from credit_applications a join vendors v on v.id = a.vendor_id
          where v.username = 'vendedor' and a.status = 'REJECTED') as rejected`,
    );
    const d = res.body.data;
    expect(d.customers.total).toBe(expected?.customers);
    expect(d.applications.total).toBe(expected?.apps);
    expect(d.applications.approved).toBe(expected?.approved);
    expect(d.applications.rejected).toBe(expected?.rejected);
    expect(d.applications.approvalRate).toBeCloseTo(
      (100 * (expected?.approved ?? 0)) / ((expected?.approved ?? 0) + (expected?.rejected ?? 0)),
      1,
    );
    expect(d.recentApplications.length).toBeLessThanOrEqual(5);
    expect(d.recentCustomers.length).toBeLessThanOrEqual(5);
  });

  it('narrows the cards to the period and refuses an unknown period', async () => {
    const week = await get('/api/vendor/dashboard?period=week');
    const year = await get('/api/vendor/dashboard?period=year');
    expect(week.body.data.applications.total).toBeLessThanOrEqual(year.body.data.applications.total);
    expect((await get('/api/vendor/dashboard?period=decade')).status).toBe(400);
  });
});

describe('vendor customers', () => {
  it('lists every linked customer once across its pages, by number and by cursor, with each filter', async () => {
    for (const query of ['', '&isVerified=false', '&hasApplications=true', '&search=a']) {
      const everyone = await expectEveryWalkOfPages(get, '/api/vendor/customers', 'customers', {
        limit: 2,
        query,
      });
      expect(everyone.length).toBeGreaterThan(query === '&isVerified=false' ? 0 : 2);
    }
  });

  it('pages 20 at a time and searches by name, phone and email', async () => {
    const page = await get('/api/vendor/customers');
    expect(page.status).toBe(200);
    expect(page.body.data.customers.length).toBeLessThanOrEqual(20);
    expect(page.body.data.pagination).toMatchObject({ page: 1, limit: 20, hasPrev: false });
    const byPhone = await get('/api/vendor/customers?search=60000001');
    expect(byPhone.body.data.customers).toHaveLength(1);
    expect(byPhone.body.data.customers[0]).toMatchObject({
      firstName: 'María',
      applicationsCount: expect.any(Number),
    });
    const byName = await get('/api/vendor/customers?search=maría gonz');
    expect(byName.body.data.customers[0].phoneNumber).toBe('+50760000001');
    const email = byPhone.body.data.customers[0].email as string;
    expect(
      (await get(`/api/vendor/customers?search=${encodeURIComponent(email.slice(0, 8))}`)).body.data.customers
        .length,
    ).toBeGreaterThan(0);
    const unverified = await get('/api/vendor/customers?isVerified=false');
    expect(unverified.body.data.customers.every((c: { isVerified: boolean }) => !c.isVerified)).toBe(true);
  });

  it('creates a customer, and answers CUSTOMER_ALREADY_EXISTS for a known phone without revealing it', async () => {
    const created = await post('/api/vendor/customers', {
      firstName: 'Rubén',
      lastName: 'Castillo',
      phoneNumber: '6712-3456',
      email: '',
      monthlyIncome: 950.5,
      employmentType: 'EMPLEADO_PUBLICO',
    });
    expect(created.status).toBe(201);
    expect(created.body.data.customer).toMatchObject({
      phoneNumber: '+50767123456',
      email: null,
      monthlyIncome: 950.5,
    });
    const again = await post(
      '/api/vendor/customers',
      { firstName: 'X', lastName: 'Y', phoneNumber: '60000001' },
      vendor2,
    );
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      code: 'CUSTOMER_ALREADY_EXISTS',
      message: 'El cliente ya está registrado.',
    });
  });

  it('validates required names and the email in Spanish', async () => {
    const res = await post('/api/vendor/customers', {
      firstName: '',
      lastName: 'Pérez',
      phoneNumber: '61112222',
      email: 'no-es-correo',
    });
    expect(res.status).toBe(400);
    const messages = res.body.details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining(['El nombre es requerido.', 'Correo electrónico no válido.']),
    );
  });

  it('reaches an existing customer of another vendor only through the customer’s SMS consent', async () => {
    expect((await get('/api/vendor/customers/by-phone/60000001', vendor2)).status).toBe(404);
    clock.advance(2 * 60_000);
    const ip = freshIp();
    await call(t.app, 'POST', '/api/auth/send-otp', {
      body: { phoneNumber: '60000001' },
      token: vendor2,
      ip,
    });
    const consent = await call(t.app, 'POST', '/api/auth/verify-otp', {
      body: { phoneNumber: '60000001', otp: await lastOtp(t.app, '+50760000001') },
      token: vendor2,
      ip,
    });
    expect(consent.body.data.consent).toBe(true);
    const prefill = await get('/api/vendor/customers/by-phone/6000-0001', vendor2);
    expect(prefill.status).toBe(200);
    expect(prefill.body.data.customer.firstName).toBe('María');
    const linked = await put(
      '/api/vendor/customers/by-phone/60000001',
      { firstName: 'María', lastName: 'González', city: 'David' },
      vendor2,
    );
    expect(linked.status).toBe(200);
    const list = await get('/api/vendor/customers?search=60000001', vendor2);
    expect(list.body.data.customers).toHaveLength(1);
    // The second vendor sees only its own applications for this shared customer.
    expect(list.body.data.customers[0].applicationsCount).toBe(0);
    clock.advance(31 * 60_000);
  });
});

describe('vendor applications', () => {
  it('submits an application for its customer with the quote, and shows the projected schedule', async () => {
    vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
    const customer = (await get('/api/vendor/customers?search=castillo')).body.data.customers[0];
    const res = await post('/api/vendor/applications', {
      customerId: customer.id,
      motorcycleId: await firstOwnMotorcycle(),
      requestedAmount: 2000,
      downPayment: 400,
      loanTermMonths: 12,
    });
    expect(res.status).toBe(201);
    const detail = await get(`/api/vendor/applications/${res.body.data.id}`);
    expect(detail.body.data.application).toMatchObject({
      status: 'PENDING',
      requestedAmount: 2000,
      downPayment: 400,
      loanAmount: 1600,
      monthlyPayment: 206.84,
      quincenalPayment: 103.42,
      totalToPay: 2482.08,
      termMonths: 12,
      scheduleIsProjected: true,
    });
    expect(detail.body.data.application.paymentSchedule).toHaveLength(24);
    const list = await get('/api/vendor/applications?status=PENDING&search=castillo');
    expect(list.body.data.applications.map((a: { id: string }) => a.id)).toContain(res.body.data.id);
  });

  it('refuses a bad term and a down payment above the value, in the spec’s words', async () => {
    const customer = (await get('/api/vendor/customers?search=castillo')).body.data.customers[0];
    const base = {
      customerId: customer.id,
      motorcycleId: await firstOwnMotorcycle(),
      requestedAmount: 2000,
      downPayment: 400,
    };
    const term = await post('/api/vendor/applications', { ...base, loanTermMonths: 36 });
    expect(term.status).toBe(400);
    expect(term.body.message).toBe('Plazo no válido: 36. Solo se permiten 12, 18 o 24 meses.');
    const down = await post('/api/vendor/applications', { ...base, downPayment: 2500, loanTermMonths: 12 });
    expect(down.status).toBe(400);
    expect(down.body.message).toBe('El abono inicial debe ser menor que el valor de la moto.');
  });

  it('filters by creation date range', async () => {
    const all = await get('/api/vendor/applications?limit=100');
    const none = await get('/api/vendor/applications?startDate=2030-01-01');
    expect(all.body.data.pagination.total).toBeGreaterThan(0);
    expect(none.body.data.pagination.total).toBe(0);
    expect((await get('/api/vendor/applications?startDate=2026-02-30')).status).toBe(400);
  });

  it('shows a disbursed application’s stored schedule with paid and overdue rows', async () => {
    const list = await get('/api/vendor/applications?status=DISBURSED&search=60000001');
    const detail = await get(`/api/vendor/applications/${list.body.data.applications[0].id}`);
    const statuses = detail.body.data.application.paymentSchedule.map((r: { status: string }) => r.status);
    expect(detail.body.data.application.scheduleIsProjected).toBe(false);
    expect(statuses).toContain('PAID');
    expect(statuses).toContain('OVERDUE');
    expect(statuses).toContain('PENDING');
  });
});

describe('a customer’s phone', () => {
  it('cannot be changed by a vendor (it is the customer’s sign-in)', async () => {
    const customer = (await get('/api/vendor/customers?search=castillo')).body.data.customers[0];
    const res = await put(`/api/vendor/customers/${customer.id}`, {
      phoneNumber: '69990000',
      city: 'Penonomé',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.customer).toMatchObject({ phoneNumber: customer.phoneNumber, city: 'Penonomé' });
    const byPhone = await put(`/api/vendor/customers/by-phone/${customer.phoneNumber.slice(4)}`, {
      phoneNumber: '69990001',
    });
    expect(byPhone.body.data.customer.phoneNumber).toBe(customer.phoneNumber);
  });
});

describe('a second vendor probing the first one’s ids', () => {
  it('gets 404 on every route', async () => {
    vendor2 = await loginAs(t.app, 'vendor', 'vendedor2', 'vendedor12345');
    const customer = (await get('/api/vendor/customers?search=castillo')).body.data.customers[0];
    const application = (await get('/api/vendor/applications?search=castillo')).body.data.applications[0];
    const moto = await firstOwnMotorcycle();
    const own = await firstOwnMotorcycle(vendor2);
    const probes = [
      await get(`/api/vendor/customers/${customer.id}`, vendor2),
      await put(`/api/vendor/customers/${customer.id}`, { city: 'Colón' }, vendor2),
      await get('/api/vendor/customers/by-phone/67123456', vendor2),
      await put('/api/vendor/customers/by-phone/67123456', { city: 'Colón' }, vendor2),
      await get(`/api/vendor/applications/${application.id}`, vendor2),
      await get(`/api/vendor/motorcycles/${moto}`, vendor2),
      await put(`/api/vendor/motorcycles/${moto}`, { color: 'Rosa' }, vendor2),
      await call(t.app, 'DELETE', `/api/vendor/motorcycles/${moto}`, { token: vendor2 }),
      await post(
        '/api/vendor/applications',
        {
          customerId: customer.id,
          motorcycleId: own,
          requestedAmount: 2000,
          downPayment: 0,
          loanTermMonths: 12,
        },
        vendor2,
      ),
      await post(
        '/api/vendor/applications',
        {
          customerId: (await get('/api/vendor/customers', vendor2)).body.data.customers[0].id,
          motorcycleId: moto,
          requestedAmount: 2000,
          downPayment: 0,
          loanTermMonths: 12,
        },
        vendor2,
      ),
    ];
    expect(probes.map((p) => p.status)).toEqual(probes.map(() => 404));
    const list = await get('/api/vendor/applications?limit=100', vendor2);
    expect(list.body.data.applications.map((a: { id: string }) => a.id)).not.toContain(application.id);
  });

  it('refuses customers and admins on the vendor routes', async () => {
    const customer = await customerToken(t.app, '+50760000001');
    const admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    expect((await get('/api/vendor/customers', customer)).status).toBe(403);
    expect((await get('/api/vendor/dashboard', admin)).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/vendor/customers')).status).toBe(401);
  });
});

describe('vendor catalog', () => {
  it('creates, edits, lists and deletes its own motorcycles with the spec’s validation', async () => {
    const invalid = await post('/api/vendor/motorcycles', {
      brand: '',
      model: 'X',
      year: 1800,
      engineSize: '150cc',
      color: 'Rojo',
      price: -1,
    });
    expect(invalid.status).toBe(400);
    const messages = invalid.body.details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining(['La marca es requerida.', 'El año debe ser 1900 o posterior.']),
    );
    const created = await post('/api/vendor/motorcycles', {
      brand: 'Yamaha',
      model: 'NMAX 155',
      year: 2026,
      engineSize: '155cc',
      color: 'Gris',
      price: 3290.99,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.motorcycle.id;
    expect(created.body.data.motorcycle).toMatchObject({ price: 3290.99, isAvailable: true });
    expect((await put(`/api/vendor/motorcycles/${id}`, { price: 3190 })).body.data.motorcycle.price).toBe(
      3190,
    );
    expect((await get('/api/vendor/motorcycles?search=nmax')).body.data.motorcycles).toHaveLength(1);
    expect((await call(t.app, 'DELETE', `/api/vendor/motorcycles/${id}`, { token: vendor })).status).toBe(
      200,
    );
    expect((await get(`/api/vendor/motorcycles/${id}`)).status).toBe(404);
  });
});

describe('the wizard’s placeholder motorcycle', () => {
  it('finances a price-only sale without showing the placeholder in the catalog', async () => {
    const placeholder = await post('/api/vendor/motorcycles', {
      brand: `Personalizada-${Date.now()}`,
      model: 'Financing',
      year: 2026,
      engineSize: 'N/A',
      color: 'N/A',
      price: 2450,
    });
    expect(placeholder.status).toBe(201);
    const catalog = await get('/api/vendor/motorcycles?limit=100');
    expect(catalog.body.data.motorcycles.map((m: { id: string }) => m.id)).not.toContain(
      placeholder.body.data.motorcycle.id,
    );
    const customer = (await get('/api/vendor/customers?search=castillo')).body.data.customers[0];
    const res = await post('/api/vendor/applications', {
      customerId: customer.id,
      motorcycleId: placeholder.body.data.motorcycle.id,
      requestedAmount: 2450,
      downPayment: 450,
      loanTermMonths: 18,
    });
    expect(res.status).toBe(201);
  });
});

describe('vendor profile', () => {
  it('edits the profile but never the email', async () => {
    const res = await put('/api/vendor/profile', { city: 'La Chorrera', email: 'otro@correo.pa' });
    expect(res.status).toBe(200);
    expect(res.body.data.vendor).toMatchObject({
      city: 'La Chorrera',
      email: 'carlos.mendez@motosdelistmo.com.pa',
    });
  });

  it('changes the password with the settings’ rules and ends the other sessions', async () => {
    const wrong = await put('/api/vendor/change-password', {
      currentPassword: 'nope',
      newPassword: 'nuevaClave99',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('La contraseña actual es incorrecta.');
    const short = await put('/api/vendor/change-password', {
      currentPassword: 'vendedor12345',
      newPassword: 'abc1',
    });
    expect(short.body.message).toBe('La contraseña debe tener al menos 8 caracteres, con letras y números.');
    const ok = await put('/api/vendor/change-password', {
      currentPassword: 'vendedor12345',
      newPassword: 'nuevaClave99',
    });
    expect(ok.status).toBe(200);
    expect((await get('/api/vendor/profile')).status).toBe(401);
    expect((await get('/api/vendor/profile', ok.body.data.token)).status).toBe(200);
    vendor = ok.body.data.token;
  });
});

describe('customer self-service', () => {
  it('onboards a new customer with an application on a placeholder motorcycle, editable while pending', async () => {
    const token = await customerToken(t.app, '+50768887777');
    const res = await call(t.app, 'POST', '/api/customers/onboarding', {
      token,
      body: {
        firstName: 'Elena',
        lastName: 'Vargas',
        city: '',
        requestedAmount: 1800,
        downPayment: 300,
        loanTermMonths: 18,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.customer).toMatchObject({ firstName: 'Elena', city: null });
    const id = res.body.data.application.id;
    const edit = await call(t.app, 'PUT', `/api/customers/onboarding/${id}`, {
      token,
      body: { requestedAmount: 1900, downPayment: 300, loanTermMonths: 24 },
    });
    expect(edit.status).toBe(200);
    const mine = await call(t.app, 'GET', '/api/customers/credit-applications', { token });
    expect(mine.body.data.applications[0]).toMatchObject({ id, loanTermMonths: 24, requestedAmount: 1900 });
    clock.advance(61_000);
    const other = await call(t.app, 'GET', '/api/customers/credit-applications', {
      token: await customerToken(t.app, '+50760000001'),
    });
    const foreign = other.body.data.applications[0].id;
    expect(
      (
        await call(t.app, 'PUT', `/api/customers/onboarding/${foreign}`, {
          token,
          body: { requestedAmount: 1, downPayment: 0, loanTermMonths: 12 },
        })
      ).status,
    ).toBe(404);
    // A second submission that leaves fields out keeps what the customer gave before.
    await call(t.app, 'PUT', '/api/customers/profile', { token, body: { address: 'Calle 50, Obarrio' } });
    const again = await call(t.app, 'POST', '/api/customers/onboarding', {
      token,
      body: {
        firstName: 'Elena',
        lastName: 'Vargas',
        requestedAmount: 1500,
        downPayment: 150,
        loanTermMonths: 12,
      },
    });
    expect(again.body.data.customer).toMatchObject({ address: 'Calle 50, Obarrio' });
  });

  it('speaks of the same financing as the calendar when the loan is approved but not yet disbursed', async () => {
    const id = await submitNewApplication(t.app, vendor, {
      firstName: 'Saldo',
      lastName: 'Coincidente',
      phoneNumber: '64970001',
    });
    const admin = await loginAs(t.app, 'admin', 'operador', 'operador12345');
    expect(
      (await call(t.app, 'PUT', `/api/admin/credit-applications/${id}/approve`, { token: admin, body: {} }))
        .status,
    ).toBe(200);
    clock.advance(2 * 60_000);
    const token = await customerToken(t.app, '+50764970001');
    const summary = await call(t.app, 'GET', '/api/customers/financial-summary', { token });
    const calendar = await call(t.app, 'GET', '/api/customers/payment-schedule', { token });
    expect(calendar.body.data.financing.applicationId).toBe(id);
    expect(summary.body.data.activeFinancing).toMatchObject({
      applicationId: id,
      remainingBalance: calendar.body.data.summary.remainingBalance,
      totalPayments: calendar.body.data.summary.totalPayments,
    });
  });

  it('gives the same figures in the financial summary as in the calendar (one definition)', async () => {
    clock.advance(2 * 60_000);
    const token = await customerToken(t.app, '+50760000001');
    const [summary, calendar] = await Promise.all([
      call(t.app, 'GET', '/api/customers/financial-summary', { token }),
      call(t.app, 'GET', '/api/customers/payment-schedule', { token }),
    ]);
    const f = summary.body.data.activeFinancing;
    const c = calendar.body.data.summary;
    expect(f.applicationId).toBe(calendar.body.data.financing.applicationId);
    expect({
      totalPaid: f.totalPaid,
      remainingBalance: f.remainingBalance,
      paymentsCompleted: f.paymentsCompleted,
      totalPayments: f.totalPayments,
      overdueCount: f.overdueCount,
      overdueAmount: f.overdueAmount,
    }).toEqual({
      totalPaid: c.totalPaid,
      remainingBalance: c.remainingBalance,
      paymentsCompleted: c.paymentsCompleted,
      totalPayments: c.totalPayments,
      overdueCount: c.overdueCount,
      overdueAmount: c.overdueAmount,
    });
  });

  it('summarises the demo customer’s financing from the schedule', async () => {
    clock.advance(2 * 60_000);
    const token = await customerToken(t.app, '+50760000001');
    const res = await call(t.app, 'GET', '/api/customers/financial-summary', { token });
    expect(res.status).toBe(200);
    const f = res.body.data.activeFinancing;
    expect(f.totalPayments).toBe(24);
    expect(f.paymentsCompleted).toBeGreaterThanOrEqual(3);
    expect(f.overdueCount).toBeGreaterThanOrEqual(1);
    expect(Math.round((f.totalPaid + f.remainingBalance) * 100)).toBeGreaterThanOrEqual(
      Math.round(f.totalToPay * 100),
    );
  });
});
