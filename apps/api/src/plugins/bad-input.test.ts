import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerToken, loginAs } from '../test/auth-helpers.ts';
import { multipartBody, PDF } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/* Each malformed request the security probe answered with a 500 or a non-envelope body. */

const JWT_SECRET = 'bad-input-test-secret-of-at-least-32-chars';
let t: TestApp;
let admin: string;
let vendor: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true', JWT_SECRET } });
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
}, 60_000);
afterAll(() => t?.close());

const envelope = (code?: string) => ({
  success: false,
  message: expect.any(String),
  code: code ?? expect.any(String),
});

describe('text that cannot be stored', () => {
  it('answers 400 for a NUL byte in a search', async () => {
    const res = await call(t.app, 'GET', '/api/motorcycles?search=a%00b', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(envelope('VALIDATION_ERROR'));
  });

  it.each([
    ['a NUL byte', 'Ana\u0000'],
    ['a lone surrogate', 'Ana\ud800'],
  ])('answers 400 with the Spanish message for %s in a body field', async (_what, firstName) => {
    const res = await call(t.app, 'POST', '/api/vendor/customers', {
      token: vendor,
      body: { firstName, lastName: 'Pérez', phoneNumber: '61112233' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      ...envelope('VALIDATION_ERROR'),
      message: 'El texto contiene caracteres no válidos.',
    });
  });
});

describe('money fields', () => {
  it.each([[true], [null], [''], [[]], ['0x1F'], ['1e3'], [21_474_836.48]])(
    'refuses %j as an amount',
    async (amount) => {
      const res = await call(t.app, 'POST', '/api/admin/motorcycles', {
        token: admin,
        body: {
          brand: 'Honda',
          model: 'Navi',
          year: 2025,
          engineSize: '110cc',
          color: 'Rojo',
          price: amount,
        },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject(envelope('VALIDATION_ERROR'));
    },
  );
});

describe('tokens', () => {
  it('answers 401 for a validly signed token whose id is not a UUID', async () => {
    const token = await new SignJWT({ role: 'admin', adminId: "1' or '1'='1", ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('quincena')
      .setSubject('x')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(JWT_SECRET));
    const res = await call(t.app, 'GET', '/api/admin/dashboard', { token });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject(envelope('TOKEN_INVALID'));
  });
});

describe('multipart', () => {
  const upload = (contentType: string, payload: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/documents/upload-universal',
      headers: { authorization: `Bearer ${vendor}`, 'content-type': contentType },
      payload,
    });

  it('answers 400 for multipart without a boundary', async () => {
    const res = await upload('multipart/form-data', Buffer.from('--x\r\n\r\n'));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject(envelope());
  });

  it('answers 400 for a truncated multipart body', async () => {
    const { payload, contentType } = multipartBody(
      { documentType: 'contract' },
      { filename: 'c.pdf', content: PDF },
    );
    const res = await upload(contentType, payload.subarray(0, payload.length - 40));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject(envelope());
  });
});

describe("the router's own errors", () => {
  it('answers the envelope for a URL that is not valid UTF-8', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/customers/%ED%A0%80' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      ...envelope('BAD_URL'),
      message: 'La dirección solicitada no es válida.',
    });
  });

  it('answers the envelope for an over-long parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/customers/${'a'.repeat(3000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject(envelope('BAD_URL'));
  });

  it('answers 431 with the envelope for oversized headers, on a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString();
      });
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject(envelope('BAD_REQUEST'));
  });
});

describe('a customer token', () => {
  it('still works after these checks (the guard reads real claims)', async () => {
    const token = await customerToken(t.app, '+50761234567');
    expect((await call(t.app, 'GET', '/api/auth/me', { token })).status).toBe(200);
  });
});

describe('a unique clash no service foresaw', () => {
  it('answers 409 with the envelope, not a 500', async () => {
    const own = await createTestApp();
    try {
      // Two accounts racing for one username: the second insert meets the unique index.
      own.app.post('/clash', async () => {
        const insert = sql`insert into admins (username, email, password_hash) values ('twin', 'twin@example.com', 'x')`;
        await own.app.db.execute(insert);
        await own.app.db.execute(insert);
        return { success: true };
      });
      const res = await own.app.inject({ method: 'POST', url: '/clash' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        message: 'Ya existe un registro con esos datos.',
        code: 'CONFLICT',
      });
    } finally {
      await own.close();
    }
  });
});

describe('JSON nested without end', () => {
  it.each([
    ['10,000 nested arrays', '['.repeat(10_000)],
    ['10,000 nested objects', '{"a":'.repeat(10_000)],
    ['1 MB nested 500,000 deep', '['.repeat(500_000) + ']'.repeat(500_000)],
  ])('answers 400 in Spanish for %s, on a public route', async (_what, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/check-status',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Los datos enviados tienen demasiados niveles anidados.',
      code: 'JSON_TOO_DEEP',
    });
  });

  it('still reads a body with brackets inside its strings and prototype keys refused', async () => {
    const brackets = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/check-status',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ phoneNumber: '6000-0001', note: '['.repeat(100) }),
    });
    expect(brackets.statusCode).toBe(200);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/check-status',
      headers: { 'content-type': 'application/json' },
      payload: '{"phoneNumber":"6000-0001","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json()).toMatchObject(envelope());
  });
});

describe('a known address asked with another method', () => {
  it('answers 405 with Allow and the envelope', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/financing/quote?motoValue=1' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toEqual({
      success: false,
      message: 'Esta ruta no acepta ese método. Usa: GET, HEAD.',
      code: 'METHOD_NOT_ALLOWED',
    });
    const withParam = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/credit-applications/00000000-0000-4000-8000-000000000000/approve',
    });
    expect(withParam.statusCode).toBe(405);
    expect(withParam.headers.allow).toBe('PUT');
  });

  it('still answers 404 for an address the API does not have', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject(envelope('ROUTE_NOT_FOUND'));
  });
});
