import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'quincena-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Quincena</title>');
  t = await createTestApp({
    env: {
      WEB_DIST_DIR: webDist,
      NODE_ENV: 'production',
      // The PostgreSQL pass brings DATABASE_URL; the PGlite pass says the embedded one is meant.
      ALLOW_EMBEDDED_DATABASE: 'true',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      ADMIN_PASSWORD: 'a-strong-first-password',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
      TWILIO_BASE_URL: 'http://127.0.0.1:9',
    },
  });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('in production', () => {
  it('does not serve the /debug page, but serves the other pages', async () => {
    for (const url of ['/debug', '/debug/', '/DEBUG?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
    for (const url of ['/login', '/admin/users', '/debugger']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Quincena</title>');
    }
  });

  it('does not serve the development SMS outbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phoneNumber=61234567' });
    expect(res.statusCode).toBe(404);
  });

  it('answers 502 in Spanish when the SMS provider is down, and stores no readable code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { phoneNumber: '61234567' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'SMS_FAILED',
      message: 'No se pudo enviar el SMS. Intenta nuevamente.',
    });
    const stored = await queryRows<{ body: string; status: string }>(
      t.app.db,
      sql`select body, status from sms_outbox`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.status).toBe('failed');
    expect(stored[0]?.body).not.toMatch(/\d{6}/);
    expect(stored[0]?.body).toContain('••••••');
  });
});
