import {
  detectFileKind,
  FILE_SNIFF_BYTES,
  MOTORCYCLE_IMAGE_KINDS,
  MOTORCYCLE_IMAGE_MAX_BYTES,
  motorcycleImageMessages,
} from '@quincena/shared';
import { acceptAttribute, checkFile } from '../../lib/file-check.ts';

export const IMAGE_ACCEPT = acceptAttribute(MOTORCYCLE_IMAGE_KINDS);

/**
 * The browser's check of a motorcycle photo before it is sent: name and size, then the first bytes,
 * with the server's own detection (a text file renamed .png is refused here too). The message, or null.
 */
export async function checkMotorcycleImage(file: File): Promise<string | null> {
  const byName = checkFile(file, { kinds: MOTORCYCLE_IMAGE_KINDS, maxBytes: MOTORCYCLE_IMAGE_MAX_BYTES });
  if (byName) return byName;
  const head = new Uint8Array(await file.slice(0, FILE_SNIFF_BYTES).arrayBuffer());
  const kind = detectFileKind(head, file.name);
  return kind && (MOTORCYCLE_IMAGE_KINDS as readonly string[]).includes(kind)
    ? null
    : motorcycleImageMessages.invalidType;
}
