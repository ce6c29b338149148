import { randomUUID } from 'node:crypto';

/* Real file headers and multipart bodies for upload tests. */

export const MB = 1024 * 1024;
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('\x00\x00\x00\x0dIHDR-not-a-real-image'),
]);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('JFIF body'),
  Buffer.from([0xff, 0xd9]),
]);
export const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(64),
]);
export const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('[Content_Types].xml'),
]);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
export const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(200)]);
/** A big "PDF": the right header, then padding. */
export const bigPdf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 0x20)]);

export interface FilePart {
  field?: string;
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** A real multipart/form-data body, built by hand; the file goes first or last. */
export function multipartBody(
  fields: Record<string, string>,
  file?: FilePart | FilePart[],
  fileFirst = false,
) {
  const boundary = `----quincena-${randomUUID()}`;
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const fileParts = (file ? [file].flat() : []).flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'document'}"; ` +
        `filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? 'application/pdf'}\r\n\r\n`,
    ),
    f.content,
    Buffer.from('\r\n'),
  ]);
  const parts = fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
