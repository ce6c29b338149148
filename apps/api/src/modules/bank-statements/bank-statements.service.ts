import {
  applicationYear,
  type BankStatement,
  type BankStatementLine,
  buildPagination,
  businessToday,
  findPaymentReference,
  formatApplicationNumber,
  fromCents,
  MAX_STATEMENT_BYTES,
  bankStatementMessages as m,
  readApplicationNumber,
  STATEMENT_LINE_STATUSES,
  type StatementCounts,
  type StatementLineStatus,
  type StatementMapping,
  standardMapping,
  statementBank,
  statementMapping,
} from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { UploadPart } from '../documents/index.ts';
import {
  countLines,
  findMapping,
  findStatement,
  insertLines,
  insertStatement,
  type LineRow,
  listLines,
  listMappings,
  listStatements,
  loansByNumber,
  lockLine,
  type StatementRow,
  saveMapping,
  updateLine,
} from './bank-statements.repository.ts';
import { checkMapping, openStatement, readStatementLines } from './statement-file.ts';
import { applyLine, notifyApplied, type StatementWorkDeps } from './statement-lines.ts';

const tooLarge = () => new AppError(413, 'STATEMENT_TOO_LARGE', m.tooLarge);

/** The form's bank, mapping and file; the file's bytes stop at the statement's limit. */
async function readForm(parts: AsyncIterable<UploadPart>) {
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  for await (const part of parts) {
    if (part.type === 'field') {
      fields[part.name] ??= part.value;
      continue;
    }
    if (part.name !== 'file' || file) {
      part.stream.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.stream) {
      size += (chunk as Buffer).length;
      if (size > MAX_STATEMENT_BYTES) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
    if (part.truncated()) throw tooLarge();
    file = { name: part.filename.slice(0, 200) || 'extracto.csv', bytes: Buffer.concat(chunks) };
  }
  return { fields, file };
}

function parseMapping(text: string): StatementMapping {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ValidationError(m.mappingInvalid, undefined, 'STATEMENT_MAPPING_INVALID');
  }
  const parsed = statementMapping.safeParse(json);
  if (!parsed.success) throw new ValidationError(m.mappingInvalid, undefined, 'STATEMENT_MAPPING_INVALID');
  return parsed.data;
}

/**
 * POST /admin/bank-statements: reads the file, stores the statement and every line (unreadable ones
 * INVALID with the reason), saves a new mapping for the bank, and answers at once; the lines are
 * matched and applied by the worker. Nothing is stored when the file itself is refused.
 */
export async function uploadStatement(
  deps: { db: Database; clock: Clock },
  adminId: string,
  parts: AsyncIterable<UploadPart>,
): Promise<StatementRow> {
  const { fields, file } = await readForm(parts);
  const bank = statementBank.safeParse(fields.bank);
  if (!bank.success) throw new ValidationError(m.bankRequired, undefined, 'STATEMENT_BANK_REQUIRED');
  if (!file || file.bytes.length === 0) throw new ValidationError(m.fileRequired, undefined, 'FILE_REQUIRED');

  const opened = openStatement(file.bytes);
  const given = fields.mapping ? parseMapping(fields.mapping) : undefined;
  const saved = given ? undefined : await findMapping(deps.db, bank.data);
  const mapping =
    given ??
    standardMapping(opened.columns) ??
    (saved && fitsColumns(saved, opened.columns) ? saved : undefined);
  if (!mapping) throw new ValidationError(m.mappingRequired, undefined, 'STATEMENT_MAPPING_REQUIRED');
  checkMapping(mapping, opened.columns);
  const lines = readStatementLines(opened, mapping, businessToday(deps.clock.now()));

  return deps.db.transaction(async (tx) => {
    const statement = await insertStatement(tx, {
      bank: bank.data,
      fileName: file.name,
      lineCount: lines.length,
      uploadedBy: adminId,
    });
    await insertLines(tx, statement.id, lines);
    if (given) await saveMapping(tx, bank.data, given, adminId);
    await recordAudit(tx, {
      entityType: 'bank_statement',
      entityId: statement.id,
      action: 'statement_imported',
      actor: { role: 'admin', id: adminId },
      changes: {
        bank: { from: null, to: bank.data },
        fileName: { from: null, to: file.name },
        lines: { from: null, to: lines.length },
      },
    });
    return statement;
  });
}

