import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@quincena/shared';
import { Badge, type BadgeTone } from '../ui/badge.tsx';

const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  PENDING: 'warning',
  IN_REVIEW: 'info',
  APPROVED: 'success',
  REJECTED: 'danger',
  DISBURSED: 'brand',
};

/** A credit application's status in Spanish ('Pendiente', 'Aprobada', …). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}
