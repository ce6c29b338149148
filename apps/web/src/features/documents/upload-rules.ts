import { DOCUMENT_SIZE_LIMITS, type FileKind, type UploadContext } from '@quincena/shared';
import { acceptAttribute, checkFileContent } from '../../lib/file-check.ts';

/** The formats a customer's document may have (spec §5). */
const ACCEPTED_KINDS: FileKind[] = ['pdf', 'jpeg', 'png'];

/** For the file input's `accept`: the extensions and the MIME types. */
export const ACCEPT_ATTRIBUTE = acceptAttribute(ACCEPTED_KINDS);

export interface FileRule {
  maxBytes: number;
  context: UploadContext;
}

/** The registration's limit: 15 MB (spec §9); elsewhere 10 MB. */
export function fileRuleFor(context: UploadContext): FileRule {
  return { context, maxBytes: DOCUMENT_SIZE_LIMITS[context] };
}

/**
 * The check when a file is chosen (spec §5): type by name, size, then the first bytes, so a file that
 * is not what its name says (a text renamed .pdf) is refused at once, not after 'Enviar solicitud'.
 * The message to show, or null.
 */
export function checkDocumentFile(file: File, rule: FileRule): Promise<string | null> {
  return checkFileContent(file, { kinds: ACCEPTED_KINDS, maxBytes: rule.maxBytes });
}

/** A short hint for the picker: 'PDF, JPG o PNG · máximo 15 MB'. */
export function fileRuleHint(rule: FileRule): string {
  return `PDF, JPG o PNG · máximo ${Math.round(rule.maxBytes / (1024 * 1024))} MB`;
}
