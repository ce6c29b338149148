import type { VendorDashboard as Dashboard, DashboardPeriod } from '@quincena/shared';
import {
  ArrowRight,
  CircleCheck,
  CircleX,
  FileText,
  Hourglass,
  Percent,
  UserPlus,
  Users,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ApplicationStatusBadge } from '../../../components/domain/application-status-badge.tsx';
import { LinkButton } from '../../../components/domain/link-button.tsx';
import { PeriodSelect } from '../../../components/domain/period-select.tsx';
import { RefreshButton } from '../../../components/domain/refresh-button.tsx';
import { type Stat, StatCards, StatCardsSkeleton } from '../../../components/domain/stat-cards.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatInteger, formatPercent, formatPhone } from '../../../lib/format.ts';
import { Link } from '../../../lib/router.tsx';
import { useVendorDashboard } from '../api/get-vendor-dashboard.ts';

export const DASHBOARD_ERROR_TITLE = 'Error al cargar el dashboard';

/** /vendor: the dealer's figures for a period and its latest applications and customers. */
export function VendorDashboard() {
  const [period, setPeriod] = useState<DashboardPeriod>('month');
  const dashboard = useVendorDashboard(period);
  const { data, isPending, isError, error, isFetching, isPlaceholderData, refetch } = dashboard;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Dashboard"
        description="Resumen de tus clientes y solicitudes de crédito."
        actions={
          <Button asChild>
            <Link to="/vendor/onboarding">
              <UserPlus aria-hidden="true" />
              Registrar nuevo cliente
            </Link>
          </Button>
        }
      />

      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-1 flex-wrap items-end gap-3">
          <PeriodSelect
            value={period}
            onChange={setPeriod}
            className="min-w-36 flex-1 sm:w-44 sm:flex-none"
          />
          <RefreshButton fetching={isFetching} onRefresh={() => void refetch()} />
          {data && (
            <p className="w-full text-sm text-muted-foreground sm:w-auto sm:pb-2.5">
              Desde el {formatDate(data.from, 'long')}
            </p>
          )}
        </div>
        <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
          <LinkButton to="/vendor/applications" icon={FileText}>
            Ver aplicaciones
          </LinkButton>
          <LinkButton to="/vendor/customers" icon={Users}>
            Ver clientes
          </LinkButton>
        </div>
      </div>

      {isPending ? (
        <DashboardSkeleton />
      ) : isError ? (
        <ErrorState
          title={DASHBOARD_ERROR_TITLE}
          message={error.message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <div
          className={cn('grid gap-6 transition-opacity', isPlaceholderData && 'opacity-60')}
          aria-busy={isPlaceholderData || undefined}
        >
          <DashboardStats data={data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <RecentApplications items={data.recentApplications} />
            <RecentCustomers items={data.recentCustomers} />
          </div>
        </div>
      )}
    </div>
  );
}

function DashboardStats({ data }: { data: Dashboard }) {
  const { customers, applications } = data;
  // A rate of nothing is no rate: '—', not '0.0%'.
  const percent = (value: number, whole: number) => (whole === 0 ? '—' : formatPercent(value / 100));
  const decided = applications.approved + applications.rejected;
  const stats: Stat[] = [
    {
      label: 'Total de clientes',
      value: formatInteger(customers.total),
      // The one card that is not of the period: it says so.
      note:
        customers.newInPeriod === 1
          ? 'Desde el inicio · 1 nuevo en el período'
          : `Desde el inicio · ${formatInteger(customers.newInPeriod)} nuevos en el período`,
      icon: Users,
      tone: 'sky',
    },
    {
      label: 'Total de aplicaciones',
      value: formatInteger(applications.total),
      note: 'Creadas en el período',
      icon: FileText,
      tone: 'brand',
    },
    {
      label: 'Pendientes',
      value: formatInteger(applications.pending),
      note: 'Pendientes o en revisión',
      icon: Hourglass,
      tone: 'amber',
    },
    {
      label: 'Aprobadas',
      value: formatInteger(applications.approved),
      note: `${percent(applications.approvedPercent, applications.total)} del total`,
      icon: CircleCheck,
      tone: 'emerald',
    },
    {
      label: 'Rechazadas',
      value: formatInteger(applications.rejected),
      note: `${percent(applications.rejectedPercent, applications.total)} del total`,
      icon: CircleX,
      tone: 'red',
    },
    {
      label: 'Tasa de aprobación',
      value: percent(applications.approvalRate, decided),
      note: decided === 0 ? 'Sin solicitudes decididas' : 'Aprobadas entre las decididas',
      icon: Percent,
      tone: 'violet',
    },
  ];

  return <StatCards label="Indicadores" stats={stats} className="xl:grid-cols-3" />;
}

const personName = (p: { firstName: string | null; lastName: string | null; phoneNumber: string }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ').trim() || formatPhone(p.phoneNumber);

function ListCard({
  title,
  to,
  linkLabel,
  children,
}: {
  title: string;
  to: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between gap-3 pb-3 sm:pb-3">
        <CardTitle>{title}</CardTitle>
        <Button asChild variant="ghost" size="sm" className="-mr-2">
          <Link to={to} aria-label={linkLabel}>
            Ver todo
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="flex-1">{children}</CardContent>
    </Card>
  );
}

function RecentApplications({ items }: { items: Dashboard['recentApplications'] }) {
  return (
    <ListCard title="Aplicaciones recientes" to="/vendor/applications" linkLabel="Ver todo: aplicaciones">
      {items.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No hay aplicaciones recientes"
          description="Las solicitudes que envíes aparecerán aquí."
        />
      ) : (
        <ul className="-my-1 divide-y divide-border">
          {items.map((application) => (
            <li key={application.id} className="flex items-center justify-between gap-3 py-3">
              <div className="grid min-w-0 gap-0.5">
                <p className="font-medium break-words text-foreground">{personName(application.customer)}</p>
                <p className="truncate text-sm text-muted-foreground">
                  {application.motorcycle.brand} {application.motorcycle.model} {application.motorcycle.year}
                </p>
                <p className="text-xs text-muted-foreground">{formatDate(application.createdAt)}</p>
              </div>
              <ApplicationStatusBadge status={application.status} />
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}

function RecentCustomers({ items }: { items: Dashboard['recentCustomers'] }) {
  return (
    <ListCard title="Clientes recientes" to="/vendor/customers" linkLabel="Ver todo: clientes">
      {items.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No hay clientes recientes"
          description="Los clientes que registres aparecerán aquí."
        />
      ) : (
        <ul className="-my-1 divide-y divide-border">
          {items.map((customer) => (
            <li key={customer.id} className="flex items-center justify-between gap-3 py-3">
              <div className="grid min-w-0 gap-0.5">
                <p className="font-medium break-words text-foreground">{personName(customer)}</p>
                <p className="text-sm text-muted-foreground tabular-nums">
                  {formatPhone(customer.phoneNumber)}
                </p>
              </div>
              <p className="shrink-0 text-right text-xs text-muted-foreground">
                <span className="sr-only">Registrado el </span>
                {formatDate(customer.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}

function DashboardSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label="Cargando el dashboard">
      <StatCardsSkeleton count={6} withNotes className="xl:grid-cols-3" />
      <div className="grid gap-6 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <Card key={i} className="grid gap-4 p-5">
            <Skeleton className="h-5 w-40" />
            {[0, 1, 2].map((j) => (
              <Skeleton key={j} className="h-12 w-full" />
            ))}
          </Card>
        ))}
      </div>
    </div>
  );
}
