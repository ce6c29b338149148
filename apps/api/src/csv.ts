import { ValidationError } from './errors.ts';

/*
 * The CSV files the back-office downloads (payments calendar, reports, list exports): UTF-8 with a
 * BOM so Excel reads the accents, CRLF line ends, RFC 4180 quoting.
 */

/** RFC 4180 quoting; a leading =, +, - or @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of cells. */
export const csvLine = (cells: readonly (string | number)[]) => cells.map(csvCell).join(',');

/** The whole file: BOM, the lines joined by CRLF, and a final CRLF. */
export const csvDocument = (lines: readonly string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;

/** The most rows a list export writes (ADR 029): past it the admin narrows the filters instead. */
export const LIST_EXPORT_MAX_ROWS = 50_000;

const exportTooLarge = (cap: number) =>
  new ValidationError(
    `La exportación supera las ${new Intl.NumberFormat('es-PA').format(cap)} filas. Acota la búsqueda o los filtros e inténtalo de nuevo.`,
    undefined,
    'EXPORT_TOO_LARGE',
  );

/**
 * A list export's rows, read with a limit of one more than the cap: that extra row says the filters
 * match too many, and the export is refused instead of silently cut short.
 */
export function withinExportCap<T>(rows: readonly T[], cap = LIST_EXPORT_MAX_ROWS): readonly T[] {
  if (rows.length > cap) throw exportTooLarge(cap);
  return rows;
}
