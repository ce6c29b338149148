import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PdfDocument } from './render-pdf.ts';

/*
 * pdfmake itself, run in the PDF worker (pdf-worker.ts): its tables break across pages with their
 * header repeated, and the PDF standard fonts carry every Spanish letter (WinAnsi), so no font file
 * is shipped or read. Nothing else is fetched or read while drawing.
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

const GREY = '#4b5563';

/** The letterhead, the title, the content, and "Página n de m" at the foot of every page. */
export async function drawPdf({ issuer, title, issuedAt, content }: PdfDocument): Promise<Buffer> {
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
