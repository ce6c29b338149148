import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp, lastOtp } from './test/auth-helpers.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/*
 * The app's own log, captured while people sign in, search and fail (issue 10, finding 5): it keeps
 * what happened, never a password, PIN, code, phone number, search or hash.
 */

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SEED_DEMO: 'true', LOG_LEVEL: 'info' },
    logStream: new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  });
});
afterAll(() => t.close());

describe('the log of real requests', () => {
  it('keeps no secret, phone, search or hash', async () => {
    const phoneNumber = '+50761112299';
    await call(t.app, 'POST', '/api/auth/admin/login', {
      body: { username: 'admin', password: 'Clave-Equivocada-2026' },
      ip: freshIp(),
    });
    await call(t.app, 'POST', '/api/auth/send-otp', { body: { phoneNumber }, ip: freshIp() });
    const code = await lastOtp(t.app, phoneNumber);
    const session = await call(t.app, 'POST', '/api/auth/verify-otp', { body: { phoneNumber, otp: code } });
    const token = session.body.data.token as string;
    await call(t.app, 'POST', '/api/auth/customer/set-pin', { body: { phoneNumber, pin: '7391' }, token });
    await call(t.app, 'POST', '/api/auth/customer/login-pin', {
      body: { phoneNumber, pin: '8642' },
      ip: freshIp(),
    });
    const admin = await call(t.app, 'POST', '/api/auth/admin/login', {
      body: { username: 'admin', password: 'admin12345' },
      ip: freshIp(),
    });
    await call(t.app, 'GET', '/api/admin/customers?search=Acevedo%20Aponte', {
      token: admin.body.data.token,
    });

    const log = lines.join('');
    expect(log).toContain('/api/auth/admin/login');
    expect(log).toContain('/api/admin/customers');
    for (const secret of [
      'Clave-Equivocada-2026',
      'admin12345',
      code,
      '7391',
      '8642',
      '61112299',
      'Acevedo',
      'argon2',
      token,
    ]) {
      // As a word of its own: a PIN's four digits also turn up inside request ids and timings.
      const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(log, secret).not.toMatch(new RegExp(`(?<![0-9A-Za-z])${escaped}(?![0-9A-Za-z])`));
    }
  });
});
