/** Closed lists shared by the database enums, the API and the screens, with their Spanish labels. */
export const DOCUMENT_TYPES = [
  'LICENCIA_FRONT',
  'LICENCIA_BACK',
  'CEDULA',
  'LICENSE',
  'INCOME_PROOF',
  'UTILITY_BILL',
  'APC',
  'CONTRACT',
  'DIRECT_DISCOUNT',
  'PAYMENT_RECEIPT',
  'OTHER',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const APPLICATION_STATUSES = ['PENDING', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'DISBURSED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  PENDING: 'Pendiente',
  IN_REVIEW: 'En revisión',
  APPROVED: 'Aprobada',
  REJECTED: 'Rechazada',
  DISBURSED: 'Desembolsada',
};

export const PAYMENT_METHODS = ['CASH', 'BANK_TRANSFER', 'CHECK', 'CARD', 'YAPPY'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CASH: 'Efectivo',
  BANK_TRANSFER: 'Transferencia',
  CHECK: 'Cheque',
  CARD: 'Tarjeta',
  YAPPY: 'Yappy',
};

export const EMPLOYMENT_TYPE_LABELS = {
  EMPLOYED: 'Empleado',
  SELF_EMPLOYED: 'Independiente',
  UNEMPLOYED: 'Desempleado',
  STUDENT: 'Estudiante',
  RETIRED: 'Jubilado',
  EMPLEADO_PRIVADO: 'Empleado privado',
  EMPLEADO_PUBLICO: 'Empleado público',
  INDEPENDIENTE: 'Independiente',
  JUBILADO: 'Jubilado',
  OTRO: 'Otro',
} as const;
export type EmploymentType = keyof typeof EMPLOYMENT_TYPE_LABELS;

export const IDENTITY_TYPES = ['licencia', 'pasaporte', 'carnet_migracion'] as const;
export const ADMIN_ROLES = ['SUPER_ADMIN', 'ADMIN'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
