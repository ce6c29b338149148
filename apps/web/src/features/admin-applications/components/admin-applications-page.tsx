import {
  type AdminApplicationSummary,
  type ApplicationStatusCounts,
  adminApplicationListQuery,
} from '@quincena/shared';
import { Banknote, CircleCheck, CircleX, FileText, Hourglass, ScanSearch, SearchX } from 'lucide-react';
import { Suspense, useState } from 'react';
import {
  ApplicationCardHeader,
  CardTerm,
  MotorcycleTerm,
} from '../../../components/domain/application-card-parts.tsx';
import { ApplicationStatusBadge } from '../../../components/domain/application-status-badge.tsx';
import { ApplicationStatusSelect } from '../../../components/domain/application-status-select.tsx';
import { ExportCsvButton } from '../../../components/domain/export-csv-button.tsx';
import { FilterBar } from '../../../components/domain/filter-bar.tsx';
import { ListResults } from '../../../components/domain/list-results.tsx';
import { type Stat, StatCards, StatCardsSkeleton } from '../../../components/domain/stat-cards.tsx';
import { useUrlFilters } from '../../../components/domain/use-url-filters.ts';
import { useViewParam } from '../../../components/domain/use-view-param.ts';
import { ViewDetailButton } from '../../../components/domain/view-detail-button.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { cn } from '../../../lib/cn.ts';
import {
  EMPTY_VALUE,
  formatDate,
  formatInteger,
  formatMoney,
  formatPercent,
  formatPhone,
} from '../../../lib/format.ts';
import { lazyNamed, useLazyMount } from '../../../lib/lazy-named.ts';
import { useExportAdminApplications } from '../api/export-admin-applications.ts';
import { useAdminApplications } from '../api/list-admin-applications.ts';
import { ApplicationActions } from './application-actions.tsx';
import type { OpenAction } from './application-dialogs.tsx';
import {
  type ApplicationAction,
  approvalRecency,
  customerName,
  minutesSinceApproval,
  useNow,
} from './application-workflow.ts';

/*
 * The detail and the workflow's dialogs (their forms, validation and uploads) are a chunk of their
 * own: it starts downloading once the list has rendered, so the list shows sooner and a dialog is
 * still there at the first click.
 */
const ApplicationDialogs = lazyNamed(() => import('./application-dialogs.tsx'), 'ApplicationDialogs');

const ADMIN_APPLICATIONS_ERROR_TITLE = 'Error al cargar las solicitudes';

