import { z } from 'zod';
import { isoDate, pagination, paginationQuery } from './common.ts';

/*
 * The audit trail (PRODUCT.md §1): who changed what and when. Every entry's `changes` is
 * `{ field: { from, to } }`: a creation has every field from null, a soft deletion is
 * `{ deletedAt: { from: null, to } }`, a secret (PIN, password) that changed is masked as '••••'.
 */

export const AUDIT_ENTITY_TYPES = [
  'credit_application',
  'payment',
  'installment',
  'document',
  'admin',
  'vendor',
  'customer',
  'motorcycle',
  'setting',
  'bank_statement',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  credit_application: 'Solicitud',
  payment: 'Pago',
  installment: 'Cuota',
  document: 'Documento',
  admin: 'Administrador',
  vendor: 'Vendedor',
  customer: 'Cliente',
  motorcycle: 'Moto',
  setting: 'Configuración',
  bank_statement: 'Extracto bancario',
};

export const AUDIT_ACTOR_ROLES = ['admin', 'vendor', 'customer', 'system'] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

export const AUDIT_ACTOR_ROLE_LABELS: Record<AuditActorRole, string> = {
  admin: 'Administrador',
  vendor: 'Vendedor',
  customer: 'Cliente',
  system: 'Sistema',
};

/** What each recorded action did, in Spanish: the one map every screen uses. */
export const AUDIT_ACTION_LABELS = {
  created: 'Creó',
  updated: 'Actualizó',
  deleted: 'Eliminó',
  status_changed: 'Cambió el estado',
  taken_into_review: 'Tomó en revisión',
  approved: 'Aprobó',
  rejected: 'Rechazó',
  vehicle_info_assigned: 'Asignó VIN y placa',
  disbursed: 'Desembolsó',
  contract_accepted: 'Aceptó el contrato',
  financing_updated: 'Cambió el financiamiento',
  applied: 'Aplicó el pago',
  reported: 'Reportó un pago',
  report_approved: 'Aprobó el pago reportado',
  report_rejected: 'Rechazó el pago reportado',
  corrected: 'Corrigió',
  late_fee_assessed: 'Cargó el recargo por mora',
  approval_requested: 'Pidió una aprobación',
  approval_approved: 'Aprobó la solicitud de otro administrador',
  approval_rejected: 'Rechazó la solicitud de otro administrador',
  late_fee_waived: 'Exoneró la mora',
  late_fee_cancelled: 'Anuló la mora no debida',
  reversed: 'Revirtió el pago',
  written_off: 'Castigó el préstamo',
  refunded: 'Devolvió saldo a favor',
  restructured: 'Reestructuró el préstamo',
  repossession_ordered: 'Ordenó recuperar la moto',
  repossession_updated: 'Actualizó la recuperación de la moto',
  uploaded: 'Subió',
  statement_imported: 'Importó un extracto bancario',
  statement_line_assigned: 'Asignó una línea del extracto a un préstamo',
  statement_line_dismissed: 'Descartó una línea del extracto',
  verified: 'Verificó',
  profile_updated: 'Actualizó el perfil',
  linked_and_updated: 'Vinculó y actualizó',
  password_changed: 'Cambió la contraseña',
  pin_set: 'Creó el PIN',
  pin_changed: 'Cambió el PIN',
  pin_change_failed: 'Intentó cambiar el PIN con un PIN actual incorrecto',
  pin_locked: 'Se bloqueó el PIN',
  phone_changed: 'Cambió el teléfono',
  image_updated: 'Cambió la foto',
} as const satisfies Record<string, string>;

/** An action the audit records: the API can write no other, so each has its Spanish label. */
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const auditActionLabel = (action: string) =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

export const auditMessages = {
  invalidEntityType: 'Tipo de entidad no válido.',
  invalidActorRole: 'Rol de usuario no válido.',
  invalidActorId: 'Usuario no válido.',
  dateRange: 'La fecha "Hasta" debe ser igual o posterior a "Desde".',
  errorTitle: 'Error al cargar la actividad',
  empty: 'No hay actividad con estos filtros',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres.`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/**
 * GET /admin/audit: entries newest first. Dates are Panama business dates, both inclusive;
 * `search` matches the actor's name (an admin's username, a vendor's or customer's name or phone).
 */
export const auditListQuery = paginationQuery
  .extend({
    entityType: z.enum(AUDIT_ENTITY_TYPES, { error: auditMessages.invalidEntityType }).optional(),
    entityId: optionalText(100),
    actorRole: z.enum(AUDIT_ACTOR_ROLES, { error: auditMessages.invalidActorRole }).optional(),
    actorId: z.uuid(auditMessages.invalidActorId).optional(),
    search: optionalText(100),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    error: auditMessages.dateRange,
    path: ['dateTo'],
  });
export type AuditListQuery = z.output<typeof auditListQuery>;

export const auditFieldChange = z.object({ from: z.unknown(), to: z.unknown() });
export type AuditFieldChange = z.infer<typeof auditFieldChange>;

/**
 * The fields of `changes` that hold another record's id, and what that record is: the list names
 * them (`references`) so nobody reads '#31c0a7ef' where a motorcycle's model belongs (issue 22).
 */
export const AUDIT_REFERENCE_FIELDS: Readonly<Record<string, AuditEntityType>> = {
  motorcycleId: 'motorcycle',
  applicationId: 'credit_application',
  customerId: 'customer',
  vendorId: 'vendor',
  paymentId: 'payment',
  receiptDocumentId: 'document',
};

export const auditEntry = z.object({
  id: z.number().int(),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  /** How people know the entity (a customer's name, a motorcycle's model…), when it can be told. */
  entityLabel: z.string().nullable(),
  action: z.string(),
  actor: z.object({
    role: z.enum(AUDIT_ACTOR_ROLES),
    id: z.string().nullable(),
    name: z.string().nullable(),
  }),
  changes: z.record(z.string(), auditFieldChange).nullable(),
  /** The names of the records the changes point at, by id (see AUDIT_REFERENCE_FIELDS). */
  references: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditList = z.object({ entries: z.array(auditEntry), pagination });
export type AuditList = z.infer<typeof auditList>;
