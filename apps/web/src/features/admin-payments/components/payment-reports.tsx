import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAYMENT_METHOD_LABELS,
  type PaymentReport,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  type ReportStatus,
  rejectReportBody,
} from '@quincena/shared';
import { CircleCheck, CircleX, FileSearch, Inbox, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FilterBar } from '../../../components/domain/filter-bar.tsx';
import { FormDialogFooter } from '../../../components/domain/form-dialog-footer.tsx';
import { ListResults } from '../../../components/domain/list-results.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { API_MESSAGES, serverMessage } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime, formatMoney, formatPhone } from '../../../lib/format.ts';
import { useApprovePaymentReport } from '../api/approve-payment-report.ts';
import { usePaymentReports } from '../api/list-payment-reports.ts';
import { useRejectPaymentReport } from '../api/reject-payment-report.ts';
import { REPORT_FILTERS, type ReportFilter } from './payment-report-filters.ts';
import { personName } from './person-name.ts';
import { ReceiptDialog } from './receipt-dialog.tsx';

const FILTER_OPTIONS = [
  { value: 'ALL', label: 'Todos' },
  ...REPORT_STATUSES.map((status) => ({ value: status, label: REPORT_STATUS_LABELS[status] })),
];
const isReportFilter = (value: string): value is ReportFilter =>
  (REPORT_FILTERS as readonly string[]).includes(value);

const STATUS_TONES: Record<ReportStatus, BadgeTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

export interface PaymentReportsProps {
  status: ReportFilter;
  page: number;
  onStatusChange: (status: ReportFilter) => void;
  onPageChange: (page: number) => void;
}

/** 'Pagos reportados': what customers say they paid, with the receipt, to approve or reject. */
export function PaymentReports({ status, page, onStatusChange, onPageChange }: PaymentReportsProps) {
  const query = usePaymentReports({ status: status === 'ALL' ? undefined : status, page });
  const [receipt, setReceipt] = useState<PaymentReport | null>(null);
  // Kept while a dialog animates out, so its text does not vanish.
  const [approving, setApproving] = useState<PaymentReport | null>(null);
  const [approveOpen, setApproveOpen] = useState(false);
  const [rejecting, setRejecting] = useState<PaymentReport | null>(null);
  const approve = useApprovePaymentReport();
  const { toast } = useToast();

  const actions: ReportActions = {
    onReceipt: setReceipt,
    onApprove: (report) => {
      setApproving(report);
      setApproveOpen(true);
    },
    onReject: setRejecting,
  };

  return (
    <>
      <FilterBar
        label="Filtrar pagos reportados"
        active={status !== 'PENDING'}
        onClear={() => onStatusChange('PENDING')}
        className="sm:grid-cols-[16rem_auto]"
      >
        <Select
          label="Estado del reporte"
          options={FILTER_OPTIONS}
          value={status}
          onValueChange={(value) => isReportFilter(value) && onStatusChange(value)}
        />
      </FilterBar>

      <ListResults
        query={query}
        items={(data) => data.payments}
        errorTitle="Error al cargar los pagos reportados"
        filtered={status !== 'ALL'}
        empty={{
          icon: Inbox,
          title: 'Aún no hay pagos reportados',
          description: 'Los pagos que reporten los clientes desde su calendario aparecerán aquí.',
        }}
        emptyFiltered={{
          icon: SearchX,
          title:
            status === 'PENDING'
              ? 'No hay pagos reportados pendientes de revisión'
              : 'Ningún pago reportado tiene este estado',
        }}
        onPageChange={onPageChange}
        cards={(reports) => (
          <ul aria-label="Pagos reportados" className="grid gap-3 md:grid-cols-2">
            {reports.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} {...actions} />
              </li>
            ))}
          </ul>
        )}
      />

      <ReceiptDialog report={receipt} onClose={() => setReceipt(null)} />
      <ConfirmDialog
        open={approveOpen}
        onOpenChange={setApproveOpen}
        title="¿Aprobar este pago?"
        description={
          approving &&
          `${formatMoney(approving.amount)} de ${personName(approving.customer)}, pagado el ${formatDate(approving.paymentDate)}. Se aplicará a sus cuotas: primero las vencidas más antiguas, luego las que vencen y después las futuras.`
        }
        confirmLabel="Aprobar"
        onConfirm={async () => {
          if (!approving) return;
          try {
            const { applied } = await approve.mutateAsync(approving.id);
            const credit = applied.payment.unappliedAmount;
            toast.success(
              'Pago aprobado',
              `${formatMoney(applied.payment.appliedAmount)} aplicados a las cuotas${credit > 0 ? `; ${formatMoney(credit)} quedan como saldo a favor` : ''}.`,
            );
          } catch (error) {
            toast.error('Error al aprobar el pago', serverMessage(error, API_MESSAGES.unexpected));
            throw error;
          }
        }}
      />
      <RejectReportDialog report={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}

