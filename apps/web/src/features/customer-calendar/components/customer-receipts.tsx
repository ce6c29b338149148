import type { CustomerReceipt } from '@quincena/shared';
import { BadgeCheck, ReceiptText } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { DOCUMENT_TEXTS, DownloadButton } from '../../../components/domain/download-button.tsx';
import { StatementDownload } from '../../../components/domain/statement-download.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { downloadContract } from '../api/download-contract.ts';
import { downloadReceipt } from '../api/download-receipt.ts';
import { downloadReleaseLetter } from '../api/download-release-letter.ts';
import { downloadStatement } from '../api/download-statement.ts';

/** In this chunk, so the calendar's lazy card costs no chunk of its own. */
export { ContractAcceptance } from './contract-acceptance.tsx';

/** The SMS after a payment links here (…/customer#recibos). */
export const RECEIPTS_ANCHOR = 'recibos';

export interface CustomerReceiptsProps {
  applicationId: string;
  /** The loan's reference for bank transfers. */
  paymentReference: string;
  receipts: readonly CustomerReceipt[];
  /** Paid in full: its paz y salvo heads the card. */
  paidOff: boolean;
}

/**
 * 'Mis recibos': every payment of the financing, newest first, each one's PDF a tap away, with the
 * contract and the account statement; once the loan is paid off, its paz y salvo first.
 */
export function CustomerReceipts({
  applicationId,
  paymentReference,
  receipts,
  paidOff,
}: CustomerReceiptsProps) {
  const card = useRef<HTMLDivElement>(null);
  // This card arrives after the page: the browser's own jump to the SMS link's anchor found nothing.
  useEffect(() => {
    if (window.location.hash === `#${RECEIPTS_ANCHOR}`) card.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <Card id={RECEIPTS_ANCHOR} ref={card} className="scroll-mt-20">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 pb-3 sm:pb-3">
        <CardTitle>{DOCUMENT_TEXTS.receiptsTitle}</CardTitle>
        <div className="flex flex-wrap gap-2">
          <DownloadButton
            size="sm"
            variant="outline"
            fetchFile={() => downloadContract(applicationId)}
            fileName="contrato.pdf"
            errorTitle={DOCUMENT_TEXTS.contractError}
          >
            {DOCUMENT_TEXTS.contract}
          </DownloadButton>
          <StatementDownload
            fetchFile={(period) => downloadStatement(applicationId, period)}
            fileName="estado-de-cuenta.pdf"
          />
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          Referencia de pago para transferencias:{' '}
          <span className="font-semibold text-foreground tabular-nums">{paymentReference}</span>
        </p>
        {paidOff && (
          <div className="flex flex-col gap-3 rounded-lg bg-primary-soft p-4 text-primary-soft-foreground sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-start gap-2 text-sm">
              <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {DOCUMENT_TEXTS.releaseLetterHint}
            </p>
            <DownloadButton
              size="sm"
              className="shrink-0"
              fetchFile={() => downloadReleaseLetter(applicationId)}
              fileName="paz-y-salvo.pdf"
              errorTitle={DOCUMENT_TEXTS.releaseLetterError}
            >
              {DOCUMENT_TEXTS.releaseLetter}
            </DownloadButton>
          </div>
        )}
        {receipts.length === 0 ? (
          <EmptyState icon={ReceiptText} title={DOCUMENT_TEXTS.receiptsEmpty} />
        ) : (
          <ul aria-label={DOCUMENT_TEXTS.receiptsTitle} className="-my-1 divide-y divide-border">
            {receipts.map((receipt) => (
              <li key={receipt.id} className="flex items-center justify-between gap-3 py-3">
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-semibold text-foreground tabular-nums">
                    {receipt.reversed ? <s>{formatMoney(receipt.amount)}</s> : formatMoney(receipt.amount)}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {formatDate(receipt.paymentDate)} ·{' '}
                    <span className="whitespace-nowrap">{receipt.number}</span>
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  {receipt.reversed && <Badge tone="warning">{DOCUMENT_TEXTS.receiptReversed}</Badge>}
                  <DownloadButton
                    size="sm"
                    variant="outline"
                    // The visible "PDF" is part of the name, for those who speak to their phone.
                    aria-label={`${DOCUMENT_TEXTS.receiptDownload} ${receipt.number} PDF`}
                    fetchFile={() => downloadReceipt(receipt.id)}
                    fileName={`recibo-${receipt.number}.pdf`}
                    errorTitle={DOCUMENT_TEXTS.receiptDownloadError}
                  >
                    PDF
                  </DownloadButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
