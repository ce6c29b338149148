import { DEFAULT_SETTINGS, PAYMENT_METHODS, type SystemSettings, systemSettings } from '@quincena/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Transaction } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

const SYSTEM_KEY = 'system';

/** The payment-method words of documents stored before the settings used the payment-method enum. */
const LEGACY_PAYMENT_METHODS: Record<string, string> = {
  credit_card: 'CARD',
  bank_transfer: 'BANK_TRANSFER',
  cash: 'CASH',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Old words mapped to the enum, repeats and unknown words dropped, in the enum's order. */
function currentPaymentMethods(stored: unknown): unknown {
  if (!Array.isArray(stored)) return stored;
  const mapped = new Set(stored.map((m) => (typeof m === 'string' ? (LEGACY_PAYMENT_METHODS[m] ?? m) : m)));
  return PAYMENT_METHODS.filter((method) => mapped.has(method));
}

/**
 * A stored document read field by field: a value the current schema accepts is kept; a missing one
 * (a key added by a newer version) or one it no longer accepts (a feature held off, a bound
 * tightened) takes its default, so an old document never breaks a sign-in or a job.
 */
export function readStoredSettings(stored: unknown): SystemSettings {
  const document = isRecord(stored) ? stored : {};
  const groups = systemSettings.shape;
  const result: Record<string, Record<string, unknown>> = {};
  for (const group of Object.keys(groups) as (keyof SystemSettings)[]) {
    const storedGroup = isRecord(document[group]) ? document[group] : {};
    const fields = groups[group].shape as unknown as Record<string, z.ZodType>;
    const defaults = DEFAULT_SETTINGS[group] as Record<string, unknown>;
    result[group] = Object.fromEntries(
      Object.entries(fields).map(([key, schema]) => {
        const value = key === 'paymentMethods' ? currentPaymentMethods(storedGroup[key]) : storedGroup[key];
        const parsed = schema.safeParse(value);
        return [key, parsed.success ? parsed.data : defaults[key]];
      }),
    );
  }
  return systemSettings.parse(result);
}

/**
 * The settings in force, read from the database on every use (one primary-key read), so a change
 * saved by any instance applies to the next request of every instance.
 */
export async function findSystemSettings(db: Executor): Promise<SystemSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SYSTEM_KEY));
  return row ? readStoredSettings(row.value) : DEFAULT_SETTINGS;
}

export async function insertDefaultSettings(db: Executor): Promise<void> {
  await db.insert(settings).values({ key: SYSTEM_KEY, value: DEFAULT_SETTINGS }).onConflictDoNothing();
}

/** The settings row locked until the transaction ends (created with the defaults if missing). */
export async function lockSystemSettings(tx: Transaction): Promise<SystemSettings> {
  await insertDefaultSettings(tx);
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SYSTEM_KEY))
    .for('update');
  return readStoredSettings(row?.value);
}

export async function writeSystemSettings(
  tx: Transaction,
  value: SystemSettings,
  by: { adminId: string; at: Date },
): Promise<void> {
  await tx
    .update(settings)
    .set({ value, updatedBy: by.adminId, updatedAt: by.at })
    .where(eq(settings.key, SYSTEM_KEY));
}
