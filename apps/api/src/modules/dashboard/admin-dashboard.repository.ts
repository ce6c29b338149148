import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { motorcycles } from '../../db/schema/index.ts';

/** The back-office inventory (dealers' own catalogs and the wizard's placeholders aside). */
export async function inventoryCounts(db: Executor) {
  const [row] = await db
    .select({
      total: count(),
      available: sql<number>`count(*) filter (where ${motorcycles.isAvailable})::int`,
    })
    .from(motorcycles)
    .where(
      and(isNull(motorcycles.deletedAt), isNull(motorcycles.vendorId), eq(motorcycles.isPlaceholder, false)),
    );
  return { total: row?.total ?? 0, available: row?.available ?? 0 };
}
