import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { motorcycles } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

export type MotorcycleRow = typeof motorcycles.$inferSelect;

export interface MotorcycleFilter {
  /** A vendor's own catalog; `null` is the back-office inventory; undefined is every motorcycle. */
  vendorId?: string | null;
  search?: string;
  isAvailable?: boolean;
}

function whereOf(filter: MotorcycleFilter): SQL | undefined {
  return and(
    isNull(motorcycles.deletedAt),
    eq(motorcycles.isPlaceholder, false),
    filter.vendorId === undefined
      ? undefined
      : filter.vendorId === null
        ? isNull(motorcycles.vendorId)
        : eq(motorcycles.vendorId, filter.vendorId),
    filter.isAvailable === undefined ? undefined : eq(motorcycles.isAvailable, filter.isAvailable),
    filter.search
      ? or(
          ilike(
            sql`${motorcycles.brand} || ' ' || ${motorcycles.model} || ' ' || ${motorcycles.color} || ' ' || ${motorcycles.engineSize}`,
            containsPattern(filter.search),
          ),
        )
      : undefined,
  );
}

export async function listMotorcycles(
  db: Executor,
  filter: MotorcycleFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(motorcycles)
      .where(where)
      .orderBy(desc(motorcycles.createdAt), motorcycles.id)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(motorcycles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findMotorcycle(db: Executor, id: string): Promise<MotorcycleRow | undefined> {
  const [row] = await db
    .select()
    .from(motorcycles)
    .where(and(eq(motorcycles.id, id), isNull(motorcycles.deletedAt)));
  return row;
}

export async function insertMotorcycle(
  db: Executor,
  values: typeof motorcycles.$inferInsert,
): Promise<MotorcycleRow> {
  const [row] = await db.insert(motorcycles).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateMotorcycle(
  db: Executor,
  id: string,
  /** `updatedAt` from the caller's clock, so a test's clock is the one the row shows. */
  changes: Partial<typeof motorcycles.$inferInsert> & { updatedAt: Date },
): Promise<MotorcycleRow | undefined> {
  const [row] = await db.update(motorcycles).set(changes).where(eq(motorcycles.id, id)).returning();
  return row;
}

/** Reads a live motorcycle and locks its row until the transaction ends (image replacement). */
export async function lockMotorcycle(db: Executor, id: string): Promise<MotorcycleRow | undefined> {
  const [row] = await db
    .select()
    .from(motorcycles)
    .where(and(eq(motorcycles.id, id), isNull(motorcycles.deletedAt)))
    .for('update');
  return row;
}
