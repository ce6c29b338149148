import { APPLICATION_STATUS_LABELS, type ApplicationStatus, type HistoryEntry } from '@quincena/shared';
import { formatDateTime } from '../../../lib/format.ts';
import { historyActionLabel, historyActor } from './application-workflow.ts';

/** Changes worth a line under the entry, with their Spanish names. */
const CHANGE_LABELS: Record<string, string> = {
  rejectionReason: 'Motivo',
  notes: 'Notas',
  vin: 'VIN',
  placa: 'Placa',
  actualVin: 'VIN',
  actualPlate: 'Placa',
  insurancePolicy: 'Póliza',
  originalName: 'Archivo',
};

const statusLabel = (value: unknown) =>
  typeof value === 'string' && value in APPLICATION_STATUS_LABELS
    ? APPLICATION_STATUS_LABELS[value as ApplicationStatus]
    : String(value);

/** A status move ({ from, to } or the new status) in words, then the other known changes. */
function changeLines(changes: HistoryEntry['changes']): string[] {
  if (!changes) return [];
  return Object.entries(changes).flatMap(([key, value]) => {
    if (key === 'status') {
      const move = value as { from?: unknown; to?: unknown } | null;
      return move && typeof move === 'object' && 'to' in move
        ? [`Estado: ${statusLabel(move.from)} → ${statusLabel(move.to)}`]
        : [`Estado: ${statusLabel(value)}`];
    }
    const label = CHANGE_LABELS[key];
    return label && (typeof value === 'string' || typeof value === 'number') ? [`${label}: ${value}`] : [];
  });
}

/** Every state change of the application and its documents: what, who and when. */
export function ApplicationHistory({ history }: { history: HistoryEntry[] }) {
  if (history.length === 0)
    return <p className="text-sm text-muted-foreground">Sin movimientos registrados.</p>;
  return (
    <ol aria-label="Historial" className="grid gap-0 border-l border-border pl-4">
      {history.map((entry) => (
        <li key={entry.id} className="relative pb-4 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full border-2 border-card bg-primary"
          />
          <p className="text-sm font-medium text-foreground">{historyActionLabel(entry.action)}</p>
          <p className="text-xs text-muted-foreground">
            {historyActor(entry.actor)} ·{' '}
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </p>
          {changeLines(entry.changes).map((line) => (
            <p key={line} className="text-xs break-words text-muted-foreground">
              {line}
            </p>
          ))}
        </li>
      ))}
    </ol>
  );
}
