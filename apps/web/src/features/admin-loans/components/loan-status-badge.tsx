import type { LoanStatus } from '@quincena/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

/** The back-office's words for a loan's status; the tone only repeats what the word says. */
const LOAN_STATUS: Record<LoanStatus, { label: string; tone: BadgeTone }> = {
  ACTIVE: { label: 'Activo', tone: 'success' },
  PAID_OFF: { label: 'Pagado', tone: 'brand' },
  WRITTEN_OFF: { label: 'Castigado', tone: 'danger' },
  REPOSSESSED: { label: 'Moto recuperada', tone: 'warning' },
  CLOSED: { label: 'Cerrado', tone: 'neutral' },
};

export function LoanStatusBadge({ status }: { status: LoanStatus }) {
  const { label, tone } = LOAN_STATUS[status];
  return (
    <Badge tone={tone}>
      <span className="sr-only">Estado: </span>
      {label}
    </Badge>
  );
}