function fitsColumns(mapping: StatementMapping, columns: readonly string[]) {
  return Object.values(mapping).every((c) => columns.includes(c));
}

const emptyCounts = (): StatementCounts =>
  Object.fromEntries(STATEMENT_LINE_STATUSES.map((s) => [s, 0])) as StatementCounts;

/** Statements as the back-office reads them: progress, counts by status, the money applied. */
async function toStatements(db: Database, rows: readonly StatementRow[]): Promise<BankStatement[]> {
  const tallies = await countLines(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const counts = emptyCounts();
    let appliedCents = 0;
    for (const t of tallies.filter((t) => t.statementId === row.id)) {
      counts[t.status] = t.lines;
      if (t.status === 'APPLIED' || t.status === 'ASSIGNED') appliedCents += t.cents;
    }
    return {
      id: row.id,
      bank: row.bank,
      fileName: row.fileName,
      status: row.status,
      lineCount: row.lineCount,
      processedCount: row.lineCount - counts.PENDING,
      counts,
      appliedAmount: fromCents(appliedCents),
      uploadedBy: row.uploadedBy,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  });
}

export async function describeStatement(db: Database, row: StatementRow): Promise<BankStatement> {
  const [statement] = await toStatements(db, [row]);
  return statement as BankStatement;
}

