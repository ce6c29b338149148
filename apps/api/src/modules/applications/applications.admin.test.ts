import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { uploadDisbursementFile as uploadFile } from '../../test/applications.ts';
import { call, loginAs } from '../../test/auth-helpers.ts';
import { expectLedgerConsistent } from '../../test/ledger-invariants.ts';
import { nameTag } from '../../test/names.ts';
import { expectEveryWalkOfPages } from '../../test/paging.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

const START = '2026-08-12T15:00:00Z';
const clock = new TestClock(START);
const DAY = 24 * 60 * 60 * 1000;
const BASE = '/api/admin/credit-applications';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let superAdmin: string;
let operator: string;
let vendor: string;
let phoneCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  superAdmin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  operator = await loginAs(t.app, 'admin', 'operador', 'operador12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
});
afterAll(() => t.close());
// Back to the start after a test moves the clock, where the shared sessions are valid.
afterEach(() => clock.set(START));

const get = (url: string, token = operator) => call(t.app, 'GET', url, { token });
const put = (url: string, body: unknown = {}, token = operator) => call(t.app, 'PUT', url, { body, token });
const post = (url: string, body: unknown, token = operator) => call(t.app, 'POST', url, { body, token });

/** A vendor's new PENDING application for a customer of its own: 2000 sale, 400 down, 12 months. */
async function newApplication() {
  phoneCounter += 1;
  const phoneNumber = `6390${String(phoneCounter).padStart(4, '0')}`;
  const customer = await post(
    '/api/vendor/customers',
    { firstName: 'Prueba', lastName: `Flujo ${nameTag(phoneCounter)}`, phoneNumber, email: '' },
    vendor,
  );
  expect(customer.status).toBe(201);
  const motorcycles = await get('/api/vendor/motorcycles', vendor);
  const res = await post(
    '/api/vendor/applications',
    {
      customerId: customer.body.data.customer.id,
      motorcycleId: motorcycles.body.data.motorcycles[0].id,
      requestedAmount: 2000,
      downPayment: 400,
      loanTermMonths: 12,
    },
    vendor,
  );
  expect(res.status).toBe(201);
  return { id: res.body.data.id as string, phone: `+507${phoneNumber}` };
}

async function uploadDisbursementFile(applicationId: string, documentType: string, token = operator) {
  return (await uploadFile(t.app, token, applicationId, documentType as 'CONTRACT' | 'DIRECT_DISCOUNT'))
    .fileUrl;
}

async function outbox(phone: string) {
  // The development outbox needs no session.
  const res = await get(`/api/dev/sms-outbox?phoneNumber=${encodeURIComponent(phone)}`);
  return res.body.data.messages as { body: string }[];
}

const disbursement = (contractUrl: string) => ({
  actualVin: '1HGBH41JXMN109186',
  actualPlate: 'AB1234',
  insurancePolicy: 'POL-2026-77',
  contractUrl,
  hasDirectDiscount: false,
});

describe('the applications list pages', () => {
  it('lists every application once across its pages, by number and by cursor, with and without a search', async () => {
    for (const query of ['', '&search=a', '&status=PENDING']) {
      const ids = await expectEveryWalkOfPages(get, '/api/admin/credit-applications', 'applications', {
        limit: 4,
        query,
      });
      expect(ids.length, query).toBeGreaterThan(query ? 1 : 4);
    }
  });
});

