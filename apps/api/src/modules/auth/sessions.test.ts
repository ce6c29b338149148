import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, customerToken, freshIp, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/*
 * Issue 22, server item 5 (ADR 023): a session alone cannot change the PIN (a fresh SMS code or the
 * current PIN is needed) and a new PIN ends the other sessions; a refresh retires the token it is
 * given (one winner under concurrency); every session has an absolute lifetime.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const clock = new TestClock('2026-09-01T14:00:00Z');
let t: TestApp;
let phoneCounter = 0;
const newPhone = () => `+5076${String(8100000 + ++phoneCounter).padStart(7, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
});
afterAll(() => t.close());

const setPin = (token: string, body: { phoneNumber: string; pin: string; currentPin?: string }) =>
  call(t.app, 'POST', '/api/auth/customer/set-pin', { body, token, ip: freshIp() });
const loginPin = (phoneNumber: string, pin: string) =>
  call(t.app, 'POST', '/api/auth/customer/login-pin', { body: { phoneNumber, pin }, ip: freshIp() });
const me = (token: string) => call(t.app, 'GET', '/api/auth/me', { token });
const refresh = (token: string) => call(t.app, 'POST', '/api/auth/refresh', { token });
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as {
    exp: number;
    iat: number;
  };

/** A customer signed up by SMS with `pin` set right after; answers the session the PIN left. */
async function customerWithPin(pin: string) {
  const phoneNumber = newPhone();
  const verified = await customerToken(t.app, phoneNumber);
  const set = await setPin(verified, { phoneNumber, pin });
  expect(set.status).toBe(200);
  return { phoneNumber, token: set.body.data.token as string };
}

async function signInWithPin(phoneNumber: string, pin: string): Promise<string> {
  const res = await loginPin(phoneNumber, pin);
  expect(res.status).toBe(200);
  return res.body.data.token;
}

describe('setting a PIN needs a proof', () => {
  it('takes the first PIN right after the SMS code, and answers a token that keeps the session', async () => {
    const phoneNumber = newPhone();
    const verified = await customerToken(t.app, phoneNumber);
    clock.advance(3 * MINUTE);
    const set = await setPin(verified, { phoneNumber, pin: '4826' });
    expect(set.status).toBe(200);
    expect(set.body.data.hasPin).toBe(true);
    expect((await me(set.body.data.token)).status).toBe(200);
    // The code's session is the one that went on: its earlier token is retired.
    expect((await me(verified)).status).toBe(401);
    expect((await loginPin(phoneNumber, '4826')).status).toBe(200);
  });

  it('refuses a session without a fresh code or the current PIN: a stolen token cannot change it', async () => {
    const { phoneNumber } = await customerWithPin('4826');
    const stolen = await signInWithPin(phoneNumber, '4826');
    const res = await setPin(stolen, { phoneNumber, pin: '9371' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      success: false,
      code: 'PIN_PROOF_REQUIRED',
      message: 'Ingresa tu PIN actual para cambiarlo.',
    });
    // Nothing changed: the old PIN still signs in, the new one does not, the session goes on.
    expect((await loginPin(phoneNumber, '9371')).status).toBe(401);
    expect((await loginPin(phoneNumber, '4826')).status).toBe(200);
    expect((await me(stolen)).status).toBe(200);
  });

  it('no longer takes an SMS session as proof once the moment has passed', async () => {
    const phoneNumber = newPhone();
    const verified = await customerToken(t.app, phoneNumber);
    clock.advance(16 * MINUTE);
    const late = await setPin(verified, { phoneNumber, pin: '4826' });
    expect(late.status).toBe(403);
    expect(late.body.message).toBe('Para crear tu PIN, ingresa con el código que te enviamos por SMS.');
    // A refreshed token carries no proof either.
    const fresh = await customerToken(t.app, phoneNumber);
    const renewed = await refresh(fresh);
    expect(renewed.status).toBe(200);
    expect((await setPin(renewed.body.data.token, { phoneNumber, pin: '4826' })).status).toBe(403);
  });

  it('changes the PIN with the current one; a wrong one counts against the sign-in limit and locks it', async () => {
    const { phoneNumber, token } = await customerWithPin('4826');
    const wrong = await setPin(token, { phoneNumber, pin: '9371', currentPin: '1593' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'WRONG_PIN',
      message: 'El PIN actual es incorrecto. Te quedan 4 intentos antes de que se bloquee tu PIN.',
      details: [{ field: 'currentPin' }],
    });
    // The same counter as the PIN sign-in: three wrong sign-ins leave one try for the change.
    for (let i = 0; i < 3; i++) expect((await loginPin(phoneNumber, '1593')).status).toBe(401);
    const last = await setPin(token, { phoneNumber, pin: '9371', currentPin: '1593' });
    expect(last.status).toBe(423);
    expect(last.body.code).toBe('PIN_LOCKED');
    // Locked: even the right PIN no longer changes it nor signs in, until an SMS code unlocks it.
    expect((await setPin(token, { phoneNumber, pin: '9371', currentPin: '4826' })).status).toBe(423);
    expect((await loginPin(phoneNumber, '4826')).status).toBe(423);
  });

  it('changes the PIN with the right current one and ends every other session of the customer', async () => {
    const { phoneNumber, token: first } = await customerWithPin('4826');
    const other = await signInWithPin(phoneNumber, '4826');
    const caller = await signInWithPin(phoneNumber, '4826');
    const changed = await setPin(caller, { phoneNumber, pin: '9371', currentPin: '4826' });
    expect(changed.status).toBe(200);
    const next: string = changed.body.data.token;
    expect((await me(next)).status).toBe(200);
    for (const ended of [first, other, caller]) {
      const res = await me(ended);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('TOKEN_REVOKED');
    }
    expect((await loginPin(phoneNumber, '4826')).status).toBe(401);
    expect((await loginPin(phoneNumber, '9371')).status).toBe(200);
    // The caller's session goes on, refreshes included.
    expect((await refresh(next)).status).toBe(200);
  });
});

