import type { StatementBank, StatementLineStatus, StatementMapping } from '@quincena/shared';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { jsonRecords, jsonRows } from '../../db/json-rows.ts';
import {
  bankStatementLines,
  bankStatements,
  bankTransactions,
  creditApplications,
  customers,
  statementMappings,
} from '../../db/schema/index.ts';
import type { ReadLine } from './statement-file.ts';

export type StatementRow = typeof bankStatements.$inferSelect;
export type LineRow = typeof bankStatementLines.$inferSelect;

const INSERT_CHUNK = 1000;

export async function insertStatement(db: Executor, values: typeof bankStatements.$inferInsert) {
  const [row] = await db.insert(bankStatements).values(values).returning();
  return row as StatementRow;
}

/** The file's lines, PENDING for the worker, or INVALID with the reason when a cell was unreadable. */
export async function insertLines(db: Executor, statementId: string, lines: readonly ReadLine[]) {
  for (let i = 0; i < lines.length; i += INSERT_CHUNK) {
    await db.insert(bankStatementLines).values(
      lines.slice(i, i + INSERT_CHUNK).map((l) => ({
        statementId,
        lineNumber: l.lineNumber,
        valueDate: l.valueDate,
        amountCents: l.reason ? null : l.amountCents,
        reference: l.reference,
        payer: l.payer,
        bankTransactionId: l.bankTransactionId,
        status: l.reason ? ('INVALID' as const) : ('PENDING' as const),
        reason: l.reason,
      })),
    );
  }
}

export async function findMapping(db: Executor, bank: StatementBank) {
  const [row] = await db.select().from(statementMappings).where(eq(statementMappings.bank, bank));
  return row?.mapping as StatementMapping | undefined;
}

export async function saveMapping(
  db: Executor,
  bank: StatementBank,
  mapping: StatementMapping,
  adminId: string,
) {
  await db
    .insert(statementMappings)
    .values({ bank, mapping, updatedBy: adminId })
    .onConflictDoUpdate({
      target: statementMappings.bank,
      set: { mapping, updatedBy: adminId, updatedAt: sql`now()` },
    });
}

export async function listMappings(db: Executor) {
  return db.select().from(statementMappings).orderBy(asc(statementMappings.bank));
}

export async function findStatement(db: Executor, id: string) {
  const [row] = await db.select().from(bankStatements).where(eq(bankStatements.id, id));
  return row;
}

export async function listStatements(db: Executor, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bankStatements)
      .orderBy(desc(bankStatements.createdAt), desc(bankStatements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(bankStatements),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Each statement's lines by status, and the money its applied and assigned lines took. */
export async function countLines(db: Executor, statementIds: readonly string[]) {
  if (statementIds.length === 0) return [];
  return db
    .select({
      statementId: bankStatementLines.statementId,
      status: bankStatementLines.status,
      lines: count(),
      cents: sql<number>`coalesce(sum(${bankStatementLines.amountCents}), 0)::bigint`.mapWith(Number),
    })
    .from(bankStatementLines)
    .where(inArray(bankStatementLines.statementId, [...statementIds]))
    .groupBy(bankStatementLines.statementId, bankStatementLines.status);
}

/** A page of a statement's lines, with the loan and customer each went to. */
export async function listLines(
  db: Executor,
  statementId: string,
  query: { status?: StatementLineStatus; lineId?: string; limit: number; offset: number },
) {
  const where = and(
    eq(bankStatementLines.statementId, statementId),
    query.lineId ? eq(bankStatementLines.id, query.lineId) : undefined,
    query.status ? eq(bankStatementLines.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        line: bankStatementLines,
        loanNumber: creditApplications.number,
        loanCreatedAt: creditApplications.createdAt,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(bankStatementLines)
      .leftJoin(creditApplications, eq(creditApplications.id, bankStatementLines.applicationId))
      .leftJoin(customers, eq(customers.id, creditApplications.customerId))
      .where(where)
      .orderBy(asc(bankStatementLines.lineNumber))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(bankStatementLines).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The next lines to work, locked; lines another instance holds are skipped, so instances share a
 * statement without taking a line twice. Oldest value date first, so receipts post in their order.
 */
export async function lockPendingLines(db: Executor, statementId: string, limit: number) {
  return db
    .select()
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.statementId, statementId), eq(bankStatementLines.status, 'PENDING')))
    .orderBy(asc(bankStatementLines.valueDate), asc(bankStatementLines.lineNumber))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function lockLine(db: Executor, statementId: string, lineId: string) {
  const [row] = await db
    .select()
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.id, lineId), eq(bankStatementLines.statementId, statementId)))
    .for('update');
  return row;
}

