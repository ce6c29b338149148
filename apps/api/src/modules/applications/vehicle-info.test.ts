import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/* Issue 22 (user 9): a VIN is 17 letters and digits without I, O or Q, wherever one is entered. */

const BASE = '/api/admin/credit-applications';
let t: TestApp;
let admin: string;
let pendingId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  const [row] = await queryRows<{ id: string }>(
    t.app.db,
    sql`select id from credit_applications where status = 'PENDING' order by created_at limit 1`,
  );
  pendingId = row?.id as string;
}, 300_000);
afterAll(() => t?.close());

const disbursement = (actualVin: string) => ({
  actualVin,
  actualPlate: 'AB1234',
  insurancePolicy: 'POL-1',
  contractUrl: '/api/documents/00000000-0000-4000-8000-000000000000/download',
});

const routes = [
  ['approve', 'PUT', 'approve', (vin: string) => ({ vin }), 'vin'],
  ['assign-vehicle-info', 'PUT', 'assign-vehicle-info', (vin: string) => ({ vin }), 'vin'],
  ['disburse', 'POST', 'disburse', disbursement, 'actualVin'],
] as const;

const refused = [
  ['nine characters', '9C2KC1670', 'El VIN tiene 17 caracteres; este tiene 9.'],
  ['eighteen characters', '9C2KC1670R12345678', 'El VIN no puede superar 17 caracteres.'],
  ['an I', '9C2KC1670I1234567', 'El VIN lleva solo letras y números, sin I, O ni Q.'],
  ['an O', '9C2KC1670O1234567', 'El VIN lleva solo letras y números, sin I, O ni Q.'],
  ['a Q', '9C2KC1670Q1234567', 'El VIN lleva solo letras y números, sin I, O ni Q.'],
  ['a symbol', '9C2KC1670-1234567', 'El VIN lleva solo letras y números, sin I, O ni Q.'],
] as const;

describe.each(routes)('%s', (_name, method, path, body, field) => {
  it.each(refused)('refuses a VIN with %s, in Spanish, on its field', async (_what, vin, message) => {
    const res = await call(t.app, method, `${BASE}/${pendingId}/${path}`, { token: admin, body: body(vin) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message,
      details: [{ field, message }],
    });
  });
});

it('stores a VIN typed in lowercase in capitals', async () => {
  const res = await call(t.app, 'PUT', `${BASE}/${pendingId}/assign-vehicle-info`, {
    token: admin,
    body: { vin: ' 9c2kc1670r1234567 ' },
  });
  expect(res.status).toBe(200);
  expect(res.body.data.application.motorcycle.vin).toBe('9C2KC1670R1234567');
});

it('seeds only valid VINs', async () => {
  const rows = await queryRows<{ vin: string }>(
    t.app.db,
    sql`select vin from credit_applications where vin is not null`,
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const { vin } of rows) expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
});