/** /admin/applications: every credit application, searched, filtered and paged, and its workflow. */
export function AdminApplicationsPage() {
  const { filters, setFilters, setPage, clearFilters, isFiltered } = useUrlFilters(adminApplicationListQuery);
  const query = useAdminApplications(filters);
  const exportApplications = useExportAdminApplications();
  const { user } = useAuth();
  // A hint only: the server refuses a deletion by anyone but a SUPER_ADMIN.
  const canDelete = user !== null && 'role' in user && user.role === 'SUPER_ADMIN';
  const [detailId, setDetailId] = useState<string | null>(null);
  useViewParam(setDetailId);
  const [open, setOpen] = useState<OpenAction>(null);
  const now = useNow();
  const dialogsMounted = useLazyMount(ApplicationDialogs, {
    ready: query.isSuccess,
    asked: detailId !== null || open !== null,
  });

  const onAction = (action: ApplicationAction, application: AdminApplicationSummary) =>
    setOpen({ action, application });
  const closeAction = () => setOpen(null);
  const rowProps = { canDelete, onAction, onView: setDetailId, now };

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Gestión de Solicitudes"
        description="Revisa, aprueba y desembolsa las solicitudes de crédito."
        actions={
          <ExportCsvButton
            exportFile={() =>
              exportApplications.mutateAsync({ search: filters.search, status: filters.status })
            }
            pending={exportApplications.isPending}
            fileName="solicitudes.csv"
            errorTitle="Error al exportar las solicitudes"
          />
        }
      />

      {query.data ? (
        <SummaryCards summary={query.data.summary} />
      ) : (
        <StatCardsSkeleton count={6} className={SUMMARY_COLUMNS} />
      )}

      <FilterBar
        label="Filtrar solicitudes"
        active={isFiltered}
        onClear={clearFilters}
        className="sm:grid-cols-[minmax(0,1fr)_14rem_auto]"
      >
        <SearchInput
          label="Buscar"
          placeholder="Teléfono, nombre, marca o modelo"
          value={filters.search ?? ''}
          onSearch={(search) => setFilters({ search })}
        />
        <ApplicationStatusSelect value={filters.status} onChange={(status) => setFilters({ status })} />
      </FilterBar>

      <ListResults
        query={query}
        items={(data) => data.applications}
        errorTitle={ADMIN_APPLICATIONS_ERROR_TITLE}
        filtered={isFiltered}
        emptyFiltered={{
          icon: SearchX,
          title: 'Ninguna solicitud coincide con los filtros',
          description: 'Prueba con otra búsqueda u otro estado.',
        }}
        empty={{
          icon: FileText,
          title: 'Aún no hay solicitudes',
          description: 'Las solicitudes que envíen los vendedores y los clientes aparecerán aquí.',
        }}
        onPageChange={setPage}
        cards={(applications) => <ApplicationCards applications={applications} {...rowProps} />}
        table={(applications) => <ApplicationTable applications={applications} {...rowProps} />}
      />

      {dialogsMounted && (
        <Suspense fallback={null}>
          <ApplicationDialogs
            detailId={detailId}
            onCloseDetail={() => setDetailId(null)}
            canDelete={canDelete}
            onAction={onAction}
            open={open}
            onCloseAction={closeAction}
          />
        </Suspense>
      )}
    </div>
  );
}

const SUMMARY_COLUMNS = 'md:grid-cols-3 2xl:grid-cols-6';

function SummaryCards({ summary }: { summary: ApplicationStatusCounts }) {
  const stats: Stat[] = [
    { label: 'Total', value: formatInteger(summary.total), icon: FileText, tone: 'brand' },
    { label: 'Pendientes', value: formatInteger(summary.pending), icon: Hourglass, tone: 'amber' },
    { label: 'En revisión', value: formatInteger(summary.inReview), icon: ScanSearch, tone: 'sky' },
    { label: 'Aprobadas', value: formatInteger(summary.approved), icon: CircleCheck, tone: 'emerald' },
    { label: 'Rechazadas', value: formatInteger(summary.rejected), icon: CircleX, tone: 'red' },
    { label: 'Desembolsadas', value: formatInteger(summary.disbursed), icon: Banknote, tone: 'violet' },
  ];
  return <StatCards label="Resumen de solicitudes" stats={stats} className={SUMMARY_COLUMNS} />;
}

interface ListProps {
  applications: AdminApplicationSummary[];
  canDelete: boolean;
  onAction: (action: ApplicationAction, application: AdminApplicationSummary) => void;
  onView: (id: string) => void;
  now: number;
}

const terms = (a: AdminApplicationSummary) =>
  `${a.termMonths} meses · ${formatPercent(a.interestRate, 2)} mensual`;

/** The 'just approved' label of a row, highlighted in its first minutes. */
function Recency({ application, now }: { application: AdminApplicationSummary; now: number }) {
  const recency = approvalRecency(minutesSinceApproval(application, now));
  return recency ? <Badge tone={recency.highlight ? 'success' : 'neutral'}>{recency.label}</Badge> : null;
}

const isJustApproved = (a: AdminApplicationSummary, now: number) =>
  approvalRecency(minutesSinceApproval(a, now))?.highlight === true;

