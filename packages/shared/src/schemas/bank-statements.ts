import { z } from 'zod';
import { STATEMENT_FIELDS, type StatementField } from '../domain/bank-statement.ts';
import { money, paginationQuery } from './common.ts';

/** The banks whose statements are imported; each keeps its own column mapping (ADR 056). */
export const STATEMENT_BANKS = [
  'BANCO_GENERAL',
  'BANISTMO',
  'BAC',
  'BANESCO',
  'CAJA_DE_AHORROS',
  'BANCO_NACIONAL',
  'GLOBAL_BANK',
  'MULTIBANK',
] as const;
export type StatementBank = (typeof STATEMENT_BANKS)[number];

export const STATEMENT_BANK_LABELS: Record<StatementBank, string> = {
  BANCO_GENERAL: 'Banco General',
  BANISTMO: 'Banistmo',
  BAC: 'BAC Credomatic',
  BANESCO: 'Banesco',
  CAJA_DE_AHORROS: 'Caja de Ahorros',
  BANCO_NACIONAL: 'Banco Nacional de Panamá',
  GLOBAL_BANK: 'Global Bank',
  MULTIBANK: 'Multibank',
};

export const STATEMENT_FIELD_LABELS: Record<StatementField, string> = {
  date: 'Fecha',
  amount: 'Monto',
  reference: 'Referencia',
  payer: 'Pagador',
  bankTransactionId: 'Número de transacción',
};

/** The largest statement accepted, and the most lines in one. */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;
export const MAX_STATEMENT_LINES = 20_000;

/**
 * A line's life: PENDING until the import reaches it; APPLIED when it matched a loan and its money was
 * applied; REVIEW when it found no loan or the loan refused it; ASSIGNED when an admin applied it to a
 * loan by hand; DISMISSED when an admin set it aside; DUPLICATE when its bank transaction was already
 * imported; INVALID when a cell could not be read.
 */
export const STATEMENT_LINE_STATUSES = [
  'PENDING',
  'APPLIED',
  'REVIEW',
  'ASSIGNED',
  'DISMISSED',
  'DUPLICATE',
  'INVALID',
] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];

export const STATEMENT_LINE_STATUS_LABELS: Record<StatementLineStatus, string> = {
  PENDING: 'Por procesar',
  APPLIED: 'Aplicada',
  REVIEW: 'Por revisar',
  ASSIGNED: 'Asignada',
  DISMISSED: 'Descartada',
  DUPLICATE: 'Duplicada',
  INVALID: 'Con error',
};

