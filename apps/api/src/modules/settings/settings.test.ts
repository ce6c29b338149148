import { DEFAULT_SETTINGS, type SystemSettings } from '@quincena/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { installments } from '../../db/schema/index.ts';
import { JOBS } from '../../jobs/jobs.ts';
import { call, customerToken, freshIp, loginAs } from '../../test/auth-helpers.ts';
import { nameTag } from '../../test/names.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

// 10:00 in Panama. A loan approved now falls due on 31/08, 15/09, 30/09 …
const START = '2026-08-12T15:00:00Z';
const clock = new TestClock(START);
const panamaMorning = (date: string) => `${date}T15:00:00Z`;

let t: TestApp;
let superAdmin: string;
let operator: string;
let vendor: string;
let counter = 0;

type Patch = { [G in keyof SystemSettings]?: Partial<SystemSettings[G]> };
const withPatch = (patch: Patch): SystemSettings => ({
  general: { ...DEFAULT_SETTINGS.general, ...patch.general },
  security: { ...DEFAULT_SETTINGS.security, ...patch.security },
  notifications: { ...DEFAULT_SETTINGS.notifications, ...patch.notifications },
  payments: { ...DEFAULT_SETTINGS.payments, ...patch.payments },
  financing: { ...DEFAULT_SETTINGS.financing, ...patch.financing },
});

const put = (body: unknown, token = superAdmin) => call(t.app, 'PUT', '/api/admin/settings', { body, token });
/** Saves the defaults with `patch` through the API, as the settings screen does. */
async function save(patch: Patch) {
  const res = await put(withPatch(patch));
  expect(res.status).toBe(200);
  return res.body.data as SystemSettings;
}
const stored = async () => (await call(t.app, 'GET', '/api/admin/settings', { token: operator })).body.data;
const run = (name: 'late-fees' | 'payment-reminders') =>
  JOBS[name]({ db: t.app.db, clock, sms: t.app.sms, log: t.app.log, storage: t.app.documentStorage });

const settingAudits = () =>
  queryRows<{ action: string; actorId: string; changes: Record<string, unknown> }>(
    t.app.db,
    sql`select action, actor_id as "actorId", changes from audit_log
        where entity_type = 'setting' and entity_id = 'system' order by created_at, id`,
  );

/** Seconds a session token lives, read from its own claims. */
function tokenLifetime(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
  return payload.exp - payload.iat;
}

/** A new customer of the demo vendor with a loan approved at START (2000 sale, 400 down, 12 months). */
async function approvedLoan() {
  counter += 1;
  const digits = `6470${String(counter).padStart(4, '0')}`;
  const customer = await call(t.app, 'POST', '/api/vendor/customers', {
    token: vendor,
    body: { firstName: 'Ajuste', lastName: `Prueba ${nameTag(counter)}`, phoneNumber: digits, email: '' },
  });
  expect(customer.status).toBe(201);
  const motorcycles = await call(t.app, 'GET', '/api/vendor/motorcycles', { token: vendor });
  const created = await call(t.app, 'POST', '/api/vendor/applications', {
    token: vendor,
    body: {
      customerId: customer.body.data.customer.id,
      motorcycleId: motorcycles.body.data.motorcycles[0].id,
      requestedAmount: 2000,
      downPayment: 400,
      loanTermMonths: 12,
    },
  });
  expect(created.status).toBe(201);
  const id = created.body.data.id as string;
  const approved = await call(t.app, 'PUT', `/api/admin/credit-applications/${id}/approve`, {
    token: operator,
    body: {},
  });
  expect(approved.status).toBe(200);
  return { id, phone: `+507${digits}` };
}

const installmentsOf = (applicationId: string) =>
  t.app.db
    .select({
      id: installments.id,
      dueDate: installments.dueDate,
      lateFeeCents: installments.lateFeeCents,
      reminderSentAt: installments.reminderSentAt,
    })
    .from(installments)
    .where(eq(installments.applicationId, applicationId))
    .orderBy(asc(installments.paymentNumber));

async function outbox(phoneNumber: string): Promise<string[]> {
  const res = await call(t.app, 'GET', `/api/dev/sms-outbox?phoneNumber=${encodeURIComponent(phoneNumber)}`);
  return res.body.data.messages.map((m: { body: string }) => m.body);
}

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  superAdmin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  operator = await loginAs(t.app, 'admin', 'operador', 'operador12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
});
afterAll(() => t.close());
afterEach(async () => {
  clock.set(START);
  await save({});
});

