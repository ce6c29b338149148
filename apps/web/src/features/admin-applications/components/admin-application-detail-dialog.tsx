import type { AdminApplicationDetail, AdminApplicationSummary, ScheduleRow } from '@quincena/shared';
import { useState } from 'react';
import {
  ApplicationStatusBar,
  RejectionNotice,
} from '../../../components/domain/application-detail-parts.tsx';
import { ApplicationParties } from '../../../components/domain/application-parties.tsx';
import { CorrectInstallmentDialog } from '../../../components/domain/correct-installment-dialog.tsx';
import { LoanLink } from '../../../components/domain/loan-link.tsx';
import { PaymentScheduleTable } from '../../../components/domain/payment-schedule-table.tsx';
import { QueryDialog } from '../../../components/domain/query-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { formatDateTime, formatMoney, formatPercent } from '../../../lib/format.ts';
import { useAdminApplication } from '../api/get-admin-application.ts';
import { adminApplicationsQueryKey } from '../api/list-admin-applications.ts';
import { ApplicationActions } from './application-actions.tsx';
import { ApplicationDocuments } from './application-documents.tsx';
import { ApplicationHistory } from './application-history.tsx';
import {
  type ApplicationAction,
  approvalRecency,
  customerName,
  minutesSinceApproval,
  useNow,
} from './application-workflow.ts';

export interface AdminApplicationDetailDialogProps {
  /** The application shown; null closes the dialog. */
  applicationId: string | null;
  onClose: () => void;
  canDelete: boolean;
  onAction: (action: ApplicationAction, application: AdminApplicationSummary) => void;
}

/** Everything about one application, its documents and history, and the actions its status allows. */
export function AdminApplicationDetailDialog({
  applicationId,
  onClose,
  canDelete,
  onAction,
}: AdminApplicationDetailDialogProps) {
  const query = useAdminApplication(applicationId);
  const { data } = query;
  return (
    <QueryDialog
      open={applicationId !== null}
      onClose={onClose}
      title="Detalle de la solicitud"
      size="xl"
      query={query}
      loadingLabel="Cargando la solicitud..."
      errorTitle="Error al cargar la solicitud"
      footer={
        <DialogFooter className="sm:items-center sm:justify-between">
          {data ? (
            <ApplicationActions application={data} canDelete={canDelete} onAction={onAction} />
          ) : (
            <span />
          )}
          <DialogClose asChild>
            <Button variant="outline">Cerrar</Button>
          </DialogClose>
        </DialogFooter>
      }
    >
      {(data) => <DetailBody application={data} />}
    </QueryDialog>
  );
}

/** PRODUCT.md §9: an approved or disbursed application is a loan, with its own page. */

/** An unpaid, stored installment of a live loan can be moved or have its late fee waived. */
const canCorrect = (a: AdminApplicationDetail, row: ScheduleRow) =>
  row.id !== null && row.status !== 'PAID' && (a.status === 'APPROVED' || a.status === 'DISBURSED');

function DetailBody({ application: a }: { application: AdminApplicationDetail }) {
  const [correcting, setCorrecting] = useState<ScheduleRow | null>(null);
  const recency = approvalRecency(minutesSinceApproval(a, useNow()));
  return (
    <div className="grid gap-6">
      <ApplicationStatusBar
        application={a}
        badges={recency && <Badge tone={recency.highlight ? 'success' : 'neutral'}>{recency.label}</Badge>}
      >
        <LoanLink applicationId={a.id} status={a.status} />
      </ApplicationStatusBar>
      <RejectionNotice application={a} />

      <ApplicationParties
        application={a}
        customerName={customerName(a)}
        vendor={a.vendor && [a.vendor.name, a.vendor.dealershipName].filter(Boolean).join(' · ')}
      />

      <Section title="Montos">
        <DescriptionList columns={3} className="grid-cols-2">
          <DescriptionItem label="Valor total">{formatMoney(a.requestedAmount)}</DescriptionItem>
          <DescriptionItem label="Abono inicial">{formatMoney(a.downPayment)}</DescriptionItem>
          <DescriptionItem label="Monto del préstamo">
            {a.loanAmount === null ? 'N/A' : formatMoney(a.loanAmount)}
          </DescriptionItem>
          <DescriptionItem label="Plazo">{a.termMonths} meses</DescriptionItem>
          <DescriptionItem label="Tasa mensual">{formatPercent(a.interestRate, 2)}</DescriptionItem>
          <DescriptionItem label="Pago quincenal">{formatMoney(a.quincenalPayment)}</DescriptionItem>
          <DescriptionItem label="Pago mensual">{formatMoney(a.monthlyPayment)}</DescriptionItem>
          <DescriptionItem label="Total a pagar">{formatMoney(a.totalToPay)}</DescriptionItem>
          <DescriptionItem label="Intereses totales">{formatMoney(a.totalInterest)}</DescriptionItem>
          <DescriptionItem label="Pagado">{formatMoney(a.totalPaid)}</DescriptionItem>
          <DescriptionItem label="Póliza de seguro">{a.insurancePolicy}</DescriptionItem>
          <DescriptionItem label="Descuento directo">{a.hasDirectDiscount ? 'Sí' : 'No'}</DescriptionItem>
        </DescriptionList>
        <DescriptionList columns={3} className="grid-cols-2">
          <DescriptionItem label="Aprobada">{a.approvedAt && formatDateTime(a.approvedAt)}</DescriptionItem>
          <DescriptionItem label="Rechazada">{a.rejectedAt && formatDateTime(a.rejectedAt)}</DescriptionItem>
          <DescriptionItem label="Desembolsada">
            {a.disbursedAt && formatDateTime(a.disbursedAt)}
          </DescriptionItem>
        </DescriptionList>
        {a.notes && <p className="text-sm text-muted-foreground">Notas: {a.notes}</p>}
      </Section>

      <Section title="Plan de pagos">
        <PaymentScheduleTable
          rows={a.schedule}
          projected={a.scheduleIsProjected}
          showLateFee
          rowAction={(row) =>
            canCorrect(a, row) && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Corregir cuota ${row.paymentNumber}`}
                onClick={() => setCorrecting(row)}
              >
                Corregir
              </Button>
            )
          }
        />
        <CorrectInstallmentDialog
          installment={correcting}
          onClose={() => setCorrecting(null)}
          refetch={[adminApplicationsQueryKey]}
        />
      </Section>

      <Section title="Documentos">
        <ApplicationDocuments applicationId={a.id} documents={a.documents} />
      </Section>

      <Section title="Historial">
        <ApplicationHistory history={a.history} />
      </Section>
    </div>
  );
}
