import {
  AUDIT_ACTOR_ROLE_LABELS,
  AUDIT_ACTOR_ROLES,
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
  type AuditActorRole,
  type AuditEntityType,
  type AuditEntry,
  auditActionLabel,
  auditListQuery,
  auditMessages,
} from '@quincena/shared';
import { CalendarX, History, ListFilter, SearchX } from 'lucide-react';
import { AuditChangeList } from '../../../components/domain/audit-changes.tsx';
import { FilterBar } from '../../../components/domain/filter-bar.tsx';
import { ListResults } from '../../../components/domain/list-results.tsx';
import { useUrlFilters } from '../../../components/domain/use-url-filters.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { Link } from '../../../lib/router.tsx';
import { type ActivityFilters, useAuditEntries } from '../api/list-audit-entries.ts';

const ALL = 'all';
const ENTITY_OPTIONS = [
  { value: ALL, label: 'Todas' },
  ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: AUDIT_ENTITY_LABELS[type] })),
];
const ROLE_OPTIONS = [
  { value: ALL, label: 'Todos' },
  ...AUDIT_ACTOR_ROLES.map((role) => ({ value: role, label: AUDIT_ACTOR_ROLE_LABELS[role] })),
];
const isEntityType = (value: string): value is AuditEntityType =>
  (AUDIT_ENTITY_TYPES as readonly string[]).includes(value);
const isActorRole = (value: string): value is AuditActorRole =>
  (AUDIT_ACTOR_ROLES as readonly string[]).includes(value);

/** 'Hasta' must not come before 'Desde' (the server answers 400 for it, so it is not asked). */
export function dateRangeError(filters: Pick<ActivityFilters, 'dateFrom' | 'dateTo'>) {
  return filters.dateFrom && filters.dateTo && filters.dateTo < filters.dateFrom
    ? auditMessages.dateRange
    : undefined;
}

/** /admin/activity: every recorded change, filtered by entity, user and dates, newest first. */
export function AdminActivityPage() {
  const { filters, setFilters, setPage, clearFilters, isFiltered } = useUrlFilters(auditListQuery);
  const rangeError = dateRangeError(filters);
  const query = useAuditEntries(filters, { enabled: !rangeError });

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Actividad"
        description="Quién cambió qué y cuándo: solicitudes, pagos, documentos, usuarios, motos y configuración."
      />

      <FilterBar
        label="Filtrar actividad"
        active={isFiltered}
        onClear={clearFilters}
        // Two columns even on a phone (the selects and the dates pair up); one row on very wide screens.
        className="grid-cols-2 lg:grid-cols-3 2xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
        clearClassName="col-span-2 lg:col-span-1 lg:pt-6.5"
      >
        <Select
          label="Entidad"
          options={ENTITY_OPTIONS}
          value={filters.entityType ?? ALL}
          onValueChange={(value) =>
            // Another type never holds the entity followed so far.
            setFilters({ entityType: isEntityType(value) ? value : undefined, entityId: undefined })
          }
        />
        <Select
          label="Rol"
          options={ROLE_OPTIONS}
          value={filters.actorRole ?? ALL}
          onValueChange={(value) => setFilters({ actorRole: isActorRole(value) ? value : undefined })}
        />
        <SearchInput
          label="Usuario"
          placeholder="Nombre, usuario o teléfono"
          value={filters.search ?? ''}
          onSearch={(search) => setFilters({ search })}
          containerClassName="col-span-2 lg:col-span-1"
        />
        <Input
          type="date"
          label="Desde"
          // A date field's built-in width must not push it out of its half of a phone's row.
          className="min-w-0"
          containerClassName="min-w-0"
          value={filters.dateFrom ?? ''}
          max={filters.dateTo || undefined}
          onChange={(event) => setFilters({ dateFrom: event.target.value || undefined })}
        />
        <Input
          type="date"
          label="Hasta"
          // A date field's built-in width must not push it out of its half of a phone's row.
          className="min-w-0"
          containerClassName="min-w-0"
          value={filters.dateTo ?? ''}
          min={filters.dateFrom || undefined}
          error={rangeError}
          onChange={(event) => setFilters({ dateTo: event.target.value || undefined })}
        />
      </FilterBar>

      {filters.entityId ? (
        <EntityScope
          entityType={filters.entityType}
          // An application's trail carries its installments' and receipts' entries too: the name is its own.
          label={query.data?.entries.find((e) => e.entityId === filters.entityId)?.entityLabel ?? null}
          onShowAll={() => setFilters({ entityId: undefined })}
        />
      ) : null}

      {rangeError ? (
        <EmptyState icon={CalendarX} title={auditMessages.empty} description={rangeError} />
      ) : (
        <ListResults
          query={query}
          items={(data) => data.entries}
          errorTitle={auditMessages.errorTitle}
          filtered={isFiltered}
          emptyFiltered={{
            icon: SearchX,
            title: auditMessages.empty,
            description: 'Prueba con otra entidad, otro usuario u otras fechas.',
          }}
          empty={{
            icon: History,
            title: 'Aún no hay actividad',
            description: 'Cada cambio que hagan los usuarios aparecerá aquí.',
          }}
          onPageChange={setPage}
          wideFrom="lg"
          cards={(entries) => <ActivityCards entries={entries} scoped={Boolean(filters.entityId)} />}
          table={(entries) => <ActivityTable entries={entries} scoped={Boolean(filters.entityId)} />}
        />
      )}
    </div>
  );
}

