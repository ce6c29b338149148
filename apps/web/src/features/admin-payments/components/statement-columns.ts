import {
  bankStatementMessages,
  openStatementText,
  STATEMENT_FIELDS,
  type StatementField,
  type StatementMapping,
  standardMapping,
} from '@quincena/shared';

/** Enough of the file for its header: the rest is read by the server only. */
export const HEADER_BYTES = 64 * 1024;
const NEWLINE = 0x0a;

/**
 * The file's column names, read from its first 64 KB with the server's own decoding and separator
 * detection; or the server's message for a file it would refuse (binary, empty, too few columns).
 */
export async function readStatementHeader(file: Blob): Promise<{ columns: string[] } | { error: string }> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  } catch {
    return { error: bankStatementMessages.empty };
  }
  // A cut in the middle of a UTF-8 character would make the text look like Windows-1252: stop at the
  // last whole line (the header is the first).
  if (file.size > HEADER_BYTES) {
    const end = bytes.lastIndexOf(NEWLINE);
    if (end > 0) bytes = bytes.subarray(0, end);
  }
  const opened = openStatementText(bytes);
  return 'problem' in opened ? { error: bankStatementMessages[opened.problem] } : { columns: opened.columns };
}

/** A mapping being chosen: a column per field, '' while none is. */
export type MappingChoice = Record<StatementField, string>;

/**
 * How the file's columns will be read: its header names the fields itself (any case, as the server
 * compares them); or the bank's saved mapping fits it (every column it names is there); or the admin
 * chooses, starting from the saved mapping's columns that are there and the columns named like a field.
 */
export type ColumnPlan =
  | { kind: 'standard' }
  | { kind: 'saved'; mapping: StatementMapping }
  | { kind: 'choose'; prefill: MappingChoice };

const key = (column: string) => column.trim().toLowerCase();

export function planColumns(columns: readonly string[], saved: StatementMapping | undefined): ColumnPlan {
  if (standardMapping(columns)) return { kind: 'standard' };
  if (saved && STATEMENT_FIELDS.every((field) => columns.includes(saved[field]))) {
    return { kind: 'saved', mapping: saved };
  }
  return { kind: 'choose', prefill: prefillMapping(columns, saved) };
}

/** For each field: the saved mapping's column when the file has it, else a column named like the field. */
export function prefillMapping(
  columns: readonly string[],
  saved: StatementMapping | undefined,
): MappingChoice {
  return Object.fromEntries(
    STATEMENT_FIELDS.map((field) => {
      const savedColumn = saved?.[field];
      const column =
        savedColumn !== undefined && columns.includes(savedColumn)
          ? savedColumn
          : (columns.find((c) => key(c) === key(field)) ?? '');
      return [field, column];
    }),
  ) as MappingChoice;
}