describe('admin application list', () => {
  it('pages every application with the status counts of the summary cards', async () => {
    const res = await get(`${BASE}?limit=5`);
    expect(res.status).toBe(200);
    const [counts] = await queryRows<Record<string, number>>(
      t.app.db,
      sql`select count(*)::int as total,
        count(*) filter (where status = 'PENDING')::int as pending,
        count(*) filter (where status = 'IN_REVIEW')::int as "inReview",
        count(*) filter (where status = 'APPROVED')::int as approved,
        count(*) filter (where status = 'REJECTED')::int as rejected,
        count(*) filter (where status = 'DISBURSED')::int as disbursed
        from credit_applications where deleted_at is null`,
    );
    expect(res.body.data.summary).toEqual(counts);
    expect(res.body.data.applications).toHaveLength(5);
    expect(res.body.data.pagination).toMatchObject({ page: 1, limit: 5, total: counts?.total });
    expect(res.body.data.applications[0]).toMatchObject({
      loanAmount: expect.any(Number),
      quincenalPayment: expect.any(Number),
      motorcycle: { vin: expect.toSatisfy((v) => v === null || typeof v === 'string') },
    });
  });

  it('filters by status and searches customer phone, name and motorcycle', async () => {
    const disbursed = await get(`${BASE}?status=DISBURSED&limit=100`);
    expect(disbursed.body.data.applications.length).toBeGreaterThan(0);
    expect(disbursed.body.data.applications.every((a: { status: string }) => a.status === 'DISBURSED')).toBe(
      true,
    );
    const byPhone = await get(`${BASE}?search=6000-0001`);
    expect(byPhone.body.data.applications.length).toBeGreaterThan(0);
    expect(
      byPhone.body.data.applications.every(
        (a: { customer: { phoneNumber: string } }) => a.customer.phoneNumber === '+50760000001',
      ),
    ).toBe(true);
    const byName = await get(`${BASE}?search=maría`);
    expect(byName.body.data.applications.length).toBeGreaterThan(0);
    const brand = disbursed.body.data.applications[0].motorcycle.brand as string;
    const byBrand = await get(`${BASE}?search=${encodeURIComponent(brand)}`);
    expect(
      byBrand.body.data.applications.every(
        (a: { motorcycle: { brand: string } }) => a.motorcycle.brand === brand,
      ),
    ).toBe(true);
    expect(byBrand.body.data.applications[0].vendor).toMatchObject({ name: expect.any(String) });
    expect((await get(`${BASE}?status=LOST`)).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await call(t.app, 'GET', BASE)).status).toBe(401);
    expect((await get(BASE, vendor)).status).toBe(403);
    expect((await get(`${BASE}/${UNKNOWN}`)).status).toBe(404);
    expect((await get(`${BASE}/not-a-uuid`)).status).toBe(400);
  });
});

describe('application numbers', () => {
  it('gives each application the next number, readable as SOL-year-number, searchable and in its texts', async () => {
    const first = await newApplication();
    const second = await newApplication();
    const detail = async (id: string) => (await get(`${BASE}/${id}`)).body.data.application;
    const [a, b] = [await detail(first.id), await detail(second.id)];
    expect(a.number).toMatch(/^SOL-2026-\d{6}$/);
    expect(Number(b.number.slice(-6))).toBe(Number(a.number.slice(-6)) + 1);

    // Found by its number, in any case, in the admin's and the vendor's lists.
    const found = await get(`${BASE}?search=${a.number.toLowerCase()}`);
    expect(found.body.data.applications.map((x: { id: string }) => x.id)).toEqual([first.id]);
    const mine = await get(`/api/vendor/applications?search=${b.number}`, vendor);
    expect(mine.body.data.applications.map((x: { id: string }) => x.id)).toEqual([second.id]);

    expect((await put(`${BASE}/${first.id}/approve`)).status).toBe(200);
    expect((await outbox(first.phone))[0]?.body).toContain(`tu solicitud ${a.number} fue aprobada`);
  });
});

