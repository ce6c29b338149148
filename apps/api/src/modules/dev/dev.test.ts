import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('the development SMS outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t?.close());

  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phoneNumber=61234567', remoteAddress, headers });

  it('answers this machine', async () => {
    expect((await outbox('127.0.0.1')).statusCode).toBe(200);
    expect((await outbox('::1')).statusCode).toBe(200);
  });

  it('is not there for another computer, even one claiming to be this machine', async () => {
    expect((await outbox('192.168.1.20')).statusCode).toBe(404);
    expect((await outbox('192.168.1.20', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
  });
});