/** Shown while the list follows one entity (from a row's 'Ver historial'). */
function EntityScope({
  entityType,
  label,
  onShowAll,
}: {
  entityType: AuditEntityType | undefined;
  label: string | null;
  onShowAll: () => void;
}) {
  const what = [entityType ? AUDIT_ENTITY_LABELS[entityType] : null, label].filter(Boolean).join(' · ');
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card px-4 py-3 text-sm"
    >
      <p className="flex items-center gap-2 text-foreground">
        <ListFilter aria-hidden="true" className="size-4 text-muted-foreground" />
        Historial de {what || 'un registro'}
      </p>
      <Button variant="outline" size="sm" onClick={onShowAll}>
        Ver toda la actividad
      </Button>
    </div>
  );
}

interface ListProps {
  entries: AuditEntry[];
  /** Whether the list already follows one entity (then rows offer no 'Ver historial'). */
  scoped: boolean;
}

/** The actor's name; the system, or a customer who has not given a name yet, by role alone. */
const actorName = (entry: AuditEntry) => entry.actor.name ?? AUDIT_ACTOR_ROLE_LABELS[entry.actor.role];

/** The entity as people know it, and the start of its id to tell records apart. */
const entityName = (entry: AuditEntry) => entry.entityLabel ?? `#${entry.entityId.slice(0, 8)}`;

/** The same list narrowed to this entity: its whole history. */
function HistoryLink({ entry }: { entry: AuditEntry }) {
  const search = new URLSearchParams({ entityType: entry.entityType, entityId: entry.entityId });
  return (
    <Link
      to={`?${search}`}
      className="inline-flex w-fit items-center gap-1 rounded-sm text-xs font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      aria-label={`Ver historial de ${AUDIT_ENTITY_LABELS[entry.entityType]} ${entityName(entry)}`}
    >
      <History aria-hidden="true" className="size-3.5" />
      Ver historial
    </Link>
  );
}

function Entity({ entry, scoped }: { entry: AuditEntry; scoped: boolean }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <p className="font-medium text-foreground">{AUDIT_ENTITY_LABELS[entry.entityType]}</p>
      <p className="text-xs break-words text-muted-foreground">{entityName(entry)}</p>
      {scoped ? null : <HistoryLink entry={entry} />}
    </div>
  );
}

function Actor({ entry }: { entry: AuditEntry }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <p className="font-medium break-words text-foreground">{actorName(entry)}</p>
      {entry.actor.name === null ? null : (
        <p className="text-xs text-muted-foreground">{AUDIT_ACTOR_ROLE_LABELS[entry.actor.role]}</p>
      )}
    </div>
  );
}

function ActivityTable({ entries, scoped }: ListProps) {
  const pad = 'px-2.5 first:pl-4 last:pr-4';
  return (
    <Table>
      <TableCaption className="sr-only">Actividad registrada</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className={pad}>Fecha</TableHead>
          <TableHead className={pad}>Usuario</TableHead>
          <TableHead className={pad}>Entidad</TableHead>
          <TableHead className={pad}>Acción</TableHead>
          <TableHead className={pad}>Cambios</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className={cn(pad, 'align-top whitespace-nowrap tabular-nums')}>
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </TableCell>
            <TableCell className={cn(pad, 'min-w-32 align-top')}>
              <Actor entry={entry} />
            </TableCell>
            <TableCell className={cn(pad, 'min-w-40 align-top')}>
              <Entity entry={entry} scoped={scoped} />
            </TableCell>
            <TableCell className={cn(pad, 'min-w-36 align-top font-medium text-foreground')}>
              {auditActionLabel(entry.action)}
            </TableCell>
            <TableCell className={cn(pad, 'min-w-64 align-top')}>
              <AuditChangeList
                changes={entry.changes}
                entityType={entry.entityType}
                references={entry.references}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ActivityCards({ entries, scoped }: ListProps) {
  return (
    <ul aria-label="Actividad registrada" className="grid gap-3 md:grid-cols-2">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Card className="grid h-full content-start gap-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-foreground">
                {auditActionLabel(entry.action)} · {AUDIT_ENTITY_LABELS[entry.entityType]}
              </p>
              <time
                dateTime={entry.createdAt}
                className="shrink-0 text-xs text-muted-foreground tabular-nums"
              >
                {formatDateTime(entry.createdAt)}
              </time>
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Usuario</dt>
                <dd>
                  <Actor entry={entry} />
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Registro</dt>
                <dd className="break-words text-foreground">{entityName(entry)}</dd>
              </div>
            </dl>
            <AuditChangeList
              changes={entry.changes}
              entityType={entry.entityType}
              references={entry.references}
            />
            {scoped ? null : <HistoryLink entry={entry} />}
          </Card>
        </li>
      ))}
    </ul>
  );
}