/** GET /admin/bank-statements. */
export async function listBankStatements(db: Database, query: { page: number; limit: number }) {
  const { rows, total } = await listStatements(db, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { statements: await toStatements(db, rows), pagination: buildPagination(query, total) };
}

/** GET /admin/bank-statements/mappings. */
export async function listBankMappings(db: Database) {
  const rows = await listMappings(db);
  return { mappings: rows.map((r) => ({ bank: r.bank, mapping: r.mapping as StatementMapping })) };
}

function toLine(r: Awaited<ReturnType<typeof listLines>>['rows'][number]): BankStatementLine {
  const { line } = r;
  return {
    id: line.id,
    lineNumber: line.lineNumber,
    date: line.valueDate,
    amount: line.amountCents === null ? null : fromCents(line.amountCents),
    reference: line.reference,
    payer: line.payer,
    bankTransactionId: line.bankTransactionId,
    status: line.status,
    reason: line.reason,
    applicationId: line.applicationId,
    loanNumber:
      r.loanNumber !== null && r.loanCreatedAt !== null
        ? formatApplicationNumber(r.loanNumber, r.loanCreatedAt)
        : null,
    customerName: [r.firstName, r.lastName].filter(Boolean).join(' ') || null,
    paymentId: line.paymentId,
  };
}

async function requireStatement(db: Database, id: string) {
  const row = await findStatement(db, id);
  if (!row) throw new NotFoundError(m.notFound, 'STATEMENT_NOT_FOUND');
  return row;
}

/** GET /admin/bank-statements/:id: the statement and a page of its lines. */
export async function getBankStatement(
  db: Database,
  id: string,
  query: { status?: StatementLineStatus; page: number; limit: number },
) {
  const row = await requireStatement(db, id);
  const [statement, page] = await Promise.all([
    describeStatement(db, row),
    listLines(db, id, { status: query.status, limit: query.limit, offset: (query.page - 1) * query.limit }),
  ]);
  return { statement, lines: page.rows.map(toLine), pagination: buildPagination(query, page.total) };
}

async function oneLine(db: Database, statementId: string, lineId: string): Promise<BankStatementLine> {
  const { rows } = await listLines(db, statementId, { lineId, limit: 1, offset: 0 });
  const row = rows[0];
  if (!row) throw new NotFoundError(m.lineNotFound, 'STATEMENT_LINE_NOT_FOUND');
  return toLine(row);
}

/** A line in review, locked: an assign and a dismiss of one line happen one at a time. */
async function lockReviewLine(tx: Transaction, statementId: string, lineId: string): Promise<LineRow> {
  const line = await lockLine(tx, statementId, lineId);
  if (!line) throw new NotFoundError(m.lineNotFound, 'STATEMENT_LINE_NOT_FOUND');
  if (line.status !== 'REVIEW') throw new ConflictError(m.lineNotInReview, 'STATEMENT_LINE_NOT_IN_REVIEW');
  return line;
}

/** The loan an admin names by its application number ('SOL-2026-000123') or payment reference, year checked. */
async function loanNamed(db: Transaction, text: string): Promise<string> {
  const named = findPaymentReference(text) ?? readApplicationNumber(text);
  if (!named) throw new NotFoundError(m.loanNotFound, 'LOAN_NOT_FOUND');
  const [loan] = await loansByNumber(db, [named.number]);
  if (!loan || applicationYear(loan.createdAt) !== named.year) {
    throw new NotFoundError(m.loanNotFound, 'LOAN_NOT_FOUND');
  }
  return loan.id;
}

/**
 * POST …/lines/:lineId/assign: a line in review applied to the loan the admin names, as a receipt of
 * the line's date; the loan may refuse it (its own Spanish reason, 409), and then nothing changes.
 */
export async function assignStatementLine(
  deps: StatementWorkDeps,
  adminId: string,
  params: { id: string; lineId: string },
  loanText: string,
) {
  const statement = await requireStatement(deps.db, params.id);
  const paymentId = await deps.db.transaction(async (tx) => {
    const line = await lockReviewLine(tx, params.id, params.lineId);
    const applicationId = await loanNamed(tx, loanText);
    const applied = await applyLine(tx, deps, statement, line, applicationId, adminId);
    await updateLine(tx, line.id, {
      status: 'ASSIGNED',
      reason: null,
      applicationId,
      paymentId: applied.payment.id,
      resolvedBy: adminId,
      resolvedAt: deps.clock.now(),
    });
    await recordAudit(tx, {
      entityType: 'bank_statement',
      entityId: statement.id,
      action: 'statement_line_assigned',
      actor: { role: 'admin', id: adminId },
      changes: {
        lineNumber: { from: null, to: line.lineNumber },
        applicationId: { from: line.applicationId, to: applicationId },
        paymentId: { from: null, to: applied.payment.id },
      },
    });
    return applied.payment.id;
  });
  await notifyApplied(deps, [paymentId]);
  return { line: await oneLine(deps.db, params.id, params.lineId) };
}

/** POST …/lines/:lineId/dismiss: a line in review set aside, with the admin's reason. */
export async function dismissStatementLine(
  deps: { db: Database; clock: Clock },
  adminId: string,
  params: { id: string; lineId: string },
  reason: string,
) {
  await requireStatement(deps.db, params.id);
  await deps.db.transaction(async (tx) => {
    const line = await lockReviewLine(tx, params.id, params.lineId);
    await updateLine(tx, line.id, {
      status: 'DISMISSED',
      reason,
      resolvedBy: adminId,
      resolvedAt: deps.clock.now(),
    });
    await recordAudit(tx, {
      entityType: 'bank_statement',
      entityId: params.id,
      action: 'statement_line_dismissed',
      actor: { role: 'admin', id: adminId },
      changes: { lineNumber: { from: null, to: line.lineNumber }, reason: { from: line.reason, to: reason } },
    });
  });
  return { line: await oneLine(deps.db, params.id, params.lineId) };
}
