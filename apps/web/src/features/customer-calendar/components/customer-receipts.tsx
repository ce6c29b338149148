import { type CustomerReceipt, paymentMessages } from '@quincena/shared';
import { ReceiptText } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { DownloadButton } from '../../../components/domain/download-button.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { downloadReceipt } from '../api/download-receipt.ts';

/** The SMS after a payment links here (…/customer#recibos). */
export const RECEIPTS_ANCHOR = 'recibos';

/** 'Mis recibos': every payment of the financing, newest first, each one's PDF a tap away. */
export function CustomerReceipts({ receipts }: { receipts: readonly CustomerReceipt[] }) {
  const card = useRef<HTMLDivElement>(null);
  // This card arrives after the page: the browser's own jump to the SMS link's anchor found nothing.
  useEffect(() => {
    if (window.location.hash === `#${RECEIPTS_ANCHOR}`) card.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <Card id={RECEIPTS_ANCHOR} ref={card} className="scroll-mt-20">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle>{paymentMessages.receiptsTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {receipts.length === 0 ? (
          <EmptyState icon={ReceiptText} title={paymentMessages.receiptsEmpty} />
        ) : (
          <ul aria-label={paymentMessages.receiptsTitle} className="-my-1 divide-y divide-border">
            {receipts.map((receipt) => (
              <li key={receipt.id} className="flex items-center justify-between gap-3 py-3">
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-semibold text-foreground tabular-nums">
                    {receipt.reversed ? <s>{formatMoney(receipt.amount)}</s> : formatMoney(receipt.amount)}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {formatDate(receipt.paymentDate)} · {receipt.number}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  {receipt.reversed && <Badge tone="warning">{paymentMessages.receiptReversed}</Badge>}
                  <DownloadButton
                    size="sm"
                    variant="outline"
                    aria-label={`${paymentMessages.receiptDownload} ${receipt.number}`}
                    fetchFile={() => downloadReceipt(receipt.id)}
                    fileName={`recibo-${receipt.number}.pdf`}
                    errorTitle={paymentMessages.receiptDownloadError}
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
