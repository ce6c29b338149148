import { z } from 'zod';
import type { UserType } from './auth.ts';
import { DOCUMENT_TYPES, type DocumentType } from './catalog.ts';
import { paginationQuery } from './common.ts';

export const DOCUMENT_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  PENDING: 'Pendiente',
  VERIFIED: 'Verificado',
  REJECTED: 'Rechazado',
};

/**
 * Where an upload comes from; it only changes the limits. `onboarding` is the vendor wizard (15 MB),
 * `disbursement` the admin's disburse form (5 MB, contract PDF only), `general` everything else.
 */
export const UPLOAD_CONTEXTS = ['general', 'onboarding', 'disbursement'] as const;
export type UploadContext = (typeof UPLOAD_CONTEXTS)[number];

const MB = 1024 * 1024;
export const DOCUMENT_SIZE_LIMITS = {
  general: 10 * MB,
  onboarding: 15 * MB,
  disbursement: 5 * MB,
} as const satisfies Record<UploadContext, number>;
/** The largest limit of any context: what the multipart parser lets through at most. */
export const MAX_DOCUMENT_BYTES = Math.max(...Object.values(DOCUMENT_SIZE_LIMITS));

/** The disburse form's files: 5 MB whatever the context. */
export const DISBURSEMENT_DOCUMENT_TYPES = ['CONTRACT', 'DIRECT_DISCOUNT'] as const satisfies DocumentType[];
/** The admin's "upload extra document" form, which also takes Word files. */
export const ADMIN_EXTRA_DOCUMENT_TYPES = ['APC', 'CONTRACT', 'OTHER'] as const satisfies DocumentType[];

/** File formats recognised by their content (magic bytes), with the type stored and the names shown. */
export const FILE_KINDS = {
  pdf: { mimeType: 'application/pdf', labels: ['PDF'], extension: 'pdf' },
  jpeg: { mimeType: 'image/jpeg', labels: ['JPG', 'JPEG'], extension: 'jpg' },
  png: { mimeType: 'image/png', labels: ['PNG'], extension: 'png' },
  webp: { mimeType: 'image/webp', labels: ['WEBP'], extension: 'webp' },
  doc: { mimeType: 'application/msword', labels: ['DOC'], extension: 'doc' },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    labels: ['DOCX'],
    extension: 'docx',
  },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/**
 * Magic bytes of the formats we take (`null` matches any byte). Anything else (an `MZ` Windows
 * executable, a `\x7fELF` binary, a script, an HTML page renamed to .pdf …) matches none.
 */
const FILE_SIGNATURES: { kind: FileKind; bytes: (number | null)[] }[] = [
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'doc', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }, // OLE compound file
  // RIFF, four size bytes, WEBP
  { kind: 'webp', bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** Bytes needed to tell every format apart. */
export const FILE_SNIFF_BYTES = 12;

const startsWith = (head: Uint8Array, bytes: (number | null)[]) =>
  head.length >= bytes.length && bytes.every((b, i) => b === null || head[i] === b);

/**
 * The format of a file from its first bytes (the server and the browser use the same check); a ZIP
 * counts as DOCX only when named .docx.
 */
export function detectFileKind(head: Uint8Array, filename: string): FileKind | undefined {
  for (const signature of FILE_SIGNATURES) if (startsWith(head, signature.bytes)) return signature.kind;
  if (startsWith(head, ZIP_SIGNATURE) && /\.docx$/i.test(filename)) return 'docx';
  return undefined;
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** The size limit of an upload, in bytes. */
export function documentSizeLimit(documentType?: DocumentType, context: UploadContext = 'general'): number {
  if (context === 'disbursement' || isOneOf(DISBURSEMENT_DOCUMENT_TYPES, documentType)) {
    return DOCUMENT_SIZE_LIMITS.disbursement;
  }
  return DOCUMENT_SIZE_LIMITS[context];
}

/** The formats an upload admits: PDF and images; Word files only on the admin's extra-document form. */
export function acceptedFileKinds(
  documentType: DocumentType | undefined,
  role: UserType,
  context: UploadContext = 'general',
): FileKind[] {
  if (context === 'disbursement' && documentType === 'CONTRACT') return ['pdf'];
  const base: FileKind[] = ['pdf', 'jpeg', 'png'];
  const extra = role === 'admin' && context !== 'disbursement';
  if (extra && (documentType === undefined || isOneOf(ADMIN_EXTRA_DOCUMENT_TYPES, documentType))) {
    return [...base, 'doc', 'docx'];
  }
  return base;
}

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

export const documentMessages = {
  fileTooLarge: (limitBytes: number) => `El archivo es demasiado grande. Máximo ${megabytes(limitBytes)}`,
  invalidFileType: (kinds: readonly FileKind[]) =>
    `Tipo de archivo no válido. Tipos aceptados: ${kinds.flatMap((k) => FILE_KINDS[k].labels).join(', ')}`,
  fileRequired: 'El archivo es requerido.',
  uploadFailed: 'Error al subir el archivo',
  documentNotFound: 'Documento no encontrado.',
  applicationNotFound: 'Solicitud no encontrada.',
  customerNotFound: 'Cliente no encontrado.',
  invalidDocumentType: 'Tipo de documento no válido.',
  targetRequired: 'Indica la solicitud o el cliente del documento.',
} as const;

const uuidField = (message: string) => z.uuid(message);

/** The text fields of an upload (multipart); the file itself travels in `document` (or `file`). */
export const uploadDocumentFields = z.object({
  documentType: z.enum(DOCUMENT_TYPES, { error: documentMessages.invalidDocumentType }),
  applicationId: uuidField('Identificador de solicitud no válido.').optional(),
  customerId: uuidField('Identificador de cliente no válido.').optional(),
  notes: z.string().trim().max(500, 'Las notas no pueden superar 500 caracteres.').optional(),
  context: z.enum(UPLOAD_CONTEXTS, { error: 'Contexto de carga no válido.' }).optional(),
});

/** The whole multipart form, as the OpenAPI document describes it. */
export const uploadDocumentForm = uploadDocumentFields.extend({
  document: z.file().describe('El archivo: PDF, JPG o PNG (DOC y DOCX en documentos extra del admin).'),
});

export const uploadDocumentQuery = z.object({
  context: z.enum(UPLOAD_CONTEXTS, { error: 'Contexto de carga no válido.' }).optional(),
});

export const documentListQuery = paginationQuery.extend({
  applicationId: uuidField('Identificador de solicitud no válido.').optional(),
  customerId: uuidField('Identificador de cliente no válido.').optional(),
  documentType: z.enum(DOCUMENT_TYPES, { error: documentMessages.invalidDocumentType }).optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuery>;

export const updateDocumentStatusBody = z.object({
  status: z.enum(DOCUMENT_STATUSES, { error: 'Estado de documento no válido.' }),
  notes: z.string().trim().max(500, 'Las notas no pueden superar 500 caracteres.').optional(),
});

export const documentRecord = z.object({
  id: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  applicationId: z.string().nullable(),
  customerId: z.string().nullable(),
  originalName: z.string(),
  mimeType: z.string(),
  fileSize: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  isVerified: z.boolean(),
  notes: z.string().nullable(),
  uploadedAt: z.string(),
  fileUrl: z.string(),
});
export type DocumentRecord = z.infer<typeof documentRecord>;
