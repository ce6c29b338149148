import type { HistoryEntry } from '@quincena/shared';
import { AuditChangeList } from '../../../components/domain/audit-changes.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { historyActionLabel, historyActor } from './application-workflow.ts';

/** Document entries come prefixed (`document_verified`); their statuses are the documents'. */
const entityOf = (entry: HistoryEntry) =>
  entry.action.startsWith('document_') ? 'document' : 'credit_application';

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
          <AuditChangeList
            changes={entry.changes}
            entityType={entityOf(entry)}
            references={entry.references}
          />
        </li>
      ))}
    </ol>
  );
}
