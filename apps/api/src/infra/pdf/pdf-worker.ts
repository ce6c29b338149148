import { Piscina } from 'piscina';
import { drawPdf } from './draw-pdf.ts';
import type { PdfDocument } from './render-pdf.ts';

/** The PDF worker thread (render-pdf.ts): draws one document and hands its bytes back, moved, not copied. */
export default async function draw(document: PdfDocument) {
  // A copy of its own: the buffer pdfmake answers may share memory that cannot be moved.
  const bytes = new Uint8Array(await drawPdf(document));
  return Piscina.move(bytes);
}
