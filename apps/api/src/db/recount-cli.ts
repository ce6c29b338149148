import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase, queryRows } from './client.ts';

// `npm run db:recount`: every kept figure (what falls due, the loan book's days, the lists' and dashboards'
// counts) rebuilt from the rows, writers held off meanwhile (migration 0021). For a repair by hand.
const config = loadConfig();
const log = pino({ level: config.logLevel });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const started = performance.now();
  const [row] = await queryRows<{ written: number }>(
    database.db,
    sql`select recount_kept_figures() as written`,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log.info({ rows: row?.written, seconds }, 'kept figures recounted');
  console.log(`Cifras recalculadas: ${row?.written ?? 0} filas en ${seconds} s (${database.kind}).`);
} finally {
  await database.close();
}
