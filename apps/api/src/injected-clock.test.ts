import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client.ts';
import { call, loginAs } from './test/auth-helpers.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { TestClock } from './test/test-clock.ts';

/*
 * Every write stamps the time of the app's clock, never the machine's (issue 28): a test clock set
 * years ahead is the time the rows show.
 */
const LATER = '2031-03-04T15:00:00.000Z';
const clock = new TestClock(LATER);
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
});
afterAll(() => t.close());

async function updatedAt(table: 'motorcycles' | 'vendors' | 'admins', id: string) {
  const [row] = await queryRows<{ updated_at: Date | string }>(
    t.app.db,
    sql`select updated_at from ${sql.identifier(table)} where id = ${id}`,
  );
  return new Date(row?.updated_at ?? 0).toISOString();
}

describe('the injected clock', () => {
  it("stamps a motorcycle's, a vendor's and an admin's changes with the app's time", async () => {
    const motorcycles = await call(t.app, 'GET', '/api/admin/motorcycles', { token: admin });
    const motorcycleId = motorcycles.body.data.motorcycles[0].id as string;
    const vendors = await call(t.app, 'GET', '/api/admin/vendors', { token: admin });
    const vendorId = vendors.body.data.vendors[0].id as string;
    const admins = await call(t.app, 'GET', '/api/admin/admins', { token: admin });
    const operatorId = (admins.body.data.admins as { id: string; username: string }[]).find(
      (a) => a.username === 'operador',
    )?.id as string;

    const changes = [
      call(t.app, 'PUT', `/api/admin/motorcycles/${motorcycleId}`, { token: admin, body: { color: 'Rojo' } }),
      call(t.app, 'PUT', `/api/admin/vendors/${vendorId}`, { token: admin, body: { city: 'David' } }),
      call(t.app, 'PUT', `/api/admin/admins/${operatorId}`, {
        token: admin,
        body: { email: 'op@quincena.pa' },
      }),
    ];
    for (const res of await Promise.all(changes)) expect(res.status, JSON.stringify(res.body)).toBe(200);

    expect(await updatedAt('motorcycles', motorcycleId)).toBe(LATER);
    expect(await updatedAt('vendors', vendorId)).toBe(LATER);
    expect(await updatedAt('admins', operatorId)).toBe(LATER);
  });
});