export const STATEMENT_STATUSES = ['PROCESSING', 'DONE'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

export const bankStatementMessages = {
  fileRequired: 'Adjunta el archivo CSV del extracto.',
  bankRequired: 'Elige el banco del extracto.',
  tooLarge: 'El archivo supera el máximo de 10 MB.',
  tooManyLines: (max: string) => `El extracto tiene más de ${max} líneas. Divídelo en varios archivos.`,
  empty: 'El archivo no tiene líneas de movimientos.',
  notText: 'El archivo no es un CSV de texto.',
  tooFewColumns: 'El archivo tiene menos de cinco columnas: no es un extracto de movimientos.',
  mappingRequired:
    'Las columnas del archivo no coinciden con las del extracto. Indica qué columna es cada dato.',
  mappingInvalid: 'La correspondencia de columnas no es válida.',
  columnMissing: (column: string) => `El archivo no tiene la columna «${column}».`,
  mappingDuplicate: 'Cada dato debe venir de una columna distinta.',
  notFound: 'Extracto no encontrado.',
  lineNotFound: 'Línea no encontrada.',
  lineNotInReview: 'Esta línea ya no está por revisar.',
  loanRequired: 'Indica el número de solicitud o la referencia de pago.',
  loanNotFound: 'No hay un préstamo con ese número o referencia.',
  reasonRequired: 'Indica el motivo.',
  // Why a line was not applied, as the review queue shows it.
  dateInvalid: (text: string) => `La fecha «${text}» no es válida.`,
  dateFuture: 'La fecha es posterior a hoy.',
  amountEmpty: 'Falta el monto.',
  amountInvalid: (text: string) => `El monto «${text}» no es un número.`,
  amountNegative: 'El monto es negativo: es un débito, no un pago.',
  amountZero: 'El monto es cero.',
  transactionMissing: 'Falta el número de transacción del banco.',
  duplicate: (first?: { lineNumber: number; fileName: string }) =>
    first
      ? `Transacción ya importada: línea ${first.lineNumber} de «${first.fileName}».`
      : 'Transacción ya importada.',
  noLoan: 'No se encontró el préstamo por la referencia ni por el teléfono del pagador.',
  manyLoans: 'El pagador tiene varios préstamos activos: asigna la línea a uno.',
  loanNotActive: 'El préstamo no está activo.',
} as const;

/** The file's columns for each field: saved per bank once an import used it. */
export const statementMapping = z.object(
  Object.fromEntries(
    STATEMENT_FIELDS.map((f) => [
      f,
      z.string({ error: bankStatementMessages.mappingInvalid }).trim().min(1).max(100),
    ]),
  ) as Record<StatementField, z.ZodString>,
  { error: bankStatementMessages.mappingInvalid },
);
export type StatementMapping = z.infer<typeof statementMapping>;

export const statementBank = z.enum(STATEMENT_BANKS, { error: bankStatementMessages.bankRequired });

/** POST /admin/bank-statements: the form (read as a stream by the route; this is its documentation). */
export const bankStatementUploadForm = z.object({
  bank: statementBank,
  /** JSON of a `statementMapping`, when the file's header does not name the fields. */
  mapping: z.string().optional(),
  file: z.unknown(),
});

export const bankStatementMappingEntry = z.object({
  bank: z.enum(STATEMENT_BANKS),
  mapping: statementMapping,
});
export type BankStatementMappingEntry = z.infer<typeof bankStatementMappingEntry>;

export const statementCounts = z.object(
  Object.fromEntries(STATEMENT_LINE_STATUSES.map((s) => [s, z.number().int()])) as Record<
    StatementLineStatus,
    z.ZodNumber
  >,
);
export type StatementCounts = z.infer<typeof statementCounts>;

export const bankStatement = z.object({
  id: z.string(),
  bank: z.enum(STATEMENT_BANKS),
  fileName: z.string(),
  status: z.enum(STATEMENT_STATUSES),
  lineCount: z.number().int(),
  /** Lines the import has been through (every status but PENDING). */
  processedCount: z.number().int(),
  counts: statementCounts,
  /** The money applied from it: lines applied automatically and lines assigned by hand. */
  appliedAmount: money,
  uploadedBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BankStatement = z.infer<typeof bankStatement>;

export const bankStatementLine = z.object({
  id: z.string(),
  lineNumber: z.number().int(),
  date: z.string().nullable(),
  amount: money.nullable(),
  reference: z.string(),
  payer: z.string(),
  bankTransactionId: z.string(),
  status: z.enum(STATEMENT_LINE_STATUSES),
  reason: z.string().nullable(),
  applicationId: z.string().nullable(),
  loanNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  paymentId: z.string().nullable(),
});
export type BankStatementLine = z.infer<typeof bankStatementLine>;

export const bankStatementListQuery = paginationQuery;

export const bankStatementLinesQuery = paginationQuery.extend({
  status: z.enum(STATEMENT_LINE_STATUSES, { error: 'Estado no válido.' }).optional(),
});

export const bankStatementLineParams = z.object({
  id: z.uuid('Identificador no válido.'),
  lineId: z.uuid('Identificador no válido.'),
});

/** POST …/lines/:lineId/assign: the loan, by its application number or payment reference. */
export const assignStatementLineBody = z.object({
  loan: z
    .string({ error: bankStatementMessages.loanRequired })
    .trim()
    .min(1, bankStatementMessages.loanRequired)
    .max(40, bankStatementMessages.loanNotFound),
});
export type AssignStatementLineBody = z.infer<typeof assignStatementLineBody>;

/** POST …/lines/:lineId/dismiss: why the line is set aside (kept in the audit). */
export const dismissStatementLineBody = z.object({
  reason: z
    .string({ error: bankStatementMessages.reasonRequired })
    .trim()
    .min(1, bankStatementMessages.reasonRequired)
    .max(500, 'Máximo 500 caracteres.'),
});
export type DismissStatementLineBody = z.infer<typeof dismissStatementLineBody>;
