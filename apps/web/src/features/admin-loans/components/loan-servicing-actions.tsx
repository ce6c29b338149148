import { type LoanInstallment, type LoanSummary, WRITE_OFF_DAYS_PAST_DUE } from '@quincena/shared';
import { Ban, CalendarClock, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { DOCUMENT_TEXTS, DownloadButton } from '../../../components/domain/download-button.tsx';
import { StatementDownload } from '../../../components/domain/statement-download.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { downloadContract } from '../api/download-contract.ts';
import { downloadReleaseLetter } from '../api/download-release-letter.ts';
import { downloadStatement } from '../api/download-statement.ts';
import { RefundDialog } from './refund-dialog.tsx';
import { RestructureDialog } from './restructure-dialog.tsx';
import { WriteOffDialog } from './write-off-dialog.tsx';

/**
 * What a second admin must approve on the loan (PRODUCT.md §9): a payment holiday, paying its credit
 * back, and writing it off at 90+ days past due; its account statement, and once paid off its paz y
 * salvo (§10). A chunk of its
 * own, after the figures: rarely used.
 */
export function LoanServicingActions({
  loan,
  installments,
}: {
  loan: LoanSummary;
  installments: readonly LoanInstallment[];
}) {
  const [dialog, setDialog] = useState<'restructure' | 'write-off' | 'refund' | null>(null);
  const writable = loan.status === 'ACTIVE' && loan.daysPastDue >= WRITE_OFF_DAYS_PAST_DUE;
  const deferrable = loan.status === 'ACTIVE' && installments.some((i) => !i.isPaid);
  const close = () => setDialog(null);
  return (
    <>
      {deferrable && (
        <Button variant="outline" size="sm" onClick={() => setDialog('restructure')}>
          <CalendarClock aria-hidden="true" />
          Reestructurar
        </Button>
      )}
      {loan.unappliedCredit > 0 && (
        <Button variant="outline" size="sm" onClick={() => setDialog('refund')}>
          <Undo2 aria-hidden="true" />
          Devolver saldo a favor
        </Button>
      )}
      <DownloadButton
        variant="outline"
        size="sm"
        fetchFile={() => downloadContract(loan.applicationId)}
        fileName={`contrato-${loan.number}.pdf`}
        errorTitle={DOCUMENT_TEXTS.contractError}
      >
        {DOCUMENT_TEXTS.contract}
      </DownloadButton>
      <StatementDownload
        fetchFile={(period) => downloadStatement(loan.applicationId, period)}
        fileName={`estado-de-cuenta-${loan.number}.pdf`}
      />
      {loan.status === 'PAID_OFF' && (
        <DownloadButton
          variant="outline"
          size="sm"
          fetchFile={() => downloadReleaseLetter(loan.applicationId)}
          fileName={`paz-y-salvo-${loan.number}.pdf`}
          errorTitle={DOCUMENT_TEXTS.releaseLetterError}
        >
          {DOCUMENT_TEXTS.releaseLetter}
        </DownloadButton>
      )}
      {writable && (
        <Button variant="outline" size="sm" onClick={() => setDialog('write-off')}>
          <Ban aria-hidden="true" />
          Castigar préstamo
        </Button>
      )}
      {dialog === 'restructure' && (
        <RestructureDialog applicationId={loan.applicationId} installments={installments} onClose={close} />
      )}
      {dialog === 'write-off' && <WriteOffDialog loan={loan} onClose={close} />}
      {dialog === 'refund' && <RefundDialog loan={loan} onClose={close} />}
    </>
  );
}
