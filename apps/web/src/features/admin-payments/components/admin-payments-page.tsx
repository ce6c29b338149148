import {
  businessToday,
  CALENDAR_LIMIT,
  type CalendarPayment,
  calendarQuery,
  fromCents,
  type PaymentsDashboard,
  paginationQuery,
  paymentMessages,
  paymentsDashboardQuery,
  toCents,
} from '@quincena/shared';
import {
  CalendarDays,
  CircleAlert,
  Download,
  HandCoins,
  Inbox,
  Landmark,
  Smartphone,
  Truck,
  Wallet,
} from 'lucide-react';
import { Suspense, useState } from 'react';
import { z } from 'zod';
import { ExportCsvButton } from '../../../components/domain/export-csv-button.tsx';
import { FilterBar } from '../../../components/domain/filter-bar.tsx';
import { PeriodSelect } from '../../../components/domain/period-select.tsx';
import { type Stat, StatCards, StatCardsSkeleton } from '../../../components/domain/stat-cards.tsx';
import { useUrlFilters } from '../../../components/domain/use-url-filters.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LoadingPanel } from '../../../components/ui/loading-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { formatDate, formatInteger, formatMoney, formatPercent } from '../../../lib/format.ts';
import { lazyNamed, useLazyMount } from '../../../lib/lazy-named.ts';
import { useSearchParams } from '../../../lib/router.tsx';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useExportPaymentCalendar } from '../api/export-payment-calendar.ts';
import { useExportPaymentReports } from '../api/export-payment-reports.ts';
import { type CalendarFilters, usePaymentCalendar } from '../api/get-payment-calendar.ts';
import { usePaymentsDashboard } from '../api/get-payments-dashboard.ts';
import { ONE_LOAN_NOTE_ID, PaymentCalendar } from './payment-calendar.tsx';
import { REPORT_FILTERS } from './payment-report-filters.ts';
import { personName } from './person-name.ts';
import { LINE_FILTERS } from './statement-line-filters.ts';
import { UpcomingPayments } from './upcoming-payments.tsx';

/*
 * The reports tab and the apply dialog carry forms and validation the calendar does not need: chunks
 * of their own, the tab's loaded when it is opened, the dialog's once the page has rendered.
 */
const PaymentReports = lazyNamed(() => import('./payment-reports.tsx'), 'PaymentReports');
const Repossessions = lazyNamed(() => import('./repossessions.tsx'), 'Repossessions');
const YappyOrders = lazyNamed(() => import('./yappy-orders.tsx'), 'YappyOrders');
const BankStatements = lazyNamed(() => import('./bank-statements.tsx'), 'BankStatements');
const ApplyPaymentDialog = lazyNamed(() => import('./apply-payment-dialog.tsx'), 'ApplyPaymentDialog');

const PAYMENT_TABS = ['calendar', 'reports', 'repossessions', 'yappy', 'statements'] as const;
const isTab = (value: string): value is (typeof PAYMENT_TABS)[number] =>
  (PAYMENT_TABS as readonly string[]).includes(value);

/**
 * The page's URL: the tab, the calendar's filters, the figures' period, the reports' status and page,
 * and the bank statement open with the status of the lines shown (none: the statement picks).
 */
const paymentsPageQuery = z.object({
  tab: z.enum(PAYMENT_TABS).default('calendar'),
  status: calendarQuery.shape.status,
  search: calendarQuery.shape.search,
  dateFrom: calendarQuery.shape.dateFrom,
  dateTo: calendarQuery.shape.dateTo,
  period: paymentsDashboardQuery.shape.period,
  reports: z.enum(REPORT_FILTERS).default('PENDING'),
  scope: z.enum(['open', 'all']).default('open'),
  yappy: z.enum(['HELD', 'ALL']).default('HELD'),
  statement: z.uuid().optional(),
  lines: z.enum(LINE_FILTERS).optional(),
  page: paginationQuery.shape.page,
});

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'Todos' },
  { value: 'pending', label: 'Pendientes' },
  { value: 'paid', label: 'Pagados' },
  { value: 'overdue', label: 'Vencidos' },
] as const;
const isCalendarStatus = (value: string): value is NonNullable<CalendarFilters['status']> =>
  value !== ALL && STATUS_OPTIONS.some((o) => o.value === value);

const NO_IDS: ReadonlySet<string> = new Set();

