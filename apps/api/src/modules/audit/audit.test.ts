import type { AuditEntry } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { uploadDisbursementFile as uploadFile } from '../../test/applications.ts';
import { call, customerToken, freshIp, loginAs } from '../../test/auth-helpers.ts';
import { nameTag } from '../../test/names.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/*
 * The audit trail: each kind of change leaves one entry with the changed fields before → after
 * (never a request body, never a secret), and GET /admin/audit lists them for any admin.
 * Changes happen on 2026-08-12 (Panama) unless a test moves the clock.
 */

const START = '2026-08-12T15:00:00Z';
const clock = new TestClock(START);
const MASK = '••••';
const FIRST_PIN = '7391';
const SECOND_PIN = '8642';
const ADMIN_PASSWORD = 'Clave-Operaciones-2026';
const VENDOR_PASSWORD = 'Clave-Ventas-2026';
const VENDOR_NEW_PASSWORD = 'Otra-Clave-Ventas-2027';

let t: TestApp;
let superAdmin: string;
let operator: string;
let vendor: string;
let operatorId: string;
let vendorId: string;
let phoneCounter = 0;

async function staffSessions() {
  superAdmin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  operator = await loginAs(t.app, 'admin', 'operador', 'operador12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
}

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  await staffSessions();
  operatorId = (await call(t.app, 'GET', '/api/auth/me', { token: operator })).body.data.id;
  vendorId = (await call(t.app, 'GET', '/api/auth/me', { token: vendor })).body.data.id;
});
afterAll(() => t.close());

const get = (url: string, token = operator) => call(t.app, 'GET', url, { token });
const put = (url: string, body: unknown, token = operator) => call(t.app, 'PUT', url, { body, token });
const post = (url: string, body: unknown, token = operator) => call(t.app, 'POST', url, { body, token });

/** The entries of one entity, oldest first, as the Actividad list answers them. */
async function entriesOf(entityType: string, entityId: string): Promise<AuditEntry[]> {
  const res = await get(`/api/admin/audit?entityType=${entityType}&entityId=${entityId}&limit=100`);
  expect(res.status).toBe(200);
  return (res.body.data.entries as AuditEntry[]).reverse();
}

/** The one entry of an entity with that action. */
async function entryOf(entityType: string, entityId: string, action: string): Promise<AuditEntry> {
  const found = (await entriesOf(entityType, entityId)).filter((e) => e.action === action);
  expect(found, `${entityType} ${action}`).toHaveLength(1);
  return found[0] as AuditEntry;
}

const freshPhone = () => {
  phoneCounter += 1;
  return `6555${String(phoneCounter).padStart(4, '0')}`;
};

/** A customer created by the demo vendor (the vendor form and the wizard share this route). */
async function vendorCustomer(extra: Record<string, unknown> = {}) {
  const res = await post(
    '/api/vendor/customers',
    { firstName: 'Rosa', lastName: `Auditada ${nameTag(phoneCounter)}`, phoneNumber: freshPhone(), ...extra },
    vendor,
  );
  expect(res.status).toBe(201);
  return res.body.data.customer as { id: string; phoneNumber: string };
}

/** A vendor's PENDING application for a new customer of its own: 2000 sale, 400 down, 12 months. */
async function newApplication() {
  const customer = await vendorCustomer();
  const motorcycles = await get('/api/vendor/motorcycles', vendor);
  const res = await post(
    '/api/vendor/applications',
    {
      customerId: customer.id,
      motorcycleId: motorcycles.body.data.motorcycles[0].id,
      requestedAmount: 2000,
      downPayment: 400,
      loanTermMonths: 12,
    },
    vendor,
  );
  expect(res.status).toBe(201);
  return { id: res.body.data.id as string, customer };
}

async function approvedLoan() {
  const application = await newApplication();
  expect((await put(`/api/admin/credit-applications/${application.id}/approve`, {})).status).toBe(200);
  const schedule = await get(`/api/admin/payment-schedules?applicationId=${application.id}`);
  return {
    ...application,
    installments: schedule.body.data.installments as { id: string; dueDate: string; amount: number }[],
  };
}

const uploadDocument = (applicationId: string, documentType: string, token = operator) =>
  uploadFile(t.app, token, applicationId, documentType as 'CONTRACT' | 'DIRECT_DISCOUNT');

