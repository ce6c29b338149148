import { formatUsdCents, type JobName } from '@quincena/shared';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { installments } from '../db/schema/index.ts';
import { call, loginAs } from '../test/auth-helpers.ts';
import { nameTag } from '../test/names.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClock } from '../test/test-clock.ts';
import { JOBS } from './jobs.ts';

// 10:00 in Panama. A loan approved now has its installments due 31/08, 15/09, 30/09, 15/10…
const START = '2026-08-12T15:00:00Z';
const clock = new TestClock(START);
const panamaMorning = (date: string) => `${date}T15:00:00Z`;

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
afterEach(async () => {
  clock.set(START);
  await setSettings({
    payments: { latePaymentFee: 25, gracePeriod: 5 },
    notifications: { smsNotifications: true },
  });
});

const run = (name: JobName) =>
  JOBS[name]({ db: t.app.db, clock, sms: t.app.sms, log: t.app.log, storage: t.app.documentStorage });
const rows = <T>(query: SQL) => queryRows<T>(t.app.db, query);

/** Changes stored settings directly, as another instance's PUT would: the jobs must read them. */
async function setSettings(patch: {
  payments?: Record<string, unknown>;
  notifications?: Record<string, unknown>;
}) {
  await t.app.db.execute(sql`
    update settings set value = value
      || jsonb_build_object('payments', value->'payments' || ${JSON.stringify(patch.payments ?? {})}::jsonb)
      || jsonb_build_object('notifications', value->'notifications' || ${JSON.stringify(patch.notifications ?? {})}::jsonb)
    where key = 'system'`);
}

/** A new customer of the demo vendor with a loan approved at START (2000 sale, 400 down, 12 months). */
async function approvedLoan() {
  phoneCounter += 1;
  const phoneNumber = `6480${String(phoneCounter).padStart(4, '0')}`;
  const customer = await call(t.app, 'POST', '/api/vendor/customers', {
    body: { firstName: 'Cobro', lastName: `Prueba ${nameTag(phoneCounter)}`, phoneNumber, email: '' },
    token: vendor,
  });
  expect(customer.status).toBe(201);
  const motorcycles = await call(t.app, 'GET', '/api/vendor/motorcycles', { token: vendor });
  const motorcycle = motorcycles.body.data.motorcycles[0];
  const application = await call(t.app, 'POST', '/api/vendor/applications', {
    body: {
      customerId: customer.body.data.customer.id,
      motorcycleId: motorcycle.id,
      requestedAmount: 2000,
      downPayment: 400,
      loanTermMonths: 12,
    },
    token: vendor,
  });
  expect(application.status).toBe(201);
  const id = application.body.data.id as string;
  const approved = await call(t.app, 'PUT', `/api/admin/credit-applications/${id}/approve`, {
    body: {},
    token: operator,
  });
  expect(approved.status).toBe(200);
  return { id, phone: `+507${phoneNumber}`, motorcycle: `${motorcycle.brand} ${motorcycle.model}` };
}

const installmentsOf = (applicationId: string) =>
  t.app.db
    .select({
      id: installments.id,
      dueDate: installments.dueDate,
      amountCents: installments.amountCents,
      lateFeeCents: installments.lateFeeCents,
      lateFeeAssessedAt: installments.lateFeeAssessedAt,
      reminderSentAt: installments.reminderSentAt,
      overdueNoticeSentAt: installments.overdueNoticeSentAt,
    })
    .from(installments)
    .where(eq(installments.applicationId, applicationId))
    .orderBy(asc(installments.paymentNumber));

/** Unpaid installments of live loans past the grace period with no late fee yet, counted independently. */
async function countDueForLateFee(today: string, graceDays: number) {
  const [row] = await rows<{ count: number }>(sql`
    select count(*)::int as count from installments i join credit_applications a on a.id = i.application_id
    where a.status in ('APPROVED', 'DISBURSED') and a.deleted_at is null and i.paid_at is null
      and i.late_fee_assessed_at is null and i.due_date + ${graceDays}::int < ${today}::date`);
  return row?.count ?? 0;
}

async function outbox(phoneNumber: string): Promise<string[]> {
  const res = await call(t.app, 'GET', `/api/dev/sms-outbox?phoneNumber=${encodeURIComponent(phoneNumber)}`);
  return res.body.data.messages.map((m: { body: string }) => m.body);
}
const reminderTexts = async (phone: string) =>
  (await outbox(phone)).filter((body) => /recordamos|venció/.test(body));

