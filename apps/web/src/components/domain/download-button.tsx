import { Download } from 'lucide-react';
import { useState } from 'react';
import { serverMessage } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { Button, type ButtonProps } from '../ui/button.tsx';
import { useToast } from '../ui/toast.tsx';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** Fetches the file (with the session's token, which a plain link cannot send). */
  fetchFile: () => Promise<Blob>;
  /** The name the browser saves it under, e.g. 'recibo-REC-2026-000123.pdf'. */
  fileName: string;
  /** The error toast's title, e.g. 'No se pudo descargar el recibo'. */
  errorTitle: string;
}

/** A button that downloads a file, spins while it comes, and says in a toast why it could not. */
export function DownloadButton({
  fetchFile,
  fileName,
  errorTitle,
  loading,
  children,
  ...props
}: DownloadButtonProps) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const onDownload = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchFile(), fileName);
    } catch (error) {
      // The server's own reason when it gave one (e.g. too many rows: narrow the filters).
      toast.error(errorTitle, serverMessage(error, 'Intente nuevamente.'));
    } finally {
      setBusy(false);
    }
  };
  const spinning = busy || loading === true;
  return (
    <Button {...props} onClick={() => void onDownload()} loading={spinning}>
      {!spinning && <Download aria-hidden="true" />}
      {children}
    </Button>
  );
}

/** The words of the documents the customer keeps (receipts, paz y salvo), alike in both areas. */
export const DOCUMENT_TEXTS = {
  receiptsTitle: 'Mis recibos',
  receiptsEmpty: 'Aún no hay pagos registrados en este financiamiento.',
  receiptDownload: 'Descargar recibo',
  receiptDownloadError: 'No se pudo descargar el recibo',
  receiptReversed: 'Anulado',
  releaseLetter: 'Paz y salvo',
  releaseLetterHint:
    'Tu préstamo está pagado. Descarga tu paz y salvo con la liberación del gravamen de tu moto.',
  releaseLetterError: 'No se pudo descargar el paz y salvo',
  contract: 'Contrato',
  contractError: 'No se pudo descargar el contrato',
  statement: 'Estado de cuenta',
  statementError: 'No se pudo descargar el estado de cuenta',
} as const;
