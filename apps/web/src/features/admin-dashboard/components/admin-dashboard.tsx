import { adminApplicationMessages, type AdminDashboard as Dashboard } from '@quincena/shared';
import { ArrowRight, Bike, CircleAlert, CircleCheck, FileText, Hourglass, Users, Wallet } from 'lucide-react';
import { ApplicationStatusBadge } from '../../../components/domain/application-status-badge.tsx';
import { LinkButton } from '../../../components/domain/link-button.tsx';
import { RefreshButton } from '../../../components/domain/refresh-button.tsx';
import { type Stat, StatCards, StatCardsSkeleton } from '../../../components/domain/stat-cards.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime, formatInteger, formatMoneyNoDecimals, formatPercent } from '../../../lib/format.ts';
import { Link } from '../../../lib/router.tsx';
import { useAdminDashboard } from '../api/get-admin-dashboard.ts';

const count = (n: number, one: string, many: string) => `${formatInteger(n)} ${n === 1 ? one : many}`;

/** /admin: the back-office figures, refreshed every 30 seconds and on demand. */
export function AdminDashboard() {
  const { data, isPending, isError, error, isFetching, refetch, dataUpdatedAt } = useAdminDashboard();

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Panel de Administración"
        description="Resumen de clientes, solicitudes, préstamos e inventario."
        actions={<RefreshButton fetching={isFetching} onRefresh={() => void refetch()} />}
      />

      {isPending ? (
        <DashboardSkeleton />
      ) : isError ? (
        <ErrorState
          title={adminApplicationMessages.dashboardErrorTitle}
          message={serverMessage(error, adminApplicationMessages.dashboardErrorFallback)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <>
          <DashboardStats data={data} />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <RecentApplications items={data.recentActivity.applications} />
            <div className="grid content-start gap-6">
              <SystemStatus alerts={data.alerts} />
              <QuickActions />
            </div>
          </div>
          <p className="text-xs text-muted-foreground">
            Actualizado: {formatDateTime(new Date(dataUpdatedAt))}
          </p>
        </>
      )}
    </div>
  );
}

function DashboardStats({ data }: { data: Dashboard }) {
  const { customers, creditApplications: applications, financial, motorcycles } = data;
  const stats: Stat[] = [
    {
      label: 'Total Usuarios',
      value: formatInteger(customers.total),
      note: count(customers.active, 'activo', 'activos'),
      icon: Users,
      tone: 'sky',
    },
    {
      label: 'Solicitudes Activas',
      value: formatInteger(applications.total),
      note: `${count(applications.pending, 'pendiente', 'pendientes')} · ${formatPercent(applications.approvalRate / 100)} de aprobación`,
      icon: FileText,
      tone: 'amber',
    },
    {
      label: 'Total Prestado',
      value: formatMoneyNoDecimals(financial.totalDisbursed),
      note: `Promedio ${formatMoneyNoDecimals(financial.averageLoanAmount)}`,
      icon: Wallet,
      tone: 'emerald',
    },
    {
      label: 'Motos en Inventario',
      value: formatInteger(motorcycles.total),
      note: count(motorcycles.available, 'disponible', 'disponibles'),
      icon: Bike,
      tone: 'violet',
    },
  ];
  return <StatCards label="Indicadores" stats={stats} className="xl:grid-cols-4" />;
}

function RecentApplications({ items }: { items: Dashboard['recentActivity']['applications'] }) {
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between gap-3 pb-3 sm:pb-3">
        <CardTitle>Solicitudes recientes</CardTitle>
        <Button asChild variant="ghost" size="sm" className="-mr-2">
          <Link to="/admin/applications" aria-label="Ver todo: solicitudes">
            Ver todo
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="flex-1">
        {items.length === 0 ? (
          <EmptyState icon={FileText} title="No hay solicitudes recientes" />
        ) : (
          <ul aria-label="Solicitudes recientes" className="-my-1 divide-y divide-border">
            {items.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1.5 py-3">
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-medium text-foreground">{a.customerName}</p>
                  <p className="text-xs text-muted-foreground">
                    <span className="font-mono">{a.number}</span> · {a.motorcycle}
                    {a.vendor && ` · ${a.vendor}`}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="text-sm font-semibold text-foreground tabular-nums">
                    {formatMoneyNoDecimals(a.amount)}
                  </span>
                  <ApplicationStatusBadge status={a.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function SystemStatus({ alerts }: { alerts: Dashboard['alerts'] }) {
  const pending = alerts.pendingApplications > 0;
  const overdue = alerts.overduePayments > 0;
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle>Estado del sistema</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label="Alertas" className="grid gap-3">
          <StatusItem
            tone={pending ? 'warning' : 'ok'}
            title={
              pending
                ? `${count(alerts.pendingApplications, 'solicitud pendiente', 'solicitudes pendientes')} de revisión`
                : 'No hay solicitudes pendientes'
            }
          />
          <StatusItem
            tone={overdue ? 'danger' : 'ok'}
            title={
              overdue
                ? count(alerts.overduePayments, 'pago vencido', 'pagos vencidos')
                : 'No hay pagos vencidos'
            }
            detail={overdue ? `${formatMoneyNoDecimals(alerts.overdueAmount)} por cobrar` : undefined}
          />
        </ul>
      </CardContent>
    </Card>
  );
}

const STATUS_ITEM_TONES = {
  ok: { icon: CircleCheck, className: 'text-emerald-700 dark:text-emerald-300' },
  warning: { icon: Hourglass, className: 'text-amber-700 dark:text-amber-300' },
  danger: { icon: CircleAlert, className: 'text-red-700 dark:text-red-300' },
} as const;

function StatusItem({
  tone,
  title,
  detail,
}: {
  tone: keyof typeof STATUS_ITEM_TONES;
  title: string;
  detail?: string;
}) {
  const { icon: Icon, className } = STATUS_ITEM_TONES[tone];
  return (
    <li className="flex items-start gap-3 rounded-lg bg-muted/60 px-3 py-2.5">
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', className)} />
      <div className="grid gap-0.5 text-sm">
        <p className="font-medium text-foreground">{title}</p>
        {detail && <p className="text-muted-foreground">{detail}</p>}
      </div>
    </li>
  );
}

function QuickActions() {
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle>Acciones rápidas</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        <LinkButton to="/admin/applications" icon={FileText}>
          Gestionar solicitudes
        </LinkButton>
        <LinkButton to="/admin/users" icon={Users}>
          Gestionar usuarios
        </LinkButton>
      </CardContent>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Cargando..." className="grid gap-6">
      <StatCardsSkeleton count={4} withNotes className="xl:grid-cols-4" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
    </div>
  );
}
