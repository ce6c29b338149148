import { detectFileKind, FILE_SNIFF_BYTES, type FileKind } from '@quincena/shared';

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
    if (heldBytes >= FILE_SNIFF_BYTES) yield decide();
  }
  if (held) {
    const head = decide();
    if (head.length > 0) yield head;
  }
}
