import {
  detectFileKind,
  documentMessages,
  FILE_KINDS,
  FILE_SNIFF_BYTES,
  type FileKind,
} from '@quincena/shared';

/** What an upload admits: formats (see `FILE_KINDS`) and a size limit in bytes. */
export interface FileCheck {
  kinds: readonly FileKind[];
  maxBytes: number;
}

const extensionsOf = (kind: FileKind) => FILE_KINDS[kind].labels.map((label) => label.toLowerCase());

/** For the file input's `accept`: the extensions, then the MIME types. */
export function acceptAttribute(kinds: readonly FileKind[]): string {
  return [
    ...kinds.flatMap((k) => extensionsOf(k).map((e) => `.${e}`)),
    ...kinds.map((k) => FILE_KINDS[k].mimeType),
  ].join(',');
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The check before an upload: the type by extension (or, for a name without one, by the browser's MIME
 * type), then the size. Returns the spec's message, or null when the file may be sent. The server reads
 * the content itself and may still refuse it.
 */
export function checkFile(file: Pick<File, 'name' | 'size' | 'type'>, check: FileCheck): string | null {
  const extension = extensionOf(file.name);
  const typeOk = extension
    ? check.kinds.some((k) => extensionsOf(k).includes(extension))
    : check.kinds.some((k) => FILE_KINDS[k].mimeType === file.type);
  if (!typeOk) return documentMessages.invalidFileType(check.kinds);
  if (file.size > check.maxBytes) return documentMessages.fileTooLarge(check.maxBytes);
  return null;
}

/**
 * `checkFile`, then the first bytes with the server's own detection, so a file whose content does not
 * match its name (a text file renamed .pdf) is refused before it is sent.
 */
export async function checkFileContent(file: File, check: FileCheck): Promise<string | null> {
  const byName = checkFile(file, check);
  if (byName) return byName;
  const head = new Uint8Array(await file.slice(0, FILE_SNIFF_BYTES).arrayBuffer());
  const kind = detectFileKind(head, file.name);
  return kind && check.kinds.includes(kind) ? null : documentMessages.invalidFileType(check.kinds);
}
