import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('TRUST_PROXY', () => {
  it('reads hops and proxy lists, never "trust everyone"', () => {
    const read = (TRUST_PROXY?: string) => loadConfig({ TRUST_PROXY }).trustProxy;
    expect(read(undefined)).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('true')).toBe(1);
    expect(read('2')).toBe(2);
    expect(read('10.0.0.1, 10.1.0.0/16,::1')).toBe('10.0.0.1,10.1.0.0/16,::1');
    expect(() => read('everyone')).toThrow(/TRUST_PROXY/);
  });

  describe('behind one proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    });
    afterAll(() => t?.close());

    let n = 0;
    const sendOtp = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/send-otp',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { phoneNumber: `6${String(2000000 + ++n).padStart(7, '0')}` },
      });

    it('counts the address the proxy saw, not the one the client wrote in front of it', async () => {
      const statuses: number[] = [];
      // The client forges a new left-most address on every send; the proxy appends the real one.
      for (let i = 0; i < 21; i++) statuses.push((await sendOtp(`198.18.0.${i}, 203.0.113.7`)).statusCode);
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
      // Another real client behind the same proxy is not affected.
      const other = await sendOtp('203.0.113.8');
      expect(other.statusCode, other.body).toBe(200);
    });
  });
});