/** /admin/payments ('Gestión de Pagos'): the collections calendar, applying receipts, reported payments. */
export function AdminPaymentsPage() {
  const { filters, setFilters, setPage } = useUrlFilters(paymentsPageQuery);
  const [searchParams, setSearchParams] = useSearchParams();
  const calendarFilters: CalendarFilters = {
    status: filters.status,
    search: filters.search,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
  };
  const calendar = usePaymentCalendar(calendarFilters);
  const dashboard = usePaymentsDashboard(filters.period);
  const exportCalendar = useExportPaymentCalendar();
  const exportReports = useExportPaymentReports();
  const { toast } = useToast();
  const today = businessToday();

  // The selection belongs to the filters it was made under: other filters, other rows.
  const filtersKey = JSON.stringify(calendarFilters);
  const [picked, setPicked] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: filtersKey,
    ids: NO_IDS,
  });
  const ids = picked.key === filtersKey ? picked.ids : NO_IDS;
  // From the latest data, so an installment paid meanwhile drops out and amounts are current.
  const selected = (calendar.data ?? []).flatMap((day) =>
    day.payments.filter((p) => ids.has(p.id) && !p.isPaid),
  );
  const [applying, setApplying] = useState<CalendarPayment[] | null>(null);
  const applyDialogMounted = useLazyMount(ApplyPaymentDialog, {
    ready: calendar.isSuccess,
    asked: applying !== null,
  });

  const toggle = (payment: CalendarPayment, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev.key === filtersKey ? prev.ids : NO_IDS);
      if (on) next.add(payment.id);
      else next.delete(payment.id);
      return { key: filtersKey, ids: next };
    });
  const clearSelection = () => setPicked({ key: filtersKey, ids: NO_IDS });

  const calendarFiltered =
    filters.status !== undefined ||
    filters.search !== undefined ||
    filters.dateFrom !== undefined ||
    filters.dateTo !== undefined ||
    filters.period !== 'month';

  const onExport = async () => {
    try {
      saveBlob(await exportCalendar.mutateAsync(calendarFilters), 'calendario-pagos.csv');
    } catch (error) {
      toast.error('Error al exportar el calendario', serverMessage(error, 'Intente nuevamente.'));
    }
  };

  // Opening a statement, or going back to the list, is a step of its own: Back returns to where it was.
  const showStatement = (statement: string | undefined) => {
    const next = new URLSearchParams(searchParams);
    next.set('tab', 'statements');
    if (statement) next.set('statement', statement);
    else next.delete('statement');
    for (const key of ['lines', 'page']) next.delete(key);
    setSearchParams(next);
  };

  const onCalendar = filters.tab === 'calendar';
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Gestión de Pagos"
        description="Calendario de cobros, aplicación de pagos, pagos reportados por los clientes, motos en recuperación, pagos con Yappy y extractos bancarios."
        actions={
          onCalendar ? (
            <>
              <Button variant="outline" onClick={() => void onExport()} loading={exportCalendar.isPending}>
                {!exportCalendar.isPending && <Download aria-hidden="true" />}
                Exportar
              </Button>
              <Button disabled={selected.length === 0} onClick={() => setApplying(selected)}>
                <HandCoins aria-hidden="true" />
                Aplicar Pago ({selected.length})
              </Button>
            </>
          ) : filters.tab === 'reports' ? (
            <ExportCsvButton
              exportFile={() =>
                exportReports.mutateAsync({
                  status: filters.reports === 'ALL' ? undefined : filters.reports,
                })
              }
              pending={exportReports.isPending}
              fileName="pagos-reportados.csv"
              errorTitle="Error al exportar los pagos reportados"
            />
          ) : undefined
        }
      />

      {/* min-w-0: on a phone the row of tabs scrolls instead of widening the page. */}
      <Tabs
        value={filters.tab}
        onValueChange={(tab) => setFilters({ tab: isTab(tab) ? tab : 'calendar' })}
        className="min-w-0"
      >
        <TabsList aria-label="Sección de pagos" className="w-fit">
          <TabsTrigger value="calendar">
            <CalendarDays aria-hidden="true" />
            Calendario
          </TabsTrigger>
          <TabsTrigger value="reports">
            <Inbox aria-hidden="true" />
            Pagos reportados
          </TabsTrigger>
          <TabsTrigger value="repossessions">
            <Truck aria-hidden="true" />
            Recuperaciones
          </TabsTrigger>
          <TabsTrigger value="yappy">
            <Smartphone aria-hidden="true" />
            Yappy
          </TabsTrigger>
          <TabsTrigger value="statements">
            <Landmark aria-hidden="true" />
            Extractos bancarios
          </TabsTrigger>
        </TabsList>

        <TabsContent value="calendar" className="mt-4 grid grid-cols-1 gap-6">
          {dashboard.isError ? (
            <ErrorState
              title={paymentMessages.dashboardError}
              onRetry={() => void dashboard.refetch()}
              retrying={dashboard.isFetching}
            />
          ) : dashboard.data ? (
            <SummaryCards overview={dashboard.data.overview} />
          ) : (
            <StatCardsSkeleton count={4} withNotes className="xl:grid-cols-4" />
          )}

          <FilterBar
            label="Filtrar pagos"
            active={calendarFiltered}
            onClear={() =>
              setFilters({
                status: undefined,
                search: undefined,
                dateFrom: undefined,
                dateTo: undefined,
                period: 'month',
              })
            }
            className="grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
            clearClassName="col-span-2 lg:col-span-1 lg:pt-6.5"
          >
            <SearchInput
              label="Buscar"
              placeholder="Nombre, teléfono o SOL-…"
              containerClassName="col-span-2 lg:col-span-5"
              maxLength={100}
              value={filters.search ?? ''}
              onSearch={(search) => setFilters({ search: search.trim() || undefined })}
            />
            <Select
              label="Estado"
              options={STATUS_OPTIONS}
              value={filters.status ?? ALL}
              onValueChange={(status) =>
                setFilters({ status: isCalendarStatus(status) ? status : undefined })
              }
            />
            <PeriodSelect
              label="Período del resumen"
              value={filters.period}
              onChange={(period) => setFilters({ period })}
            />
            <Input
              label="Fecha desde"
              type="date"
              containerClassName="min-w-0"
              className="min-w-0"
              max={filters.dateTo}
              value={filters.dateFrom ?? ''}
              onChange={(event) => setFilters({ dateFrom: event.target.value || undefined })}
            />
            <Input
              label="Fecha hasta"
              type="date"
              containerClassName="min-w-0"
              className="min-w-0"
              min={filters.dateFrom}
              value={filters.dateTo ?? ''}
              onChange={(event) => setFilters({ dateTo: event.target.value || undefined })}
            />
          </FilterBar>

          <section aria-labelledby="calendar-title" className="grid gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id="calendar-title" className="text-lg font-semibold tracking-tight text-foreground">
                Calendario de Pagos
              </h2>
              <p className="text-sm text-muted-foreground">{rangeText(calendarFilters)}</p>
            </div>
            <PaymentCalendar
              query={calendar}
              today={today}
              selection={{ ids, loanId: selected[0]?.applicationId ?? null, onToggle: toggle }}
            />
            {calendar.data &&
              calendar.data.reduce((n, day) => n + day.payments.length, 0) >= CALENDAR_LIMIT && (
                <p className="text-sm text-muted-foreground">
                  Se muestran las primeras {CALENDAR_LIMIT} cuotas: acota las fechas o la búsqueda para ver
                  las demás.
                </p>
              )}
            {selected.length > 0 && (
              <SelectionBar
                selected={selected}
                onClear={clearSelection}
                onApply={() => setApplying(selected)}
              />
            )}
          </section>

          {dashboard.data && dashboard.data.upcoming.length > 0 && (
            <UpcomingPayments items={dashboard.data.upcoming} />
          )}
        </TabsContent>

        <TabsContent value="reports" className="mt-4 grid grid-cols-1 gap-4">
          <Suspense fallback={<LoadingPanel />}>
            <PaymentReports
              status={filters.reports}
              page={filters.page}
              onStatusChange={(reports) => setFilters({ reports })}
              onPageChange={setPage}
            />
          </Suspense>
        </TabsContent>

        <TabsContent value="repossessions" className="mt-4 grid grid-cols-1 gap-4">
          <Suspense fallback={<LoadingPanel />}>
            <Repossessions
              scope={filters.scope}
              page={filters.page}
              onScopeChange={(scope) => setFilters({ scope })}
              onPageChange={setPage}
            />
          </Suspense>
        </TabsContent>

        <TabsContent value="yappy" className="mt-4 grid grid-cols-1 gap-4">
          <Suspense fallback={<LoadingPanel />}>
            <YappyOrders
              filter={filters.yappy}
              page={filters.page}
              onFilterChange={(yappy) => setFilters({ yappy })}
              onPageChange={setPage}
            />
          </Suspense>
        </TabsContent>

        <TabsContent value="statements" className="mt-4 grid grid-cols-1 gap-4">
          <Suspense fallback={<LoadingPanel />}>
            <BankStatements
              statementId={filters.statement}
              lines={filters.lines}
              page={filters.page}
              onOpen={showStatement}
              onBack={() => showStatement(undefined)}
              onLinesChange={(lines) => setFilters({ lines })}
              onPageChange={setPage}
            />
          </Suspense>
        </TabsContent>
      </Tabs>

      {applyDialogMounted && (
        <Suspense fallback={null}>
          <ApplyPaymentDialog
            installments={applying}
            onClose={() => setApplying(null)}
            onApplied={() => {
              setApplying(null);
              clearSelection();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Which days the calendar covers. Without dates the server shows the last 7 days and the next 30,
 * but every overdue installment under 'Vencidos' and every date of the loans a search finds (ADR 024).
 */
function rangeText({ dateFrom, dateTo, status, search }: CalendarFilters): string {
  if (dateFrom && dateTo) return `Del ${formatDate(dateFrom)} al ${formatDate(dateTo)}`;
  if (dateFrom) return `Desde el ${formatDate(dateFrom)}`;
  if (dateTo) return `Hasta el ${formatDate(dateTo)}`;
  if (status === 'overdue') return 'Todas las cuotas vencidas';
  if (search) return 'Todas las fechas';
  return 'Últimos 7 días y próximos 30';
}

function SummaryCards({ overview }: { overview: PaymentsDashboard['overview'] }) {
  const stats: Stat[] = [
    {
      label: 'Total Programado',
      value: formatMoney(overview.totalScheduled),
      note: `${formatInteger(overview.totalPayments)} ${overview.totalPayments === 1 ? 'pago' : 'pagos'}`,
      icon: CalendarDays,
      tone: 'sky',
    },
    {
      label: 'Total Cobrado',
      value: formatMoney(overview.totalReceived),
      // The API answers the rate in percent (e.g. 87.5).
      note: `${formatPercent(overview.collectionRate / 100)} de cobranza`,
      icon: Wallet,
      tone: 'emerald',
    },
    {
      label: 'Saldo Pendiente',
      value: formatMoney(overview.totalPending),
      note: 'Por cobrar',
      icon: HandCoins,
      tone: 'amber',
    },
    {
      label: 'Pagos Vencidos',
      value: formatInteger(overview.overdueCount),
      note: formatMoney(overview.overdueAmount),
      icon: CircleAlert,
      tone: 'red',
    },
  ];
  return <StatCards label="Resumen de pagos" stats={stats} className="xl:grid-cols-4" />;
}

/**
 * Stays at the bottom of the screen while the calendar scrolls: what is selected, why only one loan,
 * and the apply action itself (on a phone the header's button is thousands of pixels above).
 */
function SelectionBar({
  selected,
  onClear,
  onApply,
}: {
  selected: CalendarPayment[];
  onClear: () => void;
  onApply: () => void;
}) {
  const total = fromCents(selected.reduce((sum, p) => sum + toCents(p.owedAmount), 0));
  const count = selected.length;
  return (
    <div
      role="region"
      aria-label="Selección de cuotas"
      className="sticky bottom-3 z-10 flex flex-col gap-2 rounded-xl border border-primary/40 bg-card px-4 py-3 shadow-lg sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="grid gap-0.5 text-sm">
        <p aria-live="polite" className="font-medium text-foreground">
          {count} {count === 1 ? 'cuota seleccionada' : 'cuotas seleccionadas'} de{' '}
          {personName((selected[0] as CalendarPayment).customer)} · {formatMoney(total)}
        </p>
        <p id={ONE_LOAN_NOTE_ID} className="text-xs text-muted-foreground">
          {paymentMessages.mixedLoans}
        </p>
      </div>
      <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:items-center">
        <Button variant="ghost" size="sm" onClick={onClear}>
          Quitar selección
        </Button>
        <Button size="sm" onClick={onApply}>
          <HandCoins aria-hidden="true" />
          Aplicar Pago
        </Button>
      </div>
    </div>
  );
}
