import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../test/auth-helpers.ts';
import { createAppThroughRelay } from '../test/db-relay.ts';

/**
 * The app reaches PostgreSQL through a relay the test cuts, as a database outage does: every route
 * but health then answers 503 with Retry-After and a Spanish message, and serves again once the
 * database is back.
 */
describe.runIf(process.env.DATABASE_URL)('a database outage', () => {
  let t: Awaited<ReturnType<typeof createAppThroughRelay>>;
  let relay: Awaited<ReturnType<typeof createAppThroughRelay>>['relay'];

  beforeAll(async () => {
    t = await createAppThroughRelay();
    relay = t.relay;
  }, 60_000);
  afterAll(() => t?.close());

  it('answers 503 with Retry-After while it lasts, and serves again after', async () => {
    const admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    expect((await call(t.app, 'GET', '/api/admin/customers', { token: admin })).status).toBe(200);

    await relay.cut();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      success: false,
      message: 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.',
      code: 'SERVICE_UNAVAILABLE',
    });
    const login = await call(t.app, 'POST', '/api/auth/admin/login', {
      body: { username: 'admin', password: 'admin12345' },
      ip: '10.200.0.1',
    });
    expect(login.status).toBe(503);

    await relay.restore();
    expect((await call(t.app, 'GET', '/api/admin/customers', { token: admin })).status).toBe(200);
  }, 60_000);
});