describe('late-fees job', () => {
  it("assesses the settings' fee once, only after the grace period, never on a paid installment", async () => {
    const unpaid = await approvedLoan();
    const paid = await approvedLoan();
    const [paidFirst] = await installmentsOf(paid.id);
    await t.app.db.execute(sql`
      update installments set paid_interest_cents = interest_cents, paid_principal_cents = principal_cents,
        paid_at = due_date where id = ${paidFirst?.id}`);
    await setSettings({ payments: { latePaymentFee: 30.5, gracePeriod: 3 } });

    // Due 31/08 with 3 days of grace: still nothing on 03/09.
    clock.set(panamaMorning('2026-09-03'));
    const onLastGraceDay = await countDueForLateFee('2026-09-03', 3);
    expect((await run('late-fees')).processed).toBe(onLastGraceDay);
    expect((await installmentsOf(unpaid.id))[0]).toMatchObject({ lateFeeCents: 0, lateFeeAssessedAt: null });

    clock.set(panamaMorning('2026-09-04'));
    const due = await countDueForLateFee('2026-09-04', 3);
    expect(due).toBeGreaterThanOrEqual(1);
    expect((await run('late-fees')).processed).toBe(due);
    const [first, second] = await installmentsOf(unpaid.id);
    expect(first).toMatchObject({ lateFeeCents: 3050, lateFeeAssessedAt: clock.now() });
    expect(second).toMatchObject({ dueDate: '2026-09-15', lateFeeCents: 0, lateFeeAssessedAt: null });
    expect((await installmentsOf(paid.id))[0]).toMatchObject({ lateFeeCents: 0, lateFeeAssessedAt: null });

    const audit = await rows<{ actorRole: string; changes: unknown }>(sql`
      select actor_role as "actorRole", changes from audit_log
      where entity_type = 'installment' and entity_id = ${first?.id} and action = 'late_fee_assessed'`);
    expect(audit).toEqual([{ actorRole: 'system', changes: { lateFee: { from: 0, to: 30.5 } } }]);

    // Run again through the trigger (a session opened at the new time): nothing new, the assessed ones skipped.
    const token = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    const again = await call(t.app, 'POST', '/api/admin/jobs/late-fees/run', { token });
    expect(again.status).toBe(200);
    expect(again.body.data.processed).toBe(0);
    expect(again.body.data.skipped).toBeGreaterThanOrEqual(due);
    expect((await installmentsOf(unpaid.id))[0]?.lateFeeCents).toBe(3050);
    const [{ count }] = (await rows<{ count: number }>(sql`
      select count(*)::int as count from audit_log
      where entity_type = 'installment' and entity_id = ${first?.id}`)) as [{ count: number }];
    expect(count).toBe(1);
  });
});

describe('payment-reminders job', () => {
  it('texts each installment once per kind: N days before its due date and once it is overdue', async () => {
    const loan = await approvedLoan();
    // 12/09: the installment of 15/09 is 3 days away; the one of 31/08 is overdue, its grace period over.
    clock.set(panamaMorning('2026-09-12'));
    const first = await run('payment-reminders');
    expect(first.processed).toBeGreaterThanOrEqual(2);
    expect(first.skipped).toBe(0);

    const [overdue, upcoming, later] = await installmentsOf(loan.id);
    const texts = await reminderTexts(loan.phone);
    expect(texts).toHaveLength(2);
    expect(texts).toContain(
      `Quincena: te recordamos que tu cuota de ${formatUsdCents(upcoming?.amountCents ?? 0)} de tu ${loan.motorcycle} ` +
        'vence el 15/09/2026. Si ya pagaste, ignora este mensaje.',
    );
    expect(texts).toContain(
      `Quincena: tu cuota de ${formatUsdCents(overdue?.amountCents ?? 0)} de tu ${loan.motorcycle} venció el ` +
        '31/08/2026 y está pendiente. Por favor, ponte al día lo antes posible.',
    );
    expect(upcoming?.reminderSentAt).toEqual(clock.now());
    expect(overdue?.overdueNoticeSentAt).toEqual(clock.now());
    expect(later).toMatchObject({ reminderSentAt: null, overdueNoticeSentAt: null });

    // Same day again, and the next day: nothing new for this customer.
    expect(await run('payment-reminders')).toEqual({ processed: 0, skipped: 0 });
    clock.set(panamaMorning('2026-09-13'));
    await run('payment-reminders');
    expect(await reminderTexts(loan.phone)).toHaveLength(2);
  });

  it('names the last day without late fee while the grace period lasts', async () => {
    const loan = await approvedLoan();
    clock.set(panamaMorning('2026-09-01'));
    await run('payment-reminders');
    const [overdue] = await installmentsOf(loan.id);
    expect(await reminderTexts(loan.phone)).toEqual([
      `Quincena: tu cuota de ${formatUsdCents(overdue?.amountCents ?? 0)} de tu ${loan.motorcycle} ` +
        'venció el 31/08/2026 y está pendiente. Paga a más tardar el 05/09/2026 para evitar el recargo por ' +
        `mora de ${formatUsdCents(2500)}.`,
    ]);
  });

  it('sends nothing while SMS notifications are off, and counts what it left', async () => {
    const loan = await approvedLoan();
    await setSettings({ notifications: { smsNotifications: false } });
    clock.set(panamaMorning('2026-09-27'));
    const [pending] = await rows<{ count: number }>(sql`
      select (count(*) filter (where i.reminder_sent_at is null and i.due_date between '2026-09-27' and '2026-09-30')
        + count(*) filter (where i.overdue_notice_sent_at is null and i.due_date < '2026-09-27'))::int as count
      from installments i join credit_applications a on a.id = i.application_id
      where a.status in ('APPROVED', 'DISBURSED') and a.deleted_at is null and i.paid_at is null`);
    expect(await run('payment-reminders')).toEqual({ processed: 0, skipped: pending?.count });
    expect(await reminderTexts(loan.phone)).toEqual([]);
    expect((await installmentsOf(loan.id)).every((i) => !i.reminderSentAt && !i.overdueNoticeSentAt)).toBe(
      true,
    );

    // Switched on again: 30/09 is 3 days away, 31/08 and 15/09 are overdue.
    await setSettings({ notifications: { smsNotifications: true } });
    expect((await run('payment-reminders')).processed).toBe(pending?.count);
    expect(await reminderTexts(loan.phone)).toHaveLength(3);
  });
});

