import {
  APPLICATION_STATUS_LABELS,
  type AuditEntityType,
  type AuditFieldChange,
  DOCUMENT_STATUS_LABELS,
  EMPLOYMENT_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  REPORT_STATUS_LABELS,
} from '@quincena/shared';
import { cn } from '../../lib/cn.ts';
import {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatMoney,
  formatPercent,
  formatPhone,
} from '../../lib/format.ts';
import { DOCUMENT_TYPE_LABELS } from './document-list.tsx';

/*
 * An audit entry's changes ({ field: { from, to } }) in words: the field's Spanish name and both
 * values formatted as the screens show them. The application history and 'Actividad' share it.
 */

type Kind =
  | 'text'
  | 'money'
  | 'date'
  | 'instant'
  | 'bool'
  | 'percent'
  | 'phone'
  | 'id'
  | 'months'
  | 'bytes'
  | 'status'
  | 'list'
  | 'image'
  | 'enum';

interface FieldSpec {
  label: string;
  kind?: Kind;
  /** Spanish names of the values of a closed list. */
  values?: Readonly<Record<string, string>>;
}

const ROLE_VALUES = { SUPER_ADMIN: 'Super administrador', ADMIN: 'Administrador' };
const IDENTITY_VALUES = {
  licencia: 'Cédula',
  pasaporte: 'Pasaporte',
  carnet_migracion: 'Carné de migración',
};
const SOURCE_VALUES = {
  ADMIN: 'Registrado por un administrador',
  CUSTOMER_REPORT: 'Reportado por el cliente',
  YAPPY: 'Pagado con Yappy',
  BANK_STATEMENT: 'Importado del extracto bancario',
};

const FIELDS: Record<string, FieldSpec> = {
  // Listed in the order a change reads best; lines follow it.
  status: { label: 'Estado', kind: 'status' },
  firstName: { label: 'Nombre' },
  lastName: { label: 'Apellido' },
  username: { label: 'Usuario' },
  email: { label: 'Correo electrónico' },
  role: { label: 'Rol', kind: 'enum', values: ROLE_VALUES },
  phoneNumber: { label: 'Teléfono', kind: 'phone' },
  dateOfBirth: { label: 'Fecha de nacimiento', kind: 'date' },
  identityType: { label: 'Tipo de identificación', kind: 'enum', values: IDENTITY_VALUES },
  identityNumber: { label: 'Número de identificación' },
  address: { label: 'Dirección' },
  city: { label: 'Ciudad' },
  province: { label: 'Provincia' },
  region: { label: 'Región' },
  postalCode: { label: 'Código postal' },
  occupation: { label: 'Ocupación' },
  employerName: { label: 'Empleador' },
  employmentType: { label: 'Tipo de empleo', kind: 'enum', values: EMPLOYMENT_TYPE_LABELS },
  monthlyIncome: { label: 'Ingreso mensual', kind: 'money' },
  dealershipName: { label: 'Concesionario' },
  licenseNumber: { label: 'Licencia comercial' },
  commissionRate: { label: 'Comisión', kind: 'percent' },
  brand: { label: 'Marca' },
  model: { label: 'Modelo' },
  year: { label: 'Año' },
  engineSize: { label: 'Cilindrada' },
  color: { label: 'Color' },
  price: { label: 'Precio', kind: 'money' },
  description: { label: 'Descripción' },
  specifications: { label: 'Especificaciones' },
  imageUrl: { label: 'Foto', kind: 'image' },
  motorcycleId: { label: 'Moto', kind: 'id' },
  requestedAmount: { label: 'Valor solicitado', kind: 'money' },
  downPayment: { label: 'Abono inicial', kind: 'money' },
  loanTermMonths: { label: 'Plazo', kind: 'months' },
  quincenalPayment: { label: 'Cuota quincenal', kind: 'money' },
  approvedAmount: { label: 'Monto aprobado', kind: 'money' },
  scheduleAnchorDate: { label: 'Inicio del plan', kind: 'date' },
  rejectionReason: { label: 'Motivo del rechazo' },
  vin: { label: 'VIN' },
  placa: { label: 'Placa' },
  engineNumber: { label: 'Número de motor' },
  insurancePolicy: { label: 'Póliza' },
  hasDirectDiscount: { label: 'Descuento directo', kind: 'bool' },
  applicationId: { label: 'Solicitud', kind: 'id' },
  customerId: { label: 'Cliente', kind: 'id' },
  source: { label: 'Origen', kind: 'enum', values: SOURCE_VALUES },
  amount: { label: 'Monto', kind: 'money' },
  appliedAmount: { label: 'Monto aplicado', kind: 'money' },
  unappliedAmount: { label: 'Saldo a favor', kind: 'money' },
  paymentMethod: { label: 'Método de pago', kind: 'enum', values: PAYMENT_METHOD_LABELS },
  paymentReference: { label: 'Referencia' },
  paymentDate: { label: 'Fecha de pago', kind: 'date' },
  installments: { label: 'Cuotas', kind: 'list' },
  paymentId: { label: 'Pago', kind: 'id' },
  receiptDocumentId: { label: 'Comprobante', kind: 'id' },
  dueDate: { label: 'Vencimiento', kind: 'date' },
  lateFee: { label: 'Recargo por mora', kind: 'money' },
  paidAt: { label: 'Pagada el', kind: 'date' },
  documentType: { label: 'Tipo de documento', kind: 'enum', values: DOCUMENT_TYPE_LABELS },
  originalName: { label: 'Archivo' },
  mimeType: { label: 'Formato' },
  fileSize: { label: 'Tamaño', kind: 'bytes' },
  isActive: { label: 'Activo', kind: 'bool' },
  isVerified: { label: 'Verificado', kind: 'bool' },
  isAvailable: { label: 'Disponible', kind: 'bool' },
  pinLocked: { label: 'PIN bloqueado', kind: 'bool' },
  password: { label: 'Contraseña' },
  pin: { label: 'PIN' },
  notes: { label: 'Notas' },
  reason: { label: 'Motivo' },
  deletedAt: { label: 'Eliminado el', kind: 'instant' },
};