describe('GET /api/admin/settings', () => {
  it('answers the whole document to any admin, and to no one else', async () => {
    const res = await call(t.app, 'GET', '/api/admin/settings', { token: operator });
    expect(res).toEqual({ status: 200, body: { success: true, data: DEFAULT_SETTINGS } });
    expect((await call(t.app, 'GET', '/api/admin/settings')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/settings', { token: vendor })).status).toBe(403);
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths['/api/admin/settings'])).toEqual(['get', 'put']);
    expect(docs.json().paths['/api/settings/public'].get.summary).toMatch(/soporte/);
  });

  it('reads a document stored with the old payment-method words, and defaults what it no longer accepts', async () => {
    await t.app.db.execute(sql`
      update settings set value = jsonb_build_object(
        'general', jsonb_build_object('companyName', 'Motos Antiguas'),
        'security', jsonb_build_object('sessionTimeout', 500, 'maxLoginAttempts', 4),
        'notifications', jsonb_build_object('pushNotifications', true, 'smsNotifications', false),
        'payments', jsonb_build_object('paymentMethods', jsonb_build_array('credit_card', 'cash', 'cash')))
      where key = 'system'`);
    expect(await stored()).toEqual(
      withPatch({
        general: { companyName: 'Motos Antiguas' },
        security: { maxLoginAttempts: 4 },
        notifications: { smsNotifications: false },
        payments: { paymentMethods: ['CASH', 'CARD'] },
      }),
    );
    const open = await call(t.app, 'GET', '/api/settings/public');
    expect(open.body.data.paymentMethods).toEqual(['CASH', 'CARD']);
  });
});

