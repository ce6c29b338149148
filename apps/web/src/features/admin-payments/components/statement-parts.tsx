import {
  type BankStatement,
  STATEMENT_LINE_STATUS_LABELS,
  type StatementLineStatus,
  type StatementStatus,
} from '@quincena/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const STATEMENT_STATUS_LABELS: Record<StatementStatus, string> = {
  PROCESSING: 'Procesando',
  DONE: 'Terminado',
};
const STATEMENT_TONES: Record<StatementStatus, BadgeTone> = { PROCESSING: 'info', DONE: 'success' };

export function StatementStatusBadge({ status }: { status: BankStatement['status'] }) {
  return <Badge tone={STATEMENT_TONES[status]}>{STATEMENT_STATUS_LABELS[status]}</Badge>;
}

export const LINE_TONES: Record<StatementLineStatus, BadgeTone> = {
  PENDING: 'info',
  APPLIED: 'success',
  REVIEW: 'warning',
  ASSIGNED: 'brand',
  DISMISSED: 'neutral',
  DUPLICATE: 'neutral',
  INVALID: 'danger',
};

export function LineStatusBadge({ status }: { status: StatementLineStatus }) {
  return <Badge tone={LINE_TONES[status]}>{STATEMENT_LINE_STATUS_LABELS[status]}</Badge>;
}