interface ReportActions {
  onReceipt: (report: PaymentReport) => void;
  onApprove: (report: PaymentReport) => void;
  onReject: (report: PaymentReport) => void;
}

function ReportCard({ report, onReceipt, onApprove, onReject }: { report: PaymentReport } & ReportActions) {
  const name = personName(report.customer);
  return (
    <Card className="grid h-full grid-rows-[auto_1fr_auto] gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <p className="truncate font-semibold text-foreground">{name}</p>
          <p className="text-sm text-muted-foreground tabular-nums">
            {formatPhone(report.customer.phoneNumber)}
          </p>
        </div>
        <Badge tone={STATUS_TONES[report.status]}>{REPORT_STATUS_LABELS[report.status]}</Badge>
      </div>
      <DescriptionList className="grid-cols-2 gap-y-3 text-sm">
        <DescriptionItem label="Monto">
          <span className="text-base font-semibold tabular-nums">{formatMoney(report.amount)}</span>
        </DescriptionItem>
        <DescriptionItem label="Método">{PAYMENT_METHOD_LABELS[report.paymentMethod]}</DescriptionItem>
        <DescriptionItem label="Fecha de pago">{formatDate(report.paymentDate)}</DescriptionItem>
        <DescriptionItem label="Referencia">{report.paymentReference}</DescriptionItem>
        <DescriptionItem label="Reportado">{formatDateTime(report.createdAt)}</DescriptionItem>
        {report.reviewedAt && (
          <DescriptionItem label="Revisado">{formatDateTime(report.reviewedAt)}</DescriptionItem>
        )}
        {report.notes && (
          <DescriptionItem label="Notas del cliente" className="col-span-2">
            {report.notes}
          </DescriptionItem>
        )}
        {report.status === 'REJECTED' && report.reviewNotes && (
          <DescriptionItem label="Motivo del rechazo" className="col-span-2">
            {report.reviewNotes}
          </DescriptionItem>
        )}
      </DescriptionList>
      <div className="flex flex-wrap gap-2">
        {report.receiptUrl ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onReceipt(report)}
            aria-label={`Ver comprobante de ${name}`}
          >
            <FileSearch aria-hidden="true" />
            Ver comprobante
          </Button>
        ) : (
          <p className="self-center text-xs text-muted-foreground">Sin comprobante</p>
        )}
        {report.status === 'PENDING' && (
          <div className="ml-auto flex gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => onReject(report)}
              aria-label={`Rechazar pago de ${name}`}
            >
              <CircleX aria-hidden="true" />
              Rechazar
            </Button>
            <Button size="sm" onClick={() => onApprove(report)} aria-label={`Aprobar pago de ${name}`}>
              <CircleCheck aria-hidden="true" />
              Aprobar
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}

type RejectValues = z.input<typeof rejectReportBody>;

function RejectReportDialog({ report, onClose }: { report: PaymentReport | null; onClose: () => void }) {
  return report ? <RejectReportForm key={report.id} report={report} onClose={onClose} /> : null;
}

function RejectReportForm({ report, onClose }: { report: PaymentReport; onClose: () => void }) {
  const reject = useRejectPaymentReport();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RejectValues, unknown, z.output<typeof rejectReportBody>>({
    resolver: zodResolver(rejectReportBody),
    defaultValues: { reason: '' },
  });

  const submit = handleSubmit(async (body) => {
    try {
      await reject.mutateAsync({ id: report.id, body });
      toast.success('Pago rechazado', 'Se notificó al cliente.');
      onClose();
    } catch (error) {
      toast.error('Error al rechazar el pago', serverMessage(error, API_MESSAGES.unexpected));
    }
  });

  return (
    <Dialog open onOpenChange={(next) => !next && !isSubmitting && onClose()}>
      <DialogContent
        title="Rechazar pago reportado"
        description={`${formatMoney(report.amount)} de ${personName(report.customer)}, pagado el ${formatDate(report.paymentDate)}.`}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <form noValidate onSubmit={submit} className="grid gap-4">
          <Textarea
            label="Motivo del rechazo"
            hint="El cliente lo recibirá por SMS."
            required
            rows={4}
            maxLength={500}
            error={errors.reason?.message}
            {...register('reason')}
          />
          <FormDialogFooter submitting={isSubmitting} tone="destructive">
            Rechazar
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
