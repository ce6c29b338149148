import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerToken, freshIp, lastOtp, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';
import { insertCustomerByPhone } from '../customers/customers.repository.ts';

/*
 * A customer's own phone change (issue 10, finding 2): only with a code texted to the new number;
 * it ends every session, clears the PIN and is audited; someone else's number answers 409.
 */

const clock = new TestClock('2026-08-12T15:00:00Z');
let t: TestApp;
let phoneCounter = 0;
const newPhone = () => `+5076${String(7000000 + ++phoneCounter).padStart(7, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
});
afterAll(() => t.close());

const sendCode = (token: string, phoneNumber: string) =>
  call(t.app, 'POST', '/api/auth/customer/phone/send-code', { body: { phoneNumber }, token, ip: freshIp() });
const change = (token: string, phoneNumber: string, otp: string) =>
  call(t.app, 'PUT', '/api/auth/customer/phone', { body: { phoneNumber, otp }, token, ip: freshIp() });

describe('a customer changes their own phone', () => {
  it('needs the new number’s code, then ends every session, clears the PIN and is audited', async () => {
    const oldPhone = newPhone();
    const verified = await customerToken(t.app, oldPhone);
    const setPin = await call(t.app, 'POST', '/api/auth/customer/set-pin', {
      body: { phoneNumber: oldPhone, pin: '7391' },
      token: verified,
    });
    expect(setPin.status).toBe(200);
    // A new PIN ends every other session; the caller's goes on with the token answered.
    const token: string = setPin.body.data.token;
    const me = (await call(t.app, 'GET', '/api/auth/me', { token })).body.data;

    const target = newPhone();
    expect((await sendCode(token, target)).status).toBe(200);
    const code = await lastOtp(t.app, target);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await change(token, target, wrong);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('OTP_INVALID');

    const changed = await change(token, target, code);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ phoneNumber: target });

    // The old session is over; the old number no longer signs in; the new one must set a PIN.
    const old = await call(t.app, 'GET', '/api/auth/me', { token });
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('TOKEN_REVOKED');
    const status = (phoneNumber: string) =>
      call(t.app, 'POST', '/api/auth/customer/check-status', { body: { phoneNumber }, ip: freshIp() });
    expect((await status(oldPhone)).body.data.exists).toBe(false);
    expect((await status(target)).body.data).toMatchObject({
      exists: true,
      hasPin: false,
      needsPinSetup: true,
    });
    const pinOnNew = await call(t.app, 'POST', '/api/auth/customer/login-pin', {
      body: { phoneNumber: target, pin: '7391' },
      ip: freshIp(),
    });
    expect(pinOnNew.status).not.toBe(200);
    // The new number signs in by SMS at once: phone-change codes have limits of their own.
    const fresh = await customerToken(t.app, target);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: fresh })).body.data.id).toBe(me.id);

    const admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    const audit = await call(
      t.app,
      'GET',
      `/api/admin/audit?entityType=customer&entityId=${me.id}&limit=100`,
      {
        token: admin,
      },
    );
    const entry = audit.body.data.entries.find((e: { action: string }) => e.action === 'phone_changed');
    expect(entry.changes).toEqual({
      phoneNumber: { from: oldPhone, to: target },
      pin: { from: '••••', to: null },
    });
  });

  it('answers 409 for a number of another customer, before and after the code', async () => {
    const mine = newPhone();
    const theirs = newPhone();
    const token = await customerToken(t.app, mine);
    await customerToken(t.app, theirs);
    const taken = await sendCode(token, theirs);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('PHONE_IN_USE');

    // A number free when its code was sent but taken before the change is still refused.
    const later = newPhone();
    expect((await sendCode(token, later)).status).toBe(200);
    const code = await lastOtp(t.app, later);
    await insertCustomerByPhone(t.app.db, later);
    const res = await change(token, later, code);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PHONE_IN_USE');
    expect((await call(t.app, 'GET', '/api/auth/me', { token })).body.data.phoneNumber).toBe(mine);
  });

  it('refuses the same number, other roles and anonymous callers', async () => {
    const mine = newPhone();
    const token = await customerToken(t.app, mine);
    const same = await sendCode(token, mine);
    expect(same.status).toBe(400);
    expect(same.body.code).toBe('PHONE_UNCHANGED');
    const vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
    expect((await sendCode(vendor, newPhone())).status).toBe(403);
    expect((await change(vendor, newPhone(), '123456')).status).toBe(403);
    expect(
      (
        await call(t.app, 'PUT', '/api/auth/customer/phone', {
          body: { phoneNumber: newPhone(), otp: '123456' },
        })
      ).status,
    ).toBe(401);
  });
});
