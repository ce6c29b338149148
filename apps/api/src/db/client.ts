import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either the database or an open transaction. */
export type Executor = Database | Transaction;

/**
 * Where the reports read (ADR 037): on PostgreSQL two small pools of their own, on the replica when
 * there is one, so reports never hold a connection the rest of the API needs; their statements are
 * cut at `reportStatementTimeoutMs`. `helper` shares a snapshot with a transaction of `db`
 * (db/snapshot-reads.ts): apart, so a holder of one never waits on `db`. PGlite has one connection,
 * the same as the API's.
 */
export interface ReportsDatabase {
  db: Database;
  helper?: Database;
  /** Reports built at once; more wait in line (db/admission.ts). */
  lanes: number;
  /**
   * With a replica: waits until it has replayed what the primary had committed when asked (at most
   * REPLICA_WAIT_MS), so a report shows the payment its reader just recorded. Answers whether it had.
   */
  caughtUp?: () => Promise<boolean>;
}

export interface DatabaseHandle {
  db: Database;
  reports: ReportsDatabase;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Reports built at once on PostgreSQL: each holds one connection of each reports pool. */
const REPORT_LANES = 2;
/** How long a report waits for the replica to catch up before it reads what the replica has. */
const REPLICA_WAIT_MS = 5000;

async function replayed(primary: pg.Pool, replica: pg.Pool): Promise<boolean> {
  const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_flush_lsn()::text as lsn');
  const deadline = Date.now() + REPLICA_WAIT_MS;
  for (;;) {
    // A server that is not a replica (the primary named twice) has nothing to replay: null.
    const { rows: seen } = await replica.query<{ done: boolean }>(
      'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, true) as done',
      [rows[0]?.lsn],
    );
    if (seen[0]?.done) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const migrationsFolder = path.join(import.meta.dirname, '../../drizzle');

/** Any number for the lock, as long as every instance uses the same one. */
const MIGRATION_LOCK = 7300000;

/**
 * Instances starting together migrate one at a time: the first applies the migrations, the others
 * wait on a session lock and then find nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/**
 * A connection that drops emits 'error' on its pool when idle, and on its client when checked
 * out between two queries (a transaction waiting on other work); unheard, either ends the process.
 * The query in flight still fails, and the pool discards the broken client when it comes back.
 */
function hearConnectionErrors(pool: pg.Pool) {
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
}

/** PGlite in DATA_DIR when no DATABASE_URL is given, a real PostgreSQL server otherwise; same migrations. */
export async function openDatabase(options: {
  databaseUrl?: string;
  /** A replica of `databaseUrl` the reports read from. */
  databaseReadUrl?: string;
  dataDir: string;
  reportStatementTimeoutMs?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // A server that stops answering costs a request 5 s and a 503, not a wait without end.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // Dates stay 'YYYY-MM-DD' strings; bigint counts come back as numbers.
    hearConnectionErrors(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const readUrl = options.databaseReadUrl ?? options.databaseUrl;
    const reportPool = () => {
      const made = new pg.Pool({
        connectionString: readUrl,
        max: REPORT_LANES,
        connectionTimeoutMillis: 5000,
        // A statement running longer is cancelled (SQLSTATE 57014) and the report answered 503.
        statement_timeout: options.reportStatementTimeoutMs,
        // Seen in pg_stat_activity: what the reports hold, apart from the API's connections.
        application_name: 'quincena-reports',
      });
      hearConnectionErrors(made);
      return made;
    };
    const [reportsPool, helperPool] = [reportPool(), reportPool()];
    return {
      db,
      reports: {
        db: drizzlePg(reportsPool, { schema }) as unknown as Database,
        helper: drizzlePg(helperPool, { schema }) as unknown as Database,
        lanes: REPORT_LANES,
        ...(options.databaseReadUrl ? { caughtUp: () => replayed(pool, reportsPool) } : {}),
      },
      kind: 'postgres',
      migrate: () => migrateUnderLock(pool),
      close: async () => {
        await Promise.all([pool.end(), reportsPool.end(), helperPool.end()]);
      },
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  const dataDir = inMemory ? options.dataDir : path.join(options.dataDir, 'pg');
  // A fresh clone has no ./.data yet; PGlite creates only the last folder of the path.
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers stays resident in the WASM heap; the files
    // already sit in the OS page cache (or in memory), so a small pool costs little (ADR 017).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    reports: { db, lanes: 1 },
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Ids as a parenthesized SQL list, `in ${idList(ids)}`: one parameter each, alike on both drivers. */
export const idList = (ids: readonly string[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
