import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Yappy's payment-button API (version 2) for tests, answering as its published
 * documentation says: `POST /payments/validate/merchant` {merchantId, urlDomain} → a token and
 * Yappy's clock; `POST /payments/payment-wc` with that token in `Authorization` → the order's
 * transaction. Every answer is `{ status: { code, description }, body }`, code '0000' on success.
 */
export interface FakeYappy {
  url: string;
  /** The orders it accepted, as they were sent. */
  orders: Record<string, unknown>[];
  /** Makes the next calls fail: an HTTP error, a refusal code, a silence, or a body of nonsense. */
  failWith(mode: 'http-500' | 'refused' | 'slow' | 'garbage' | undefined): void;
  close(): Promise<void>;
}

export async function startFakeYappy(merchant: { merchantId: string; domain: string }): Promise<FakeYappy> {
  const tokens = new Map<string, number>();
  const orders: Record<string, unknown>[] = [];
  let failure: Parameters<FakeYappy['failWith']>[0];
  const answer = (code: string, body: unknown) =>
    JSON.stringify({ status: { code, description: code }, body });

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const send = (status: number, text: string) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(text);
      if (failure === 'http-500') return send(500, '{}');
      if (failure === 'garbage') return send(200, '<html>mantenimiento</html>');
      if (failure === 'slow') return; // never answers
      if (failure === 'refused') return send(200, answer('E005', null));
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw);
      } catch {
        return send(400, answer('E400', null));
      }
      if (req.method === 'POST' && req.url === '/payments/validate/merchant') {
        if (body.merchantId !== merchant.merchantId || body.urlDomain !== merchant.domain) {
          return send(200, answer('E002', null));
        }
        const token = randomUUID();
        const epochTime = Date.now();
        tokens.set(token, epochTime);
        return send(200, answer('0000', { token, epochTime }));
      }
      if (req.method === 'POST' && req.url === '/payments/payment-wc') {
        const epoch = tokens.get(String(req.headers.authorization));
        const valid =
          epoch !== undefined &&
          body.merchantId === merchant.merchantId &&
          body.domain === merchant.domain &&
          body.paymentDate === epoch &&
          typeof body.orderId === 'string' &&
          /^[A-Za-z0-9]{1,15}$/.test(body.orderId) &&
          typeof body.aliasYappy === 'string' &&
          /^\d{8}$/.test(body.aliasYappy) &&
          typeof body.ipnUrl === 'string' &&
          [body.subtotal, body.total, body.taxes, body.discount].every(
            (v) => typeof v === 'string' && /^\d+\.\d{2}$/.test(v),
          );
        if (!valid) return send(200, answer('E010', null));
        orders.push(body);
        return send(
          200,
          answer('0000', { transactionId: `TX${orders.length}`, token: randomUUID(), documentName: 'doc' }),
        );
      }
      return send(404, answer('E404', null));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    failWith(mode) {
      failure = mode;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