describe('refresh', () => {
  it('rotates: the token it was given stops working at once, and cannot be refreshed again', async () => {
    const { token } = await customerWithPin('4826');
    clock.advance(MINUTE);
    const renewed = await refresh(token);
    expect(renewed.status).toBe(200);
    const next: string = renewed.body.data.token;
    expect((await me(next)).status).toBe(200);
    const old = await me(token);
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({
      code: 'TOKEN_REVOKED',
      message: 'Sesión expirada. Por favor, inicie sesión nuevamente.',
    });
    expect((await refresh(token)).status).toBe(401);
    // The new token is as good as the first was: it refreshes in turn.
    expect((await refresh(next)).status).toBe(200);
  });

  it('lets exactly one of concurrent refreshes with the same token win', async () => {
    for (const token of [
      await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345'),
      await loginAs(t.app, 'admin', 'admin', 'admin12345'),
      (await customerWithPin('4826')).token,
    ]) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(token)));
      const winners = answers.filter((a) => a.status === 200);
      expect(winners).toHaveLength(1);
      expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
      expect((await me(winners[0]?.body.data.token)).status).toBe(200);
      expect((await me(token)).status).toBe(401);
    }
  });

  it('never carries a staff session past 12 hours, however often it is refreshed', async () => {
    for (const [kind, username, password] of [
      ['vendor', 'vendedor', 'vendedor12345'],
      ['admin', 'admin', 'admin12345'],
    ] as const) {
      const start = clock.now().getTime();
      let token = await loginAs(t.app, kind, username, password);
      let answer = await refresh(token);
      while (answer.status === 200) {
        token = answer.body.data.token;
        expect(claimsOf(token).exp * 1000).toBeLessThanOrEqual(start + 12 * HOUR);
        clock.advance(25 * MINUTE);
        answer = await refresh(token);
      }
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Sesión expirada. Por favor, inicie sesión nuevamente.');
      // It lasted its 12 hours (within one refresh step), and the last token ended with the session.
      expect(clock.now().getTime() - start).toBeGreaterThanOrEqual(12 * HOUR);
      expect(clock.now().getTime() - start).toBeLessThan(12 * HOUR + 25 * MINUTE);
      expect(claimsOf(token).exp * 1000).toBe(start + 12 * HOUR);
      // A new sign-in is a new session with its own 12 hours.
      expect((await refresh(await loginAs(t.app, kind, username, password))).status).toBe(200);
    }
  });

  it('gives a customer session 30 days in all and a staff one 12 hours (the defaults)', async () => {
    const lifetimes = async () => {
      const rows = await queryRows<{ role: string; hours: number }>(
        t.app.db,
        sql`select role, extract(epoch from expires_at - created_at)::int / 3600 as hours
            from auth_sessions group by role, hours order by role`,
      );
      return rows.map((row) => `${row.role} ${row.hours}`);
    };
    await customerWithPin('4826');
    await loginAs(t.app, 'admin', 'admin', 'admin12345');
    expect(await lifetimes()).toEqual(['admin 12', 'customer 720', 'vendor 12']);
  });
});