function ApplicationTable({ applications, canDelete, onAction, onView, now }: ListProps) {
  const pad = 'px-2.5 first:pl-4 last:pr-4';
  return (
    <Table>
      <TableCaption className="sr-only">Solicitudes de crédito</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className={pad}>Cliente</TableHead>
          <TableHead className={pad}>VIN</TableHead>
          <TableHead className={pad}>Placa</TableHead>
          <TableHead className={cn(pad, 'text-right')}>Valor total</TableHead>
          <TableHead className={pad}>Estado</TableHead>
          <TableHead className={pad}>Fecha</TableHead>
          <TableHead className={cn(pad, 'text-right')}>Acciones</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {applications.map((a) => (
          <TableRow
            key={a.id}
            className={cn(isJustApproved(a, now) && 'bg-emerald-50 dark:bg-emerald-950/30')}
          >
            <TableCell className={cn(pad, 'min-w-44')}>
              <p className="font-medium text-foreground">{customerName(a)}</p>
              <p className="text-xs text-muted-foreground tabular-nums">
                {formatPhone(a.customer.phoneNumber)}
              </p>
              <p className="text-xs text-muted-foreground">
                {a.motorcycle.brand} {a.motorcycle.model} {a.motorcycle.year}
              </p>
            </TableCell>
            <TableCell className={cn(pad, 'font-mono text-xs whitespace-nowrap')}>
              {a.motorcycle.vin ?? EMPTY_VALUE}
            </TableCell>
            <TableCell className={cn(pad, 'font-mono text-xs whitespace-nowrap')}>
              {a.motorcycle.placa ?? EMPTY_VALUE}
            </TableCell>
            <TableCell className={cn(pad, 'text-right whitespace-nowrap')}>
              <p className="font-medium text-foreground tabular-nums">{formatMoney(a.requestedAmount)}</p>
              <p className="text-xs text-muted-foreground">{terms(a)}</p>
            </TableCell>
            <TableCell className={pad}>
              <div className="flex flex-col items-start gap-1">
                <ApplicationStatusBadge status={a.status} />
                <Recency application={a} now={now} />
              </div>
            </TableCell>
            <TableCell className={cn(pad, 'whitespace-nowrap')}>{formatDate(a.createdAt)}</TableCell>
            <TableCell className={pad}>
              <div className="flex justify-end gap-1">
                <ViewDetailButton
                  compact
                  label={`Ver detalle de la solicitud de ${customerName(a)}`}
                  onClick={() => onView(a.id)}
                />
                <ApplicationActions application={a} canDelete={canDelete} onAction={onAction} compact />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ApplicationCards({ applications, canDelete, onAction, onView, now }: ListProps) {
  return (
    <ul aria-label="Solicitudes de crédito" className="grid gap-3 md:grid-cols-2">
      {applications.map((a) => (
        // A phone shows two or three cards: the browser lays out and paints the others once scrolled to.
        <li key={a.id} className="[contain-intrinsic-size:auto_18rem] [content-visibility:auto]">
          <Card
            className={cn(
              'grid h-full grid-rows-[auto_1fr_auto] gap-3 p-4',
              isJustApproved(a, now) && 'border-emerald-400 dark:border-emerald-700',
            )}
          >
            <ApplicationCardHeader name={customerName(a)} phoneNumber={a.customer.phoneNumber}>
              <div className="flex flex-col items-end gap-1">
                <ApplicationStatusBadge status={a.status} />
                <Recency application={a} now={now} />
              </div>
            </ApplicationCardHeader>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <MotorcycleTerm motorcycle={a.motorcycle} />
              <CardTerm label="VIN">
                <dd className="font-mono text-xs break-all">{a.motorcycle.vin ?? EMPTY_VALUE}</dd>
              </CardTerm>
              <CardTerm label="Placa">
                <dd className="font-mono text-xs">{a.motorcycle.placa ?? EMPTY_VALUE}</dd>
              </CardTerm>
              <CardTerm label="Valor total">
                <dd className="tabular-nums">{formatMoney(a.requestedAmount)}</dd>
                <dd className="text-xs text-muted-foreground">{terms(a)}</dd>
              </CardTerm>
              <CardTerm label="Fecha">
                <dd>{formatDate(a.createdAt)}</dd>
              </CardTerm>
            </dl>
            <div className="grid gap-2">
              <ViewDetailButton
                label={`Ver detalle de la solicitud de ${customerName(a)}`}
                onClick={() => onView(a.id)}
              />
              <ApplicationActions application={a} canDelete={canDelete} onAction={onAction} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
