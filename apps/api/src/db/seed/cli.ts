import { parseArgs } from 'node:util';
import { businessToday, toCents } from '@quincena/shared';
import pino from 'pino';
import { systemClock } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import { findSystemSettings } from '../../modules/settings/index.ts';
import { bootstrapDatabase } from '../bootstrap.ts';
import { openDatabase } from '../client.ts';
import { seedScale } from './scale.ts';

// `npm run seed` migrates and loads the demo data; `npm run seed -- --scale N` adds N customers with financings.
const { values } = parseArgs({ options: { scale: { type: 'string' } } });
const count = values.scale ? Number(values.scale) : 0;
if (!Number.isInteger(count) || count < 0) throw new Error('--scale must be a whole number');

const config = loadConfig();
const log = pino({ level: config.logLevel });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  await bootstrapDatabase(database.db, config, log, systemClock);
  if (count > 0) {
    const { payments } = await findSystemSettings(database.db);
    const started = performance.now();
    await seedScale(database.db, {
      count,
      today: businessToday(),
      lateFeeCents: toCents(payments.latePaymentFee),
      graceDays: payments.gracePeriod,
      // PGlite has one connection; a server takes two writers, one per core.
      writers: database.kind === 'postgres' ? 2 : 1,
      onProgress: (done) => process.stdout.write(`\r  ${done} / ${count} clientes`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`\n${count} clientes con financiamiento cargados en ${seconds} s (${database.kind}).`);
  }
} finally {
  await database.close();
}
