import type { ApplicationDetail } from '@quincena/shared';
import { ApplicationParties } from '../../../components/domain/application-parties.tsx';
import { ApplicationStatusBadge } from '../../../components/domain/application-status-badge.tsx';
import { PaymentScheduleTable } from '../../../components/domain/payment-schedule-table.tsx';
import { QueryView } from '../../../components/domain/query-view.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { formatDate, formatMoney, formatPercent } from '../../../lib/format.ts';
import { useVendorApplication } from '../api/get-vendor-application.ts';

export interface ApplicationDetailDialogProps {
  /** The application shown; null closes the dialog. */
  applicationId: string | null;
  onClose: () => void;
}

/** Status and id, customer, motorcycle, financing terms and the payment schedule of one application. */
export function ApplicationDetailDialog({ applicationId, onClose }: ApplicationDetailDialogProps) {
  const query = useVendorApplication(applicationId);
  return (
    <Dialog open={applicationId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Detalle de la aplicación" size="xl">
        <QueryView
          query={query}
          loadingLabel="Cargando la aplicación..."
          errorTitle="Error al cargar la aplicación"
        >
          {(data) => <ApplicationDetailBody application={data} />}
        </QueryView>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cerrar</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ApplicationDetailBody({ application: a }: { application: ApplicationDetail }) {
  const customerName = [a.customer.firstName, a.customer.lastName].filter(Boolean).join(' ');
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-muted/60 px-4 py-3">
        <ApplicationStatusBadge status={a.status} />
        <p className="min-w-0 text-xs text-muted-foreground">
          Solicitud <span className="font-mono text-foreground">{a.number}</span>
        </p>
        <p className="text-xs text-muted-foreground sm:ml-auto">
          Creada el {formatDate(a.createdAt, 'long')}
        </p>
      </div>

      {a.status === 'REJECTED' && a.rejectionReason && (
        <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900/70 dark:bg-red-950/40 dark:text-red-200">
          <p className="font-medium">Motivo del rechazo</p>
          <p>{a.rejectionReason}</p>
        </div>
      )}

      <ApplicationParties application={a} customerName={customerName} />

      <Section title="Financiamiento">
        <DescriptionList columns={3} className="grid-cols-2">
          <DescriptionItem label="Monto del préstamo">
            {a.loanAmount === null ? 'N/A' : formatMoney(a.loanAmount)}
          </DescriptionItem>
          <DescriptionItem label="Abono inicial">{formatMoney(a.downPayment)}</DescriptionItem>
          <DescriptionItem label="Plazo">{a.termMonths} meses</DescriptionItem>
          <DescriptionItem label="Pago mensual">{formatMoney(a.monthlyPayment)}</DescriptionItem>
          <DescriptionItem label="Pago quincenal">{formatMoney(a.quincenalPayment)}</DescriptionItem>
          <DescriptionItem label="Tasa mensual">{formatPercent(a.interestRate, 2)}</DescriptionItem>
          <DescriptionItem label="Total a pagar">{formatMoney(a.totalToPay)}</DescriptionItem>
          <DescriptionItem label="Intereses totales">{formatMoney(a.totalInterest)}</DescriptionItem>
        </DescriptionList>
      </Section>

      <Section title="Plan de pagos">
        <PaymentScheduleTable rows={a.paymentSchedule} projected={a.scheduleIsProjected} />
      </Section>
    </div>
  );
}
