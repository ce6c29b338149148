import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * The documents the customer keeps, drawn with pdfmake (ADR 050): its tables break across pages
 * with their header repeated, and the PDF standard fonts carry every Spanish letter (WinAnsi), so
 * no font file is shipped or read. Nothing else is fetched or read while drawing.
 */
const FONT = 'Helvetica';
pdfmake.setFonts({
  [FONT]: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
});
const STANDARD_FONTS = new Set(['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique']);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));

/** Who issues the document: the company's name and contact from the settings. */
export interface Issuer {
  companyName: string;
  companyAddress: string;
  companyPhone: string;
  companyEmail: string;
}

export interface PdfDocument {
  issuer: Issuer;
  /** The document's title, under the letterhead and in the file's properties. */
  title: string;
  /** The instant it is dated: the file's creation date, so the same data draws the same bytes. */
  issuedAt: Date;
  content: Content[];
}

const GREY = '#4b5563';

/** The letterhead, the title, the content, and "Página n de m" at the foot of every page. */
export async function renderPdf({ issuer, title, issuedAt, content }: PdfDocument): Promise<Buffer> {
  const definition: TDocumentDefinitions = {
    info: { title, author: issuer.companyName, creator: issuer.companyName, creationDate: issuedAt },
    pageSize: 'LETTER',
    pageMargins: [48, 48, 48, 56],
    defaultStyle: { font: FONT, fontSize: 10, lineHeight: 1.2 },
    styles: {
      company: { fontSize: 16, bold: true },
      contact: { fontSize: 8.5, color: GREY },
      title: { fontSize: 13, bold: true, margin: [0, 18, 0, 10] },
      section: { fontSize: 11, bold: true, margin: [0, 14, 0, 6] },
      tableHeader: { bold: true, fillColor: '#f3f4f6' },
      note: { fontSize: 8.5, color: GREY },
    },
    footer: (page, pages) => ({
      text: `${issuer.companyName} · Página ${page} de ${pages}`,
      alignment: 'center',
      style: 'note',
      margin: [0, 20, 0, 0],
    }),
    content: [
      { text: issuer.companyName, style: 'company' },
      {
        text: [issuer.companyAddress, issuer.companyPhone, issuer.companyEmail].filter(Boolean).join(' · '),
        style: 'contact',
      },
      { text: title, style: 'title' },
      ...content,
    ],
  };
  return pdfmake.createPdf(definition).getBuffer();
}

/** Label and value pairs, two columns wide: the parties, the motorcycle, the figures. */
export function fieldTable(rows: [label: string, value: string][]): Content {
  return {
    table: { widths: [170, '*'], body: rows.map(([label, value]) => [{ text: label, bold: true }, value]) },
    layout: 'noBorders',
  };
}

/** A table whose header row repeats on every page it spans; amounts aligned right. */
export function dataTable(header: string[], rows: string[][], options: { rightFrom: number }): Content {
  const align = (cells: string[], header = false) =>
    cells.map((text, k) => ({
      text,
      ...(header ? { style: 'tableHeader' } : {}),
      ...(k >= options.rightFrom ? { alignment: 'right' as const } : {}),
    }));
  return {
    table: {
      headerRows: 1,
      widths: header.map((_, k) => (k < options.rightFrom ? 'auto' : '*')),
      body: [align(header, true), ...rows.map((row) => align(row))],
    },
    layout: 'lightHorizontalLines',
  };
}
