import { fromCents } from '@quincena/shared';
import { z } from 'zod';
import { type YappyProvider, YappyUnavailableError } from './yappy-provider.ts';

export interface YappyApiOptions {
  merchantId: string;
  /** The shop's address as registered at Yappy (YAPPY_DOMAIN). */
  domain: string;
  /** https://apipagosbg.bgeneral.cloud, or the test environment's. */
  apiUrl: string;
  timeoutMs?: number;
}

// Yappy answers every call with a status and a body; only the documented success counts.
const answerOf = <T extends z.ZodType>(body: T) =>
  z.object({
    status: z.object({ code: z.string(), description: z.string().optional() }),
    body: body.nullish(),
  });
const merchantValidated = answerOf(z.object({ token: z.string().min(1), epochTime: z.number() }));
const orderCreated = answerOf(
  z.object({ transactionId: z.string().min(1), token: z.string().min(1), documentName: z.string().min(1) }),
);
const SUCCESS = '0000';

/**
 * Yappy's payment button, version 2: validates the merchant (a token and Yappy's clock), then
 * creates the order with the customer's Yappy number, which asks the customer to pay in the app.
 */
export function yappyApi(options: YappyApiOptions): YappyProvider {
  const base = options.apiUrl.replace(/\/$/, '');
  async function post<B>(
    path: string,
    schema: z.ZodType<{ status: { code: string }; body?: B | null }>,
    body: unknown,
    token?: string,
  ): Promise<B> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new YappyUnavailableError(`Yappy unreachable: ${(err as Error).name}`);
    }
    if (!response.ok) throw new YappyUnavailableError(`Yappy answered ${response.status}`);
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new YappyUnavailableError('Yappy answered an unexpected body');
    const answer = parsed.data;
    if (answer.status.code !== SUCCESS || !answer.body) {
      throw new YappyUnavailableError(`Yappy refused the call (${answer.status.code})`);
    }
    return answer.body;
  }

  return {
    name: 'yappy',
    async createOrder(order) {
      const merchant = await post('/payments/validate/merchant', merchantValidated, {
        merchantId: options.merchantId,
        urlDomain: options.domain,
      });
      const total = fromCents(order.amountCents).toFixed(2);
      return post(
        '/payments/payment-wc',
        orderCreated,
        {
          merchantId: options.merchantId,
          orderId: order.orderId,
          domain: options.domain,
          paymentDate: merchant.epochTime,
          aliasYappy: order.aliasYappy,
          ipnUrl: order.ipnUrl,
          discount: '0.00',
          taxes: '0.00',
          subtotal: total,
          total,
        },
        merchant.token,
      );
    },
  };
}
