import { z } from 'zod';
import { paginationQuery } from './common.ts';

/**
 * PRODUCT.md §9: money that leaves or is forgiven needs a second person. One admin requests with a
 * reason; another approves or rejects with notes; the requester never decides their own request.
 */
export const APPROVAL_KINDS = [
  'PAYMENT_REVERSAL',
  'WRITE_OFF',
  'RESTRUCTURE',
  'LATE_FEE_WAIVER',
  'REFUND',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = {
  PAYMENT_REVERSAL: 'Reversión de pago',
  WRITE_OFF: 'Castigo del préstamo',
  RESTRUCTURE: 'Reestructuración',
  LATE_FEE_WAIVER: 'Exoneración de mora',
  REFUND: 'Devolución',
};

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  PENDING: 'Pendiente',
  APPROVED: 'Aprobada',
  REJECTED: 'Rechazada',
};

export const approvalMessages = {
  sameApprover:
    'No puedes aprobar ni rechazar una solicitud que tú mismo hiciste. Debe decidirla otro administrador.',
  alreadyDecided: 'Esta solicitud ya fue decidida.',
  alreadyPending: 'Ya hay una solicitud pendiente para esto. Espera a que otro administrador la decida.',
  notFound: 'Solicitud de aprobación no encontrada.',
  reasonRequired: 'Indica el motivo.',
} as const;

export const approvalListQuery = paginationQuery.extend({
  status: z.enum(APPROVAL_STATUSES).default('PENDING'),
});

export const approvalItem = z.object({
  id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  applicationId: z.string(),
  /** The loan's application number, to recognise it in the queue. */
  applicationNumber: z.string(),
  customerName: z.string(),
  /** What is asked, in words ("Exonerar USD 25.00 de mora de la cuota 3"). */
  summary: z.string(),
  requestedBy: z.string(),
  requestedById: z.string(),
  reason: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  createdAt: z.string(),
  decidedBy: z.string().optional(),
  decidedAt: z.string().optional(),
  notes: z.string().optional(),
});

export const decideApprovalBody = z.object({
  notes: z.string().trim().max(500, 'Máximo 500 caracteres.').optional(),
});

/** Every request for a second person's approval answers 202 with this. */
export const approvalRequested = z.object({
  approval: z.object({ id: z.string(), status: z.literal('PENDING') }),
});

export const pendingApprovalsCount = z.object({ pending: z.number().int() });

export type ApprovalItem = z.infer<typeof approvalItem>;
