import type { YappyOrderStatus } from '@quincena/shared';
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditApplications, customers, yappyOrders } from '../../db/schema/index.ts';

export type YappyOrderRow = typeof yappyOrders.$inferSelect;

/** A stale order of the loan left waiting is expired first, so a new one can take its place. */
export async function expireStaleOrders(db: Executor, applicationId: string, now: Date) {
  await db
    .update(yappyOrders)
    .set({ status: 'EXPIRED', settledAt: now })
    .where(
      and(
        eq(yappyOrders.applicationId, applicationId),
        eq(yappyOrders.status, 'PENDING'),
        lte(yappyOrders.expiresAt, now),
      ),
    );
}

/** Every order left waiting past its time, for the daily prune: EXPIRED. Answers how many. */
export async function expireAllStaleOrders(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(yappyOrders)
    .set({ status: 'EXPIRED', settledAt: now })
    .where(and(eq(yappyOrders.status, 'PENDING'), lte(yappyOrders.expiresAt, now)))
    .returning({ id: yappyOrders.id });
  return rows.length;
}

/** The new order, or undefined when the loan already has one waiting (one at a time). */
export async function insertOrder(
  db: Executor,
  values: typeof yappyOrders.$inferInsert,
): Promise<YappyOrderRow | undefined> {
  const [row] = await db
    .insert(yappyOrders)
    .values(values)
    .onConflictDoNothing({
      target: yappyOrders.applicationId,
      where: sql`${yappyOrders.status} = 'PENDING'`,
    })
    .returning();
  return row;
}

export async function updateOrder(
  db: Executor,
  id: string,
  values: Partial<
    Pick<YappyOrderRow, 'status' | 'transactionId' | 'yappyStatus' | 'paymentId' | 'heldReason' | 'settledAt'>
  >,
) {
  const [row] = await db.update(yappyOrders).set(values).where(eq(yappyOrders.id, id)).returning();
  return row as YappyOrderRow;
}

/** The order by its number, locked: its notification and an admin's apply settle it one at a time. */
export async function lockOrder(db: Executor, orderId: string): Promise<YappyOrderRow | undefined> {
  const [row] = await db.select().from(yappyOrders).where(eq(yappyOrders.orderId, orderId)).for('update');
  return row;
}

/** The order by its number; with `customerId`, only that customer's own (another's is not found). */
export async function findOrder(db: Executor, orderId: string, customerId?: string) {
  const [row] = await db
    .select()
    .from(yappyOrders)
    .where(
      and(
        eq(yappyOrders.orderId, orderId),
        customerId === undefined ? undefined : eq(yappyOrders.customerId, customerId),
      ),
    );
  return row;
}

/** A page of orders, newest first, with their customer and loan; optionally of one status. */
export async function listOrders(
  db: Executor,
  status: YappyOrderStatus | undefined,
  page: { limit: number; offset: number },
) {
  const where = status ? eq(yappyOrders.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: yappyOrders,
        firstName: customers.firstName,
        lastName: customers.lastName,
        phoneNumber: customers.phoneNumber,
        loanNumber: creditApplications.number,
        loanCreatedAt: creditApplications.createdAt,
      })
      .from(yappyOrders)
      .innerJoin(customers, eq(customers.id, yappyOrders.customerId))
      .innerJoin(creditApplications, eq(creditApplications.id, yappyOrders.applicationId))
      .where(where)
      .orderBy(desc(yappyOrders.createdAt), desc(yappyOrders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(yappyOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
