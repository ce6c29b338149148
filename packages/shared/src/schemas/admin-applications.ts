import { z } from 'zod';
import { applicationDetail, applicationListQuery, applicationSummary, scheduleRow } from './applications.ts';
import { auditFieldChange } from './audit.ts';
import { APPLICATION_STATUSES } from './catalog.ts';
import { money, moneyInput, PAGING_FIELDS } from './common.ts';
import { documentRecord } from './documents.ts';
import { optionalVin, requiredVin, vinMessages } from './vehicle.ts';

/** Spec part 2 §5 and §8: the back-office texts, word for word. */
export const adminApplicationMessages = {
  vinRequired: vinMessages.required,
  plateRequired: 'Placa es requerida',
  policyRequired: 'Póliza de seguro es requerida',
  contractRequired: 'Contrato (PDF) es requerido',
  discountRequired: 'Documento de descuento es requerido',
  rejectReasonRequired: 'Por favor, proporciona una razón para el rechazo.',
  vinTooLong: vinMessages.tooLong,
  plateTooLong: 'La placa no puede superar 10 caracteres.',
  engineNumberTooLong: 'El número de motor no puede superar 30 caracteres.',
  approvedSuccess: 'Solicitud aprobada exitosamente',
  approveFailed: 'Error al aprobar la solicitud: ',
  rejectedSuccess: 'Solicitud rechazada',
  rejectFailed: 'Error al rechazar la solicitud',
  disburseFailed: 'Error al desembolsar la solicitud',
  uploadFilesFailed: 'Error al subir archivos: ',
  uploadDocumentFailed: 'Error al subir el documento: ',
  imageLoadFailed: 'Error al cargar la imagen',
  /** A preview (a photo or a PDF) whose file could not be fetched. */
  fileLoadFailed: 'Error al cargar el archivo',
  dashboardErrorTitle: 'Error al cargar el dashboard',
  dashboardErrorFallback: 'No se pudo cargar la información del dashboard',
  invalidTransition: 'La solicitud no admite esta acción en su estado actual.',
  hasPayments: 'La solicitud tiene pagos aplicados y no se puede eliminar.',
  approvedAmountMismatch: 'El monto aprobado debe ser el valor solicitado menos el abono inicial.',
  documentNotOfApplication: 'El documento no pertenece a esta solicitud.',
} as const;

export const PLATE_MAX = 10;
/** The engine's serial as stamped on it (ACODECO: the contract identifies the unit sold). */
export const ENGINE_NUMBER_MAX = 30;
/** 'Just approved' highlight (spec part 2 §4): under 5 minutes; minutes shown up to 60. */
export const JUST_APPROVED_MINUTES = 5;
export const APPROVED_MINUTES_SHOWN = 60;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v === '' ? undefined : v));
const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const adminApplicationListQuery = applicationListQuery.pick({
  ...PAGING_FIELDS,
  search: true,
  status: true,
});
export type AdminApplicationListQuery = z.infer<typeof adminApplicationListQuery>;
/** The list's filters without paging: what its CSV export takes (ADR 029). */
export const adminApplicationExportQuery = adminApplicationListQuery.omit(PAGING_FIELDS);
export type AdminApplicationExportQuery = z.infer<typeof adminApplicationExportQuery>;

export const applicationVendor = z.object({
  id: z.string(),
  name: z.string(),
  dealershipName: z.string().nullable(),
});

export const adminApplicationSummary = applicationSummary.extend({
  vendor: applicationVendor.nullable(),
});
export type AdminApplicationSummary = z.infer<typeof adminApplicationSummary>;

export const applicationStatusCounts = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  inReview: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  disbursed: z.number().int(),
});
export type ApplicationStatusCounts = z.infer<typeof applicationStatusCounts>;

export const historyEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.object({
    role: z.enum(['admin', 'vendor', 'customer', 'system']),
    id: z.string().nullable(),
    name: z.string().nullable(),
  }),
  /** `{ field: { from, to } }`, as every audit entry (see ./audit.ts). */
  changes: z.record(z.string(), auditFieldChange).nullable(),
  /** The names of the records the changes point at, by id, as in the audit list. */
  references: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const adminApplicationDetail = applicationDetail.omit({ paymentSchedule: true }).extend({
  vendor: applicationVendor.nullable(),
  insurancePolicy: z.string().nullable(),
  hasDirectDiscount: z.boolean(),
  reviewedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  disbursedAt: z.string().nullable(),
  schedule: z.array(scheduleRow),
  /** Money applied to the loan so far (it then can no longer be deleted). */
  totalPaid: money,
  documents: z.array(documentRecord),
  history: z.array(historyEntry),
});
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetail>;

export const approveApplicationBody = z.object({
  notes: optionalText(1000, 'Las notas no pueden superar 1000 caracteres.'),
  vin: optionalVin,
  placa: optionalText(PLATE_MAX, adminApplicationMessages.plateTooLong),
  approvedAmount: moneyInput.optional(),
});
export type ApproveApplicationBody = z.input<typeof approveApplicationBody>;

export const rejectApplicationBody = z.object({
  rejectionReason: requiredText(
    1000,
    adminApplicationMessages.rejectReasonRequired,
    'La razón no puede superar 1000 caracteres.',
  ),
});

export const assignVehicleInfoBody = z
  .object({
    vin: optionalVin,
    placa: optionalText(PLATE_MAX, adminApplicationMessages.plateTooLong),
  })
  .refine((b) => b.vin !== undefined || b.placa !== undefined, {
    error: 'Indica el VIN o la placa.',
    path: ['vin'],
  });

export const disburseApplicationBody = z
  .object({
    actualVin: requiredVin,
    actualPlate: requiredText(
      PLATE_MAX,
      adminApplicationMessages.plateRequired,
      adminApplicationMessages.plateTooLong,
    ),
    insurancePolicy: requiredText(
      100,
      adminApplicationMessages.policyRequired,
      'La póliza no puede superar 100 caracteres.',
    ),
    contractUrl: requiredText(
      300,
      adminApplicationMessages.contractRequired,
      adminApplicationMessages.contractRequired,
    ),
    engineNumber: optionalText(ENGINE_NUMBER_MAX, adminApplicationMessages.engineNumberTooLong),
    hasDirectDiscount: z.boolean().default(false),
    directDiscountUrl: optionalText(300, adminApplicationMessages.discountRequired),
  })
  .refine((b) => !b.hasDirectDiscount || b.directDiscountUrl !== undefined, {
    error: adminApplicationMessages.discountRequired,
    path: ['directDiscountUrl'],
  });
export type DisburseApplicationBody = z.input<typeof disburseApplicationBody>;

export const recentApplication = z.object({
  id: z.string(),
  number: z.string(),
  customerName: z.string(),
  motorcycle: z.string(),
  vendor: z.string().nullable(),
  amount: money,
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
});

/** GET /admin/dashboard: spec part 2 §3, with real overdue figures (PRODUCT.md §8). */
export const adminDashboard = z.object({
  customers: z.object({ total: z.number().int(), active: z.number().int() }),
  creditApplications: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    approvalRate: z.number(),
  }),
  financial: z.object({ totalDisbursed: money, averageLoanAmount: money }),
  motorcycles: z.object({ total: z.number().int(), available: z.number().int() }),
  recentActivity: z.object({ applications: z.array(recentApplication) }),
  alerts: z.object({
    pendingApplications: z.number().int(),
    overduePayments: z.number().int(),
    overdueAmount: money,
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
