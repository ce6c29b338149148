import { DEFAULT_SETTINGS } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { uploadDisbursementFile } from '../../test/applications.ts';
import { call, customerToken, loginAs } from '../../test/auth-helpers.ts';
import { expectLedgerConsistent } from '../../test/ledger-invariants.ts';
import { nameTag } from '../../test/names.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/*
 * A hand-made portfolio, built through the real API with the clock moved from day to day, and every
 * report figure checked against numbers worked out by hand below (never by the reports' SQL).
 *
 * "Today" is 2026-09-20 (Panama). Windows:
 *   week:  current 2026-09-14 … 09-20, previous 09-07 … 09-13
 *   month: current 2026-08-22 … 09-20, previous 07-23 … 08-21
 *
 * Vendors: VA (rate 0.05), VB (0.08), VC (0.10, deactivated at the end).
 * Inventory: M1 Honda CB190R 2000, M2 Honda Wave 1500, M3 Yamaha FZ25 3000, M4 Yamaha YBR125 1800,
 *   M6 Yamaha Crypton 1200 (all since 07-01), M5 Honda XR150 2500 (since 09-16).
 *   M2 unavailable 08-01 → available again 09-18; M4 unavailable 09-10; M6 deleted 09-15.
 *   VA's own catalog: Suzuki GN125 (not inventory).
 * Customers (registered, vendor, birth date → age on 09-20, city):
 *   C1 06-10 VA 2003-05-01 (23) Panamá · C2 07-30 VA 1990-09-21 (35) San Miguelito
 *   C3 08-25 VB 1980-09-20 (46) Panamá · C4 09-08 VB 1985-01-15 (41) Colón
 *   C5 09-15 VA — David · C6 09-19 VB 2000-09-20 (26) no city · C7 07-25 VC 1995-03-03 (31) Panamá
 *   C8 09-10 VA (deleted) · C9 06-15 VA 1999-02-02 (27) Chitré · C10 06-20 VA 1960-06-06 (66) Santiago
 *   Verified (signed in by SMS): C1, C2, C3, C5.
 * Applications (10:00 Panama unless said; quotes: 2000/400/12 → Q 103.42; 2500/500/12 → Q 129.28;
 * 2000/400/18 → Q 84.89; 2000/400/24 → Q 78.09):
 *   A1 C1 VA M1 2000/400/12: created 07-20, approved 07-24, disbursed 07-28 → due 08-15, 08-31, 09-15…
 *   A7 C7 VC M3 2000/400/12: created 07-25, rejected 07-27
 *   A2 C2 VA M3 2500/500/12: created 07-30, approved 08-05, disbursed 08-06 → due 08-15, 08-31, 09-15…
 *   A10 C10 VA M6 1500/300/12: created 08-18, in review 08-19 (still open)
 *   A9 C9 VA Suzuki 2000/400/24: created 09-01, approved 09-04, disbursed 09-11 → due 09-30, 10-15…
 *   A4 C4 VB M4 2000/400/18: created 09-08, approved 09-09 (not disbursed) → due 09-30…
 *   A8 C8 VA M1: created 09-10, deleted with its customer
 *   A3 C3 VB M1 2000/400/12: created 09-12, approved 09-14 22:00, disbursed 09-16 → due 09-30…
 *   A5 C5 VA M2 2000/400/12: created 09-15, rejected 09-17
 *   A6 C6 VB M5 2500/500/12: created 09-19 (pending)
 * Money: late fee $25 on A2 #1 (job run 08-21). Receipts: P1 08-15 A1 #1 103.42 (interest 60.00,
 * principal 43.42); P2 09-02 A1 #2 103.42 (60.00 / 43.42); P4 09-12 A9 100.00 (#1: interest 66.64,
 * principal 11.45; the 21.91 excess to #2's interest); P3 09-16 A2 reported 50.00 (late fee 25.00,
 * interest 25.00).
 */

const clock = new TestClock('2026-07-01T15:00:00Z');
/** 10:00 in Panama (UTC−5) on a date. */
const at = (date: string, time = '10:00') => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, day, hours + 5, minutes)).toISOString();
};

let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};
const phones: Record<string, string> = {};

async function moveTo(date: string, time = '10:00') {
  clock.set(at(date, time));
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
}
const vendorToken = (name: string) => loginAs(t.app, 'vendor', name, 'vendedor12345');
const adminCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, { token: admin, body });
/** The answer's data, or a failure naming what the API said. */
async function ok<T = unknown>(res: Promise<{ status: number; body: { data: unknown } }>, status = 200) {
  const done = await res;
  if (done.status !== status) throw new Error(`${done.status}: ${JSON.stringify(done.body)}`);
  return done.body.data as T;
}
const setInstant = (
  table: 'customers' | 'credit_applications' | 'motorcycles',
  id: string,
  instant: string,
) => t.app.db.execute(sql`update ${sql.identifier(table)} set created_at = ${instant} where id = ${id}`);

async function createApplication(
  vendor: string,
  name: string,
  customer: string,
  moto: string,
  [requestedAmount, downPayment, loanTermMonths]: [number, number, number],
  created: string,
) {
  const data = await ok<{ id: string }>(
    call(t.app, 'POST', '/api/vendor/applications', {
      token: vendor,
      body: {
        customerId: ids[customer],
        motorcycleId: ids[moto],
        requestedAmount,
        downPayment,
        loanTermMonths,
      },
    }),
    201,
  );
  ids[name] = data.id;
  await setInstant('credit_applications', ids[name] as string, at(created));
}

