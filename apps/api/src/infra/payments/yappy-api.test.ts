import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeYappy, startFakeYappy } from './fake-yappy-server.ts';
import { yappyApi } from './yappy-api.ts';
import { ipnHash, ipnKey, isIpnHash } from './yappy-hash.ts';
import { YappyUnavailableError } from './yappy-provider.ts';

const merchant = { merchantId: 'BG-MERCHANT-1', domain: 'https://pagos.quincena.example' };
let fake: FakeYappy;
beforeAll(async () => {
  fake = await startFakeYappy(merchant);
});
afterAll(() => fake.close());

const order = { orderId: 'QABC123', amountCents: 10342, aliasYappy: '61234567', ipnUrl: 'https://x/ipn' };

describe('yappyApi (against a server that follows the published API)', () => {
  it('validates the merchant, then creates the order with its token, clock and amounts', async () => {
    fake.failWith(undefined);
    const created = await yappyApi({ ...merchant, apiUrl: fake.url }).createOrder(order);
    expect(created).toEqual({
      transactionId: expect.stringMatching(/^TX\d+$/),
      token: expect.any(String),
      documentName: 'doc',
    });
    expect(fake.orders.at(-1)).toMatchObject({
      merchantId: merchant.merchantId,
      orderId: 'QABC123',
      domain: merchant.domain,
      aliasYappy: '61234567',
      ipnUrl: 'https://x/ipn',
      subtotal: '103.42',
      total: '103.42',
      taxes: '0.00',
      discount: '0.00',
    });
  });

  it('fails plainly when Yappy refuses the merchant, errs, answers nonsense or is silent', async () => {
    const wrongMerchant = yappyApi({ ...merchant, merchantId: 'OTRO', apiUrl: fake.url });
    fake.failWith(undefined);
    await expect(wrongMerchant.createOrder(order)).rejects.toThrow(YappyUnavailableError);
    for (const mode of ['http-500', 'refused', 'garbage'] as const) {
      fake.failWith(mode);
      await expect(yappyApi({ ...merchant, apiUrl: fake.url }).createOrder(order)).rejects.toThrow(
        YappyUnavailableError,
      );
    }
    fake.failWith('slow');
    await expect(
      yappyApi({ ...merchant, apiUrl: fake.url, timeoutMs: 200 }).createOrder(order),
    ).rejects.toThrow(YappyUnavailableError);
    fake.failWith(undefined);
    await expect(yappyApi({ ...merchant, apiUrl: 'http://127.0.0.1:9' }).createOrder(order)).rejects.toThrow(
      YappyUnavailableError,
    );
  });
});

describe("the notification's hash", () => {
  // The merchant's secret as Yappy hands it: base64 of '<key>.<more>'; only the key signs.
  const secret = Buffer.from('clave-del-comercio.resto-de-la-clave').toString('base64');

  it('is the hex HMAC-SHA256 of orderId + status + domain, keyed with the part before the dot', () => {
    expect(ipnKey(secret)).toBe('clave-del-comercio');
    const expected = createHmac('sha256', 'clave-del-comercio').update('QABC123Ehttps://d').digest('hex');
    expect(ipnHash(secret, 'QABC123', 'E', 'https://d')).toBe(expected);
  });

  it('accepts only its own hash, in any letter case, and nothing of another length or alphabet', () => {
    const notice = { orderId: 'QABC123', status: 'E', domain: 'https://d' };
    const hash = ipnHash(secret, 'QABC123', 'E', 'https://d');
    expect(isIpnHash(secret, { ...notice, hash })).toBe(true);
    expect(isIpnHash(secret, { ...notice, hash: hash.toUpperCase() })).toBe(true);
    expect(isIpnHash(secret, { ...notice, status: 'C', hash })).toBe(false);
    expect(isIpnHash(secret, { ...notice, hash: hash.slice(0, 63) })).toBe(false);
    expect(isIpnHash(secret, { ...notice, hash: `${hash.slice(0, 63)}z` })).toBe(false);
    expect(isIpnHash(secret, { ...notice, hash: '' })).toBe(false);
  });
});
