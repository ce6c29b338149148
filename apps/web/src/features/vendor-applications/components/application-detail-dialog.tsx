import type { ApplicationDetail, ScheduleRow } from '@quincena/shared';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatDate, formatMoney, formatPercent, formatPhone } from '../../../lib/format.ts';
import { useVendorApplication } from '../api/get-vendor-application.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';

const SCHEDULE_STATUS: Record<ScheduleRow['status'], { label: string; tone: BadgeTone }> = {
  PAID: { label: 'Pagado', tone: 'success' },
  PARTIAL: { label: 'Pago parcial', tone: 'info' },
  OVERDUE: { label: 'Vencido', tone: 'danger' },
  PENDING: { label: 'Pendiente', tone: 'neutral' },
};

export interface ApplicationDetailDialogProps {
  /** The application shown; null closes the dialog. */
  applicationId: string | null;
  onClose: () => void;
}

/** Status and id, customer, motorcycle, financing terms and the payment schedule of one application. */
export function ApplicationDetailDialog({ applicationId, onClose }: ApplicationDetailDialogProps) {
  const { data, isPending, isError, error, refetch, isFetching } = useVendorApplication(applicationId);
  return (
    <Dialog open={applicationId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Detalle de la aplicación" size="xl">
        {isPending ? (
          <div className="flex justify-center py-16">
            <Spinner size="lg" label="Cargando la aplicación..." />
          </div>
        ) : isError ? (
          <ErrorState
            title="Error al cargar la aplicación"
            message={error.message}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : (
          <ApplicationDetailBody application={data} />
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cerrar</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <h3 className="text-sm font-semibold text-foreground">{title}</h3>
      {children}
    </section>
  );
}

function ApplicationDetailBody({ application: a }: { application: ApplicationDetail }) {
  const customerName = [a.customer.firstName, a.customer.lastName].filter(Boolean).join(' ');
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-muted/60 px-4 py-3">
        <ApplicationStatusBadge status={a.status} />
        <p className="min-w-0 text-xs text-muted-foreground">
          ID <span className="font-mono break-all text-foreground">{a.id}</span>
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

      <div className="grid gap-6 md:grid-cols-2">
        <Section title="Cliente">
          <DescriptionList columns={1}>
            <DescriptionItem label="Nombre">{customerName}</DescriptionItem>
            <DescriptionItem label="Teléfono">{formatPhone(a.customer.phoneNumber)}</DescriptionItem>
            <DescriptionItem label="Correo electrónico">{a.customer.email}</DescriptionItem>
          </DescriptionList>
        </Section>
        <Section title="Motocicleta">
          <DescriptionList className="grid-cols-2">
            <DescriptionItem label="Marca y modelo">
              {a.motorcycle.brand} {a.motorcycle.model}
            </DescriptionItem>
            <DescriptionItem label="Año">{a.motorcycle.year}</DescriptionItem>
            <DescriptionItem label="Precio">{formatMoney(a.motorcycle.price)}</DescriptionItem>
            <DescriptionItem label="Placa">{a.motorcycle.placa}</DescriptionItem>
            <DescriptionItem label="VIN" className="col-span-2">
              {a.motorcycle.vin}
            </DescriptionItem>
          </DescriptionList>
        </Section>
      </div>

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
        {a.scheduleIsProjected && (
          <p
            role="note"
            className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2.5 text-sm text-sky-900 dark:border-sky-900/70 dark:bg-sky-950/40 dark:text-sky-200"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Este plan de pagos es una estimación: las fechas definitivas se fijan cuando la solicitud sea
            aprobada.
          </p>
        )}
        {a.paymentSchedule.length === 0 ? (
          <p className="text-sm text-muted-foreground">Esta solicitud no tiene plan de pagos.</p>
        ) : (
          <Table containerClassName="max-h-96 overflow-y-auto" className="text-xs sm:text-sm">
            <TableCaption className="sr-only">
              Plan de pagos: {a.paymentSchedule.length} cuotas quincenales
            </TableCaption>
            <TableHeader className="sticky top-0 z-10 bg-muted">
              <TableRow>
                <TableHead className="px-3 sm:px-4">N.º</TableHead>
                <TableHead className="px-3 sm:px-4">Vencimiento</TableHead>
                <TableHead className="px-3 text-right sm:px-4">Monto</TableHead>
                <TableHead className="px-3 sm:px-4">Estado</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {a.paymentSchedule.map((row) => (
                <TableRow key={row.paymentNumber}>
                  <TableCell className="px-3 py-2 tabular-nums sm:px-4">{row.paymentNumber}</TableCell>
                  <TableCell className="px-3 py-2 whitespace-nowrap sm:px-4">
                    {formatDate(row.dueDate)}
                  </TableCell>
                  <TableCell className="px-3 py-2 text-right whitespace-nowrap tabular-nums sm:px-4">
                    {formatMoney(row.amount)}
                  </TableCell>
                  <TableCell className="px-3 py-2 sm:px-4">
                    <Badge tone={SCHEDULE_STATUS[row.status].tone}>{SCHEDULE_STATUS[row.status].label}</Badge>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
    </div>
  );
}