const transition = (name: string, action: 'review' | 'approve' | 'reject') =>
  ok(
    adminCall(
      'PUT',
      `/api/admin/credit-applications/${ids[name]}/${action}`,
      action === 'reject' ? { rejectionReason: 'Ingresos insuficientes' } : {},
    ),
  );

async function disburse(name: string) {
  const contractUrl = (await uploadDisbursementFile(t.app, admin, ids[name] as string)).fileUrl;
  await ok(
    adminCall('POST', `/api/admin/credit-applications/${ids[name]}/disburse`, {
      actualVin: '1HGBH41JXMN109186',
      actualPlate: 'AB1234',
      insurancePolicy: 'POL-2026-1',
      contractUrl,
      hasDirectDiscount: false,
    }),
  );
}

async function installmentsOf(name: string) {
  const data = await ok<{ installments: { id: string }[] }>(
    adminCall('GET', `/api/admin/payment-schedules?applicationId=${ids[name]}`),
  );
  return data.installments;
}

async function receipt(name: string, numbers: number[], amount: number, paymentDate: string) {
  const items = await installmentsOf(name);
  await ok(
    adminCall('POST', '/api/admin/payments/apply', {
      paymentIds: numbers.map((n) => items[n - 1]?.id),
      totalAmountReceived: amount,
      paymentMethod: 'CASH',
      paymentDate,
    }),
    201,
  );
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  await moveTo('2026-07-01');
  // The scene sells some motorcycles above their list price (A5: $2,000 on a $1,500 one; ADR 022).
  const financing = { ...DEFAULT_SETTINGS.financing, maxSaleMarkupPercent: 50 };
  await ok(adminCall('PUT', '/api/admin/settings', { ...DEFAULT_SETTINGS, financing }));
  const vendors = [
    ['VA', 'ana', 'Ana', 'Pérez', 'Motos del Centro', 0.05, '6100-0001'],
    ['VB', 'beto', 'Beto', 'Díaz', 'Rueda Libre', 0.08, '6100-0002'],
    ['VC', 'carla', 'Carla', 'Ruiz', null, 0.1, '6100-0003'],
  ] as const;
  for (const [key, username, firstName, lastName, dealershipName, commissionRate, phoneNumber] of vendors) {
    const data = await ok<{ vendor: { id: string } }>(
      adminCall('POST', '/api/admin/vendors', {
        username,
        email: `${username}@motos.com.pa`,
        password: 'vendedor12345',
        firstName,
        lastName,
        phoneNumber,
        dealershipName,
        commissionRate,
      }),
      201,
    );
    ids[key] = data.vendor.id;
  }
  const motos = [
    ['M1', 'Honda', 'CB190R', 2000, '2026-07-01'],
    ['M2', 'Honda', 'Wave 110', 1500, '2026-07-01'],
    ['M3', 'Yamaha', 'FZ25', 3000, '2026-07-01'],
    ['M4', 'Yamaha', 'YBR125', 1800, '2026-07-01'],
    ['M5', 'Honda', 'XR150', 2500, '2026-09-16'],
    ['M6', 'Yamaha', 'Crypton', 1200, '2026-07-01'],
  ] as const;
  for (const [key, brand, model, price, created] of motos) {
    const body = { brand, model, year: 2025, engineSize: '150cc', color: 'Rojo', price };
    const data = await ok<{ motorcycle: { id: string } }>(
      adminCall('POST', '/api/admin/motorcycles', body),
      201,
    );
    ids[key] = data.motorcycle.id;
    await setInstant('motorcycles', ids[key] as string, at(created));
    await t.app.db.execute(
      sql`update audit_log set created_at = ${at(created)} where entity_type = 'motorcycle' and entity_id = ${ids[key]}`,
    );
  }
  const tokens = {
    VA: await vendorToken('ana'),
    VB: await vendorToken('beto'),
    VC: await vendorToken('carla'),
  };
  const suzuki = await ok<{ motorcycle: { id: string } }>(
    call(t.app, 'POST', '/api/vendor/motorcycles', {
      token: tokens.VA,
      body: { brand: 'Suzuki', model: 'GN125', year: 2025, engineSize: '125cc', color: 'Negro', price: 2000 },
    }),
    201,
  );
  ids.SZ = suzuki.motorcycle.id;

  const customers = [
    ['C1', 'VA', '2003-05-01', 'Panamá', '2026-06-10'],
    ['C2', 'VA', '1990-09-21', 'San Miguelito', '2026-07-30'],
    ['C3', 'VB', '1980-09-20', 'Panamá', '2026-08-25'],
    ['C4', 'VB', '1985-01-15', 'Colón', '2026-09-08'],
    ['C5', 'VA', '', 'David', '2026-09-15'],
    ['C6', 'VB', '2000-09-20', '', '2026-09-19'],
    ['C7', 'VC', '1995-03-03', 'Panamá', '2026-07-25'],
    ['C8', 'VA', '1970-12-31', 'Arraiján', '2026-09-10'],
    ['C9', 'VA', '1999-02-02', 'Chitré', '2026-06-15'],
    ['C10', 'VA', '1960-06-06', 'Santiago', '2026-06-20'],
  ] as const;
  for (const [index, [key, vendor, dateOfBirth, city, created]] of customers.entries()) {
    const phoneNumber = `6500-${String(index + 1).padStart(4, '0')}`;
    const data = await ok<{ customer: { id: string } }>(
      call(t.app, 'POST', '/api/vendor/customers', {
        token: tokens[vendor],
        body: { phoneNumber, firstName: 'Cliente', lastName: nameTag(key), email: '', dateOfBirth, city },
      }),
      201,
    );
    ids[key] = data.customer.id;
    phones[key] = `+507${phoneNumber.replace('-', '')}`;
    await setInstant('customers', ids[key] as string, at(created));
  }
  for (const key of ['C1', 'C3', 'C5']) await customerToken(t.app, phones[key] as string);

  // The applications, the decisions and the money, day by day.
  const q12: [number, number, number] = [2000, 400, 12];
  await createApplication(tokens.VA, 'A1', 'C1', 'M1', q12, '2026-07-20');
  await createApplication(tokens.VC, 'A7', 'C7', 'M3', q12, '2026-07-25');
  await createApplication(tokens.VA, 'A2', 'C2', 'M3', [2500, 500, 12], '2026-07-30');
  await createApplication(tokens.VA, 'A10', 'C10', 'M6', [1500, 300, 12], '2026-08-18');
  await createApplication(tokens.VA, 'A9', 'C9', 'SZ', [2000, 400, 24], '2026-09-01');
  await createApplication(tokens.VB, 'A4', 'C4', 'M4', [2000, 400, 18], '2026-09-08');
  await createApplication(tokens.VA, 'A8', 'C8', 'M1', q12, '2026-09-10');
  await createApplication(tokens.VB, 'A3', 'C3', 'M1', q12, '2026-09-12');
  await createApplication(tokens.VA, 'A5', 'C5', 'M2', q12, '2026-09-15');
  await createApplication(tokens.VB, 'A6', 'C6', 'M5', [2500, 500, 12], '2026-09-19');

  await moveTo('2026-07-24');
  await transition('A1', 'approve');
  await moveTo('2026-07-27');
  await transition('A7', 'reject');
  await moveTo('2026-07-28');
  await disburse('A1');
  await moveTo('2026-08-05');
  await transition('A2', 'approve');
  await moveTo('2026-08-06');
  await disburse('A2');
  await moveTo('2026-08-15');
  await receipt('A1', [1], 103.42, '2026-08-15');
  await moveTo('2026-08-19');
  await transition('A10', 'review');
  await moveTo('2026-08-21');
  await ok(adminCall('POST', '/api/admin/jobs/late-fees/run'));
  await moveTo('2026-09-02');
  await receipt('A1', [2], 103.42, '2026-09-02');
  await transition('A9', 'review');
  await moveTo('2026-09-04');
  await transition('A9', 'approve');
  await moveTo('2026-09-09');
  await transition('A4', 'approve');
  await moveTo('2026-09-10');
  await ok(adminCall('DELETE', `/api/admin/customers/${ids.C8}`));
  await moveTo('2026-09-11');
  await disburse('A9');
  await moveTo('2026-09-12');
  await receipt('A9', [1], 100, '2026-09-12');
  await moveTo('2026-09-14', '22:00');
  await transition('A3', 'approve');
  await moveTo('2026-09-16');
  await disburse('A3');
  const c2 = await customerToken(t.app, phones.C2 as string);
  const reported = await ok<{ payment: { id: string } }>(
    call(t.app, 'POST', '/api/customers/payments', {
      token: c2,
      body: { amount: 50, paymentMethod: 'CASH', paymentDate: '2026-09-16' },
    }),
    201,
  );
  await ok(adminCall('PUT', `/api/admin/payments/${reported.payment.id}/approve`));
  await moveTo('2026-09-17');
  await transition('A5', 'reject');

  // The inventory's history: availability edits and a deletion, dated as the story says.
  const edit = async (moto: string, isAvailable: boolean, date: string) => {
    await ok(adminCall('PUT', `/api/admin/motorcycles/${ids[moto]}`, { isAvailable }));
    await t.app.db.execute(
      sql`update audit_log set created_at = ${at(date)} where id = (select max(id) from audit_log
        where entity_type = 'motorcycle' and entity_id = ${ids[moto]} and action = 'updated')`,
    );
  };
  await moveTo('2026-09-20');
  await edit('M2', false, '2026-08-01');
  await edit('M2', true, '2026-09-18');
  await edit('M4', false, '2026-09-10');
  await ok(adminCall('DELETE', `/api/admin/motorcycles/${ids.M6}`));
  await t.app.db.execute(sql`update motorcycles set deleted_at = ${at('2026-09-15')} where id = ${ids.M6}`);
  await ok(adminCall('PUT', `/api/admin/vendors/${ids.VC}`, { isActive: false }));
  // Today, in the afternoon.
  await moveTo('2026-09-20', '16:00');
}, 120_000);
afterAll(() => t.close());

