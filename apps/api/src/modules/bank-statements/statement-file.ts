import {
  MAX_STATEMENT_LINES,
  bankStatementMessages as m,
  openStatementText,
  parseStatementAmount,
  parseStatementDate,
  STATEMENT_FIELDS,
  type StatementField,
  type StatementHead,
  type StatementMapping,
} from '@quincena/shared';
import { parse } from 'csv-parse/sync';
import { ValidationError } from '../../errors.ts';

/** A line as read from the file: its cells, or why it cannot be applied (`reason`, status INVALID). */
export interface ReadLine {
  lineNumber: number;
  valueDate: string | null;
  amountCents: number | null;
  reference: string;
  payer: string;
  bankTransactionId: string;
  reason: string | null;
}

const MAX_CELL = 300;
const formatCount = new Intl.NumberFormat('es-PA');

/** Refuses a mapping whose columns are not in the file, or that reads two fields from one column. */
export function checkMapping(mapping: StatementMapping, columns: readonly string[]): void {
  for (const field of STATEMENT_FIELDS) {
    if (!columns.includes(mapping[field])) {
      throw new ValidationError(m.columnMissing(mapping[field]), undefined, 'STATEMENT_COLUMN_MISSING');
    }
  }
  if (new Set(STATEMENT_FIELDS.map((f) => mapping[f])).size !== STATEMENT_FIELDS.length) {
    throw new ValidationError(m.mappingDuplicate, undefined, 'STATEMENT_MAPPING_INVALID');
  }
}

const PROBLEMS = {
  notText: [m.notText, 'STATEMENT_NOT_TEXT'],
  empty: [m.empty, 'STATEMENT_EMPTY'],
  tooFewColumns: [m.tooFewColumns, 'STATEMENT_TOO_FEW_COLUMNS'],
} as const;

/** The file's text and header; a binary or empty file is refused before anything is stored. */
export function openStatement(bytes: Uint8Array): StatementHead {
  const opened = openStatementText(bytes);
  if ('problem' in opened) {
    const [message, code] = PROBLEMS[opened.problem];
    throw new ValidationError(message, undefined, code);
  }
  return opened;
}

/**
 * Every line of the file under the mapping, each read on its own: a cell that cannot be read makes
 * that line INVALID with its reason, never the whole file. `today` refuses dates still to come.
 */
export function readStatementLines(
  file: StatementHead,
  mapping: StatementMapping,
  today: string,
): ReadLine[] {
  let records: Record<string, string>[];
  try {
    records = parse(file.text, {
      delimiter: file.delimiter,
      columns: (header: string[]) => header.map((h) => h.trim()),
      group_columns_by_name: false,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: false,
      to: MAX_STATEMENT_LINES + 1,
    });
  } catch {
    throw new ValidationError(m.notText, undefined, 'STATEMENT_NOT_TEXT');
  }
  if (records.length === 0) throw new ValidationError(m.empty, undefined, 'STATEMENT_EMPTY');
  if (records.length > MAX_STATEMENT_LINES) {
    throw new ValidationError(
      m.tooManyLines(formatCount.format(MAX_STATEMENT_LINES)),
      undefined,
      'STATEMENT_TOO_LONG',
    );
  }
  return records.map((record, index) => {
    const cell = (field: StatementField) => (record[mapping[field]] ?? '').slice(0, MAX_CELL);
    return readLine(index + 1, cell, today);
  });
}

function readLine(lineNumber: number, cell: (field: StatementField) => string, today: string): ReadLine {
  const rawDate = cell('date');
  const rawAmount = cell('amount');
  const valueDate = parseStatementDate(rawDate) ?? null;
  const amount = parseStatementAmount(rawAmount);
  const bankTransactionId = cell('bankTransactionId');
  const reason =
    valueDate === null
      ? m.dateInvalid(rawDate)
      : valueDate > today
        ? m.dateFuture
        : 'error' in amount
          ? amountProblem(amount.error, rawAmount)
          : bankTransactionId === ''
            ? m.transactionMissing
            : null;
  return {
    lineNumber,
    valueDate,
    amountCents: 'cents' in amount ? amount.cents : null,
    reference: cell('reference'),
    payer: cell('payer'),
    bankTransactionId,
    reason,
  };
}

function amountProblem(error: 'empty' | 'invalid' | 'negative' | 'zero', raw: string): string {
  if (error === 'empty') return m.amountEmpty;
  if (error === 'negative') return m.amountNegative;
  if (error === 'zero') return m.amountZero;
  return m.amountInvalid(raw);
}
