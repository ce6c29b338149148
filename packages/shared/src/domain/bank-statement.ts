import { luhnCheckDigit } from './payment-reference.ts';
import { normalizePanamaPhone } from './phone.ts';

/*
 * Reading a bank's statement (PRODUCT.md §11, ADR 056): what each bank's CSV export writes differs in
 * encoding, separator, date and number format, so each cell is read here, in one place the web (the
 * header, to map columns) and the API (every line) share.
 */

/** The five facts read from each line (PRODUCT.md §11); a header with these names needs no mapping. */
export const STATEMENT_FIELDS = ['date', 'amount', 'reference', 'payer', 'bankTransactionId'] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];

/** Text from the file's bytes: UTF-8 (its BOM dropped) when it is valid UTF-8, else Windows-1252. */
export function decodeStatementText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // Latin-1 exports from older banking sites: every byte is a character, so nothing is lost.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const DELIMITERS = [',', ';', '\t', '|'] as const;
export type StatementDelimiter = (typeof DELIMITERS)[number];

/** The header line's separator: the candidate found most often outside quotes (a comma on a tie). */
export function detectDelimiter(headerLine: string): StatementDelimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: StatementDelimiter = ',';
  for (const d of DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/** The first non-empty line of the text. */
export function firstLine(text: string): string {
  return text.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
}

/** The header's column names, trimmed and unquoted, split on the detected separator. */
export function readCsvHeader(text: string): { delimiter: StatementDelimiter; columns: string[] } {
  const line = firstLine(text);
  const delimiter = detectDelimiter(line);
  const columns: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '"') {
      if (quoted && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = !quoted;
    } else if (char === delimiter && !quoted) {
      columns.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  columns.push(cell.trim());
  return { delimiter, columns: line === '' ? [] : columns };
}

export interface StatementHead {
  text: string;
  delimiter: StatementDelimiter;
  columns: string[];
}

/**
 * The file's text (its BOM dropped) and header, or why it is no statement: bytes no text file holds,
 * nothing in it, or fewer columns than the five facts. The web reads the first lines this way before
 * sending, the API the whole file before storing it.
 */
export function openStatementText(
  bytes: Uint8Array,
): StatementHead | { problem: 'notText' | 'empty' | 'tooFewColumns' } {
  if (bytes.includes(0)) return { problem: 'notText' };
  const text = decodeStatementText(bytes).replace(/^\uFEFF/, '');
  const { delimiter, columns } = readCsvHeader(text);
  if (columns.every((column) => column === '')) return { problem: 'empty' };
  if (columns.length < STATEMENT_FIELDS.length) return { problem: 'tooFewColumns' };
  return { text, delimiter, columns };
}

/** The header names the five fields itself (any case): each field's column, else undefined. */
export function standardMapping(columns: readonly string[]): Record<StatementField, string> | undefined {
  const byName = new Map(columns.map((c) => [c.trim().toLowerCase(), c]));
  const entries = STATEMENT_FIELDS.map((f) => [f, byName.get(f.toLowerCase())] as const);
  if (entries.some(([, column]) => column === undefined)) return undefined;
  return Object.fromEntries(entries) as Record<StatementField, string>;
}

export type AmountReading = { cents: number } | { error: 'empty' | 'invalid' | 'negative' | 'zero' };

/**
 * An amount as banks write it: `1,234.56`, `1.234,56`, `1234,5`, `$ 125.00`, `B/. 125`, `-125.00` or
 * `(125.00)` (a debit). With both separators the later one is the decimal point; with one alone, it
 * is a thousands separator when exactly three digits follow each of its uses, else the decimal point.
 */
export function parseStatementAmount(raw: string): AmountReading {
  let text = raw.trim();
  if (text === '') return { error: 'empty' };
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  text = text.replace(/^(?:USD|US\$|B\/\.|\$)\s*/i, '').replace(/\s*(?:USD)$/i, '');
  if (text.startsWith('-')) {
    negative = true;
    text = text.slice(1).trim();
  } else if (text.startsWith('+')) text = text.slice(1).trim();
  text = text.replace(/^(?:USD|US\$|B\/\.|\$)\s*/i, '');
  if (!/^\d[\d.,]*$/.test(text)) return { error: 'invalid' };

  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let whole = text;
  let fraction = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    const at = text.lastIndexOf(decimal);
    whole = text.slice(0, at);
    fraction = text.slice(at + 1);
    if (whole.includes(decimal) || !groupedThousands(whole, thousands)) return { error: 'invalid' };
    whole = whole.replaceAll(thousands, '');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    if (groupedThousands(text, sep)) whole = text.replaceAll(sep, '');
    else {
      const parts = text.split(sep);
      if (parts.length !== 2) return { error: 'invalid' };
      [whole, fraction] = parts as [string, string];
    }
  }
  if (whole === '' || !/^\d+$/.test(whole) || !/^\d{0,2}$/.test(fraction)) return { error: 'invalid' };
  if (whole.length > 9) return { error: 'invalid' };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (negative) return { error: 'negative' };
  if (cents === 0) return { error: 'zero' };
  return { cents };
}

/** `1,234,567` with `,`: groups of exactly three digits after a first group of one to three. */
function groupedThousands(text: string, sep: string): boolean {
  if (!text.includes(sep)) return /^\d+$/.test(text);
  const groups = text.split(sep);
  return /^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((g) => /^\d{3}$/.test(g));
}

/**
 * A date as banks write it, as `YYYY-MM-DD`: `2026-11-27`, `27/11/2026`, `27-11-2026`, `27.11.2026`
 * (day first, as in Panama), optionally followed by a time. Undefined when it is no real date.
 */
export function parseStatementDate(raw: string): string | undefined {
  const text = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(text);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:\s.*)?$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]]
      : [];
  if (!year || !month || !day) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * The loan a payment reference names, found anywhere in a transfer's free text ('PAGO Q20260001234
 * CUOTA'): the year and sequence of its application number, when the Luhn digit checks.
 */
export function findPaymentReference(text: string): { year: number; number: number } | undefined {
  for (const match of text.toUpperCase().matchAll(/Q\s?-?(\d{11,15})(?!\d)/g)) {
    const digits = match[1] ?? '';
    const body = digits.slice(0, -1);
    if (luhnCheckDigit(body) !== Number(digits.slice(-1))) continue;
    const number = Number(body.slice(4));
    if (number > 0) return { year: Number(body.slice(0, 4)), number };
  }
  return undefined;
}

/** A Panama mobile number written in the payer's column ('JUAN PEREZ 6123-4567'), as E.164. */
export function findPayerPhone(text: string): string | undefined {
  for (const match of text.matchAll(/(?:\+?507[\s-]?)?\b(6\d{3})[\s-]?(\d{4})\b/g)) {
    const phone = normalizePanamaPhone(`${match[1]}${match[2]}`);
    if (phone) return phone;
  }
  return undefined;
}