describe('PUT /api/admin/settings', () => {
  it('is refused to an ADMIN (403) and changes nothing', async () => {
    const res = await put(withPatch({ payments: { latePaymentFee: 99 } }), operator);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await call(t.app, 'PUT', '/api/admin/settings', { body: DEFAULT_SETTINGS })).status).toBe(401);
    expect(await stored()).toEqual(DEFAULT_SETTINGS);
  });

  it.each([
    ['security.sessionTimeout', { security: { sessionTimeout: 14 } }, 'Debe estar entre 15 y 120 minutos.'],
    ['security.sessionTimeout', { security: { sessionTimeout: 121 } }, 'Debe estar entre 15 y 120 minutos.'],
    ['security.maxLoginAttempts', { security: { maxLoginAttempts: 2 } }, 'Debe estar entre 3 y 10 intentos.'],
    [
      'security.maxLoginAttempts',
      { security: { maxLoginAttempts: 11 } },
      'Debe estar entre 3 y 10 intentos.',
    ],
    [
      'security.passwordMinLength',
      { security: { passwordMinLength: 5 } },
      'Debe estar entre 6 y 20 caracteres.',
    ],
    [
      'security.passwordMinLength',
      { security: { passwordMinLength: 21 } },
      'Debe estar entre 6 y 20 caracteres.',
    ],
    ['payments.defaultCommission', { payments: { defaultCommission: 20.1 } }, 'Debe estar entre 0 y 20 %.'],
    [
      'payments.latePaymentFee',
      { payments: { latePaymentFee: -1 } },
      'Monto no válido. Usa un número positivo con hasta 2 decimales.',
    ],
    [
      'payments.latePaymentFee',
      { payments: { latePaymentFee: 25.555 } },
      'Monto no válido. Usa un número positivo con hasta 2 decimales.',
    ],
    ['payments.gracePeriod', { payments: { gracePeriod: 31 } }, 'Debe estar entre 0 y 30 días.'],
    ['payments.gracePeriod', { payments: { gracePeriod: -1 } }, 'Debe estar entre 0 y 30 días.'],
    ['payments.gracePeriod', { payments: { gracePeriod: 2.5 } }, 'Usa un número entero.'],
    ['payments.defaultCommission', { payments: { defaultCommission: -0.1 } }, 'Debe estar entre 0 y 20 %.'],
    ['payments.defaultCommission', { payments: { defaultCommission: 5.25 } }, 'Usa como máximo un decimal.'],
    [
      'notifications.reminderDaysBefore',
      { notifications: { reminderDaysBefore: 16 } },
      'Debe estar entre 0 y 15 días.',
    ],
    [
      'notifications.reminderDaysBefore',
      { notifications: { reminderDaysBefore: -1 } },
      'Debe estar entre 0 y 15 días.',
    ],
    ['general.companyName', { general: { companyName: '   ' } }, 'El nombre de la empresa es requerido.'],
    ['general.companyName', { general: { companyName: 'x'.repeat(121) } }, 'Usa como máximo 120 caracteres.'],
    [
      'security.passwordComplexity',
      { security: { passwordComplexity: 'extreme' } },
      'Complejidad de contraseña no válida.',
    ],
    [
      'general.timezone',
      { general: { timezone: 'America/New_York' } },
      'La plataforma opera en Panamá: la zona horaria es America/Panama.',
    ],
    [
      'security.requireTwoFactor',
      { security: { requireTwoFactor: true } },
      'Esta función aún no está disponible.',
    ],
    ['payments.paymentMethods', { payments: { paymentMethods: [] } }, 'Habilita al menos un método de pago.'],
    [
      'general.companyEmail',
      { general: { companyEmail: 'soporte-quincena' } },
      'Correo electrónico no válido.',
    ],
    [
      'notifications.pushNotifications',
      { notifications: { pushNotifications: true } },
      'Esta función aún no está disponible.',
    ],
  ] as [string, Patch, string][])('answers 400 on %s out of bounds (%j)', async (field, patch, message) => {
    const res = await put(withPatch(patch));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message,
      details: [{ field, message }],
    });
    expect(await stored()).toEqual(DEFAULT_SETTINGS);
  });

  it('answers 400, never 500, to a document with a group missing or of the wrong kind', async () => {
    const { payments: _payments, ...partial } = DEFAULT_SETTINGS;
    const missing = await put(partial);
    expect(missing.status).toBe(400);
    expect(missing.body.details[0].field).toBe('payments');
    expect((await put([])).status).toBe(400);
    expect((await put(withPatch({ security: { sessionTimeout: '30' as never } }))).status).toBe(400);
  });

  it('saves the document and records one audit entry with before → after of the changed fields only', async () => {
    const before = (await settingAudits()).length;
    const next = withPatch({
      general: { companyEmail: 'ayuda@quincena.com.pa' },
      security: { passwordMinLength: 10 },
      payments: { latePaymentFee: 30.5, paymentMethods: ['CASH', 'BANK_TRANSFER'] },
    });
    const res = await put(next);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(next);
    expect(await stored()).toEqual(next);

    const entries = (await settingAudits()).slice(before);
    const superAdminId = (await call(t.app, 'GET', '/api/auth/admin/me', { token: superAdmin })).body.data.id;
    expect(entries).toEqual([
      {
        action: 'updated',
        actorId: superAdminId,
        changes: {
          'general.companyEmail': { from: 'soporte@quincena.com.pa', to: 'ayuda@quincena.com.pa' },
          'security.passwordMinLength': { from: 8, to: 10 },
          'payments.latePaymentFee': { from: 25, to: 30.5 },
          'payments.paymentMethods': {
            from: ['CASH', 'BANK_TRANSFER', 'CHECK', 'CARD', 'YAPPY'],
            to: ['CASH', 'BANK_TRANSFER'],
          },
        },
      },
    ]);

    // The same document again changes nothing and records nothing.
    expect((await put(next)).status).toBe(200);
    expect(await settingAudits()).toHaveLength(before + 1);
  });
});

describe('concurrent saves', () => {
  it('are recorded one after the other, each against what the previous one left', async () => {
    const before = (await settingAudits()).length;
    const fees = [31, 32, 33, 34, 35, 36];
    const answers = await Promise.all(
      fees.map((fee) => put(withPatch({ payments: { latePaymentFee: fee } }))),
    );
    expect(answers.map((a) => a.status)).toEqual(fees.map(() => 200));

    const changes = (await settingAudits())
      .slice(before)
      .map((entry) => entry.changes['payments.latePaymentFee'] as { from: number; to: number });
    expect(changes).toHaveLength(fees.length);
    // Entries are stamped when their transaction began, so follow the chain rather than the clock:
    // from the old fee, each entry starts where another ended, and the chain passes through all of them.
    const next = new Map(changes.map((change) => [change.from, change.to]));
    expect(next.size).toBe(fees.length);
    let fee = 25;
    for (let i = 0; i < fees.length; i++) fee = next.get(fee) as number;
    expect(fees).toContain(fee);
    expect((await stored()).payments.latePaymentFee).toBe(fee);
  });
});

