import { Download } from 'lucide-react';
import { serverMessage } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { Button } from '../ui/button.tsx';
import { useToast } from '../ui/toast.tsx';

export interface ExportCsvButtonProps {
  /** Fetches the file with the filters on screen (a feature's export mutation). */
  exportFile: () => Promise<Blob>;
  /** While the file is on its way: the button spins and takes no second click. */
  pending: boolean;
  /** The name the browser saves it under, e.g. 'solicitudes.csv'. */
  fileName: string;
  /** The error toast's title, e.g. 'Error al exportar las solicitudes'. */
  errorTitle: string;
}

/** 'Exportar CSV' above a list: downloads what the list's filters find, or says in a toast why not. */
export function ExportCsvButton({ exportFile, pending, fileName, errorTitle }: ExportCsvButtonProps) {
  const { toast } = useToast();
  const onExport = async () => {
    try {
      saveBlob(await exportFile(), fileName);
    } catch (error) {
      // The server's own reason when it gave one (e.g. too many rows: narrow the filters).
      toast.error(errorTitle, serverMessage(error, 'Intente nuevamente.'));
    }
  };
  return (
    <Button variant="outline" onClick={() => void onExport()} loading={pending}>
      {!pending && <Download aria-hidden="true" />}
      Exportar CSV
    </Button>
  );
}
