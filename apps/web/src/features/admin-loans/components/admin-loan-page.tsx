import type { LoanDetail } from '@quincena/shared';
import { ArrowLeft, FileText, HandCoins, History, SearchX } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { StatCardsSkeleton } from '../../../components/domain/stat-cards.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { lazyNamed } from '../../../lib/lazy-named.ts';
import { Link, useParams } from '../../../lib/router.tsx';
import { useLoan } from '../api/get-loan.ts';
import { LoanInstallments } from './loan-installments.tsx';
import { LoanStatusBadge } from './loan-status-badge.tsx';
import { LoanSummaryCards } from './loan-summary-cards.tsx';
import { LoanTransactions } from './loan-transactions.tsx';

const APPLICATIONS_PATH = '/admin/applications';

// Below the figures and fetched after them: a chunk of its own keeps the page within its budget.
const LoanPayoff = lazyNamed(() => import('./loan-payoff.tsx'), 'LoanPayoff');
const LoanServicingActions = lazyNamed(() => import('./loan-servicing-actions.tsx'), 'LoanServicingActions');
const LoanRepossession = lazyNamed(() => import('./loan-repossession.tsx'), 'LoanRepossession');

/** /admin/loans/:id ('Préstamo'): one loan's figures, installments and ledger, as the API replays them. */
export function AdminLoanPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useLoan(id);

  if (query.isPending) return <LoanPageSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <LoanNotFound />;
    return (
      <PageFrame>
        <ErrorState
          title="Error al cargar el préstamo"
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </PageFrame>
    );
  }
  return <LoanView detail={query.data} />;
}

function LoanView({ detail }: { detail: LoanDetail }) {
  const { loan, installments, transactions } = detail;
  return (
    <PageFrame
      number={loan.number}
      status={<LoanStatusBadge status={loan.status} watchUntil={loan.watchUntil} />}
      actions={<LoanLinks detail={detail} />}
    >
      <section aria-labelledby="loan-summary-heading" className="grid gap-3">
        <h2 id="loan-summary-heading" className="sr-only">
          Resumen
        </h2>
        <LoanSummaryCards loan={loan} />
      </section>
      {loan.status === 'ACTIVE' && (
        <Suspense fallback={<Skeleton className="h-44 rounded-xl" />}>
          <LoanPayoff applicationId={loan.applicationId} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <LoanRepossession loan={loan} repossession={detail.repossession} />
      </Suspense>
      <LoanInstallments
        applicationId={loan.applicationId}
        installments={installments}
        active={loan.status === 'ACTIVE' || loan.status === 'REPOSSESSED'}
      />
      <LoanTransactions transactions={transactions} />
    </PageFrame>
  );
}

/**
 * Where to go from the loan. Applying a receipt happens in the collections calendar, filtered to this
 * loan by its number; a receipt is reversed from its line of the history, an installment corrected
 * (or its late fee waived) from its row.
 */
function LoanLinks({ detail: { loan, installments } }: { detail: LoanDetail }) {
  // Being repossessed, it is still paid: catching up is how the customer gets the motorcycle back.
  const payable =
    (loan.status === 'ACTIVE' || loan.status === 'REPOSSESSED') && installments.some((i) => !i.isPaid);

  const activity = new URLSearchParams({ entityType: 'credit_application', entityId: loan.applicationId });
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <Link to={`${APPLICATIONS_PATH}?view=${encodeURIComponent(loan.applicationId)}`}>
          <FileText aria-hidden="true" />
          Ver solicitud
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link to={`/admin/activity?${activity}`}>
          <History aria-hidden="true" />
          Ver actividad
        </Link>
      </Button>
      {payable && (
        <Button asChild size="sm">
          <Link to={`/admin/payments?${new URLSearchParams({ search: loan.number })}`}>
            <HandCoins aria-hidden="true" />
            Registrar pago
          </Link>
        </Button>
      )}
      <Suspense fallback={null}>
        <LoanServicingActions loan={loan} installments={installments} />
      </Suspense>
    </>
  );
}

/** The page's frame in every state: the way back, the h1 (with the number once known), the content. */
function PageFrame({
  number,
  status,
  actions,
  children,
}: {
  number?: string;
  status?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div className="grid gap-3">
        <Link
          to={APPLICATIONS_PATH}
          className="inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Solicitudes
        </Link>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-2xl font-bold tracking-tight break-words text-foreground sm:text-3xl">
              Préstamo
              {number && (
                <>
                  {' '}
                  <span className="whitespace-nowrap">{number}</span>
                </>
              )}
            </h1>
            {status}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
      </div>
      {children}
    </div>
  );
}

function LoanNotFound() {
  return (
    <PageFrame>
      <EmptyState
        icon={SearchX}
        title="Préstamo no encontrado"
        description="No hay un préstamo para esta solicitud: puede que no exista o que aún no esté aprobada."
        action={
          <Button asChild variant="outline">
            <Link to={APPLICATIONS_PATH}>Volver a Solicitudes</Link>
          </Button>
        }
      />
    </PageFrame>
  );
}

/** The page's shape while the loan loads, so nothing jumps when it arrives. */
function LoanPageSkeleton() {
  return (
    <PageFrame>
      <div role="status" className="sr-only">
        Cargando el préstamo...
      </div>
      <StatCardsSkeleton count={7} className="lg:grid-cols-4" />
      <Skeleton className="h-72 rounded-xl" />
      <Skeleton className="h-56 rounded-xl" />
    </PageFrame>
  );
}
