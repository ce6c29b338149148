import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.ts';
import type { Clock } from '../clock.ts';
import { loadConfig } from '../config.ts';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Builds the real app on a database of its own: in-memory PGlite by default, or a fresh database
 * on the PostgreSQL server named by DATABASE_URL (dropped again on close). DATABASE_READ_URL names
 * a streaming replica of that server: the reports then read the database's copy there.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; clock?: Clock; logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quincena-test-'));
  const database = serverUrl ? await createServerDatabase(serverUrl) : undefined;
  const replicaUrl = database && process.env.DATABASE_READ_URL;
  const readUrl = replicaUrl ? await replicatedDatabase(replicaUrl, database.name) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: database ? dataDir : 'memory://',
    SEED_DEMO: 'false',
    JOBS_ENABLED: 'false',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...(readUrl ? { DATABASE_READ_URL: readUrl } : {}),
    ...options.env,
  });
  const app = await buildApp({ config, clock: options.clock, logStream: options.logStream });
  return {
    app,
    async close() {
      await app.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createServerDatabase(serverUrl: string) {
  const name = `quincena_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The address of a new database's copy on a replica, once the replica has it. */
async function replicatedDatabase(replicaUrl: string, name: string): Promise<string> {
  const replica = new pg.Client({ connectionString: replicaUrl });
  await replica.connect();
  try {
    for (let tries = 0; ; tries++) {
      const { rowCount } = await replica.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount === 1) break;
      if (tries === 500) throw new Error(`the replica never received database ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await replica.end();
  }
  const url = new URL(replicaUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