const FIELD_ORDER = Object.keys(FIELDS);

/** The statuses of each entity that has one. */
const STATUS_VALUES: Partial<Record<AuditEntityType, Readonly<Record<string, string>>>> = {
  credit_application: APPLICATION_STATUS_LABELS,
  document: DOCUMENT_STATUS_LABELS,
  payment: REPORT_STATUS_LABELS,
};

/** A value nobody named: text as is, yes/no, lists joined, anything else as compact JSON. */
function plainValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(plainValue).join(', ');
  return JSON.stringify(value);
}

function formatValue(
  spec: FieldSpec,
  value: unknown,
  entityType: AuditEntityType | undefined,
  references: Readonly<Record<string, string>>,
): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const text = String(value);
  switch (spec.kind) {
    case 'money':
      return formatMoney(value as number);
    case 'date':
      return formatDate(text);
    case 'instant':
      return formatDateTime(text);
    case 'bool':
      return value === true ? 'Sí' : value === false ? 'No' : text;
    case 'percent':
      return formatPercent(value as number);
    case 'phone':
      return formatPhone(text);
    case 'id':
      // The record's name as the API gave it; else the first block of a UUID tells records apart.
      return references[text] ?? `#${text.slice(0, 8)}`;
    case 'months':
      return `${text} meses`;
    case 'bytes':
      return typeof value === 'number' ? formatFileSize(value) : text;
    case 'image':
      return 'Foto';
    case 'status':
      return (entityType && STATUS_VALUES[entityType]?.[text]) ?? text;
    case 'enum':
      return spec.values?.[text] ?? text;
    default:
      return plainValue(value);
  }
}

export interface AuditChangeLine {
  field: string;
  label: string;
  from: string;
  to: string;
}

/** Each changed field with its Spanish name and both values formatted; unknown fields keep their key. */
export function auditChangeLines(
  changes: Record<string, AuditFieldChange> | null | undefined,
  entityType?: AuditEntityType,
  references: Readonly<Record<string, string>> = {},
): AuditChangeLine[] {
  if (!changes) return [];
  // The stored JSON keeps no order: known fields in the order above, then the rest.
  const rank = (field: string) => (field in FIELDS ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);
  const entries = Object.entries(changes).sort(([a], [b]) => rank(a) - rank(b));
  return entries.map(([field, change]) => {
    const spec = FIELDS[field] ?? { label: field };
    return {
      field,
      label: spec.label,
      from: formatValue(spec, change.from, entityType, references),
      to: formatValue(spec, change.to, entityType, references),
    };
  });
}

/** Whether every field was set from nothing: a creation, read as values rather than moves. */
const isCreation = (changes: Record<string, AuditFieldChange>) =>
  Object.values(changes).every((change) => change.from === null || change.from === undefined);

/** One line per changed field: 'Campo: antes → después' (a creation: 'Campo: valor'). */
export function AuditChangeList({
  changes,
  entityType,
  references,
  className,
}: {
  changes: Record<string, AuditFieldChange> | null | undefined;
  entityType?: AuditEntityType;
  /** Names of the records the changes point at, by id, as the API answered them. */
  references?: Readonly<Record<string, string>>;
  className?: string;
}) {
  const lines = auditChangeLines(changes, entityType, references);
  if (!changes || lines.length === 0) return null;
  const created = isCreation(changes);
  return (
    <ul className={cn('grid gap-0.5 text-xs break-words text-muted-foreground', className)}>
      {lines.map((line) => (
        <li key={line.field}>
          <span className="font-medium text-foreground">{line.label}:</span>{' '}
          {created ? line.to : `${line.from} → ${line.to}`}
        </li>
      ))}
    </ul>
  );
}
