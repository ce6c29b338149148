import type { LoanStatus } from '@quincena/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/format.ts';

/** The back-office's words for a loan's status; the tone only repeats what the word says. */
const LOAN_STATUS: Record<LoanStatus, { label: string; tone: BadgeTone }> = {
  ACTIVE: { label: 'Activo', tone: 'success' },
  PAID_OFF: { label: 'Pagado', tone: 'brand' },
  WRITTEN_OFF: { label: 'Castigado', tone: 'danger' },
  REPOSSESSED: { label: 'En recuperación', tone: 'warning' },
  CLOSED: { label: 'Cerrado', tone: 'neutral' },
};

export function LoanStatusBadge({ status, watchUntil }: { status: LoanStatus; watchUntil?: string | null }) {
  const { label, tone } = LOAN_STATUS[status];
  return (
    <>
      <Badge tone={tone}>
        <span className="sr-only">Estado: </span>
        {label}
      </Badge>
      {/* Restructured: watched for 6 installments (PRODUCT.md §9). */}
      {watchUntil && <Badge tone="warning">En observación hasta el {formatDate(watchUntil)}</Badge>}
    </>
  );
}
