import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditApplications, customers, motorcycles, repossessions } from '../../db/schema/index.ts';

export type RepossessionRow = typeof repossessions.$inferSelect;
const OPEN = ['ORDERED', 'RECOVERED'] as const;

/** The loan's latest repossession, in course or closed. */
export async function findLatestRepossession(db: Executor, applicationId: string) {
  const [row] = await db
    .select()
    .from(repossessions)
    .where(eq(repossessions.applicationId, applicationId))
    .orderBy(desc(repossessions.createdAt))
    .limit(1);
  return row;
}

/** The loan's repossession in course, locked; the caller holds the application's lock. */
export async function lockOpenRepossession(db: Executor, applicationId: string) {
  const [row] = await db
    .select()
    .from(repossessions)
    .where(and(eq(repossessions.applicationId, applicationId), inArray(repossessions.status, [...OPEN])))
    .for('update');
  return row;
}

export async function insertRepossession(db: Executor, values: typeof repossessions.$inferInsert) {
  const [row] = await db.insert(repossessions).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateRepossessionRow(
  db: Executor,
  id: string,
  values: Partial<typeof repossessions.$inferInsert>,
) {
  const [row] = await db
    .update(repossessions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(repossessions.id, id))
    .returning();
  if (!row) throw new Error(`repossession ${id} vanished under its lock`);
  return row;
}

/**
 * A page of repossessions, newest first (those in course alone, or every one), each with its loan's
 * number, its customer and its motorcycle; the open ones through their partial index.
 */
export async function listRepossessionRows(
  db: Executor,
  scope: 'open' | 'all',
  page: { limit: number; offset: number },
) {
  const where = scope === 'open' ? inArray(repossessions.status, [...OPEN]) : undefined;
  const rows = await db
    .select({
      repossession: repossessions,
      number: creditApplications.number,
      applicationCreatedAt: creditApplications.createdAt,
      firstName: customers.firstName,
      lastName: customers.lastName,
      motorcycle: sql<string>`${motorcycles.brand} || ' ' || ${motorcycles.model}`,
      vin: creditApplications.vin,
      plate: creditApplications.placa,
    })
    .from(repossessions)
    .innerJoin(creditApplications, eq(creditApplications.id, repossessions.applicationId))
    .innerJoin(customers, eq(customers.id, creditApplications.customerId))
    .innerJoin(motorcycles, eq(motorcycles.id, creditApplications.motorcycleId))
    .where(where)
    .orderBy(desc(repossessions.createdAt), desc(repossessions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(repossessions).where(where);
  return { rows, total: total?.n ?? 0 };
}
