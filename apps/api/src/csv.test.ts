import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, csvLine, LIST_EXPORT_MAX_ROWS, withinExportCap } from './csv.ts';
import { ValidationError } from './errors.ts';

describe('CSV cells and documents', () => {
  it('quotes what RFC 4180 asks and neutralises what a spreadsheet would run', () => {
    expect(csvCell('Ana, "la de Chitré"')).toBe('"Ana, ""la de Chitré"""');
    for (const lead of ['=', '+', '-', '@']) expect(csvCell(`${lead}1+2`)).toBe(`'${lead}1+2`);
    expect(csvCell(103.42)).toBe('103.42');
    expect(csvDocument([csvLine(['a', 'b']), csvLine([1, 2])])).toBe('\uFEFFa,b\r\n1,2\r\n');
  });
});

describe('withinExportCap', () => {
  it('lets up to the cap through and refuses one row more, in Spanish, with its own code', () => {
    expect(withinExportCap([1, 2, 3], 3)).toEqual([1, 2, 3]);
    const refuse = () => withinExportCap([1, 2, 3, 4], 3);
    expect(refuse).toThrow(ValidationError);
    expect(refuse).toThrow(expect.objectContaining({ statusCode: 400, code: 'EXPORT_TOO_LARGE' }));
    expect(refuse).toThrow(
      'La exportación supera las 3 filas. Acota la búsqueda o los filtros e inténtalo de nuevo.',
    );
  });

  it('caps the list exports at 50,000 rows by default', () => {
    expect(LIST_EXPORT_MAX_ROWS).toBe(50_000);
    const rows = Array.from({ length: LIST_EXPORT_MAX_ROWS + 1 }, (_, i) => i);
    expect(() => withinExportCap(rows)).toThrow('La exportación supera las 50,000 filas.');
    expect(withinExportCap(rows.slice(1))).toHaveLength(LIST_EXPORT_MAX_ROWS);
  });
});