const report = async (type: string, query = 'period=month') => {
  const res = await adminCall('GET', `/api/admin/reports/${type}?${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
};
const f = (current: number, previous: number, change: number | null) => ({ current, previous, change });

describe('overview', () => {
  it('answers the month against the month before', async () => {
    const r = await report('overview');
    expect(r.window).toEqual({
      period: 'month',
      from: '2026-08-22',
      to: '2026-09-20',
      previousFrom: '2026-07-23',
      previousTo: '2026-08-21',
      bucket: 'day',
    });
    expect(r.figures).toEqual({
      // Live customers registered by 09-20: all but deleted C8 = 9; by 08-21: C1, C2, C7, C9, C10 = 5.
      totalCustomers: f(9, 5, 80),
      // Open at the end: A6, A10 now; A10 on 08-21 (created 08-18, still in review).
      activeApplications: f(2, 1, 100),
      // Disbursed: A9 1600 + A3 1600 = 3200; before: A1 1600 + A2 2000 = 3600 → −11.1 %.
      totalLent: f(3200, 3600, -11.1),
      // Now M1, M2, M3, M5 (M4 off since 09-10, M6 deleted); on 08-21 M1, M3, M4, M6 (M2 off since 08-01).
      availableMotorcycles: f(4, 4, 0),
      // Decided: A9, A4, A3 approved, A5 rejected → 3/4 = 75 %; before A1, A2 approved, A7 rejected → 66.7 %.
      approvalRate: f(75, 66.7, 12.4),
      // (A9 3 + A4 1 + A3 2.5 + A5 2) / 4 = 2.125 → 2.1; before (A1 4 + A7 2 + A2 6) / 3 = 4 → −47.5 %.
      averageProcessingDays: f(2.1, 4, -47.5),
      // A9, A4, A3, A5, A6 (A8 deleted); before A7, A2, A10.
      newApplications: f(5, 3, 66.7),
      // P2 103.42 + P4 100 + P3 50 = 253.42; before P1 103.42 → +145.0 %.
      collected: f(253.42, 103.42, 145),
    });
    expect(r.series).toHaveLength(30);
    const day = (date: string) => r.series.find((s: { date: string }) => s.date === date);
    expect(day('2026-08-22')).toEqual({
      date: '2026-08-22',
      applications: 0,
      disbursements: 0,
      disbursedAmount: 0,
    });
    expect(day('2026-09-01')).toEqual({
      date: '2026-09-01',
      applications: 1,
      disbursements: 0,
      disbursedAmount: 0,
    });
    expect(day('2026-09-11')).toEqual({
      date: '2026-09-11',
      applications: 0,
      disbursements: 1,
      disbursedAmount: 1600,
    });
    expect(r.series.at(-1).date).toBe('2026-09-20');
  });

  it('answers the week against the week before', async () => {
    const r = await report('overview', 'period=week');
    expect(r.window).toMatchObject({ from: '2026-09-14', to: '2026-09-20', previousFrom: '2026-09-07' });
    expect(r.figures).toEqual({
      // By 09-13: C1, C2, C3, C4, C7, C9, C10 = 7 → (9 − 7) / 7 = 28.6 %.
      totalCustomers: f(9, 7, 28.6),
      // On 09-13: A10 and A3 (approved only on 09-14 at 22:00).
      activeApplications: f(2, 2, 0),
      // A3 disbursed 09-16; A9 disbursed 09-11.
      totalLent: f(1600, 1600, 0),
      // On 09-13: M1, M3, M6 (M2 and M4 off; M5 not yet bought).
      availableMotorcycles: f(4, 3, 33.3),
      // A3 approved, A5 rejected → 50 %; A4 approved → 100 %.
      approvalRate: f(50, 100, -50),
      // (A3 2.5 + A5 2) / 2 = 2.25 → 2.3; A4 1 → +130 %.
      averageProcessingDays: f(2.3, 1, 130),
      // A5, A6; before A4, A3 (A8 deleted).
      newApplications: f(2, 2, 0),
      // P3 50; before P4 100.
      collected: f(50, 100, -50),
    });
    expect(r.series.map((s: { applications: number }) => s.applications)).toEqual([0, 1, 0, 0, 0, 1, 0]);
    expect(r.series[2]).toEqual({
      date: '2026-09-16',
      applications: 0,
      disbursements: 1,
      disbursedAmount: 1600,
    });
  });

  it('groups a quarter by 7-day slices and a year by calendar months', async () => {
    const quarter = await report('overview', 'period=quarter');
    expect(quarter.window).toMatchObject({ from: '2026-06-22', bucket: 'week' });
    expect(quarter.series).toHaveLength(13);
    // The slice 07-20 … 07-26 holds A1 (07-20) and A7 (07-25); 07-27 … 08-02 holds A2 and A1's disbursement.
    expect(quarter.series[4]).toEqual({
      date: '2026-07-20',
      applications: 2,
      disbursements: 0,
      disbursedAmount: 0,
    });
    expect(quarter.series[5]).toEqual({
      date: '2026-07-27',
      applications: 1,
      disbursements: 1,
      disbursedAmount: 1600,
    });
    const year = await report('overview', 'period=year');
    expect(year.window).toMatchObject({ from: '2025-09-21', bucket: 'month' });
    expect(year.series.map((s: { date: string }) => s.date)).toEqual([
      '2025-09-21',
      ...['10', '11', '12'].map((m) => `2025-${m}-01`),
      ...['01', '02', '03', '04', '05', '06', '07', '08', '09'].map((m) => `2026-${m}-01`),
    ]);
    // September: A9, A4, A3, A5, A6 created; A9 and A3 disbursed (1600 each).
    expect(year.series.at(-1)).toEqual({
      date: '2026-09-01',
      applications: 5,
      disbursements: 2,
      disbursedAmount: 3200,
    });
  });
});

describe('sales', () => {
  it('counts approvals still approved or disbursed, at their sale value', async () => {
    const month = await report('sales');
    expect(month.figures).toEqual({
      // A9, A4, A3 at 2000 each; before A1 2000 + A2 2500.
      totalSales: f(6000, 4500, 33.3),
      unitsSold: f(3, 2, 50),
      // 6000 / 3 = 2000; 4500 / 2 = 2250 → −11.1 %.
      averageTicket: f(2000, 2250, -11.1),
      // 3 × 400; 400 + 500.
      downPayments: f(1200, 900, 33.3),
    });
    // One unit each; ties go by brand then model.
    expect(month.bestSellingModels).toEqual([
      { brand: 'Honda', model: 'CB190R', units: 1, amount: 2000 },
      { brand: 'Suzuki', model: 'GN125', units: 1, amount: 2000 },
      { brand: 'Yamaha', model: 'YBR125', units: 1, amount: 2000 },
    ]);
    const week = await report('sales', 'period=week');
    expect(week.figures).toEqual({
      totalSales: f(2000, 2000, 0),
      unitsSold: f(1, 1, 0),
      averageTicket: f(2000, 2000, 0),
      downPayments: f(400, 400, 0),
    });
    // A3 was approved at 22:00 on 09-14 in Panama (03:00 UTC on 09-15): the 14th's bucket.
    expect(week.series[0]).toEqual({ date: '2026-09-14', units: 1, amount: 2000 });
    expect(week.series.slice(1).every((s: { units: number }) => s.units === 0)).toBe(true);
    expect(week.bestSellingModels).toEqual([{ brand: 'Honda', model: 'CB190R', units: 1, amount: 2000 }]);
  });
});

describe('financing', () => {
  it('answers the month: income, interest, portfolio at risk, split, series and projections', async () => {
    const r = await report('financing');
    expect(r.figures).toEqual({
      totalIncome: f(253.42, 103.42, 145),
      approvedFinancings: f(3, 2, 50),
      // A9 + A4 + A3 = 3 × 1600; before A1 1600 + A2 2000.
      financedAmount: f(4800, 3600, 33.3),
      // Due 08-31: A1 60.00 + A2 75.00; 09-15: A1 56.75 + A2 70.93 → 262.68. Before (08-15): 60 + 75 = 135.
      interestScheduled: f(262.68, 135, 94.6),
      // P2 60.00 + P4 (66.64 + 21.91) + P3 25.00 = 173.55; before P1 60.00.
      interestCollected: f(173.55, 60, 189.3),
      lateFeesCollected: f(25, 0, null),
      // Now: A1 1600 − 2 × 43.42 = 1513.16, A2 2000, A9 1600 − 11.45 = 1588.55, A3 1600 → 6701.71.
      // On 08-21: A1 1600 − 43.42 (P2 is dated later) = 1556.58, A2 2000 → 3556.58.
      outstandingPrincipal: f(6701.71, 3556.58, 88.4),
      writtenOff: f(0, 0, null),
      recovered: f(0, 0, null),
      watchedLoans: f(0, 0, null),
    });
    expect(r.delinquency).toEqual({
      // Now: A1 (#3 due 09-15, 5 days) and A2 (#1 due 08-15, 36 days) → 3513.16 / 6701.71 = 52.4 %;
      // on 08-21 only A2 (6 days) → 2000 / 3556.58 = 56.2 %.
      par1: f(52.4, 56.2, -6.8),
      // A2 alone is 30 days late: 2000 / 6701.71 = 29.8 %.
      par30: f(29.8, 0, null),
      par60: f(0, 0, null),
      par90: f(0, 0, null),
    });
    // Principal 43.42 + 11.45; interest 173.55; the late fee 25; nothing unapplied: sums to 253.42.
    expect(r.incomeSplit).toEqual({ principal: 54.87, interest: 173.55, lateFees: 25, unapplied: 0 });
    const day = (date: string) => r.series.find((s: { date: string }) => s.date === date);
    // Due 08-31 and 09-15: A1 103.42 + A2 129.28 each day.
    expect(day('2026-08-31')).toEqual({ date: '2026-08-31', scheduled: 232.7, collected: 0 });
    expect(day('2026-09-15')).toEqual({ date: '2026-09-15', scheduled: 232.7, collected: 0 });
    expect(day('2026-09-12')).toEqual({ date: '2026-09-12', scheduled: 0, collected: 100 });
    expect(r.projections).toEqual({
      // Due 09-30 and 10-15: A1 2 × 103.42, A2 2 × 129.28, A3 2 × 103.42, A4 2 × 84.89, and A9's #2
      // (10-15; its #1 was paid early) 78.09 − 21.91 already paid → 898.20.
      nextMonth: 898.2,
      // Six due dates to 12-15: 620.52 + 775.68 + 620.52 + 509.34 + A9 (5 × 78.09 − 21.91) = 2894.60.
      nextQuarter: 2894.6,
      // A1: 2482.08 − 3 × 103.42; A2: 3102.72 − 3 × 129.28; A3: all 2482.08; A4: 24 × 84.89;
      // A9: 23 × 78.09 − 21.91 → 2171.82 + 2714.88 + 2482.08 + 2037.36 + 1774.16.
      nextYear: 11180.3,
    });
  });

  it('answers the week', async () => {
    const r = await report('financing', 'period=week');
    expect(r.figures).toEqual({
      totalIncome: f(50, 100, -50),
      approvedFinancings: f(1, 1, 0),
      financedAmount: f(1600, 1600, 0),
      // Due 09-15: 56.75 + 70.93; nothing fell due 09-07 … 09-13.
      interestScheduled: f(127.68, 0, null),
      // P3 25.00; before P4 66.64 + 21.91 = 88.55 → −71.8 %.
      interestCollected: f(25, 88.55, -71.8),
      lateFeesCollected: f(25, 0, null),
      // On 09-13: A1 1513.16 + A2 2000 + A9 1588.55 (A3 not yet disbursed) = 5101.71.
      outstandingPrincipal: f(6701.71, 5101.71, 31.4),
      writtenOff: f(0, 0, null),
      recovered: f(0, 0, null),
      watchedLoans: f(0, 0, null),
    });
    expect(r.delinquency).toEqual({
      // On 09-13 A1's #2 was paid (09-02) and #3 not yet due; A2 was 29 days late: 2000 / 5101.71.
      par1: f(52.4, 39.2, 33.7),
      par30: f(29.8, 0, null),
      par60: f(0, 0, null),
      par90: f(0, 0, null),
    });
    expect(r.incomeSplit).toEqual({ principal: 0, interest: 25, lateFees: 25, unapplied: 0 });
    expect(r.series.map((s: { scheduled: number }) => s.scheduled)).toEqual([0, 232.7, 0, 0, 0, 0, 0]);
    expect(r.series.map((s: { collected: number }) => s.collected)).toEqual([0, 0, 50, 0, 0, 0, 0]);
  });

  it('reconciles interest collected with the allocations of the period', async () => {
    const [row] = await queryRows<{ cents: number }>(
      t.app.db,
      sql`select sum(al.interest_cents)::int as cents from payment_allocations al
        join payments p on p.id = al.payment_id where p.payment_date between '2026-08-22' and '2026-09-20'`,
    );
    const r = await report('financing');
    expect(row?.cents).toBe(17355);
    expect(r.figures.interestCollected.current).toBe((row?.cents ?? 0) / 100);
  });
});

describe('customers', () => {
  it('counts, distributes by age and city, and charts the new customers', async () => {
    const month = await report('customers');
    expect(month.figures).toEqual({
      total: f(9, 5, 80),
      // Verified: C1, C2, C3, C5 now; by 08-21 C1, C2.
      verified: f(4, 2, 100),
      // C3, C4, C5, C6; before C7, C2.
      newInPeriod: f(4, 2, 100),
    });
    // Ages on 09-20: C1 23; C2 35, C6 26 (birthday today), C7 31, C9 27; C4 41; C3 46 (birthday today),
    // C10 66; C5 has none. Shares of 9.
    expect(month.ageDistribution).toEqual([
      { label: '18-25', count: 1, percent: 11.1 },
      { label: '26-35', count: 4, percent: 44.4 },
      { label: '36-45', count: 1, percent: 11.1 },
      { label: '46+', count: 2, percent: 22.2 },
      { label: 'Sin dato', count: 1, percent: 11.1 },
    ]);
    // Panamá 3, then one each by name; Santiago is the sixth city; C6 has none.
    expect(month.cityDistribution).toEqual([
      { label: 'Panamá', count: 3, percent: 33.3 },
      { label: 'Chitré', count: 1, percent: 11.1 },
      { label: 'Colón', count: 1, percent: 11.1 },
      { label: 'David', count: 1, percent: 11.1 },
      { label: 'San Miguelito', count: 1, percent: 11.1 },
      { label: 'Otras', count: 1, percent: 11.1 },
      { label: 'Sin dato', count: 1, percent: 11.1 },
    ]);
    const week = await report('customers', 'period=week');
    expect(week.figures).toEqual({
      total: f(9, 7, 28.6),
      verified: f(4, 3, 33.3),
      newInPeriod: f(2, 1, 100),
    });
    expect(week.series.map((s: { newCustomers: number }) => s.newCustomers)).toEqual([0, 1, 0, 0, 0, 1, 0]);
  });

  it('totals the same customers as the users list', async () => {
    const list = await adminCall('GET', '/api/admin/customers?limit=1');
    const r = await report('customers');
    expect(list.body.data.pagination.total).toBe(9);
    expect(r.figures.total.current).toBe(list.body.data.pagination.total);
  });
});

describe('inventory', () => {
  it('counts the inventory at each period end and breaks it down by brand', async () => {
    const month = await report('inventory');
    expect(month.figures).toEqual({
      // M1–M5 now (M6 deleted); M1–M4 and M6 on 08-21.
      total: f(5, 5, 0),
      available: f(4, 4, 0),
      // 2000 + 1500 + 3000 + 2500; on 08-21 2000 + 3000 + 1800 + 1200.
      totalValue: f(9000, 8000, 12.5),
      // A4 (M4) and A3 (M1); before A1 (M1) and A2 (M3). A9's Suzuki is a dealer's, not inventory.
      soldInPeriod: f(2, 2, 0),
    });
    expect(month.brandBreakdown).toEqual([
      { brand: 'Honda', total: 3, available: 3, value: 6000, soldInPeriod: 1 },
      { brand: 'Yamaha', total: 2, available: 1, value: 3000, soldInPeriod: 1 },
    ]);
    const week = await report('inventory', 'period=week');
    expect(week.figures).toEqual({
      total: f(5, 5, 0),
      // On 09-13: M1, M3, M6 → 2000 + 3000 + 1200.
      available: f(4, 3, 33.3),
      totalValue: f(9000, 6200, 45.2),
      soldInPeriod: f(1, 1, 0),
    });
    expect(week.brandBreakdown).toEqual([
      { brand: 'Honda', total: 3, available: 3, value: 6000, soldInPeriod: 1 },
      { brand: 'Yamaha', total: 2, available: 1, value: 3000, soldInPeriod: 0 },
    ]);
  });
});

describe('vendors', () => {
  it('sums commissions per vendor and lists the active or busy vendors', async () => {
    const month = await report('vendors');
    expect(month.figures).toEqual({
      // VA: A9, A5; VB: A4, A3, A6. Before: VC A7, VA A2 and A10.
      applications: f(5, 3, 66.7),
      disbursedLoans: f(2, 2, 0),
      financedAmount: f(3200, 3600, -11.1),
      // VA 0.05 × 1600 + VB 0.08 × 1600 = 80 + 128; before VA 0.05 × (1600 + 2000) = 180.
      commissions: f(208, 180, 15.6),
    });
    // VC is inactive and had nothing this month: not listed.
    expect(month.vendors).toEqual([
      {
        id: ids.VB,
        name: 'Beto Díaz',
        dealershipName: 'Rueda Libre',
        commissionRate: 0.08,
        applications: 3,
        approved: 2,
        disbursedLoans: 1,
        financedAmount: 1600,
        commission: 128,
      },
      {
        id: ids.VA,
        name: 'Ana Pérez',
        dealershipName: 'Motos del Centro',
        commissionRate: 0.05,
        applications: 2,
        approved: 1,
        disbursedLoans: 1,
        financedAmount: 1600,
        commission: 80,
      },
    ]);
    const week = await report('vendors', 'period=week');
    expect(week.figures).toEqual({
      // A5 (VA), A6 (VB); before A4 and A3 (VB).
      applications: f(2, 2, 0),
      disbursedLoans: f(1, 1, 0),
      financedAmount: f(1600, 1600, 0),
      // VB 0.08 × 1600 (A3); before VA 0.05 × 1600 (A9).
      commissions: f(128, 80, 60),
    });
    expect(week.vendors.map((v: { name: string; commission: number }) => [v.name, v.commission])).toEqual([
      ['Beto Díaz', 128],
      ['Ana Pérez', 0],
    ]);
  });
});

describe('filters', () => {
  it('narrows applications, loans and customers to one vendor', async () => {
    const q = `period=month&vendorId=${ids.VB}`;
    const overview = await report('overview', q);
    // VB's applications: A4, A3, A6; the customers it registered: C3, C4, C6 (none by 08-21).
    expect(overview.figures.newApplications).toEqual(f(3, 0, null));
    expect(overview.figures.totalLent).toEqual(f(1600, 0, null));
    expect(overview.figures.totalCustomers).toEqual(f(3, 0, null));
    expect(overview.figures.collected).toEqual(f(0, 0, null));
    const vendors = await report('vendors', q);
    expect(vendors.vendors.map((v: { id: string }) => v.id)).toEqual([ids.VB]);
    expect(vendors.figures.commissions).toEqual(f(128, 0, null));
  });

  it('narrows by brand (in any case) and term', async () => {
    const honda = await report('sales', 'period=month&brand=honda');
    // A3 (M1); before A1 (M1).
    expect(honda.figures.unitsSold).toEqual(f(1, 1, 0));
    expect(honda.figures.totalSales).toEqual(f(2000, 2000, 0));
    const inventory = await report('inventory', 'period=month&brand=HONDA');
    // M1, M2, M5 now; M1, M2 (off) on 08-21.
    expect(inventory.figures.total).toEqual(f(3, 2, 50));
    expect(inventory.figures.available).toEqual(f(3, 1, 200));
    expect(inventory.brandBreakdown.map((b: { brand: string }) => b.brand)).toEqual(['Honda']);
    const suzukiFinancing = await report('financing', 'period=month&brand=Suzuki');
    // A9 alone: P4's interest, its 1588.55 outstanding, never late.
    expect(suzukiFinancing.figures.interestCollected).toEqual(f(88.55, 0, null));
    expect(suzukiFinancing.figures.outstandingPrincipal).toEqual(f(1588.55, 0, null));
    expect(suzukiFinancing.delinquency.par1).toEqual(f(0, 0, null));
    const eighteen = await report('sales', 'period=month&termMonths=18');
    expect(eighteen.figures.unitsSold).toEqual(f(1, 0, null));
    const customers = await report('customers', 'period=month&termMonths=18');
    // Only C4 has an 18-month application.
    expect(customers.figures.total).toEqual(f(1, 0, null));
  });
});

describe('CSV', () => {
  it('downloads the figures and the tables with Spanish headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/financing?period=month&format=csv&vendorId=${ids.VA}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="reporte-financing-month-2026-09-20.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Indicador,Período actual (22/08/2026 al 20/09/2026),Período anterior (23/07/2026 al 21/08/2026),Cambio %',
    );
    // VA's loans: A1, A2, A9. Interest: P2 60 + P4 88.55 + P3 25; before P1 60.
    expect(lines).toContain('Intereses cobrados (USD),173.55,60.00,189.3');
    expect(lines).toContain('Mora cobrada (USD),25.00,0.00,');
    // Now 1513.16 + 2000 + 1588.55; at risk A1 and A2.
    expect(lines).toContain('Capital pendiente (USD),5101.71,3556.58,43.4');
    expect(lines).toContain('Cartera en riesgo 1+ días (%),68.9,56.2,22.6');
    const section = (title: string) => lines.slice(lines.indexOf(title) + 1);
    expect(section('Composición del ingreso').slice(0, 5)).toEqual([
      'Concepto,Monto (USD)',
      'Capital,54.87',
      'Intereses,173.55',
      'Mora,25.00',
      'Crédito sin aplicar,0.00',
    ]);
    expect(section('Serie por día')[0]).toBe('Fecha,Programado (USD),Cobrado (USD)');
    expect(section('Serie por día')).toContain('12/09/2026,0.00,100.00');
    expect(section('Por cobrar')[0]).toBe('Plazo,Monto (USD)');
    expect(section('Filtros').slice(0, 2)).toEqual(['Filtro,Valor', 'Vendedor,Ana Pérez']);
    expect(lines.at(-1)).toBe('');
  });

  it('writes the vendors table with the rate in percent', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/vendors?period=week&format=csv',
      headers: { authorization: `Bearer ${admin}` },
    });
    const lines = res.body.slice(1).split('\r\n');
    expect(lines.slice(1, 5)).toEqual([
      'Solicitudes,2,2,0.0',
      'Préstamos desembolsados,1,1,0.0',
      'Monto financiado (USD),1600.00,1600.00,0.0',
      'Comisiones (USD),128.00,80.00,60.0',
    ]);
    const table = lines.slice(lines.indexOf('Vendedores') + 1);
    expect(table.slice(0, 3)).toEqual([
      'Vendedor,Concesionario,Comisión (%),Solicitudes,Aprobadas,Desembolsados,Monto financiado (USD),Comisión (USD)',
      'Beto Díaz,Rueda Libre,8.00,1,1,1,1600.00,128.00',
      'Ana Pérez,Motos del Centro,5.00,1,0,0,0.00,0.00',
    ]);
  });
});

describe('CSV columns of the other reports', () => {
  const cases: [string, string[], [string, string][]][] = [
    [
      'overview',
      [
        'Total de clientes',
        'Solicitudes activas',
        'Valor total prestado (USD)',
        'Motos disponibles en inventario',
        'Tasa de aprobación (%)',
        'Tiempo promedio de procesamiento (días)',
        'Solicitudes nuevas',
        'Cobrado (USD)',
      ],
      [['Serie por día', 'Fecha,Solicitudes,Desembolsos,Monto desembolsado (USD)']],
    ],
    [
      'sales',
      ['Ventas totales (USD)', 'Unidades vendidas', 'Ticket promedio (USD)', 'Abonos iniciales (USD)'],
      [
        ['Serie por día', 'Fecha,Unidades,Monto (USD)'],
        ['Modelos más vendidos', 'Marca,Modelo,Unidades,Monto (USD)'],
      ],
    ],
    [
      'customers',
      ['Total de clientes', 'Clientes verificados', 'Clientes nuevos'],
      [
        ['Distribución por edad', 'Edad,Clientes,Porcentaje (%)'],
        ['Distribución por ciudad', 'Ciudad,Clientes,Porcentaje (%)'],
        ['Serie por día', 'Fecha,Clientes nuevos'],
      ],
    ],
    [
      'inventory',
      [
        'Motos en inventario',
        'Motos disponibles',
        'Valor de las motos disponibles (USD)',
        'Motos vendidas en el período',
      ],
      [['Por marca', 'Marca,Total,Disponibles,Valor disponible (USD),Vendidas en el período']],
    ],
  ];

  it.each(cases)(
    '%s: one row per figure, then each table with its Spanish header',
    async (type, figures, tables) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/reports/${type}?period=month&format=csv`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="reporte-${type}-month-2026-09-20.csv"`,
      );
      const lines = res.body.slice(1).split('\r\n');
      expect(lines[0]).toBe(
        'Indicador,Período actual (22/08/2026 al 20/09/2026),Período anterior (23/07/2026 al 21/08/2026),Cambio %',
      );
      expect(lines.slice(1, figures.length + 1).map((line) => line.split(',')[0])).toEqual(figures);
      // The figures block ends where the first table begins.
      expect(lines[figures.length + 1]).toBe('');
      for (const [title, header] of tables) {
        expect(lines[lines.indexOf(title) + 1], title).toBe(header);
      }
    },
  );

  it('writes the same current figures as the JSON answer', async () => {
    const json = await report('customers');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/customers?period=month&format=csv',
      headers: { authorization: `Bearer ${admin}` },
    });
    const lines = res.body.slice(1).split('\r\n');
    const total = lines.find((line) => line.startsWith('Total de clientes,'));
    expect(total?.split(',').slice(1, 3)).toEqual([
      String(json.figures.total.current),
      String(json.figures.total.previous),
    ]);
  });
});

describe('dashboard stats', () => {
  it('answers the all-time totals of the spec’s dashboard', async () => {
    const res = await adminCall('GET', '/api/admin/reports/dashboard-stats');
    expect(res.status).toBe(200);
    expect(res.body.data.dashboard).toEqual({
      // Registered since 09-01: C4, C5, C6.
      customers: { total: 9, verified: 4, newThisMonth: 3 },
      // Live: A1–A7, A9, A10; open: A6, A10; approved: A1, A2, A3, A4, A9 → 2000 + 2500 + 3 × 2000.
      applications: { total: 9, pending: 2, approved: 5, totalValue: 10500 },
      motorcycles: { total: 5, available: 4, totalValue: 9000 },
    });
  });
});

describe('access and input', () => {
  it('is for admins only', async () => {
    const vendor = await vendorToken('ana');
    const asVendor = await call(t.app, 'GET', '/api/admin/reports/overview', { token: vendor });
    expect(asVendor.status).toBe(403);
    const customer = await customerToken(t.app, phones.C1 as string);
    const asCustomer = await call(t.app, 'GET', '/api/admin/reports/dashboard-stats', { token: customer });
    expect(asCustomer.status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/reports/overview')).status).toBe(401);
  });

  it('answers 400 in Spanish for a bad type, period, term or vendor', async () => {
    const bad = async (path: string) => {
      const res = await adminCall('GET', path);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      return res.body.message as string;
    };
    expect(await bad('/api/admin/reports/ventas')).toBe(
      'Tipo de reporte no válido: usa overview, sales, financing, customers, inventory, vendors.',
    );
    expect(await bad('/api/admin/reports/sales?period=decade')).toBe(
      'Período no válido: usa week, month, quarter o year.',
    );
    expect(await bad('/api/admin/reports/sales?termMonths=13')).toBe(
      'Plazo no válido: 13. Solo se permiten 12, 18 o 24 meses.',
    );
    expect(await bad('/api/admin/reports/sales?vendorId=abc')).toBe('Vendedor no válido.');
    expect(await bad('/api/admin/reports/sales?vendorId=00000000-0000-4000-8000-000000000000')).toBe(
      'El vendedor del filtro no existe.',
    );
  });
});

describe('the ledger behind the reports', () => {
  it('keeps each loan’s position and each receipt’s applied parts in step with the installments', async () => {
    // After approvals, re-anchored disbursements, receipts, a reported payment and the late-fee job.
    await expectLedgerConsistent(t.app.db);
  });
});