describe('application workflow', () => {
  it('takes an application from PENDING through review and approval to disbursement', async () => {
    const { id, phone } = await newApplication();

    const review = await put(`${BASE}/${id}/review`);
    expect(review.status).toBe(200);
    expect(review.body.data.application.status).toBe('IN_REVIEW');
    expect((await put(`${BASE}/${id}/review`)).body.code).toBe('INVALID_STATUS_TRANSITION');

    const wrongAmount = await put(`${BASE}/${id}/approve`, { approvedAmount: 2000 });
    expect(wrongAmount.status).toBe(400);
    expect(wrongAmount.body.details[0].field).toBe('approvedAmount');
    const tooLongVin = await put(`${BASE}/${id}/approve`, { vin: 'X'.repeat(18) });
    expect(tooLongVin.status).toBe(400);
    expect(tooLongVin.body.message).toBe('El VIN no puede superar 17 caracteres.');

    const approved = await put(`${BASE}/${id}/approve`, {
      approvedAmount: 1600,
      notes: 'Cliente con buen historial',
      vin: '9C2KC1670R1234567',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('Solicitud aprobada exitosamente');
    const a = approved.body.data.application;
    expect(a).toMatchObject({ status: 'APPROVED', loanAmount: 1600, notes: 'Cliente con buen historial' });
    expect(a.motorcycle.vin).toBe('9C2KC1670R1234567');
    expect(a.scheduleIsProjected).toBe(false);
    // 24 quincenal installments, anchored at the approval date (2026-08-12): the first is 2026-08-31.
    expect(a.schedule).toHaveLength(24);
    expect(a.schedule[0].dueDate).toBe('2026-08-31');
    const cents = (key: 'amount' | 'principal' | 'interest') =>
      a.schedule.reduce(
        (sum: number, row: Record<string, number>) => sum + Math.round((row[key] ?? 0) * 100),
        0,
      );
    expect(cents('amount')).toBe(248208);
    expect(cents('principal')).toBe(160000);
    expect(cents('interest')).toBe(88208);
    expect((await outbox(phone))[0]?.body).toContain('aprobada');

    // The vendor sees the decision at once.
    const seen = await get(`/api/vendor/applications/${id}`, vendor);
    expect(seen.body.data.application?.status ?? seen.body.data.status).toBe('APPROVED');

    expect((await put(`${BASE}/${id}/approve`)).status).toBe(409);
    expect((await put(`${BASE}/${id}/reject`, { rejectionReason: 'tarde' })).status).toBe(409);

    // Disbursement: the contract is required, and must be this application's own document.
    const noContract = await post(`${BASE}/${id}/disburse`, { ...disbursement(''), contractUrl: undefined });
    expect(noContract.status).toBe(400);
    expect(noContract.body.message).toBe('Contrato (PDF) es requerido');
    const missing = await post(`${BASE}/${id}/disburse`, {});
    expect(missing.body.details.map((d: { message: string }) => d.message)).toEqual(
      expect.arrayContaining(['VIN es requerido', 'Placa es requerida', 'Póliza de seguro es requerida']),
    );
    const other = await newApplication();
    const foreignContract = await uploadDisbursementFile(other.id, 'CONTRACT');
    const foreign = await post(`${BASE}/${id}/disburse`, disbursement(foreignContract));
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('INVALID_DOCUMENT_URL');
    const outside = await post(`${BASE}/${id}/disburse`, disbursement('https://example.com/contrato.pdf'));
    expect(outside.status).toBe(400);
    const contract = await uploadDisbursementFile(id, 'CONTRACT');
    const noDiscountFile = await post(`${BASE}/${id}/disburse`, {
      ...disbursement(contract),
      hasDirectDiscount: true,
    });
    expect(noDiscountFile.status).toBe(400);
    expect(noDiscountFile.body.message).toBe('Documento de descuento es requerido');

    // Nothing paid yet: disbursing 20 days later moves the schedule to the disbursement date.
    clock.advance(20 * DAY);
    const later = await loginAs(t.app, 'admin', 'operador', 'operador12345');
    const disbursed = await post(`${BASE}/${id}/disburse`, disbursement(contract), later);
    expect(disbursed.status).toBe(200);
    const d = disbursed.body.data.application;
    expect(d).toMatchObject({
      status: 'DISBURSED',
      insurancePolicy: 'POL-2026-77',
      hasDirectDiscount: false,
    });
    expect(d.motorcycle).toMatchObject({ vin: '1HGBH41JXMN109186', placa: 'AB1234' });
    expect(d.schedule[0].dueDate).toBe('2026-09-15');
    expect(d.schedule).toHaveLength(24);
    expect((await outbox(phone))[0]?.body).toMatch(/desembolsado.*103\.42.*15\/09\/2026/);
    expect((await post(`${BASE}/${id}/disburse`, disbursement(contract), later)).status).toBe(409);

    const history = d.history.map((h: { action: string }) => h.action);
    expect(history).toEqual(['created', 'taken_into_review', 'approved', 'document_uploaded', 'disbursed']);
    const approval = d.history[2];
    expect(approval.actor).toMatchObject({ role: 'admin', name: 'operador' });
    expect(approval.changes.status).toEqual({ from: 'IN_REVIEW', to: 'APPROVED' });
    expect(d.history[0].actor.role).toBe('vendor');

    const vendorLater = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
    const vendorView = await get(`/api/vendor/applications?status=DISBURSED&limit=100`, vendorLater);
    expect(vendorView.body.data.applications.some((x: { id: string }) => x.id === id)).toBe(true);
  });

  it('rejects with a reason, and nothing moves a rejected application', async () => {
    const { id, phone } = await newApplication();
    const blank = await put(`${BASE}/${id}/reject`, { rejectionReason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Por favor, proporciona una razón para el rechazo.');
    const rejected = await put(`${BASE}/${id}/reject`, { rejectionReason: 'Ingresos insuficientes' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.application).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Ingresos insuficientes',
    });
    expect((await outbox(phone))[0]?.body).toContain('Ingresos insuficientes');
    for (const [method, path] of [
      ['PUT', 'review'],
      ['PUT', 'approve'],
      ['PUT', 'reject'],
      ['POST', 'disburse'],
    ] as const) {
      const res = await call(t.app, method, `${BASE}/${id}/${path}`, {
        token: operator,
        body:
          path === 'reject' ? { rejectionReason: 'otra vez' } : path === 'disburse' ? disbursement('x') : {},
      });
      expect(res.status, path).toBe(409);
    }
    const vehicle = await put(`${BASE}/${id}/assign-vehicle-info`, { vin: '9C2KC1670R7654321', placa: 'P1' });
    expect(vehicle.status).toBe(409);
  });

  it('assigns vehicle info to a pending application within the limits', async () => {
    const { id } = await newApplication();
    const long = await put(`${BASE}/${id}/assign-vehicle-info`, {
      vin: 'JH2PC35A0XM100001',
      placa: 'P'.repeat(11),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('La placa no puede superar 10 caracteres.');
    expect((await put(`${BASE}/${id}/assign-vehicle-info`, {})).status).toBe(400);
    const ok = await put(`${BASE}/${id}/assign-vehicle-info`, { vin: 'JH2PC35A0XM100001', placa: '123456' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.application.motorcycle).toMatchObject({ vin: 'JH2PC35A0XM100001', placa: '123456' });
    expect(ok.body.data.application.status).toBe('PENDING');
    expect(ok.body.data.application.history.at(-1)).toMatchObject({
      action: 'vehicle_info_assigned',
      changes: { vin: { from: null, to: 'JH2PC35A0XM100001' }, placa: { from: null, to: '123456' } },
    });
  });

  it('lets exactly one of two simultaneous approvals through and stores one schedule', async () => {
    const { id } = await newApplication();
    const answers = await Promise.all([
      put(`${BASE}/${id}/approve`, {}),
      put(`${BASE}/${id}/approve`, {}, superAdmin),
      put(`${BASE}/${id}/reject`, { rejectionReason: 'carrera' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const [stored] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from installments where application_id = ${id}`,
    );
    const status = (await get(`${BASE}/${id}`)).body.data.application.status;
    expect(stored?.n).toBe(status === 'APPROVED' ? 24 : 0);
  });
});

describe('application deletion', () => {
  it('is for a SUPER_ADMIN alone, soft and audited', async () => {
    const { id } = await newApplication();
    const refused = await call(t.app, 'DELETE', `${BASE}/${id}`, { token: operator });
    expect(refused.status).toBe(403);
    const deleted = await call(t.app, 'DELETE', `${BASE}/${id}`, { token: superAdmin });
    expect(deleted.status).toBe(200);
    expect((await get(`${BASE}/${id}`)).status).toBe(404);
    expect((await get(`/api/vendor/applications/${id}`, vendor)).status).toBe(404);
    const [row] = await queryRows<{ deleted: boolean; audited: number }>(
      t.app.db,
      sql`select deleted_at is not null as deleted,
        (select count(*)::int from audit_log where entity_id = ${id} and action = 'deleted') as audited
        from credit_applications where id = ${id}`,
    );
    expect(row).toEqual({ deleted: true, audited: 1 });
    expect((await call(t.app, 'DELETE', `${BASE}/${id}`, { token: superAdmin })).status).toBe(404);
  });

  it('takes an approved loan out of the loan book when it is deleted', async () => {
    const { id } = await newApplication();
    expect((await put(`${BASE}/${id}/approve`)).status).toBe(200);
    // What falls due counts every installment of counted loans; the loan's installments stay.
    const installments = async () => {
      const [row] = await queryRows<{ counted: number; own: number }>(
        t.app.db,
        sql`select (select coalesce(sum(installments), 0)::int from due_totals) as counted,
          (select count(*)::int from installments where application_id = ${id}) as own`,
      );
      return row as { counted: number; own: number };
    };
    const before = await installments();
    expect(before.own).toBeGreaterThan(0);
    expect((await call(t.app, 'DELETE', `${BASE}/${id}`, { token: superAdmin })).status).toBe(200);
    expect(await installments()).toEqual({ counted: before.counted - before.own, own: before.own });
    await expectLedgerConsistent(t.app.db);
  });

  it('refuses an application with money received', async () => {
    const [paid] = await queryRows<{ id: string }>(
      t.app.db,
      sql`select application_id as id from installments where paid_at is not null limit 1`,
    );
    const res = await call(t.app, 'DELETE', `${BASE}/${paid?.id}`, { token: superAdmin });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('APPLICATION_HAS_PAYMENTS');
    expect((await get(`${BASE}/${paid?.id}`)).status).toBe(200);
  });
});

describe('admin dashboard', () => {
  it('computes every figure from the data, overdue payments included', async () => {
    const res = await get('/api/admin/dashboard');
    expect(res.status).toBe(200);
    const d = res.body.data;
    const [expected] = await queryRows<{
      customers: number;
      active: number;
      total: number;
      pending: number;
      lent: string;
      overdue: number;
      owed: string;
    }>(
      t.app.db,
      sql`select
        (select count(*)::int from customers where deleted_at is null) as customers,
        (select count(distinct customer_id)::int from credit_applications where deleted_at is null
          and status in ('APPROVED', 'DISBURSED')) as active,
        (select count(*)::int from credit_applications where deleted_at is null) as total,
        (select count(*)::int from credit_applications where deleted_at is null
          and status in ('PENDING', 'IN_REVIEW')) as pending,
        (select coalesce(sum(financed_cents), 0) from credit_applications where deleted_at is null
          and status = 'DISBURSED') as lent,
        (select count(*)::int from installments i join credit_applications a on a.id = i.application_id
          where i.paid_at is null and i.due_date < '2026-08-12' and a.deleted_at is null
          and a.status in ('APPROVED', 'DISBURSED')) as overdue,
        (select coalesce(sum(i.amount_cents + i.late_fee_cents - i.paid_late_fee_cents - i.paid_interest_cents
          - i.paid_principal_cents), 0) from installments i join credit_applications a on a.id = i.application_id
          where i.paid_at is null and i.due_date < '2026-08-12' and a.deleted_at is null
          and a.status in ('APPROVED', 'DISBURSED')) as owed`,
    );
    expect(d.customers).toEqual({ total: expected?.customers, active: expected?.active });
    expect(d.customers.active).toBeGreaterThan(0);
    expect(d.creditApplications).toMatchObject({ total: expected?.total, pending: expected?.pending });
    expect(Math.round(d.financial.totalDisbursed * 100)).toBe(Number(expected?.lent));
    expect(d.alerts.pendingApplications).toBe(expected?.pending);
    expect(d.alerts.overduePayments).toBe(expected?.overdue);
    expect(d.alerts.overduePayments).toBeGreaterThan(0);
    expect(Math.round(d.alerts.overdueAmount * 100)).toBe(Number(expected?.owed));
    expect(d.recentActivity.applications.length).toBeLessThanOrEqual(5);
    expect(d.motorcycles.available).toBeLessThanOrEqual(d.motorcycles.total);
    expect((await get('/api/admin/dashboard', vendor)).status).toBe(403);
  });
});
