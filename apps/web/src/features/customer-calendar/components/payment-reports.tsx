import { type CustomerSchedule, PAYMENT_METHOD_LABELS, type PaymentReport } from '@quincena/shared';
import { Paperclip, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { PaymentReportStatusBadge } from '../../../components/domain/payment-report-status-badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { usePaymentReports } from '../api/list-payment-reports.ts';

const REPORTS_ERROR = 'No se pudieron cargar tus pagos reportados';

export interface PaymentReportsProps {
  /** To name the motorcycle of each report when the customer has several financings. */
  financings: CustomerSchedule['financings'];
}

/** The payments the customer reported, with the review status and, when rejected, the reason. */
export function PaymentReports({ financings }: PaymentReportsProps) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, isFetching, isPlaceholderData, refetch } = usePaymentReports(page);
  const motorcycleOf = (applicationId: string) =>
    financings.length > 1 ? financings.find((f) => f.applicationId === applicationId)?.motorcycle : undefined;

  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle>Pagos reportados</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending ? (
          <div role="status" aria-label="Cargando pagos reportados" className="grid gap-3">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : isError ? (
          <ErrorState
            title={REPORTS_ERROR}
            message={serverMessage(error, 'Intenta nuevamente en unos minutos.')}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : data.payments.length === 0 ? (
          <EmptyState
            icon={ReceiptText}
            title="Aún no has reportado pagos"
            description="Si pagaste por transferencia, en efectivo, con cheque o tarjeta, repórtalo con «Reportar pago» para que lo apliquemos a tus cuotas."
          />
        ) : (
          <>
            <ul
              aria-label="Pagos reportados"
              aria-busy={isPlaceholderData || undefined}
              className={cn(
                '-my-1 divide-y divide-border transition-opacity',
                isPlaceholderData && 'opacity-60',
              )}
            >
              {data.payments.map((report) => (
                <ReportItem key={report.id} report={report} motorcycle={motorcycleOf(report.applicationId)} />
              ))}
            </ul>
            {data.pagination.totalPages > 1 && (
              <Pagination
                page={data.pagination.page}
                limit={data.pagination.limit}
                total={data.pagination.total}
                hasPrev={data.pagination.hasPrev}
                hasNext={data.pagination.hasNext}
                onPageChange={setPage}
                disabled={isFetching}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ReportItem({ report, motorcycle }: { report: PaymentReport; motorcycle?: string }) {
  const details = [
    formatDate(report.paymentDate),
    PAYMENT_METHOD_LABELS[report.paymentMethod],
    report.paymentReference && `Ref. ${report.paymentReference}`,
  ].filter(Boolean);
  return (
    <li className="grid gap-1.5 py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold text-foreground tabular-nums">{formatMoney(report.amount)}</p>
          <p className="text-sm break-words text-muted-foreground">{details.join(' · ')}</p>
          {motorcycle && <p className="text-xs text-muted-foreground">{motorcycle}</p>}
        </div>
        <div className="grid shrink-0 justify-items-end gap-1">
          <PaymentReportStatusBadge status={report.status} reversed={report.reversedAt !== null} />
          {report.receiptUrl && (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <Paperclip aria-hidden="true" className="size-3.5" />
              Con comprobante
            </span>
          )}
        </div>
      </div>
      {report.reversedAt && (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm text-foreground">
          Este pago fue revertido el {formatDate(report.reversedAt)}: ya no cuenta en tu saldo.
        </p>
      )}
      {report.status === 'REJECTED' && report.reviewNotes && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
          <span className="font-medium">Motivo del rechazo:</span> {report.reviewNotes}
        </p>
      )}
    </li>
  );
}
