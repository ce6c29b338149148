import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type CustomerSchedule,
  paymentMessages,
} from '@quincena/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Bike, Hourglass, ReceiptText, Smartphone } from 'lucide-react';
import { Suspense, useState } from 'react';
import { ApplicationStatusBadge } from '../../../components/domain/application-status-badge.tsx';
import { RefreshButton } from '../../../components/domain/refresh-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { lazyNamed, useLazyMount } from '../../../lib/lazy-named.ts';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { Link, useSearchParams } from '../../../lib/router.tsx';
import { usePaymentSchedule } from '../api/get-payment-schedule.ts';
import { payoffQueryKey } from '../api/get-payoff.ts';
import { paymentReportsQueryKey } from '../api/list-payment-reports.ts';
import { FinancingOverview, owedOf } from './financing-overview.tsx';
import { PaymentReports } from './payment-reports.tsx';

/*
 * 'Reportar pago' (its form, validation and upload) is a chunk of its own, fetched once the calendar
 * has rendered; so is the financing switch, which only a customer with several financings sees.
 */
const ReportPaymentDialog = lazyNamed(() => import('./report-payment-dialog.tsx'), 'ReportPaymentDialog');
// 'Pagar con Yappy' likewise: fetched only when the customer asks for it.
const YappyPayDialog = lazyNamed(() => import('./yappy-pay-dialog.tsx'), 'YappyPayDialog');
const Select = lazyNamed(() => import('../../../components/ui/select.tsx'), 'Select');
// 'Mis recibos' and its downloads come after the calendar, below it.
const CustomerReceipts = lazyNamed(() => import('./customer-receipts.tsx'), 'CustomerReceipts');
const ContractAcceptance = lazyNamed(() => import('./customer-receipts.tsx'), 'ContractAcceptance');

const isApplicationStatus = (status: string): status is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(status);