describe('prune job', () => {
  it('deletes OTP codes and rate-limit windows a day old and idempotency keys a week old', async () => {
    const hoursAgo = (h: number) => new Date(clock.now().getTime() - h * 3_600_000).toISOString();
    await t.app.db.execute(sql`
      insert into otp_codes (phone_number, code_hash, expires_at) values
        ('+50769990001', 'old', ${hoursAgo(25)}), ('+50769990001', 'recent', ${hoursAgo(23)})`);
    await t.app.db.execute(sql`
      insert into rate_limit_hits (key, window_start, hits) values
        ('prune-test', ${hoursAgo(25)}, 3), ('prune-test', ${hoursAgo(1)}, 1)`);
    await t.app.db.execute(sql`
      insert into idempotency_keys (scope, key, request_hash, created_at) values
        ('prune-test', 'old', 'h', ${hoursAgo(8 * 24)}), ('prune-test', 'recent', 'h', ${hoursAgo(6 * 24)})`);
    const [before] = await rows<{ count: number }>(sql`
      select ((select count(*) from otp_codes where expires_at < ${hoursAgo(24)})
        + (select count(*) from rate_limit_hits where window_start < ${hoursAgo(24)})
        + (select count(*) from idempotency_keys where created_at < ${hoursAgo(7 * 24)}))::int as count`);
    expect(before?.count).toBeGreaterThanOrEqual(3);

    expect(await run('prune')).toEqual({ processed: before?.count, skipped: 0 });
    expect(await rows(sql`select code_hash from otp_codes where phone_number = '+50769990001'`)).toEqual([
      { code_hash: 'recent' },
    ]);
    expect(await rows(sql`select hits from rate_limit_hits where key = 'prune-test'`)).toEqual([{ hits: 1 }]);
    expect(await rows(sql`select key from idempotency_keys where scope = 'prune-test'`)).toEqual([
      { key: 'recent' },
    ]);
  });
});

describe('POST /api/admin/jobs/{name}/run', () => {
  it('is for the SUPER_ADMIN alone, and an unknown job is 404', async () => {
    const url = '/api/admin/jobs/prune/run';
    expect((await call(t.app, 'POST', url)).status).toBe(401);
    expect((await call(t.app, 'POST', url, { token: operator })).status).toBe(403);
    expect((await call(t.app, 'POST', url, { token: vendor })).status).toBe(403);
    const unknown = await call(t.app, 'POST', '/api/admin/jobs/backup/run', { token: superAdmin });
    expect(unknown).toEqual({
      status: 404,
      body: { success: false, code: 'JOB_NOT_FOUND', message: 'La tarea solicitada no existe.' },
    });
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).toContain('/api/admin/jobs/{name}/run');
    const ran = await call(t.app, 'POST', url, { token: superAdmin });
    expect(ran).toEqual({
      status: 200,
      body: { success: true, data: { processed: expect.any(Number), skipped: 0 } },
    });
  });
});
