import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * "The last super admin" under concurrency (real on PostgreSQL, CI's second pass): two super admins
 * demoting each other at the same moment leave one, never none.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
});
afterAll(() => t.close());

const activeSuperAdmins = async () =>
  (
    await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from admins where role = 'SUPER_ADMIN' and is_active`,
    )
  )[0]?.n;

describe('the last SUPER_ADMIN', () => {
  it('survives two super admins demoting each other at once', async () => {
    const first = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    const created = await call(t.app, 'POST', '/api/admin/admins', {
      token: first,
      body: {
        username: 'direccion',
        email: 'direccion@quincena.com.pa',
        password: 'direccion2026',
        role: 'SUPER_ADMIN',
      },
    });
    expect(created.status).toBe(201);
    const second = await loginAs(t.app, 'admin', 'direccion', 'direccion2026');
    const firstId = (await call(t.app, 'GET', '/api/auth/me', { token: first })).body.data.id;
    const secondId = created.body.data.admin.id;
    expect(await activeSuperAdmins()).toBe(2);

    const answers = await Promise.all([
      call(t.app, 'PUT', `/api/admin/admins/${secondId}`, { token: first, body: { role: 'ADMIN' } }),
      call(t.app, 'PUT', `/api/admin/admins/${firstId}`, { token: second, body: { role: 'ADMIN' } }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    // One demotion wins; the other is refused as the last super admin (409) or, once its author has
    // been demoted, for the role (403).
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.some((s) => s === 409 || s === 403)).toBe(true);
    expect(await activeSuperAdmins()).toBe(1);
  });
});