export async function updateLine(
  db: Executor,
  id: string,
  values: Partial<
    Pick<LineRow, 'status' | 'reason' | 'applicationId' | 'paymentId' | 'resolvedBy' | 'resolvedAt'>
  >,
) {
  const [row] = await db
    .update(bankStatementLines)
    .set(values)
    .where(eq(bankStatementLines.id, id))
    .returning();
  return row as LineRow;
}

/** What the worker decided for a line. */
export interface LineOutcome {
  id: string;
  status: LineRow['status'];
  reason: string | null;
  applicationId: string | null;
  paymentId: string | null;
}

/** The worked lines' outcomes, in one statement whatever their number. */
export async function updateLines(db: Executor, outcomes: readonly LineOutcome[]) {
  if (outcomes.length === 0) return;
  await db.execute(sql`update bank_statement_lines as l set status = v.status, reason = v.reason,
      application_id = v.application_id, payment_id = v.payment_id
    from ${jsonRecords(bankStatementLines, outcomes)} as v
    where l.id = v.id`);
}

/** Claims the lines' bank transactions; answers the ids of the lines that got theirs (the rest were taken). */
export async function claimTransactions(
  db: Executor,
  bank: StatementBank,
  lines: readonly { id: string; bankTransactionId: string }[],
): Promise<Set<string>> {
  if (lines.length === 0) return new Set();
  const claimed = await queryRows<{ lineId: string }>(
    db,
    sql`insert into bank_transactions ${jsonRows(
      bankTransactions,
      lines.map((l) => ({ bank, transactionId: l.bankTransactionId, lineId: l.id })),
    )} on conflict do nothing returning line_id as "lineId"`,
  );
  return new Set(claimed.map((c) => c.lineId));
}

/** Where each of the bank's transactions was first imported: its line's number and file. */
export async function findClaims(db: Executor, bank: StatementBank, transactionIds: readonly string[]) {
  if (transactionIds.length === 0) return [];
  return db
    .select({
      transactionId: bankTransactions.transactionId,
      lineNumber: bankStatementLines.lineNumber,
      fileName: bankStatements.fileName,
    })
    .from(bankTransactions)
    .innerJoin(bankStatementLines, eq(bankStatementLines.id, bankTransactions.lineId))
    .innerJoin(bankStatements, eq(bankStatements.id, bankStatementLines.statementId))
    .where(
      and(eq(bankTransactions.bank, bank), inArray(bankTransactions.transactionId, [...transactionIds])),
    );
}

/** Loans by application number (any status: the apply decides whether one can take money). */
export async function loansByNumber(db: Executor, numbers: readonly number[]) {
  if (numbers.length === 0) return [];
  return db
    .select({
      id: creditApplications.id,
      number: creditApplications.number,
      createdAt: creditApplications.createdAt,
    })
    .from(creditApplications)
    .where(and(inArray(creditApplications.number, [...numbers]), isNull(creditApplications.deletedAt)));
}

/** The loans (approved or disbursed) of the customers with these phones (E.164). */
export async function activeLoansByPhone(db: Executor, phones: readonly string[]) {
  if (phones.length === 0) return [];
  return db
    .select({ phoneNumber: customers.phoneNumber, id: creditApplications.id })
    .from(customers)
    .innerJoin(creditApplications, eq(creditApplications.customerId, customers.id))
    .where(
      and(
        inArray(customers.phoneNumber, [...phones]),
        isNull(customers.deletedAt),
        inArray(creditApplications.status, ['APPROVED', 'DISBURSED']),
        isNull(creditApplications.deletedAt),
      ),
    );
}

/** The statement is done once no line waits; answers whether this call finished it. */
export async function finishIfDone(db: Executor, statementId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(bankStatements)
    .set({ status: 'DONE', finishedAt: now })
    .where(
      and(
        eq(bankStatements.id, statementId),
        eq(bankStatements.status, 'PROCESSING'),
        sql`not exists (select 1 from ${bankStatementLines} where ${bankStatementLines.statementId} = ${statementId} and ${bankStatementLines.status} = 'PENDING')`,
      ),
    )
    .returning({ id: bankStatements.id });
  return rows.length > 0;
}

/** The statements still being worked, oldest first (for an instance that starts or a worker's sweep). */
export async function processingStatementIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: bankStatements.id })
    .from(bankStatements)
    .where(eq(bankStatements.status, 'PROCESSING'))
    .orderBy(asc(bankStatements.createdAt))
    .limit(20);
  return rows.map((r) => r.id);
}
