import { DownloadButton } from './download-button.tsx';

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
  return (
    <DownloadButton
      variant="outline"
      fetchFile={exportFile}
      fileName={fileName}
      errorTitle={errorTitle}
      loading={pending}
    >
      Exportar CSV
    </DownloadButton>
  );
}
