import { DOCUMENT_SIZE_LIMITS, documentMessages, type FileKind, type UploadContext } from '@quincena/shared';

/** The formats a customer's document may have (spec §5), by extension and by MIME type. */
const KINDS: { kind: FileKind; extensions: string[]; mimeType: string }[] = [
  { kind: 'pdf', extensions: ['pdf'], mimeType: 'application/pdf' },
  { kind: 'jpeg', extensions: ['jpg', 'jpeg'], mimeType: 'image/jpeg' },
  { kind: 'png', extensions: ['png'], mimeType: 'image/png' },
];
const ACCEPTED_KINDS = KINDS.map((k) => k.kind);

/** For the file input's `accept`: the extensions and the MIME types. */
export const ACCEPT_ATTRIBUTE = [
  ...KINDS.flatMap((k) => k.extensions.map((e) => `.${e}`)),
  ...KINDS.map((k) => k.mimeType),
].join(',');

export interface FileRule {
  maxBytes: number;
  context: UploadContext;
}

/** The registration's limit: 15 MB (spec §9); elsewhere 10 MB. */
export function fileRuleFor(context: UploadContext): FileRule {
  return { context, maxBytes: DOCUMENT_SIZE_LIMITS[context] };
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The client-side check before an upload (spec §5): the type by extension (or, for a name without
 * one, by the browser's MIME type), then the size. Returns the message to show, or null when the file
 * may be sent. The server checks the content itself and may still refuse it.
 */
export function checkDocumentFile(file: Pick<File, 'name' | 'size' | 'type'>, rule: FileRule): string | null {
  const extension = extensionOf(file.name);
  const typeOk = extension
    ? KINDS.some((k) => k.extensions.includes(extension))
    : KINDS.some((k) => k.mimeType === file.type);
  if (!typeOk) return documentMessages.invalidFileType(ACCEPTED_KINDS);
  if (file.size > rule.maxBytes) return documentMessages.fileTooLarge(rule.maxBytes);
  return null;
}

/** '1.2 MB', '340 KB', '12 B'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** A short hint for the picker: 'PDF, JPG o PNG · máximo 15 MB'. */
export function fileRuleHint(rule: FileRule): string {
  return `PDF, JPG o PNG · máximo ${Math.round(rule.maxBytes / (1024 * 1024))} MB`;
}
