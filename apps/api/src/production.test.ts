import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      NODE_ENV: 'production',
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
afterAll(() => t.close());

describe('in production', () => {
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
