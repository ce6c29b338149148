import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API skeleton', () => {
  it('reports a healthy database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok' } });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('names the database kind to an admin only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(anonymous.json().data).not.toHaveProperty('database');
    const token = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    const admin = await call(t.app, 'GET', '/api/health', { token });
    expect(admin.body.data.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('keeps a well-formed caller request id and sets security headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-12345678' },
    });
    expect(res.headers['x-request-id']).toBe('abc-12345678');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // API answers are never cached by a browser or a proxy.
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown API route with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Ruta no encontrada', code: 'ROUTE_NOT_FOUND' });
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
    expect(res.body).not.toMatch(/SyntaxError|at JSON\.parse/);
  });

  it('publishes the OpenAPI description with the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/financing/quote']));
  });
});
