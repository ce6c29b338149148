import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Bursts of concurrent guesses (real concurrency on PostgreSQL, CI's second pass): every attempt
 * counter is taken before the secret is checked, so no burst gets more checks than its limit, and a
 * limit once reached refuses the right answer too.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
});
afterAll(() => t.close());

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('concurrent guesses', () => {
  it('checks at most maxLoginAttempts PINs of a burst, then the PIN stays locked', async () => {
    const phoneNumber = '+50760000001';
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(t.app, 'POST', '/api/auth/customer/login-pin', {
          // All wrong, as below: a right one checked early would succeed and reset the count.
          body: { phoneNumber, pin: String(3000 + i) },
          ip: freshIp(),
        }),
      ),
    );
    const answered = statuses(burst);
    // 5 is the default maxLoginAttempts: the checked ones are the 401s.
    expect(count(answered, 401)).toBeLessThanOrEqual(5);
    expect(count(answered, 423)).toBeGreaterThanOrEqual(25);
    const after = await call(t.app, 'POST', '/api/auth/customer/login-pin', {
      body: { phoneNumber, pin: '2580' },
      ip: freshIp(),
    });
    expect(after.status).toBe(423);
  });

  it('checks at most the limit of a burst of passwords for one username from one address', async () => {
    const ip = freshIp();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(t.app, 'POST', '/api/auth/vendor/login', {
          // All wrong: with real concurrency a right one could be checked among the first ten and
          // succeed, and the lock below would then depend on the order the server took them in.
          body: { username: 'vendedor2', password: `incorrecta${i}` },
          ip,
        }),
      ),
    );
    const answered = statuses(burst);
    // maxLoginAttempts × 2 = 10 failures per username and address in the window.
    expect(count(answered, 401)).toBeLessThanOrEqual(10);
    expect(count(answered, 429)).toBeGreaterThanOrEqual(30);
    const after = await call(t.app, 'POST', '/api/auth/vendor/login', {
      body: { username: 'vendedor2', password: 'vendedor12345' },
      ip,
    });
    expect(after.status).toBe(429);
  });

  it('checks at most five current passwords of a burst of password changes', async () => {
    const login = await call(t.app, 'POST', '/api/auth/vendor/login', {
      body: { username: 'vendedor', password: 'vendedor12345' },
      ip: freshIp(),
    });
    const token = login.body.data.token as string;
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(t.app, 'PUT', '/api/vendor/change-password', {
          token,
          body: {
            currentPassword: `incorrecta${i}`,
            newPassword: 'OtraClave2027',
          },
        }),
      ),
    );
    const answered = statuses(burst);
    expect(count(answered, 400)).toBeLessThanOrEqual(5);
    expect(count(answered, 429)).toBeGreaterThanOrEqual(7);
  });

  it('checks at most five tries of one SMS code, the right one included', async () => {
    const phoneNumber = '+50761112233';
    await call(t.app, 'POST', '/api/auth/send-otp', { body: { phoneNumber }, ip: freshIp() });
    const outbox = await call(
      t.app,
      'GET',
      `/api/dev/sms-outbox?phoneNumber=${encodeURIComponent(phoneNumber)}`,
    );
    const code = /\b(\d{6})\b/.exec(outbox.body.data.messages[0].body)?.[1] as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(t.app, 'POST', '/api/auth/verify-otp', { body: { phoneNumber, otp: wrong }, ip: freshIp() }),
      ),
    );
    const answered = statuses(burst);
    expect(count(answered, 400)).toBe(5);
    expect(count(answered, 429)).toBe(7);
    const right = await call(t.app, 'POST', '/api/auth/verify-otp', {
      body: { phoneNumber, otp: code },
      ip: freshIp(),
    });
    expect(right.status).toBe(429);
  });
});
