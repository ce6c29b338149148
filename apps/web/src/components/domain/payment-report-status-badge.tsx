import { REPORT_STATUS_LABELS, type ReportStatus } from '@quincena/shared';
import { Badge, type BadgeTone } from '../ui/badge.tsx';

const STATUS_TONES: Record<ReportStatus, BadgeTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/**
 * A customer-reported payment's review status ('Pendiente', 'Aprobado', 'Rechazado'), or
 * 'Revertido' once the receipt an approved one became was reversed.
 */
export function PaymentReportStatusBadge({
  status,
  reversed = false,
}: {
  status: ReportStatus;
  reversed?: boolean;
}) {
  if (reversed) return <Badge tone="neutral">Revertido</Badge>;
  return <Badge tone={STATUS_TONES[status]}>{REPORT_STATUS_LABELS[status]}</Badge>;
}
