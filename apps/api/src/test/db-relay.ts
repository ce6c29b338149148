import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { createServerDatabase, createTestApp } from './test-app.ts';

/**
 * A TCP relay between the app and PostgreSQL that a test can cut, as an outage or a killed
 * process does from the database's side: every connection through it drops at once.
 */
export async function openDatabaseRelay(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const open = () =>
    new Promise<void>((resolve) => {
      const relay = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server = relay;
      relay.listen(port, '127.0.0.1', () => {
        port = (relay.address() as AddressInfo).port;
        resolve();
      });
    });
  await open();

  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${port}`;
  return {
    /** The database's address through the relay. */
    url: url.toString(),
    async cut() {
      const closing = server;
      server = undefined;
      if (!closing) return;
      await new Promise<void>((resolve) => {
        closing.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async restore() {
      if (!server) await open();
    },
  };
}

/** The app on a fresh database of the PostgreSQL server named by DATABASE_URL, through a relay. */
export async function createAppThroughRelay() {
  const database = await createServerDatabase(process.env.DATABASE_URL as string);
  const relay = await openDatabaseRelay(database.url);
  const t = await createTestApp({ env: { DATABASE_URL: relay.url } });
  return {
    app: t.app,
    relay,
    async close() {
      await relay.restore();
      await t.close();
      await database.drop();
    },
  };
}
