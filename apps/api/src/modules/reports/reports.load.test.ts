import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Reports cannot starve the API (ADR 037), on PostgreSQL with real concurrent requests: a lock on
 * what the financing report reads (`due_totals`, which no list touches) keeps every report running
 * for as long as the test wants, so what is admitted, refused and held can be counted exactly.
 */
const server = process.env.DATABASE_URL;
const LANES = 2;
const WAITING = 12;

describe.runIf(server)('reports under load (PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  let locker: pg.Client;
  const get = (url: string) => call(t.app, 'GET', url, { token: admin });

  /** Holds an exclusive lock on due_totals until `release`; with a replica, once the replica holds it too. */
  async function lockDueTotals(url: string, readUrl: string | undefined) {
    locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table due_totals in access exclusive mode');
    if (readUrl) {
      // The standby replays the lock once its WAL record is flushed and shipped: another
      // connection's commit flushes it at once.
      const { rows } = await locker.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
      const flusher = new pg.Client({ connectionString: url });
      await flusher.connect();
      await flusher.query('select txid_current()');
      await flusher.end();
      const replica = new pg.Client({ connectionString: readUrl });
      await replica.connect();
      for (;;) {
        const seen = await replica.query<{ done: boolean }>(
          'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
          [rows[0]?.lsn],
        );
        if (seen.rows[0]?.done) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await replica.end();
    }
    return { release: () => locker.query('commit').then(() => locker.end()) };
  }

  /** What the reports' connections are doing on the server they read. */
  async function reportConnections(url: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and application_name = 'quincena-reports'`,
    );
    await client.end();
    return rows[0]?.n ?? 0;
  }

  describe('with the default timeout', () => {
    beforeAll(async () => {
      t = await createTestApp();
      admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    });
    afterAll(() => t.close());

    it('reads where DATABASE_READ_URL points (a replica), the primary otherwise', async () => {
      const inRecovery = async (db: typeof t.app.db) =>
        (await queryRows<{ standby: boolean }>(db, sql`select pg_is_in_recovery() as standby`))[0]?.standby;
      expect(await inRecovery(t.app.db)).toBe(false);
      expect(await inRecovery(t.app.reportsDb.db)).toBe(t.app.config.databaseReadUrl !== undefined);
    });

    it('admits two reports and a line of twelve, turns the rest away with a 503, and the lists keep answering', async () => {
      const { databaseUrl, databaseReadUrl } = t.app.config;
      const lock = await lockDueTotals(databaseUrl as string, databaseReadUrl);
      // Every report waits on the lock: the ones admitted answer only once it is released, the rest
      // at once.
      const sent = Array.from({ length: LANES + WAITING + 6 }, () => {
        const answer = { status: 0, body: {} as { code?: string; message?: string } };
        const done = get('/api/admin/reports/financing?period=month').then((res) =>
          Object.assign(answer, res),
        );
        return { answer, done };
      });
      const answered = () => sent.filter((s) => s.answer.status !== 0);
      for (let waited = 0; answered().length < 6 && waited < 10_000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered().map((s) => s.answer.body)).toEqual(
        Array.from({ length: 6 }, () => ({
          success: false,
          code: 'REPORTS_BUSY',
          message: 'Hay muchos reportes en preparación. Intenta de nuevo en unos segundos.',
        })),
      );
      expect(answered().every((s) => s.answer.status === 503)).toBe(true);
      const admitted = sent.filter((s) => s.answer.status === 0);
      expect(admitted).toHaveLength(LANES + WAITING);

      // The API's own connections are free: a list and the dashboard answer while the reports wait.
      expect((await get('/api/admin/customers')).status).toBe(200);
      expect((await get('/api/admin/credit-applications?page=2')).status).toBe(200);
      // Two lanes, each with at most its two connections (its own and the snapshot's helper).
      const held = await reportConnections(databaseReadUrl ?? (databaseUrl as string));
      expect(held).toBeGreaterThanOrEqual(LANES);
      expect(held).toBeLessThanOrEqual(2 * LANES);

      await lock.release();
      await Promise.all(admitted.map((s) => s.done));
      expect(admitted.map((s) => s.answer.status)).toEqual(admitted.map(() => 200));
    });
  });

  describe('with a short statement timeout', () => {
    beforeAll(async () => {
      t = await createTestApp({ env: { REPORT_STATEMENT_TIMEOUT_MS: '300' } });
      admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    });
    afterAll(() => t.close());

    it('cancels a report that runs past it and says so in Spanish, with a 503', async () => {
      const { databaseUrl, databaseReadUrl } = t.app.config;
      const lock = await lockDueTotals(databaseUrl as string, databaseReadUrl);
      try {
        const res = await get('/api/admin/reports/financing?period=month');
        expect(res.status).toBe(503);
        expect(res.body).toEqual({
          success: false,
          code: 'REPORT_TIMEOUT',
          message: 'El reporte tardó demasiado en prepararse. Intenta de nuevo o elige un período más corto.',
        });
      } finally {
        await lock.release();
      }
      expect((await get('/api/admin/reports/financing?period=month')).status).toBe(200);
    });
  });
});
