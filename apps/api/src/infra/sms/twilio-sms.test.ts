import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { twilioSms } from './twilio-sms.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A local stand-in for Twilio's Messages API. */
async function fakeTwilio(
  handler: (req: IncomingMessage, body: string) => { status: number; body: string; delayMs?: number },
) {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const answer = handler(req, body);
      setTimeout(
        () => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body),
        answer.delayMs ?? 0,
      );
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server?.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

const options = { accountSid: 'AC123', authToken: 'secret-token', from: '+15005550006' };

describe('twilioSms', () => {
  it('posts the message with basic auth and returns the message id', async () => {
    let seen: { url?: string; auth?: string; body?: string } = {};
    const baseUrl = await fakeTwilio((req, body) => {
      seen = { url: req.url, auth: req.headers.authorization, body };
      return { status: 201, body: JSON.stringify({ sid: 'SM42', status: 'queued' }) };
    });
    const result = await twilioSms({ ...options, baseUrl }).send('+50761234567', 'Hola');
    expect(result.providerMessageId).toBe('SM42');
    expect(seen.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(seen.auth).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(new URLSearchParams(seen.body)).toEqual(
      new URLSearchParams({ To: '+50761234567', From: '+15005550006', Body: 'Hola' }),
    );
  });

  it('fails on an error status, an unexpected body, and a timeout', async () => {
    let mode: 'error' | 'garbage' | 'slow' = 'error';
    const baseUrl = await fakeTwilio(() => {
      if (mode === 'error') return { status: 401, body: '{"code":20003}' };
      if (mode === 'garbage') return { status: 201, body: '{"unexpected":true}' };
      return { status: 201, body: '{"sid":"SM1","status":"queued"}', delayMs: 3_000 };
    });
    // A second of patience: a loaded CI machine can take more than 100 ms for a local answer.
    const sms = twilioSms({ ...options, baseUrl, timeoutMs: 1_000 });
    await expect(sms.send('+50761234567', 'x')).rejects.toThrow(/401/);
    mode = 'garbage';
    await expect(sms.send('+50761234567', 'x')).rejects.toThrow(/unexpected body/);
    mode = 'slow';
    await expect(sms.send('+50761234567', 'x')).rejects.toThrow(/unreachable/);
  });
});