describe('audit entries of credit applications', () => {
  it('records the creation with its terms and every transition as a status before → after', async () => {
    const { id } = await newApplication();
    const created = await entryOf('credit_application', id, 'created');
    expect(created.actor).toMatchObject({ role: 'vendor', id: vendorId, name: expect.any(String) });
    expect(created.changes).toMatchObject({
      status: { from: null, to: 'PENDING' },
      requestedAmount: { from: null, to: 2000 },
      downPayment: { from: null, to: 400 },
      loanTermMonths: { from: null, to: 12 },
      quincenalPayment: { from: null, to: 103.42 },
    });
    expect(created.entityLabel).toMatch(/^Rosa Auditada [A-Za-j]+ · /);
    // The motorcycle it finances is named, not left as an id (issue 22).
    const motorcycleId = String(created.changes?.motorcycleId?.to);
    expect(created.references).toEqual({ [motorcycleId]: expect.stringMatching(/^\S.* \d{4}$/) });

    expect((await put(`/api/admin/credit-applications/${id}/review`, {})).status).toBe(200);
    expect((await entryOf('credit_application', id, 'taken_into_review')).changes).toEqual({
      status: { from: 'PENDING', to: 'IN_REVIEW' },
    });

    const vehicle = await put(`/api/admin/credit-applications/${id}/assign-vehicle-info`, {
      vin: '9C2KC1670R1234567',
    });
    expect(vehicle.status).toBe(200);
    expect((await entryOf('credit_application', id, 'vehicle_info_assigned')).changes).toEqual({
      vin: { from: null, to: '9C2KC1670R1234567' },
    });

    const approved = await put(`/api/admin/credit-applications/${id}/approve`, { notes: 'Todo en orden' });
    expect(approved.status).toBe(200);
    const approval = await entryOf('credit_application', id, 'approved');
    expect(approval.actor).toEqual({ role: 'admin', id: operatorId, name: 'operador' });
    // Who and when head the entry; the content is what changed, money in dollars.
    expect(approval.changes).toEqual({
      status: { from: 'IN_REVIEW', to: 'APPROVED' },
      approvedAmount: { from: null, to: 1600 },
      scheduleAnchorDate: { from: null, to: '2026-08-12' },
      notes: { from: null, to: 'Todo en orden' },
    });

    const contract = await uploadDocument(id, 'CONTRACT');
    const disbursed = await post(`/api/admin/credit-applications/${id}/disburse`, {
      actualVin: '9C2KC1670R1234567',
      actualPlate: 'AB1234',
      insurancePolicy: 'POL-1',
      contractUrl: contract.fileUrl,
      hasDirectDiscount: false,
    });
    expect(disbursed.status).toBe(200);
    expect((await entryOf('credit_application', id, 'disbursed')).changes).toEqual({
      status: { from: 'APPROVED', to: 'DISBURSED' },
      placa: { from: null, to: 'AB1234' },
      insurancePolicy: { from: null, to: 'POL-1' },
    });
  });

  it('records a rejection with its reason, and a deletion as its instant', async () => {
    const { id } = await newApplication();
    const rejected = await put(`/api/admin/credit-applications/${id}/reject`, {
      rejectionReason: 'Sin ingresos',
    });
    expect(rejected.status).toBe(200);
    expect((await entryOf('credit_application', id, 'rejected')).changes).toEqual({
      status: { from: 'PENDING', to: 'REJECTED' },
      rejectionReason: { from: null, to: 'Sin ingresos' },
    });
    const deleted = await call(t.app, 'DELETE', `/api/admin/credit-applications/${id}`, {
      token: superAdmin,
    });
    expect(deleted.status).toBe(200);
    const entry = await entryOf('credit_application', id, 'deleted');
    expect(entry.actor).toMatchObject({ role: 'admin', name: 'admin' });
    expect(entry.changes).toEqual({ deletedAt: { from: null, to: new Date(START).toISOString() } });
  });

  it('shows the same shape in the application detail history', async () => {
    const { id } = await newApplication();
    await put(`/api/admin/credit-applications/${id}/review`, {});
    const detail = await get(`/api/admin/credit-applications/${id}`);
    const history = detail.body.data.application.history as AuditEntry[];
    expect(history.map((h) => h.action)).toEqual(['created', 'taken_into_review']);
    expect(history[1]?.changes).toEqual({ status: { from: 'PENDING', to: 'IN_REVIEW' } });
    // The motorcycle of the creation is named there too.
    const motorcycleId = String(history[0]?.changes?.motorcycleId?.to);
    expect(history[0]?.references).toEqual({ [motorcycleId]: expect.stringMatching(/^\S.* \d{4}$/) });
    expect(history[1]?.references).toEqual({});
  });
});

