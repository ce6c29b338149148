import type { FastifyInstance } from 'fastify';

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test don't leak into another. */
export const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
) {
  const res = await app.inject({
    method,
    url,
    payload: options.body as never,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

/** The last code texted to a phone, read from the development outbox. */
export async function lastOtp(app: FastifyInstance, phoneNumber: string): Promise<string> {
  const res = await call(app, 'GET', `/api/dev/sms-outbox?phoneNumber=${encodeURIComponent(phoneNumber)}`);
  const body: string = res.body.data.messages[0]?.body ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code texted to ${phoneNumber}`);
  return code;
}

export async function loginAs(
  app: FastifyInstance,
  kind: 'admin' | 'vendor',
  username: string,
  password: string,
) {
  const res = await call(app, 'POST', `/api/auth/${kind}/login`, {
    body: { username, password },
    ip: freshIp(),
  });
  if (res.status !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}

/** Signs a customer in through the SMS code, as the login page does. */
export async function customerToken(app: FastifyInstance, phoneNumber: string) {
  const ip = freshIp();
  await call(app, 'POST', '/api/auth/send-otp', { body: { phoneNumber }, ip });
  const otp = await lastOtp(app, phoneNumber);
  const res = await call(app, 'POST', '/api/auth/verify-otp', { body: { phoneNumber, otp }, ip });
  return res.body.data.token as string;
}

/**
 * A second checker for maker–checker suites: the super admin (`superToken`) creates the ADMIN
 * 'revisora', signed in here. With 'operador' (maker) and 'admin', three admins decide.
 */
export async function signInSecondChecker(app: FastifyInstance, superToken: string) {
  const created = await call(app, 'POST', '/api/admin/admins', {
    token: superToken,
    body: {
      username: 'revisora',
      email: 'revisora@quincena.com.pa',
      password: 'Revisora2026',
      role: 'ADMIN',
    },
  });
  if (created.status !== 201) throw new Error(`revisora not created: ${JSON.stringify(created.body)}`);
  return loginAs(app, 'admin', 'revisora', 'Revisora2026');
}
