import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/*
 * Sign-in limits that cannot be turned into a lockout (issue 10, finding 6): wrong passwords from
 * one address, or from many, never keep the right password out from a fresh address, and the web's
 * admin-then-vendor sign-in never counts against a vendor who knows the password.
 */

const clock = new TestClock('2026-05-04T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
});
afterAll(() => t.close());

const login = (kind: 'admin' | 'vendor', username: string, password: string, ip: string) =>
  call(t.app, 'POST', `/api/auth/${kind}/login`, { body: { username, password }, ip });

/** The web's username flow: the admin login first, the vendor login when it answers 401. */
async function webLogin(username: string, password: string, ip: string) {
  const admin = await login('admin', username, password, ip);
  return admin.status === 401 ? login('vendor', username, password, ip) : admin;
}

describe('password sign-in limits', () => {
  it('locks one address out of one username, never the real user elsewhere', async () => {
    const attacker = freshIp();
    for (let i = 0; i < 10; i++)
      expect((await login('admin', 'admin', `mala${i}`, attacker)).status).toBe(401);
    expect((await login('admin', 'admin', 'admin12345', attacker)).status).toBe(429);
    expect((await login('admin', 'admin', 'admin12345', freshIp())).status).toBe(200);
    clock.advance(15 * 60_000);
  });

  it('under a distributed attack, slows every address that failed but lets a fresh one in', async () => {
    // 10 × maxLoginAttempts failures from many addresses put the username under attack.
    for (let i = 0; i < 50; i++)
      expect((await login('admin', 'admin', `mala${i}`, freshIp())).status).toBe(401);
    const mistyped = freshIp();
    expect((await login('admin', 'admin', 'mala', mistyped)).status).toBe(401);
    expect((await login('admin', 'admin', 'otra-mala', mistyped)).status).toBe(401);
    // Two tries per address while under attack, instead of ten.
    expect((await login('admin', 'admin', 'admin12345', mistyped)).status).toBe(429);
    // The real admin, from where they are, still signs in; so does a vendor through the web flow.
    expect((await login('admin', 'admin', 'admin12345', freshIp())).status).toBe(200);
    clock.advance(15 * 60_000);
  });

  it('does not count the admin try of the web flow against a vendor with the right password', async () => {
    const office = freshIp();
    for (let i = 0; i < 30; i++)
      expect((await webLogin('vendedor', 'vendedor12345', office)).status).toBe(200);
    // Five wrong passwords through the web cost two attempts each: the limit is reached, not passed.
    for (let i = 0; i < 5; i++) expect((await webLogin('vendedor', `mala${i}`, office)).status).toBe(401);
    expect((await webLogin('vendedor', 'vendedor12345', office)).status).toBe(429);
    clock.advance(15 * 60_000);
  });

  it('refuses an address after 50 failures, except for the accounts that signed in from it today', async () => {
    const dealership = freshIp();
    expect((await webLogin('vendedor2', 'vendedor12345', dealership)).status).toBe(200);
    for (let i = 0; i < 50; i++) {
      expect((await login('vendor', `nadie${i}`, 'mala', dealership)).status).toBe(401);
    }
    expect((await login('vendor', 'nadie-mas', 'mala', dealership)).status).toBe(429);
    // A vendor who signed in from this connection today goes on; one who did not waits.
    expect((await webLogin('vendedor2', 'vendedor12345', dealership)).status).toBe(200);
    expect((await login('vendor', 'vendedor', 'vendedor12345', dealership)).status).toBe(429);
    expect((await login('vendor', 'vendedor', 'vendedor12345', freshIp())).status).toBe(200);
  });
});
