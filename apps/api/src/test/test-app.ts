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
 * on the PostgreSQL server named by DATABASE_URL (dropped again on close).
 */
export async function createTestApp(
  options: { env?: Record<string, string>; clock?: Clock; logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quincena-test-'));
  const database = serverUrl ? await createServerDatabase(serverUrl) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: database ? dataDir : 'memory://',
    SEED_DEMO: 'false',
    JOBS_ENABLED: 'false',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(database ? { DATABASE_URL: database.url } : {}),
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
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
