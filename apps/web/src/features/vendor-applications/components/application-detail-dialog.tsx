import type { ApplicationDetail } from '@quincena/shared';
import {
  ApplicationStatusBar,
  RejectionNotice,
} from '../../../components/domain/application-detail-parts.tsx';
import { ApplicationParties } from '../../../components/domain/application-parties.tsx';
import { DetailDialogFooter } from '../../../components/domain/detail-dialog-footer.tsx';
import { DOCUMENT_TEXTS, DownloadButton } from '../../../components/domain/download-button.tsx';
import { PaymentScheduleTable } from '../../../components/domain/payment-schedule-table.tsx';
import { QueryDialog } from '../../../components/domain/query-dialog.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { downloadContract } from '../api/download-contract.ts';
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
    <QueryDialog
      open={applicationId !== null}
      onClose={onClose}
      title="Detalle de la aplicación"
      size="xl"
      query={query}
      loadingLabel="Cargando la aplicación..."
      errorTitle="Error al cargar la aplicación"
      footer={<DetailDialogFooter />}
    >
      {(data) => <ApplicationDetailBody application={data} />}
    </QueryDialog>
  );
}

function ApplicationDetailBody({ application: a }: { application: ApplicationDetail }) {
  const customerName = [a.customer.firstName, a.customer.lastName].filter(Boolean).join(' ');
  return (
    <div className="grid gap-6">
      <ApplicationStatusBar application={a} />
      <RejectionNotice application={a} />

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
        {(a.status === 'APPROVED' || a.status === 'DISBURSED') && (
          <DownloadButton
            variant="outline"
            size="sm"
            className="justify-self-start"
            fetchFile={() => downloadContract(a.id)}
            fileName="contrato.pdf"
            errorTitle={DOCUMENT_TEXTS.contractError}
          >
            {DOCUMENT_TEXTS.contract}
          </DownloadButton>
        )}
      </Section>
    </div>
  );
}
