import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerToken, freshIp, lastOtp, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

const clock = new TestClock('2026-05-04T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
});
afterAll(() => t.close());

const app = () => t.app;
let phoneSeq = 0;
const newPhone = () => `+50769${String(100000 + ++phoneSeq).slice(-6)}`;

describe('SMS codes', () => {
  it('texts a 6-digit code that expires in 5 minutes, to a normalised +507 number', async () => {
    const res = await call(app(), 'POST', '/api/auth/send-otp', {
      body: { phoneNumber: '6123-4567' },
      ip: freshIp(),
    });
    expect(res.status).toBe(200);
    const outbox = await call(app(), 'GET', '/api/dev/sms-outbox?phoneNumber=61234567');
    expect(outbox.body.data.messages[0]).toMatchObject({ to: '+50761234567' });
    expect(outbox.body.data.messages[0].body).toMatch(/\b\d{6}\b.*5 minutos/);
  });

  it('refuses a malformed phone in Spanish', async () => {
    const res = await call(app(), 'POST', '/api/auth/send-otp', {
      body: { phoneNumber: '123' },
      ip: freshIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Número de teléfono no válido. Usa 8 dígitos de Panamá.');
  });

  it('limits sends per phone: one a minute, five an hour', async () => {
    const phoneNumber = newPhone();
    const send = () => call(app(), 'POST', '/api/auth/send-otp', { body: { phoneNumber }, ip: freshIp() });
    expect((await send()).status).toBe(200);
    const again = await send();
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('TOO_MANY_REQUESTS');
    for (let i = 0; i < 4; i++) {
      clock.advance(61_000);
      expect((await send()).status).toBe(200);
    }
    clock.advance(61_000);
    expect((await send()).status).toBe(429);
  });

  it('limits sends per IP across phones', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await call(app(), 'POST', '/api/auth/send-otp', { body: { phoneNumber: newPhone() }, ip })).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('is single use', async () => {
    const phoneNumber = newPhone();
    const ip = freshIp();
    await call(app(), 'POST', '/api/auth/send-otp', { body: { phoneNumber }, ip });
    const otp = await lastOtp(app(), phoneNumber);
    expect(
      (await call(app(), 'POST', '/api/auth/verify-otp', { body: { phoneNumber, otp }, ip })).status,
    ).toBe(200);
    const reuse = await call(app(), 'POST', '/api/auth/verify-otp', { body: { phoneNumber, otp }, ip });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('OTP inválido');
  });

  it('expires after 5 minutes', async () => {
    const phoneNumber = newPhone();
    const ip = freshIp();
    await call(app(), 'POST', '/api/auth/send-otp', { body: { phoneNumber }, ip });
    const otp = await lastOtp(app(), phoneNumber);
    clock.advance(5 * 60_000 + 1000);
    const res = await call(app(), 'POST', '/api/auth/verify-otp', { body: { phoneNumber, otp }, ip });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('OTP_EXPIRED');
  });

  it('allows 5 wrong tries per code, then not even the right one', async () => {
    const phoneNumber = newPhone();
    const ip = freshIp();
    await call(app(), 'POST', '/api/auth/send-otp', { body: { phoneNumber }, ip });
    const otp = await lastOtp(app(), phoneNumber);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await call(app(), 'POST', '/api/auth/verify-otp', {
        body: { phoneNumber, otp: wrong },
        ip,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('OTP inválido');
    }
    const res = await call(app(), 'POST', '/api/auth/verify-otp', { body: { phoneNumber, otp }, ip });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('OTP_TOO_MANY_ATTEMPTS');
  });
});

describe('customer sign-in with PIN', () => {
  it('takes a new customer from code to PIN to a session', async () => {
    const phoneNumber = newPhone();
    const ip = freshIp();
    const before = await call(app(), 'POST', '/api/auth/customer/check-status', {
      body: { phoneNumber },
      ip,
    });
    expect(before.body.data).toEqual({
      exists: false,
      hasPin: false,
      canLoginWithPin: false,
      needsPinSetup: true,
    });

    await call(app(), 'POST', '/api/auth/send-otp', { body: { phoneNumber, userType: 'customer' }, ip });
    const verified = await call(app(), 'POST', '/api/auth/verify-otp', {
      body: { phoneNumber, otp: await lastOtp(app(), phoneNumber), userType: 'customer' },
      ip,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.isNewUser).toBe(true);
    expect(verified.body.data.customer).toMatchObject({ phoneNumber, hasPin: false, userType: 'customer' });
    const token = verified.body.data.token;

    const trivial = await call(app(), 'POST', '/api/auth/customer/set-pin', {
      body: { phoneNumber, pin: '1234' },
      token,
    });
    expect(trivial.status).toBe(400);
    expect(trivial.body.code).toBe('PIN_TOO_WEAK');
    const set = await call(app(), 'POST', '/api/auth/customer/set-pin', {
      body: { phoneNumber, pin: '7391' },
      token,
    });
    expect(set.status).toBe(200);

    const after = await call(app(), 'POST', '/api/auth/customer/check-status', { body: { phoneNumber }, ip });
    expect(after.body.data).toEqual({
      exists: true,
      hasPin: true,
      canLoginWithPin: true,
      needsPinSetup: false,
    });
    const login = await call(app(), 'POST', '/api/auth/customer/login-pin', {
      body: { phoneNumber, pin: '7391' },
      ip,
    });
    expect(login.status).toBe(200);
    expect(login.body.data.customer.phoneNumber).toBe(phoneNumber);
    const me = await call(app(), 'GET', '/api/auth/me', { token: login.body.data.token });
    expect(me.body.data).toMatchObject({ userType: 'customer', phoneNumber });
  });

  it('does not let one customer set the PIN of another phone', async () => {
    const token = await customerToken(app(), newPhone());
    const res = await call(app(), 'POST', '/api/auth/customer/set-pin', {
      body: { phoneNumber: '+50760000001', pin: '7391' },
      token,
    });
    expect(res.status).toBe(404);
  });

  it('answers a wrong PIN with the tries left, an unknown phone with the same status and code', async () => {
    const wrong = await call(app(), 'POST', '/api/auth/customer/login-pin', {
      body: { phoneNumber: '6000-0001', pin: '9137' },
      ip: freshIp(),
    });
    const unknown = await call(app(), 'POST', '/api/auth/customer/login-pin', {
      body: { phoneNumber: '6999-9999', pin: '9137' },
      ip: freshIp(),
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.code).toBe(unknown.body.code);
    // Whether a phone has a PIN is public anyway (check-status); the warning is worth more.
    expect(wrong.body.message).toBe(
      'PIN incorrecto. Intenta nuevamente. Te quedan 4 intentos antes de que se bloquee tu PIN.',
    );
    expect(unknown.body.message).toBe('PIN incorrecto. Intenta nuevamente.');
  });

  it('locks the PIN after maxLoginAttempts wrong tries until a new SMS code is passed', async () => {
    const phoneNumber = newPhone();
    const token = await customerToken(app(), phoneNumber);
    await call(app(), 'POST', '/api/auth/customer/set-pin', { body: { phoneNumber, pin: '8642' }, token });
    const ip = freshIp();
    const tries = [];
    const messages = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(app(), 'POST', '/api/auth/customer/login-pin', {
        body: { phoneNumber, pin: '1357' },
        ip,
      });
      tries.push(res.status);
      messages.push(res.body.message);
    }
    expect(tries).toEqual([401, 401, 401, 401, 423]);
    expect(messages.slice(2, 4)).toEqual([
      'PIN incorrecto. Intenta nuevamente. Te quedan 2 intentos antes de que se bloquee tu PIN.',
      'PIN incorrecto. Intenta nuevamente. Te queda 1 intento antes de que se bloquee tu PIN.',
    ]);
    const right = await call(app(), 'POST', '/api/auth/customer/login-pin', {
      body: { phoneNumber, pin: '8642' },
      ip,
    });
    expect(right.status).toBe(423);
    expect(right.body.code).toBe('PIN_LOCKED');
    const status = await call(app(), 'POST', '/api/auth/customer/check-status', {
      body: { phoneNumber },
      ip,
    });
    expect(status.body.data.canLoginWithPin).toBe(false);

    clock.advance(61_000);
    await customerToken(app(), phoneNumber);
    const unlocked = await call(app(), 'POST', '/api/auth/customer/login-pin', {
      body: { phoneNumber, pin: '8642' },
      ip,
    });
    expect(unlocked.status).toBe(200);
  });

  it('signs the demo customer in with the demo PIN', async () => {
    const res = await call(app(), 'POST', '/api/auth/customer/login-pin', {
      body: { phoneNumber: '6000-0001', pin: '2580' },
      ip: freshIp(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.customer.firstName).toBe('María');
  });
});

describe('password sign-in', () => {
  it('signs in the administrator and the vendors', async () => {
    const admin = await call(app(), 'POST', '/api/auth/admin/login', {
      body: { username: 'admin', password: 'admin12345' },
      ip: freshIp(),
    });
    expect(admin.status).toBe(200);
    expect(admin.body.data.admin).toMatchObject({
      username: 'admin',
      role: 'SUPER_ADMIN',
      userType: 'admin',
    });
    expect(JSON.stringify(admin.body)).not.toMatch(/password|argon/i);
    const vendor = await call(app(), 'POST', '/api/auth/vendor/login', {
      body: { username: 'vendedor', password: 'vendedor12345' },
      ip: freshIp(),
    });
    expect(vendor.status).toBe(200);
    expect(vendor.body.data.vendor).toMatchObject({ username: 'vendedor', userType: 'vendor' });
  });

  it('never reveals whether the user exists', async () => {
    const wrong = await call(app(), 'POST', '/api/auth/admin/login', {
      body: { username: 'admin', password: 'nope-nope1' },
      ip: freshIp(),
    });
    const missing = await call(app(), 'POST', '/api/auth/admin/login', {
      body: { username: 'nadie', password: 'nope-nope1' },
      ip: freshIp(),
    });
    expect(wrong.status).toBe(401);
    expect(missing.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe('Credenciales inválidas');
  });

  it('answers 400 in Spanish for a missing password', async () => {
    const res = await call(app(), 'POST', '/api/auth/vendor/login', {
      body: { username: 'vendedor' },
      ip: freshIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });

  it('limits password attempts per username and address', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await call(app(), 'POST', '/api/auth/vendor/login', {
            body: { username: 'fantasma', password: 'x' },
            ip,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('tokens', () => {
  it('refuses a token signed with alg none, a forged one and an expired one', async () => {
    const token = await loginAs(app(), 'admin', 'admin', 'admin12345');
    const [header, payload] = token.split('.');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const bad of [`${noneHeader}.${payload}.`, `${header}.${payload}.AAAA`]) {
      const res = await call(app(), 'GET', '/api/auth/admin/me', { token: bad });
      expect(res.status).toBe(401);
    }
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload as string, 'base64url').toString()))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-1234'));
    expect((await call(app(), 'GET', '/api/auth/admin/me', { token: forged })).status).toBe(401);

    clock.advance(31 * 60_000);
    const expired = await call(app(), 'GET', '/api/auth/admin/me', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('TOKEN_EXPIRED');
  });

  it('refreshes a session and stops old tokens on logout', async () => {
    const token = await loginAs(app(), 'vendor', 'vendedor', 'vendedor12345');
    clock.advance(1000);
    const refreshed = await call(app(), 'POST', '/api/auth/refresh', { token });
    expect(refreshed.status).toBe(200);
    const fresh = refreshed.body.data.token;
    expect((await call(app(), 'GET', '/api/auth/me', { token: fresh })).body.data.userType).toBe('vendor');
    expect((await call(app(), 'POST', '/api/auth/logout', { token: fresh })).status).toBe(200);
    for (const old of [token, fresh]) {
      const res = await call(app(), 'GET', '/api/auth/me', { token: old });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('TOKEN_REVOKED');
    }
  });

  it('refuses a deactivated vendor at once', async () => {
    const admin = await loginAs(app(), 'admin', 'admin', 'admin12345');
    const vendorToken = await loginAs(app(), 'vendor', 'vendedor2', 'vendedor12345');
    const list = await call(app(), 'GET', '/api/admin/vendors?search=vendedor2', { token: admin });
    const id = list.body.data.vendors[0].id;
    expect(
      (await call(app(), 'PUT', `/api/admin/vendors/${id}`, { body: { isActive: false }, token: admin }))
        .status,
    ).toBe(200);
    const res = await call(app(), 'GET', '/api/auth/me', { token: vendorToken });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'VENDOR_NOT_FOUND',
      message: 'Acceso denegado. Su cuenta de vendedor no está activa.',
    });
    // The right and a wrong password answer alike: the login tells nothing about the password.
    for (const password of ['vendedor12345', 'incorrecta']) {
      const login = await call(app(), 'POST', '/api/auth/vendor/login', {
        body: { username: 'vendedor2', password },
        ip: freshIp(),
      });
      expect(login.status).toBe(401);
      expect(login.body.code).toBe('INVALID_CREDENTIALS');
    }
    await call(app(), 'PUT', `/api/admin/vendors/${id}`, { body: { isActive: true }, token: admin });
  });
});

describe('every role calling another role’s area', () => {
  it('answers 401 without a token and 403 with the wrong role', async () => {
    const customer = await customerToken(app(), newPhone());
    const vendor = await loginAs(app(), 'vendor', 'vendedor', 'vendedor12345');
    const operator = await loginAs(app(), 'admin', 'operador', 'operador12345');
    const cases: Array<[string, string, string | undefined, number]> = [
      ['GET', '/api/admin/vendors', undefined, 401],
      ['GET', '/api/customers/profile', undefined, 401],
      ['GET', '/api/admin/vendors', customer, 403],
      ['GET', '/api/admin/vendors', vendor, 403],
      ['GET', '/api/admin/admins', operator, 403],
      ['GET', '/api/auth/admin/me', vendor, 403],
      ['GET', '/api/auth/admin/me', customer, 403],
      ['GET', '/api/customers/profile', vendor, 403],
      ['GET', '/api/customers/profile', operator, 403],
      ['POST', '/api/auth/customer/set-pin', vendor, 403],
    ];
    for (const [method, url, token, status] of cases) {
      const res = await call(app(), method as 'GET', url, {
        token,
        body: method === 'POST' ? { phoneNumber: '60000001', pin: '7391' } : undefined,
      });
      expect({ url, status: res.status }).toEqual({ url, status });
      expect(res.body.success).toBe(false);
    }
  });
});

describe('a vendor verifying a customer code', () => {
  it('records the consent and issues no customer session', async () => {
    clock.advance(61 * 60_000);
    const vendor = await loginAs(app(), 'vendor', 'vendedor', 'vendedor12345');
    const phoneNumber = '+50760000001';
    const ip = freshIp();
    await call(app(), 'POST', '/api/auth/send-otp', { body: { phoneNumber }, ip, token: vendor });
    const res = await call(app(), 'POST', '/api/auth/verify-otp', {
      body: { phoneNumber, otp: await lastOtp(app(), phoneNumber) },
      ip,
      token: vendor,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ consent: true, phoneNumber });
    expect(res.body.data.token).toBeUndefined();
  });
});

describe('the staff login order of the web app', () => {
  it('counts only failures per username, so a vendor signs in again and again', async () => {
    // Each sign-in costs one failure on the admin side (the web tries it first): 2 × maxLoginAttempts allowed.
    for (let i = 0; i < 9; i++) {
      const ip = freshIp();
      const asAdmin = await call(app(), 'POST', '/api/auth/admin/login', {
        body: { username: 'vendedor', password: 'vendedor12345' },
        ip,
      });
      expect(asAdmin.status).toBe(401);
      const asVendor = await call(app(), 'POST', '/api/auth/vendor/login', {
        body: { username: 'vendedor', password: 'vendedor12345' },
        ip,
      });
      expect(asVendor.status).toBe(200);
    }
  });
});