/** /customer ('Calendario de Pagos'): the customer's financing, its calendar and the payments reported. */
export function CustomerCalendarPage() {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const applicationId = searchParams.get('applicationId') ?? undefined;
  const { data, isPending, isError, error, isFetching, isPlaceholderData, refetch } =
    usePaymentSchedule(applicationId);
  const [reporting, setReporting] = useState(false);
  const [payingYappy, setPayingYappy] = useState(false);
  const yappyCheckout = usePublicSettings().data?.yappyCheckout === true;
  const dialogMounted = useLazyMount(ReportPaymentDialog, {
    ready: data?.financing != null,
    asked: reporting,
  });

  const reload = () => {
    void refetch();
    void queryClient.invalidateQueries({ queryKey: paymentReportsQueryKey });
    void queryClient.invalidateQueries({ queryKey: payoffQueryKey });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Calendario de Pagos"
        description="Tus pagos quincenales: lo pagado, lo que falta y las próximas fechas."
        actions={
          <>
            <RefreshButton fetching={isFetching} onRefresh={reload} />
            {data?.financing && yappyCheckout && (
              <Button variant="outline" onClick={() => setPayingYappy(true)}>
                <Smartphone aria-hidden="true" />
                Pagar con Yappy
              </Button>
            )}
            {data?.financing && (
              <Button onClick={() => setReporting(true)}>
                <ReceiptText aria-hidden="true" />
                Reportar pago
              </Button>
            )}
          </>
        }
      />

      {isPending ? (
        <CalendarSkeleton />
      ) : isError ? (
        <ErrorState
          title={paymentMessages.customerCalendarErrorTitle}
          message={serverMessage(error, paymentMessages.customerCalendarErrorFallback)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : !data.financing || !data.summary ? (
        <NoFinancing pending={data.pendingApplication} />
      ) : (
        <div
          className={cn('grid grid-cols-1 gap-6 transition-opacity', isPlaceholderData && 'opacity-60')}
          aria-busy={isPlaceholderData || undefined}
        >
          <MotorcycleHeader
            financing={data.financing}
            financings={data.financings}
            onSwitch={(id) => setSearchParams({ applicationId: id })}
          />
          {data.financing.status === 'APPROVED' && (
            // First: accepting the contract is what an approved credit waits for.
            <Suspense fallback={<Skeleton className="h-40 w-full rounded-xl" />}>
              <ContractAcceptance
                applicationId={data.financing.applicationId}
                acceptedAt={data.financing.contractAcceptedAt}
              />
            </Suspense>
          )}
          <FinancingOverview schedule={data} financing={data.financing} summary={data.summary} />
          <Suspense fallback={<Skeleton className="h-40 w-full rounded-xl" />}>
            <CustomerReceipts
              applicationId={data.financing.applicationId}
              paymentReference={data.financing.paymentReference}
              receipts={data.receipts}
              paidOff={data.paidOff}
            />
          </Suspense>
          <PaymentReports financings={data.financings} />
        </div>
      )}

      {payingYappy && data?.financing && (
        <Suspense fallback={null}>
          <YappyPayDialog
            open={payingYappy}
            onOpenChange={setPayingYappy}
            applicationId={data.financing.applicationId}
            suggestedAmount={nextOwed(data.payments)}
          />
        </Suspense>
      )}
      {dialogMounted && data?.financing && (
        <Suspense fallback={null}>
          <ReportPaymentDialog
            open={reporting}
            onOpenChange={setReporting}
            applicationId={data.financing.applicationId}
            suggestedAmount={nextOwed(data.payments)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** What the next unpaid installment still owes, as the amount field shows it ('103.42'). */
function nextOwed(payments: CustomerSchedule['payments']): string | undefined {
  const next = payments.find((p) => !p.isPaid);
  return next ? owedOf(next).toFixed(2) : undefined;
}

interface MotorcycleHeaderProps {
  financing: NonNullable<CustomerSchedule['financing']>;
  financings: CustomerSchedule['financings'];
  onSwitch: (applicationId: string) => void;
}

/** The motorcycle financed, and the switcher when the customer has several financings. */
function MotorcycleHeader({ financing, financings, onSwitch }: MotorcycleHeaderProps) {
  const { brand, model, year } = financing.motorcycle;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground"
        >
          <Bike className="size-6" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h2 className="text-xl font-bold tracking-tight break-words text-foreground">
            {brand} {model} {year}
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {isApplicationStatus(financing.status) && <ApplicationStatusBadge status={financing.status} />}
            <span>Financiado: {formatMoney(financing.loanAmount)}</span>
          </div>
        </div>
      </div>
      {financings.length > 1 && (
        // The switch's place (its label and field) is kept while its code arrives: nothing moves.
        <Suspense fallback={<div className="h-[4.125rem] sm:w-64" />}>
          <Select
            label="Financiamiento"
            options={financings.map((f) => ({ value: f.applicationId, label: f.motorcycle }))}
            value={financing.applicationId}
            onValueChange={onSwitch}
            className="sm:w-64"
          />
        </Suspense>
      )}
    </Card>
  );
}

/** No loan yet: the application waiting for a decision, or the way to apply. */
function NoFinancing({ pending }: { pending: CustomerSchedule['pendingApplication'] }) {
  if (pending) {
    return (
      <EmptyState
        icon={Hourglass}
        title="Tu solicitud está en proceso"
        description={
          <>
            La enviaste el {formatDate(pending.createdAt, 'long')}. Te avisaremos por SMS cuando sea revisada;
            al aprobarse, aquí verás tu calendario de pagos.
          </>
        }
        action={isApplicationStatus(pending.status) && <ApplicationStatusBadge status={pending.status} />}
      />
    );
  }
  return (
    <EmptyState
      icon={Bike}
      title={paymentMessages.noFinancing}
      description="Solicita el financiamiento de tu moto en pocos pasos. Cuando sea aprobado, aquí verás tu calendario de pagos."
      action={
        <Button asChild size="lg">
          <Link to="/onboarding">
            Solicitar financiamiento
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
    />
  );
}

function CalendarSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-6" role="status" aria-label="Cargando calendario de pagos...">
      <Card className="flex items-center gap-4 p-5">
        <Skeleton className="size-12 rounded-xl" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-32" />
        </div>
      </Card>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {Array.from({ length: 5 }, (_, i) => (
          <Card key={i} className="grid gap-2 p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-20" />
          </Card>
        ))}
      </div>
      <Skeleton className="h-20 w-full rounded-xl" />
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  );
}
