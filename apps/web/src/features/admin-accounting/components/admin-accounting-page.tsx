import { accountingMessages, addDays, businessToday, type IsoDate, journalQuery } from '@quincena/shared';
import { BookOpenText } from 'lucide-react';
import { useState } from 'react';
import { ExportCsvButton } from '../../../components/domain/export-csv-button.tsx';
import { QueryView } from '../../../components/domain/query-view.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useExportJournal } from '../api/export-journal.ts';
import { type JournalRange, useJournal } from '../api/get-journal.ts';
import { AccountBalances } from './account-balances.tsx';
import { JournalLines } from './journal-lines.tsx';

/** This month in Panama, first to last day. */
export function thisMonth(today: IsoDate = businessToday()): JournalRange {
  const from = `${today.slice(0, 8)}01`;
  const nextMonth = addDays(from, 31).slice(0, 8);
  return { from, to: addDays(`${nextMonth}01`, -1) };
}

/** The server's own check of the range, said beside the dates before anything is asked. */
function rangeError(range: JournalRange): string | undefined {
  const parsed = journalQuery.safeParse(range);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * /admin/accounting: the journal of every loan entry in a date range (PRODUCT.md §9), its totals,
 * each account's movement, and the same journal as CSV for the accountant.
 */
export function AdminAccountingPage() {
  const [range, setRange] = useState<JournalRange>(() => thisMonth());
  const error = rangeError(range);
  const query = useJournal(range, error === undefined);
  const exportJournal = useExportJournal();

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Contabilidad"
        description="El diario contable: cada movimiento de los préstamos como asiento de partida doble. Los intereses se reconocen cuando se cobran."
      />
      <Card
        role="search"
        aria-label="Rango del diario"
        className="grid gap-4 p-4 sm:grid-cols-[12rem_12rem_auto] sm:items-start"
      >
        <Input
          type="date"
          label="Desde"
          value={range.from}
          max={range.to || undefined}
          onChange={(event) => setRange((r) => ({ ...r, from: event.target.value }))}
        />
        <Input
          type="date"
          label="Hasta"
          value={range.to}
          min={range.from || undefined}
          error={error}
          onChange={(event) => setRange((r) => ({ ...r, to: event.target.value }))}
        />
        <div className="flex sm:justify-end sm:pt-6.5">
          {error === undefined && (
            <ExportCsvButton
              exportFile={() => exportJournal.mutateAsync(range)}
              pending={exportJournal.isPending}
              fileName={`diario-${range.from}-${range.to}.csv`}
              errorTitle="Error al exportar el diario"
            />
          )}
        </div>
      </Card>
      {error === undefined && (
        <QueryView query={query} loadingLabel="Cargando el diario" errorTitle={accountingMessages.errorTitle}>
          {(journal) =>
            journal.entries.length === 0 ? (
              <EmptyState
                icon={BookOpenText}
                title={accountingMessages.empty}
                description="Los desembolsos, pagos y moras de las fechas elegidas aparecerán aquí."
              />
            ) : (
              <div className="grid gap-6">
                <AccountBalances journal={journal} />
                <JournalLines journal={journal} />
              </div>
            )
          }
        </QueryView>
      )}
    </div>
  );
}
