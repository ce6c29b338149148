import type { FileKind } from '@quincena/shared';

/**
 * Magic bytes of the formats we take. Anything else (an `MZ` Windows executable, a `\x7fELF`
 * binary, a script, an HTML page renamed to .pdf …) matches none and is refused.
 */
const SIGNATURES: { kind: FileKind; bytes: number[] }[] = [
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'doc', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }, // OLE compound file
];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Bytes needed to tell every format apart. */
export const SNIFF_BYTES = 8;

const startsWith = (head: Buffer, bytes: number[]) =>
  head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

/** The format of a file from its first bytes; a ZIP counts as DOCX only when named .docx. */
export function detectFileKind(head: Buffer, filename: string): FileKind | undefined {
  for (const signature of SIGNATURES) if (startsWith(head, signature.bytes)) return signature.kind;
  if (startsWith(head, ZIP) && /\.docx$/i.test(filename)) return 'docx';
  return undefined;
}

export class UploadTooLargeError extends Error {
  constructor() {
    super('upload exceeds its limit');
    this.name = 'UploadTooLargeError';
  }
}

export class UploadTypeError extends Error {
  constructor() {
    super('upload content is not an accepted type');
    this.name = 'UploadTypeError';
  }
}

export interface GuardResult {
  kind?: FileKind;
}

/**
 * Passes an upload through while it streams: holds the first bytes until the format is known
 * (refusing anything not in `accepted` before a byte is written) and stops as soon as more than
 * `maxBytes` went through. Errors end the stream, so the store deletes its partial file.
 */
export async function* guardUpload(
  source: AsyncIterable<Buffer>,
  options: { maxBytes: number; accepted: readonly FileKind[]; filename: string; result: GuardResult },
): AsyncGenerator<Buffer> {
  let total = 0;
  let held: Buffer[] | undefined = [];
  let heldBytes = 0;
  const decide = () => {
    const head = Buffer.concat(held ?? []);
    const kind = detectFileKind(head, options.filename);
    if (!kind || !options.accepted.includes(kind)) throw new UploadTypeError();
    options.result.kind = kind;
    held = undefined;
    return head;
  };
  for await (const chunk of source) {
    total += chunk.length;
    if (total > options.maxBytes) throw new UploadTooLargeError();
    if (!held) {
      yield chunk;
      continue;
    }
    held.push(chunk);
    heldBytes += chunk.length;
    if (heldBytes >= SNIFF_BYTES) yield decide();
  }
  if (held) {
    const head = decide();
    if (head.length > 0) yield head;
  }
}
