import { adminApplicationMessages, type PaymentReport } from '@quincena/shared';
import { FileDownloadFooter, FilePreview } from '../../../components/domain/file-preview.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useReceiptFile } from '../api/get-receipt-file.ts';
import { personName } from './person-name.ts';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** A reported payment's receipt (a photo or a PDF), fetched with the session and shown in place. */
export function ReceiptDialog({ report, onClose }: { report: PaymentReport | null; onClose: () => void }) {
  const file = useReceiptFile(report?.receiptUrl ?? null);
  const name = report ? personName(report.customer) : '';
  const type = file.data?.type ?? '';
  return (
    <Dialog open={report !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Comprobante de pago"
        description={report ? `${formatMoney(report.amount)} de ${name}` : undefined}
        size="lg"
      >
        {file.isError ? (
          <FormAlert>{adminApplicationMessages.fileLoadFailed}</FormAlert>
        ) : (
          <FilePreview
            file={file.data}
            name={`Comprobante de pago de ${name}`}
            loadingLabel="Cargando el comprobante..."
          />
        )}
        {file.data && report && (
          <FileDownloadFooter
            file={file.data}
            name={`comprobante-${report.id.slice(0, 8)}.${EXTENSIONS[type] ?? 'bin'}`}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
