import { businessToday } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { AppConfig } from '../config.ts';
import { hashSecret } from '../infra/passwords.ts';
import { findSystemSettings, insertDefaultSettings } from '../modules/settings/index.ts';
import type { Database } from './client.ts';
import { admins } from './schema/index.ts';
import { seedDemoData } from './seed/demo.ts';

/**
 * Runs once per start after the migrations: default settings, the first SUPER_ADMIN on an empty
 * database, and the demo data unless SEED_DEMO=false. A lock keeps two instances from racing.
 */
export async function bootstrapDatabase(
  db: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
  clock: Clock,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7300001)`);
    await insertDefaultSettings(tx);
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(admins)) as [
      { count: number },
    ];
    if (count > 0) return;

    const password = config.admin.password;
    if (!password) throw new Error('ADMIN_PASSWORD is required to create the first administrator');
    await tx.insert(admins).values({
      username: config.admin.username,
      email: `${config.admin.username}@quincena.com.pa`,
      role: 'SUPER_ADMIN',
      passwordHash: await hashSecret(password),
    });
    // The username only: a password never reaches the log (the demo sign-ins are in the README and
    // the development start banner).
    log.info({ username: config.admin.username }, 'first administrator created');
    if (config.seedDemo) {
      const { payments } = await findSystemSettings(tx);
      await seedDemoData(tx, {
        today: businessToday(clock.now()),
        lateFee: payments.latePaymentFee,
        graceDays: payments.gracePeriod,
      });
      log.info('demo data loaded');
    }
  });
}
