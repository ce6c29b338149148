import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeYappy, startFakeYappy } from '../../infra/payments/fake-yappy-server.ts';
import { ipnHash } from '../../infra/payments/index.ts';
import { approveNewLoan } from '../../test/applications.ts';
import { call, customerToken, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/*
 * The app with Yappy's real adapter, against a server that follows Yappy's published API: the
 * order reaches Yappy with the customer's Yappy number and where to notify; a Yappy that fails
 * answers the customer plainly and leaves no order waiting (issue 26 item 1).
 */
const clock = new TestClock('2026-08-12T15:00:00Z');
const merchant = { merchantId: 'BG-QUINCENA', domain: 'https://app.quincena.example' };
const secretKey = Buffer.from('llave-de-prueba.resto').toString('base64');
let fake: FakeYappy;
let t: TestApp;
let token: string;

beforeAll(async () => {
  fake = await startFakeYappy(merchant);
  t = await createTestApp({
    clock,
    env: {
      SEED_DEMO: 'true',
      YAPPY_PROVIDER: 'yappy',
      YAPPY_MERCHANT_ID: merchant.merchantId,
      YAPPY_SECRET_KEY: secretKey,
      YAPPY_DOMAIN: merchant.domain,
      YAPPY_API_URL: fake.url,
    },
  });
  const vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  const admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  await approveNewLoan(
    t.app,
    { vendor, admin },
    { firstName: 'Yappy', lastName: 'Real', phoneNumber: '63950001' },
  );
  clock.set('2026-09-20T15:00:00Z');
  token = await customerToken(t.app, '+50763950001');
}, 300_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const order = () =>
  call(t.app, 'POST', '/api/customers/payments/yappy', { token, body: { kind: 'INSTALLMENTS', amount: 25 } });

describe('Yappy through its API', () => {
  it('sends the order with the customer’s Yappy number and the notification address', async () => {
    fake.failWith(undefined);
    const created = await order();
    expect(created.status).toBe(201);
    const { orderId, provider } = created.body.data.order;
    expect(provider).toBe('yappy');
    expect(fake.orders.at(-1)).toMatchObject({
      orderId,
      aliasYappy: '63950001',
      ipnUrl: `${merchant.domain}/api/payments/yappy/ipn`,
      total: '25.00',
    });
    // Yappy's notification, signed with the merchant's key, applies it.
    const hash = ipnHash(secretKey, orderId, 'E', merchant.domain);
    const query = new URLSearchParams({ orderId, status: 'E', domain: merchant.domain, hash });
    expect((await call(t.app, 'GET', `/api/payments/yappy/ipn?${query}`)).status).toBe(200);
    const followed = await call(t.app, 'GET', `/api/customers/payments/yappy/${orderId}`, { token });
    expect(followed.body.data.order.status).toBe('PAID');
    // The sandbox's stand-in for Yappy is not there when Yappy is real.
    const played = await call(t.app, 'POST', `/api/dev/yappy/orders/${orderId}/notify`, {
      body: { status: 'E' },
    });
    expect(played.status).toBe(404);
  });

  it('answers 502 in Spanish when Yappy fails, and leaves the loan free for the next try', async () => {
    fake.failWith('http-500');
    const failed = await order();
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({
      success: false,
      message: 'Yappy no respondió. Intenta de nuevo en unos minutos.',
      code: 'YAPPY_FAILED',
    });
    fake.failWith(undefined);
    expect((await order()).status).toBe(201);
  });
});
