/*
 * The CSV files the back-office downloads (payments calendar, reports): UTF-8 with a BOM so Excel reads
 * the accents, CRLF line ends, RFC 4180 quoting.
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
