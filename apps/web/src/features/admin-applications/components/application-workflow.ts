import {
  APPROVED_MINUTES_SHOWN,
  type ApplicationStatus,
  type ApplicationTransition,
  canTransition,
  type HistoryEntry,
  JUST_APPROVED_MINUTES,
} from '@quincena/shared';
import { useEffect, useState } from 'react';
import { formatPhone } from '../../../lib/format.ts';

export type ApplicationAction = 'review' | 'approve' | 'reject' | 'assignVehicle' | 'disburse' | 'delete';

/** The move each action asks the API for: offered only from the statuses the shared table allows. */
const TRANSITION_OF: Record<Exclude<ApplicationAction, 'delete'>, ApplicationTransition> = {
  review: 'taken_into_review',
  approve: 'approved',
  reject: 'rejected',
  assignVehicle: 'vehicle_info_assigned',
  disburse: 'disbursed',
};

/** The actions offered for an application; deleting only to a SUPER_ADMIN (the server checks too). */
export function actionsFor(status: ApplicationStatus, canDelete: boolean): ApplicationAction[] {
  const moves = (Object.keys(TRANSITION_OF) as (keyof typeof TRANSITION_OF)[]).filter((action) =>
    canTransition(status, TRANSITION_OF[action]),
  );
  return canDelete ? [...moves, 'delete'] : moves;
}

/**
 * Whole minutes since an approval, or null when the application is not approved. An approval "in the
 * future" (the clock ticks every 30 s; the server's clock may run ahead of the browser's) counts as 0.
 */
export function minutesSinceApproval(
  application: { status: ApplicationStatus; approvedAt: string | null },
  now: number,
): number | null {
  if (application.status !== 'APPROVED' || !application.approvedAt) return null;
  const elapsed = now - new Date(application.approvedAt).getTime();
  return Number.isFinite(elapsed) ? Math.floor(Math.max(0, elapsed) / 60_000) : null;
}

/**
 * Spec part 2 §4: approved under 5 minutes ago is highlighted as just approved; up to 60 minutes the
 * label says how long ago. Null when there is nothing to show.
 */
export function approvalRecency(minutes: number | null): { highlight: boolean; label: string } | null {
  if (minutes === null || minutes > APPROVED_MINUTES_SHOWN) return null;
  return {
    highlight: minutes < JUST_APPROVED_MINUTES,
    label: minutes < 1 ? 'Recién aprobada' : `Aprobada hace ${minutes} min`,
  };
}

/** The current time, renewed every `intervalMs` (the 'just approved' labels age on screen). */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The audit actions of an application and of its documents, in Spanish. */
const HISTORY_ACTION_LABELS: Record<string, string> = {
  created: 'Solicitud creada',
  taken_into_review: 'Tomada en revisión',
  approved: 'Solicitud aprobada',
  rejected: 'Solicitud rechazada',
  vehicle_info_assigned: 'VIN y placa asignados',
  disbursed: 'Solicitud desembolsada',
  contract_accepted: 'Contrato aceptado por el cliente',
  deleted: 'Solicitud eliminada',
  financing_updated: 'Financiamiento actualizado',
  uploaded: 'Documento subido',
  verified: 'Documento verificado',
  document_uploaded: 'Documento subido',
  document_verified: 'Documento verificado',
  document_status_changed: 'Estado del documento actualizado',
  document_deleted: 'Documento eliminado',
};

export const historyActionLabel = (action: string) => HISTORY_ACTION_LABELS[action] ?? action;

const ACTOR_ROLE_LABELS: Record<HistoryEntry['actor']['role'], string> = {
  admin: 'Administrador',
  vendor: 'Vendedor',
  customer: 'Cliente',
  system: 'Sistema',
};

/** 'Ana Pérez (Administrador)', or just the role when the name is unknown. */
export function historyActor({ role, name }: HistoryEntry['actor']): string {
  return name ? `${name} (${ACTOR_ROLE_LABELS[role]})` : ACTOR_ROLE_LABELS[role];
}

/** The customer's name, or the phone when the name is missing. */
export const customerName = (a: {
  customer: { firstName: string | null; lastName: string | null; phoneNumber: string };
}) =>
  [a.customer.firstName, a.customer.lastName].filter(Boolean).join(' ').trim() ||
  formatPhone(a.customer.phoneNumber);
