import type { FastifyInstance } from 'fastify';

/**
 * The data rows of a CSV export as cells: the BOM and the header row dropped, RFC 4180 quotes read
 * back. Good for the exports' own files, whose quoted cells hold no line breaks.
 */
export function csvRows(body: string): string[][] {
  const lines = body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1, -1);
  return lines.map(cellsOf);
}

function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

/**
 * The export at `path` fetched with a query string as `token` (null: anonymous); both are read when
 * called, as the suite signs in after it declares its helpers.
 */
export const csvDownloader =
  (app: () => FastifyInstance, path: string, defaultToken: () => string) =>
  (query = '', token: string | null = defaultToken()) =>
    app().inject({
      method: 'GET',
      url: `${path}${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
