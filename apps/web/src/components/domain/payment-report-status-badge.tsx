import { REPORT_STATUS_LABELS, type ReportStatus } from '@quincena/shared';
import { Badge, type BadgeTone } from '../ui/badge.tsx';

const STATUS_TONES: Record<ReportStatus, BadgeTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/** A customer-reported payment's review status ('Pendiente', 'Aprobado', 'Rechazado'). */
export function PaymentReportStatusBadge({ status }: { status: ReportStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{REPORT_STATUS_LABELS[status]}</Badge>;
}
