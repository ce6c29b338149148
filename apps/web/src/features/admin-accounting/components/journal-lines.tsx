import type { Journal, JournalLineView } from '@quincena/shared';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { EMPTY_VALUE, formatDate, formatMoney } from '../../../lib/format.ts';
import { Link } from '../../../lib/router.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';

const MONEY_CELL = 'text-right whitespace-nowrap tabular-nums';

/** A side of a line: a dash where it moved nothing, so the eye finds the amount. */
function Side({ value }: { value: number }) {
  if (value === 0) return <span className="text-muted-foreground">{EMPTY_VALUE}</span>;
  return formatMoney(value);
}

function LoanLink({ line }: { line: JournalLineView }) {
  return (
    <Link
      to={`/admin/loans/${line.applicationId}`}
      className="font-medium text-primary underline-offset-4 hover:underline"
    >
      {line.applicationNumber}
    </Link>
  );
}

/** The journal's lines: a table from 768 px, stacked rows on a phone; the totals close both. */
export function JournalLines({ journal }: { journal: Journal }) {
  const wide = useMediaQuery('(min-width: 48rem)');
  return (
    <>
      {wide !== true && (
        <div className="md:hidden">
          <JournalList journal={journal} />
        </div>
      )}
      {wide !== false && (
        <div className="hidden md:block">
          <JournalTable journal={journal} />
        </div>
      )}
    </>
  );
}

function JournalTable({ journal }: { journal: Journal }) {
  return (
    <Table scrollLabel="Tabla del diario">
      <TableCaption className="sr-only">Líneas del diario: {journal.entries.length}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Fecha</TableHead>
          <TableHead>Solicitud</TableHead>
          <TableHead>Cuenta</TableHead>
          <TableHead className="text-right">Debe</TableHead>
          <TableHead className="text-right">Haber</TableHead>
          <TableHead>Concepto</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {journal.entries.map((line) => (
          <TableRow key={`${line.transactionId}-${line.account}`}>
            <TableCell className="whitespace-nowrap">{formatDate(line.date)}</TableCell>
            <TableCell className="whitespace-nowrap">
              <LoanLink line={line} />
            </TableCell>
            <TableCell className="min-w-48">
              <span className="tabular-nums text-muted-foreground">{line.account}</span> {line.accountName}
            </TableCell>
            <TableCell className={MONEY_CELL}>
              <Side value={line.debit} />
            </TableCell>
            <TableCell className={MONEY_CELL}>
              <Side value={line.credit} />
            </TableCell>
            <TableCell className="min-w-36">{line.memo}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={3} className="font-semibold">
            Totales
          </TableCell>
          <TableCell className={`${MONEY_CELL} font-semibold`}>{formatMoney(journal.totals.debit)}</TableCell>
          <TableCell className={`${MONEY_CELL} font-semibold`}>
            {formatMoney(journal.totals.credit)}
          </TableCell>
          <TableCell />
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/** A phone's view: one stacked row per line, nothing scrolling sideways. */
function JournalList({ journal }: { journal: Journal }) {
  return (
    <div className="rounded-xl border border-border bg-card px-4">
      <ol aria-label={`Líneas del diario: ${journal.entries.length}`} className="divide-y divide-border">
        {journal.entries.map((line) => (
          <li key={`${line.transactionId}-${line.account}`} className="grid gap-1 py-3 text-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-medium text-foreground">
                <span className="tabular-nums text-muted-foreground">{line.account}</span> {line.accountName}
              </p>
              <p className="whitespace-nowrap tabular-nums font-semibold">
                {line.debit > 0 ? `Debe ${formatMoney(line.debit)}` : `Haber ${formatMoney(line.credit)}`}
              </p>
            </div>
            <p className="text-xs text-muted-foreground">
              {formatDate(line.date)} · <LoanLink line={line} /> · {line.memo}
            </p>
          </li>
        ))}
      </ol>
      <dl
        aria-label="Totales del diario"
        className="grid grid-cols-2 gap-2 border-t border-border py-3 text-sm"
      >
        <div>
          <dt className="text-muted-foreground">Total debe</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(journal.totals.debit)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Total haber</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(journal.totals.credit)}</dd>
        </div>
      </dl>
    </div>
  );
}
