import { DEFAULT_SETTINGS, type SystemSettings, systemSettings } from '@quincena/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

const SYSTEM_KEY = 'system';

/** Reads the stored settings, filling any key a newer version added with its default. */
export async function findSystemSettings(db: Executor): Promise<SystemSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SYSTEM_KEY));
  if (!row) return DEFAULT_SETTINGS;
  const stored = row.value as Partial<SystemSettings>;
  const merged = Object.fromEntries(
    Object.entries(DEFAULT_SETTINGS).map(([group, defaults]) => [
      group,
      { ...defaults, ...(stored[group as keyof SystemSettings] ?? {}) },
    ]),
  );
  return systemSettings.parse(merged);
}

export async function insertDefaultSettings(db: Executor): Promise<void> {
  await db.insert(settings).values({ key: SYSTEM_KEY, value: DEFAULT_SETTINGS }).onConflictDoNothing();
}
