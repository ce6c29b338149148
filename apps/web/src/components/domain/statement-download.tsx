import { STATEMENT_PERIOD_OUT_OF_ORDER } from '@quincena/shared';
import { CalendarRange } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import { DOCUMENT_TEXTS, DownloadButton } from './download-button.tsx';

/** The period of an account statement; either end left out is the loan's start, or today. */
export interface StatementPeriod {
  from?: string;
  to?: string;
}

export interface StatementDownloadProps {
  fetchFile: (period: StatementPeriod) => Promise<Blob>;
  /** The name the browser saves it under. */
  fileName: string;
}

/**
 * 'Estado de cuenta': the whole history at a tap, or any period with 'Elegir período' (PRODUCT.md
 * §10). Sits in a wrapping row of buttons: the period's fields open on a row of their own.
 */
export function StatementDownload({ fetchFile, fileName }: StatementDownloadProps) {
  const panelId = useId();
  const [choosing, setChoosing] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const backwards = from !== '' && to !== '' && from > to;
  return (
    <>
      <DownloadButton
        size="sm"
        variant="outline"
        fetchFile={() => fetchFile({})}
        fileName={fileName}
        errorTitle={DOCUMENT_TEXTS.statementError}
      >
        {DOCUMENT_TEXTS.statement}
      </DownloadButton>
      <Button
        size="sm"
        variant="outline"
        aria-expanded={choosing}
        aria-controls={panelId}
        onClick={() => setChoosing((open) => !open)}
      >
        <CalendarRange aria-hidden="true" />
        Elegir período
      </Button>
      {choosing && (
        <fieldset
          id={panelId}
          className="grid basis-full gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          <legend className="sr-only">Período del estado de cuenta</legend>
          <Input
            type="date"
            label="Desde"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            error={backwards ? STATEMENT_PERIOD_OUT_OF_ORDER : undefined}
          />
          <Input type="date" label="Hasta" value={to} onChange={(event) => setTo(event.target.value)} />
          <DownloadButton
            size="sm"
            className="sm:mt-7"
            disabled={backwards}
            fetchFile={() => fetchFile({ from: from || undefined, to: to || undefined })}
            fileName={fileName}
            errorTitle={DOCUMENT_TEXTS.statementError}
          >
            Descargar período
          </DownloadButton>
        </fieldset>
      )}
    </>
  );
}