describe('each setting takes effect', () => {
  it('session timeout: the next token lives the configured minutes', async () => {
    expect(tokenLifetime(await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345'))).toBe(30 * 60);
    await save({ security: { sessionTimeout: 45 } });
    expect(tokenLifetime(await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345'))).toBe(45 * 60);
    // A session of its own: a refresh retires the token it is given (ADR 023).
    const session = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
    const refreshed = await call(t.app, 'POST', '/api/auth/refresh', { token: session });
    expect(tokenLifetime(refreshed.body.data.token)).toBe(45 * 60);
  });

  it('max login attempts: the PIN locks after N wrong tries, a username from one address after 2 × N failed passwords', async () => {
    await save({ security: { maxLoginAttempts: 3 } });
    counter += 1;
    const phoneNumber = `+5076471${String(counter).padStart(4, '0')}`;
    const token = await customerToken(t.app, phoneNumber);
    await call(t.app, 'POST', '/api/auth/customer/set-pin', { body: { phoneNumber, pin: '8642' }, token });
    const pinTries = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(t.app, 'POST', '/api/auth/customer/login-pin', {
        body: { phoneNumber, pin: '1357' },
        ip: freshIp(),
      });
      pinTries.push(res.status);
    }
    expect(pinTries).toEqual([401, 401, 423]);

    const ip = freshIp();
    const login = (password: string, from = ip) =>
      call(t.app, 'POST', '/api/auth/vendor/login', { body: { username: 'vendedor2', password }, ip: from });
    const failures = [];
    for (let i = 0; i < 6; i++) failures.push((await login('equivocada1')).status);
    expect(failures).toEqual([401, 401, 401, 401, 401, 401]);
    const locked = await login('vendedor12345');
    expect(locked.status).toBe(429);
    // Only that address: the vendor signs in from another (ADR 014).
    expect((await login('vendedor12345', freshIp())).status).toBe(200);
  });

  it('password length and complexity: a new vendor with a password below the policy is refused with it', async () => {
    await save({ security: { passwordMinLength: 10, passwordComplexity: 'high' } });
    const body = (password: string, n: number) => ({
      username: `politica${n}`,
      email: `politica${n}@motos.pa`,
      password,
      firstName: 'Política',
      lastName: 'Clave',
      phoneNumber: `6471990${n}`,
    });
    const weak = await call(t.app, 'POST', '/api/admin/vendors', {
      token: operator,
      body: body('clave12345', 1),
    });
    const message = 'La contraseña debe tener al menos 10 caracteres, con letras, números y símbolos.';
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      code: 'WEAK_PASSWORD',
      message,
      details: [{ field: 'password', message }],
    });
    const strong = await call(t.app, 'POST', '/api/admin/vendors', {
      token: operator,
      body: body('clave-12345', 2),
    });
    expect(strong.status).toBe(201);
    const open = await call(t.app, 'GET', '/api/settings/public');
    expect(open.body.data.passwordPolicy).toEqual({ minLength: 10, complexity: 'high' });

    // The same policy guards a new administrator and the vendor's own password change.
    const admin = (password: string, n: number) =>
      call(t.app, 'POST', '/api/admin/admins', {
        token: superAdmin,
        body: { username: `politica-admin${n}`, email: `politica-admin${n}@quincena.pa`, password },
      });
    expect((await admin('clave12345', 1)).body).toMatchObject({ code: 'WEAK_PASSWORD', message });
    expect((await admin('clave-12345', 2)).status).toBe(201);
    const ownChange = (newPassword: string) =>
      call(t.app, 'PUT', '/api/vendor/change-password', {
        token: vendor,
        body: { currentPassword: 'vendedor12345', newPassword },
      });
    const refused = await ownChange('corta1');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'WEAK_PASSWORD', message });
  });

  it('late fee and grace period: the late-fee job charges the saved fee after the saved grace, the customer reads them', async () => {
    const loan = await approvedLoan();
    await save({ payments: { latePaymentFee: 40, gracePeriod: 2 } });
    const customer = await customerToken(t.app, loan.phone);
    const schedule = await call(t.app, 'GET', '/api/customers/payment-schedule', { token: customer });
    expect(schedule.body.data.terms).toEqual({ lateFee: 40, gracePeriodDays: 2 });

    // Due 31/08 with 2 days of grace: nothing on 02/09, the fee on 03/09.
    clock.set(panamaMorning('2026-09-02'));
    await run('late-fees');
    expect((await installmentsOf(loan.id))[0]?.lateFeeCents).toBe(0);
    clock.set(panamaMorning('2026-09-03'));
    await run('late-fees');
    const [first, second] = await installmentsOf(loan.id);
    expect(first).toMatchObject({ dueDate: '2026-08-31', lateFeeCents: 4000 });
    expect(second?.lateFeeCents).toBe(0);
  });

  it('payment methods: a disabled method is refused (400) when applying and when a customer reports', async () => {
    const loan = await approvedLoan();
    await save({ payments: { paymentMethods: ['BANK_TRANSFER'] } });
    const [first] = await installmentsOf(loan.id);
    const receipt = (paymentMethod: string) => ({
      paymentIds: [first?.id],
      totalAmountReceived: 103.42,
      paymentMethod,
      paymentDate: '2026-08-12',
    });
    const message = 'El método de pago Efectivo no está habilitado.';
    const cash = await call(t.app, 'POST', '/api/admin/payments/apply', {
      token: operator,
      body: receipt('CASH'),
    });
    expect(cash.status).toBe(400);
    expect(cash.body).toEqual({
      success: false,
      code: 'PAYMENT_METHOD_DISABLED',
      message,
      details: [{ field: 'paymentMethod', message }],
    });

    const customer = await customerToken(t.app, loan.phone);
    const report = (paymentMethod: string) =>
      call(t.app, 'POST', '/api/customers/payments', {
        token: customer,
        body: { amount: 50, paymentMethod, paymentDate: '2026-08-12' },
      });
    const reported = await report('CASH');
    expect(reported.status).toBe(400);
    expect(reported.body.code).toBe('PAYMENT_METHOD_DISABLED');
    expect((await report('BANK_TRANSFER')).status).toBe(201);

    const transfer = await call(t.app, 'POST', '/api/admin/payments/apply', {
      token: operator,
      body: receipt('BANK_TRANSFER'),
    });
    expect(transfer.status).toBe(201);
    expect((await call(t.app, 'GET', '/api/settings/public')).body.data.paymentMethods).toEqual([
      'BANK_TRANSFER',
    ]);
  });

  it('default commission: a vendor created without a rate gets the setting as a fraction', async () => {
    await save({ payments: { defaultCommission: 7.5 } });
    const res = await call(t.app, 'POST', '/api/admin/vendors', {
      token: operator,
      body: {
        username: 'comision75',
        email: 'comision75@motos.pa',
        password: 'comision2026',
        firstName: 'Comisión',
        lastName: 'Defecto',
        phoneNumber: '64719975',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.vendor.commissionRate).toBe(0.075);
  });

  it('company name, e-mail and phone: the login page reads them from /settings/public', async () => {
    await save({
      general: {
        companyName: 'Quincena Motos',
        companyEmail: 'ayuda@quincena.com.pa',
        companyPhone: '+507 399-1234',
      },
    });
    const res = await call(t.app, 'GET', '/api/settings/public');
    expect(res.body.data).toMatchObject({
      companyName: 'Quincena Motos',
      companyEmail: 'ayuda@quincena.com.pa',
      companyPhone: '+507 399-1234',
    });
  });

  it('SMS notifications off: the reminders job texts no one', async () => {
    const loan = await approvedLoan();
    await save({ notifications: { smsNotifications: false } });
    clock.set(panamaMorning('2026-09-13'));
    const result = await run('payment-reminders');
    expect(result.processed).toBe(0);
    expect(result.skipped).toBeGreaterThanOrEqual(2);
    expect((await outbox(loan.phone)).filter((body) => /recordamos|venció/.test(body))).toEqual([]);
  });

  it('reminder days: the job reminds the installments due within the saved number of days', async () => {
    const loan = await approvedLoan();
    // 25/08: the first installment (31/08) is 6 days away.
    clock.set(panamaMorning('2026-08-25'));
    await run('payment-reminders');
    expect((await installmentsOf(loan.id)).every((i) => i.reminderSentAt === null)).toBe(true);

    clock.set(START);
    await save({ notifications: { reminderDaysBefore: 7 } });
    clock.set(panamaMorning('2026-08-25'));
    await run('payment-reminders');
    const [first, second] = await installmentsOf(loan.id);
    expect(first?.reminderSentAt).toEqual(clock.now());
    expect(second?.reminderSentAt).toBeNull();
    expect(await outbox(loan.phone)).toContainEqual(expect.stringContaining('vence el 31/08/2026'));
  });
});