describe('audit entries of documents', () => {
  it('records an upload as a creation and the verification as a status before → after', async () => {
    const { id } = await newApplication();
    const document = await uploadDocument(id, 'CONTRACT');
    const uploaded = await entryOf('document', document.id, 'uploaded');
    expect(uploaded.changes).toMatchObject({
      documentType: { from: null, to: 'CONTRACT' },
      applicationId: { from: null, to: id },
      originalName: { from: null, to: 'contrato.pdf' },
      status: { from: null, to: 'PENDING' },
    });
    expect(uploaded.entityLabel).toBe('contrato.pdf');

    expect((await put(`/api/admin/documents/${document.id}/verify`, {})).status).toBe(200);
    const verified = await entryOf('document', document.id, 'verified');
    expect(verified.actor).toMatchObject({ role: 'admin', id: operatorId });
    expect(verified.changes).toEqual({ status: { from: 'PENDING', to: 'VERIFIED' } });
  });
});

describe('audit entries of payments and installments', () => {
  it('records an applied receipt with what it paid', async () => {
    const loan = await approvedLoan();
    const [first] = loan.installments;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/apply',
      payload: {
        paymentIds: [first?.id],
        totalAmountReceived: 110,
        paymentMethod: 'CASH',
        paymentReference: 'REC-9',
        paymentDate: '2026-08-12',
      },
      headers: { authorization: `Bearer ${operator}`, 'idempotency-key': 'audit-apply-0001' },
    });
    expect(res.statusCode).toBe(201);
    const paymentId = res.json().data.payment.id as string;
    const entry = await entryOf('payment', paymentId, 'applied');
    expect(entry.changes).toEqual({
      applicationId: { from: null, to: loan.id },
      source: { from: null, to: 'ADMIN' },
      amount: { from: null, to: 110 },
      appliedAmount: { from: null, to: 110 },
      unappliedAmount: { from: null, to: 0 },
      paymentMethod: { from: null, to: 'CASH' },
      paymentReference: { from: null, to: 'REC-9' },
      paymentDate: { from: null, to: '2026-08-12' },
      installments: { from: null, to: [1, 2] },
    });
    expect(entry.entityLabel).toMatch(/^USD\s?110\.00 · Rosa Auditada/);
    expect(entry.references).toEqual({ [loan.id]: expect.stringMatching(/^Rosa Auditada [A-Za-j]+ · /) });
  });

  it('records a reported payment, its approval and its rejection', async () => {
    const loan = await approvedLoan();
    const customer = await customerToken(t.app, loan.customer.phoneNumber);
    const report = async (amount: number) => {
      const res = await post(
        '/api/customers/payments',
        { amount, paymentMethod: 'BANK_TRANSFER', paymentReference: 'TRX-1', paymentDate: '2026-08-12' },
        customer,
      );
      expect(res.status).toBe(201);
      return res.body.data.payment.id as string;
    };
    const first = await report(103.42);
    const reported = await entryOf('payment', first, 'reported');
    expect(reported.actor).toMatchObject({ role: 'customer' });
    expect(reported.changes).toMatchObject({
      status: { from: null, to: 'PENDING' },
      amount: { from: null, to: 103.42 },
      paymentMethod: { from: null, to: 'BANK_TRANSFER' },
    });

    const approved = await put(`/api/admin/payments/${first}/approve`, {});
    expect(approved.status).toBe(200);
    const approval = await entryOf('payment', first, 'report_approved');
    const paymentId = approval.changes?.paymentId?.to as string;
    expect(approval.changes).toEqual({
      status: { from: 'PENDING', to: 'APPROVED' },
      paymentId: { from: null, to: expect.any(String) },
    });
    expect((await entryOf('payment', paymentId, 'applied')).changes).toMatchObject({
      source: { from: null, to: 'CUSTOMER_REPORT' },
      amount: { from: null, to: 103.42 },
    });

    const second = await report(50);
    expect((await put(`/api/admin/payments/${second}/reject`, { reason: 'No llegó' })).status).toBe(200);
    expect((await entryOf('payment', second, 'report_rejected')).changes).toEqual({
      status: { from: 'PENDING', to: 'REJECTED' },
      reason: { from: null, to: 'No llegó' },
    });
  });

  it("scopes an application's trail to it and what belongs to it: installments, receipts, documents", async () => {
    const loan = await approvedLoan();
    const other = await approvedLoan();
    const [first, second] = loan.installments;
    const paid = await post('/api/admin/payments/apply', {
      paymentIds: [first?.id],
      totalAmountReceived: 110,
      paymentMethod: 'CASH',
      paymentDate: '2026-08-12',
    });
    expect(paid.status).toBe(201);
    expect(
      (await put(`/api/admin/payment-schedules/${second?.id}`, { dueDate: '2026-09-21', notes: 'Acuerdo' }))
        .status,
    ).toBe(200);
    const otherPaid = await post('/api/admin/payments/apply', {
      paymentIds: [other.installments[0]?.id],
      totalAmountReceived: 110,
      paymentMethod: 'CASH',
      paymentDate: '2026-08-12',
    });
    expect(otherPaid.status).toBe(201);

    const trail = await entriesOf('credit_application', loan.id);
    const seen = trail.map((e) => `${e.entityType}:${e.entityId}:${e.action}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        `credit_application:${loan.id}:approved`,
        `payment:${paid.body.data.payment.id}:applied`,
        `installment:${second?.id}:corrected`,
      ]),
    );
    // Nothing of another loan, and nothing but this application's records.
    const own = new Set([loan.id, paid.body.data.payment.id, ...loan.installments.map((i) => i.id)]);
    expect(trail.filter((e) => e.entityType !== 'document' && !own.has(e.entityId))).toEqual([]);
    expect(seen).not.toContain(`payment:${otherPaid.body.data.payment.id}:applied`);
    // Any other record's scope is that record alone.
    const installmentTrail = await entriesOf('installment', second?.id as string);
    expect(installmentTrail.map((e) => e.entityId)).toEqual([second?.id]);
  });

  it('records a corrected installment and an assessed late fee', async () => {
    const loan = await approvedLoan();
    const [first, second] = loan.installments;
    const corrected = await put(`/api/admin/payment-schedules/${second?.id}`, {
      dueDate: '2026-09-20',
      notes: 'Acuerdo con el cliente',
    });
    expect(corrected.status).toBe(200);
    expect((await entryOf('installment', second?.id as string, 'corrected')).changes).toEqual({
      dueDate: { from: second?.dueDate, to: '2026-09-20' },
      notes: { from: null, to: 'Acuerdo con el cliente' },
    });

    // Past the first due date (2026-08-31) and the 5-day grace: the daily job charges the fee.
    clock.set('2026-09-10T15:00:00Z');
    try {
      const admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
      expect((await post('/api/admin/jobs/late-fees/run', {}, admin)).status).toBe(200);
      operator = await loginAs(t.app, 'admin', 'operador', 'operador12345');
      const fee = await entryOf('installment', first?.id as string, 'late_fee_assessed');
      expect(fee.actor).toEqual({ role: 'system', id: null, name: null });
      expect(fee.changes).toEqual({ lateFee: { from: 0, to: 25 } });
      expect(fee.entityLabel).toMatch(/^Cuota 1 · Rosa Auditada/);
    } finally {
      clock.set(START);
      await staffSessions();
    }
  });
});

describe('audit entries of back-office accounts', () => {
  it('records an admin created and updated, the password only as changed', async () => {
    const created = await post(
      '/api/admin/admins',
      { username: 'auditora', email: 'auditora@quincena.com.pa', password: ADMIN_PASSWORD, role: 'ADMIN' },
      superAdmin,
    );
    expect(created.status).toBe(201);
    const id = created.body.data.admin.id as string;
    expect((await entryOf('admin', id, 'created')).changes).toEqual({
      username: { from: null, to: 'auditora' },
      email: { from: null, to: 'auditora@quincena.com.pa' },
      role: { from: null, to: 'ADMIN' },
      isActive: { from: null, to: true },
    });
    const updated = await put(
      `/api/admin/admins/${id}`,
      { role: 'SUPER_ADMIN', password: `${ADMIN_PASSWORD}-2` },
      superAdmin,
    );
    expect(updated.status).toBe(200);
    const entry = await entryOf('admin', id, 'updated');
    expect(entry.changes).toEqual({
      role: { from: 'ADMIN', to: 'SUPER_ADMIN' },
      password: { from: MASK, to: MASK },
    });
    expect(entry.entityLabel).toBe('auditora');
  });

  it('records a vendor created and updated by an admin, its own profile and its password change', async () => {
    const created = await post(
      '/api/admin/vendors',
      {
        username: 'vendedora.audit',
        email: 'vendedora.audit@motos.pa',
        password: VENDOR_PASSWORD,
        firstName: 'Lucía',
        lastName: 'Herrera',
        phoneNumber: '6777-0101',
        commissionRate: 0.04,
      },
      operator,
    );
    expect(created.status).toBe(201);
    const id = created.body.data.vendor.id as string;
    expect((await entryOf('vendor', id, 'created')).changes).toMatchObject({
      username: { from: null, to: 'vendedora.audit' },
      firstName: { from: null, to: 'Lucía' },
      phoneNumber: { from: null, to: '+50767770101' },
      commissionRate: { from: null, to: 0.04 },
      isActive: { from: null, to: true },
      isVerified: { from: null, to: false },
    });

    const updated = await put(`/api/admin/vendors/${id}`, { city: 'David', commissionRate: 0.06 });
    expect(updated.status).toBe(200);
    expect((await entryOf('vendor', id, 'updated')).changes).toEqual({
      city: { from: null, to: 'David' },
      commissionRate: { from: 0.04, to: 0.06 },
    });

    const own = await loginAs(t.app, 'vendor', 'vendedora.audit', VENDOR_PASSWORD);
    expect((await put('/api/vendor/profile', { dealershipName: 'Motos Lucía' }, own)).status).toBe(200);
    const profile = await entryOf('vendor', id, 'profile_updated');
    expect(profile.actor).toEqual({ role: 'vendor', id, name: 'Lucía Herrera' });
    expect(profile.changes).toEqual({ dealershipName: { from: null, to: 'Motos Lucía' } });

    const changed = await put(
      '/api/vendor/change-password',
      { currentPassword: VENDOR_PASSWORD, newPassword: VENDOR_NEW_PASSWORD },
      own,
    );
    expect(changed.status).toBe(200);
    expect((await entryOf('vendor', id, 'password_changed')).changes).toEqual({
      password: { from: MASK, to: MASK },
    });
  });
});

describe('audit entries of customers', () => {
  it('records a customer created by a vendor and updated, before → after', async () => {
    const customer = await vendorCustomer({ city: 'Colón', monthlyIncome: 900 });
    const created = await entryOf('customer', customer.id, 'created');
    expect(created.actor).toMatchObject({ role: 'vendor', id: vendorId });
    expect(created.changes).toEqual({
      phoneNumber: { from: null, to: customer.phoneNumber },
      firstName: { from: null, to: 'Rosa' },
      lastName: { from: null, to: expect.stringMatching(/^Auditada/) },
      city: { from: null, to: 'Colón' },
      monthlyIncome: { from: null, to: 900 },
      isVerified: { from: null, to: false },
    });
    const updated = await put(
      `/api/vendor/customers/${customer.id}`,
      { city: 'David', monthlyIncome: 1250 },
      vendor,
    );
    expect(updated.status).toBe(200);
    expect((await entryOf('customer', customer.id, 'updated')).changes).toEqual({
      city: { from: 'Colón', to: 'David' },
      monthlyIncome: { from: 900, to: 1250 },
    });
  });

  it('records a sign-up by SMS code, the onboarding, and the PIN set then changed, never the PIN', async () => {
    const phoneNumber = '+50768880123';
    const token = await customerToken(t.app, phoneNumber);
    const me = (await call(t.app, 'GET', '/api/auth/me', { token })).body.data as { id: string };
    const created = await entryOf('customer', me.id, 'created');
    expect(created.actor).toMatchObject({ role: 'customer', id: me.id });
    expect(created.changes).toEqual({
      phoneNumber: { from: null, to: phoneNumber },
      isVerified: { from: null, to: true },
    });

    const onboarded = await post(
      '/api/customers/onboarding',
      { firstName: 'Elena', lastName: 'Vargas', requestedAmount: 1800, downPayment: 300, loanTermMonths: 18 },
      token,
    );
    expect(onboarded.status).toBe(201);
    const profile = await entryOf('customer', me.id, 'profile_updated');
    expect(profile.changes).toEqual({
      firstName: { from: null, to: 'Elena' },
      lastName: { from: null, to: 'Vargas' },
    });
    expect(profile.actor.name).toBe('Elena Vargas');
    const application = await entryOf('credit_application', onboarded.body.data.application.id, 'created');
    expect(application.actor).toMatchObject({ role: 'customer', id: me.id });

    const setPin = (session: string, body: { pin: string; currentPin?: string }) =>
      call(t.app, 'POST', '/api/auth/customer/set-pin', {
        body: { phoneNumber, ...body },
        token: session,
        ip: freshIp(),
      });
    const first = await setPin(token, { pin: FIRST_PIN });
    expect(first.status).toBe(200);
    expect((await entryOf('customer', me.id, 'pin_set')).changes).toEqual({ pin: { from: null, to: MASK } });
    // A change later needs the current PIN: a wrong one is recorded, without what was typed.
    const session = first.body.data.token as string;
    expect((await setPin(session, { pin: SECOND_PIN, currentPin: '9157' })).status).toBe(400);
    const failed = await entryOf('customer', me.id, 'pin_change_failed');
    expect(failed.actor).toMatchObject({ role: 'customer', id: me.id });
    expect((await setPin(session, { pin: SECOND_PIN, currentPin: FIRST_PIN })).status).toBe(200);
    expect((await entryOf('customer', me.id, 'pin_changed')).changes).toEqual({
      pin: { from: MASK, to: MASK },
    });

    // Five wrong PINs (the default maximum) lock it: recorded once, by the system, however many follow.
    const wrongPin = () =>
      call(t.app, 'POST', '/api/auth/customer/login-pin', {
        body: { phoneNumber, pin: '9157' },
        ip: freshIp(),
      });
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await wrongPin()).status);
    expect(answers).not.toContain(200);
    const locked = await entryOf('customer', me.id, 'pin_locked');
    expect(locked.actor).toMatchObject({ role: 'system', id: null });
    expect(locked.changes).toEqual({ pinLocked: { from: false, to: true } });

    const trail = JSON.stringify((await entriesOf('customer', me.id)).map((e) => e.changes));
    for (const secret of [FIRST_PIN, SECOND_PIN, '9157', 'argon2']) expect(trail).not.toContain(secret);
  });

  it('records a customer deleted with its pending application', async () => {
    const { id, customer } = await newApplication();
    const deleted = await call(t.app, 'DELETE', `/api/admin/customers/${customer.id}`, { token: operator });
    expect(deleted.status).toBe(200);
    const at = new Date(START).toISOString();
    const entry = await entryOf('customer', customer.id, 'deleted');
    expect(entry.changes).toEqual({ deletedAt: { from: null, to: at } });
    // A deleted customer is still named in the trail.
    expect(entry.entityLabel).toMatch(/^Rosa Auditada/);
    expect((await entryOf('credit_application', id, 'deleted')).changes).toEqual({
      deletedAt: { from: null, to: at },
    });
  });
});

describe('audit entries of motorcycles', () => {
  it('records a motorcycle created, updated and deleted', async () => {
    const created = await post('/api/admin/motorcycles', {
      brand: 'Auditoría',
      model: 'AX',
      year: 2026,
      engineSize: '150cc',
      color: 'Rojo',
      price: 2450.5,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.motorcycle.id as string;
    expect((await entryOf('motorcycle', id, 'created')).changes).toEqual({
      brand: { from: null, to: 'Auditoría' },
      model: { from: null, to: 'AX' },
      year: { from: null, to: 2026 },
      engineSize: { from: null, to: '150cc' },
      color: { from: null, to: 'Rojo' },
      price: { from: null, to: 2450.5 },
      isAvailable: { from: null, to: true },
    });
    expect((await put(`/api/admin/motorcycles/${id}`, { price: 2399, color: 'Negro' })).status).toBe(200);
    const updated = await entryOf('motorcycle', id, 'updated');
    expect(updated.changes).toEqual({
      color: { from: 'Rojo', to: 'Negro' },
      price: { from: 2450.5, to: 2399 },
    });
    expect(updated.entityLabel).toBe('Auditoría AX 2026');
    expect((await call(t.app, 'DELETE', `/api/admin/motorcycles/${id}`, { token: operator })).status).toBe(
      200,
    );
    expect((await entryOf('motorcycle', id, 'deleted')).changes).toEqual({
      deletedAt: { from: null, to: expect.any(String) },
    });
  });
});

describe('no secret in the trail', () => {
  it('holds no hash, PIN or password anywhere', async () => {
    const rows = await queryRows<{ changes: unknown }>(t.app.db, sql`select changes from audit_log`);
    const all = JSON.stringify(rows);
    for (const secret of ['argon2', ADMIN_PASSWORD, VENDOR_PASSWORD, VENDOR_NEW_PASSWORD, 'admin12345']) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('GET /admin/audit', () => {
  const list = (query: string, token = operator) => get(`/api/admin/audit${query}`, token);

  it('answers any admin, newest first, with an exact total over its pages', async () => {
    const [row] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from audit_log where entity_type = 'credit_application'`,
    );
    const first = await list('?entityType=credit_application&limit=5');
    expect(first.status).toBe(200);
    expect(first.body.data.pagination).toMatchObject({ page: 1, limit: 5, total: row?.n, hasNext: true });
    const second = await list('?entityType=credit_application&limit=5&page=2');
    const entries = [...first.body.data.entries, ...second.body.data.entries] as AuditEntry[];
    expect(new Set(entries.map((e) => e.id)).size).toBe(10);
    const times = entries.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(entries.every((e) => e.entityType === 'credit_application')).toBe(true);
    expect((await list('?limit=1', superAdmin)).status).toBe(200);
  });

  it('filters by actor: role, id, and a name search', async () => {
    const byId = await list(`?actorId=${vendorId}&limit=100`);
    const entries = byId.body.data.entries as AuditEntry[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.actor.id === vendorId && e.actor.role === 'vendor')).toBe(true);

    const system = await list('?actorRole=system&limit=100');
    expect((system.body.data.entries as AuditEntry[]).every((e) => e.actor.role === 'system')).toBe(true);
    expect(system.body.data.pagination.total).toBeGreaterThan(0);

    const named = await list('?search=operad&limit=100');
    const byName = named.body.data.entries as AuditEntry[];
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((e) => e.actor.name === 'operador')).toBe(true);
    const customer = await list('?search=Elena%20Vargas');
    expect((customer.body.data.entries as AuditEntry[]).every((e) => e.actor.role === 'customer')).toBe(true);
    expect(customer.body.data.pagination.total).toBeGreaterThanOrEqual(4);
  });

  it('filters by Panama business dates, both ends included', async () => {
    const created = await post('/api/admin/motorcycles', {
      brand: 'Nocturna',
      model: 'N1',
      year: 2026,
      engineSize: '125cc',
      color: 'Azul',
      price: 1500,
    });
    const id = created.body.data.motorcycle.id as string;
    // 23:30 in Panama on 2026-08-13 is already 2026-08-14 in UTC.
    await t.app.db.execute(
      sql`update audit_log set created_at = '2026-08-14T04:30:00Z' where entity_id = ${id}`,
    );
    const count = async (range: string) =>
      (await list(`?entityType=motorcycle&entityId=${id}${range}`)).body.data.pagination.total;
    expect(await count('&dateFrom=2026-08-13&dateTo=2026-08-13')).toBe(1);
    expect(await count('&dateTo=2026-08-12')).toBe(0);
    expect(await count('&dateFrom=2026-08-14')).toBe(0);
    expect(await count('&dateFrom=2026-08-01&dateTo=2026-08-31')).toBe(1);
  });

  it('is described in the OpenAPI document with its filters', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/admin/audit'].get;
    expect(operation.summary).toMatch(/^Actividad/);
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([
        'entityType',
        'entityId',
        'actorRole',
        'actorId',
        'search',
        'dateFrom',
        'dateTo',
      ]),
    );
  });

  it('refuses other roles, and bad filters with a Spanish 400', async () => {
    expect((await list('', vendor)).status).toBe(403);
    const customer = await customerToken(t.app, '+50760000001');
    expect((await list('', customer)).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/audit')).status).toBe(401);

    const reversed = await list('?dateFrom=2026-08-12&dateTo=2026-08-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'La fecha "Hasta" debe ser igual o posterior a "Desde".',
    });
    const badDate = await list('?dateFrom=12-08-2026');
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toBe('Fecha no válida. Usa el formato AAAA-MM-DD.');
    const badType = await list('?entityType=pizza');
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe('Tipo de entidad no válido.');
    expect((await list('?actorRole=robot')).body.message).toBe('Rol de usuario no válido.');
    expect((await list('?actorId=123')).body.message).toBe('Usuario no válido.');
    expect((await list('?limit=500')).status).toBe(400);
  });
});
