import type { ApplicationStatus } from '@quincena/shared';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';

interface ApplicationHeadline {
  status: ApplicationStatus;
  number: string;
  createdAt: string;
  rejectionReason?: string | null;
}

/**
 * The bar at the top of an application's detail: its status (with `badges` beside it), number and
 * creation date, and `children` at the end (e.g. the loan's link).
 */
export function ApplicationStatusBar({
  application: a,
  badges,
  children,
}: {
  application: ApplicationHeadline;
  badges?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-muted/60 px-4 py-3">
      <ApplicationStatusBadge status={a.status} />
      {badges}
      <p className="min-w-0 text-xs text-muted-foreground">
        Solicitud <span className="font-mono text-foreground">{a.number}</span>
      </p>
      <p className="text-xs text-muted-foreground sm:ml-auto">Creada el {formatDate(a.createdAt, 'long')}</p>
      {children}
    </div>
  );
}

/** Why a rejected application was rejected; nothing for any other. */
export function RejectionNotice({ application: a }: { application: ApplicationHeadline }) {
  if (a.status !== 'REJECTED' || !a.rejectionReason) return null;
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900/70 dark:bg-red-950/40 dark:text-red-200">
      <p className="font-medium">Motivo del rechazo</p>
      <p>{a.rejectionReason}</p>
    </div>
  );
}
