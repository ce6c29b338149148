import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../test/auth-helpers.ts';
import { createServerDatabase, createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The app reaches PostgreSQL through a TCP relay the test can cut, as a database outage does:
 * every route but health then answers 503 with Retry-After and a Spanish message, and serves
 * again once the database is back.
 */
describe.runIf(process.env.DATABASE_URL)('a database outage', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let relay: Server;
  let port = 0;
  const sockets = new Set<Socket>();
  const target = new URL(process.env.DATABASE_URL as string);

  function openRelay() {
    relay = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', () => resolve()));
  }
  async function cutRelay() {
    await new Promise<void>((resolve) => {
      if (!relay.listening) return resolve();
      relay.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  }

  beforeAll(async () => {
    database = await createServerDatabase(process.env.DATABASE_URL as string);
    await openRelay();
    port = (relay.address() as AddressInfo).port;
    const url = new URL(database.url);
    url.host = `127.0.0.1:${port}`;
    t = await createTestApp({ env: { DATABASE_URL: url.toString() } });
  }, 60_000);
  afterAll(async () => {
    if (!relay.listening) await openRelay();
    await t?.close();
    await database?.drop();
  });

  it('answers 503 with Retry-After while it lasts, and serves again after', async () => {
    const admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    expect((await call(t.app, 'GET', '/api/admin/customers', { token: admin })).status).toBe(200);

    await cutRelay();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      success: false,
      message: 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.',
      code: 'SERVICE_UNAVAILABLE',
    });
    const login = await call(t.app, 'POST', '/api/auth/admin/login', {
      body: { username: 'admin', password: 'admin12345' },
      ip: '10.200.0.1',
    });
    expect(login.status).toBe(503);

    await openRelay();
    expect((await call(t.app, 'GET', '/api/admin/customers', { token: admin })).status).toBe(200);
  }, 60_000);
});
