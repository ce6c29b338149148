import {
  type BankStatement,
  type BankStatementLine,
  STATEMENT_BANK_LABELS,
  STATEMENT_LINE_STATUS_LABELS,
  STATEMENT_LINE_STATUSES,
} from '@quincena/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Ban, CircleCheck, FileSpreadsheet, HandCoins, SearchX } from 'lucide-react';
import { useState } from 'react';
import { ListResults } from '../../../components/domain/list-results.tsx';
import { QueryError } from '../../../components/domain/query-view.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { LoadingPanel } from '../../../components/ui/loading-panel.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatDateTime, formatInteger, formatMoney } from '../../../lib/format.ts';
import { Link } from '../../../lib/router.tsx';
import { cachedBankStatement, useBankStatement } from '../api/bank-statements.ts';
import { AssignLineDialog, DismissLineDialog } from './statement-line-dialogs.tsx';
import type { LineFilter } from './statement-line-filters.ts';
import { LineStatusBadge, StatementStatusBadge } from './statement-parts.tsx';

/** The statuses offered as filters: the review queue first, then the import's order. */
const FILTER_ORDER = ['REVIEW', ...STATEMENT_LINE_STATUSES.filter((s) => s !== 'REVIEW')] as const;

export interface StatementDetailProps {
  statementId: string;
  /** The lines shown; without one, those to review when there are any, else every line. */
  filter: LineFilter | undefined;
  page: number;
  onFilterChange: (filter: LineFilter) => void;
  onPageChange: (page: number) => void;
  onBack: () => void;
}

/**
 * One imported statement: its progress while the import runs (asked for every second), its lines by
 * status, and the review of the lines it could not apply: assign each to a loan or set it aside.
 */
export function StatementDetail({
  statementId,
  filter,
  page,
  onFilterChange,
  onPageChange,
  onBack,
}: StatementDetailProps) {
  const queryClient = useQueryClient();
  // The lines shown unless the URL says: picked from the statement when it is first seen (from the list,
  // when it was opened from there) and again when its import ends, not as each line is reviewed.
  const [picked, setPicked] = useState(() => {
    const cached = cachedBankStatement(queryClient, statementId);
    return { filter: cached && defaultFilter(cached), status: cached?.status, at: 0 };
  });
  const shown = filter ?? picked.filter ?? 'REVIEW';
  const query = useBankStatement(statementId, {
    status: shown === 'ALL' ? undefined : shown,
    page,
    limit: 20,
  });
  const statement = query.data?.statement;
  // Only from a newer answer: another filter's older one, still cached, must not pick back.
  if (statement && statement.status !== picked.status && query.dataUpdatedAt > picked.at) {
    setPicked({ filter: defaultFilter(statement), status: statement.status, at: query.dataUpdatedAt });
  }
  const [assigning, setAssigning] = useState<BankStatementLine | null>(null);
  const [dismissing, setDismissing] = useState<BankStatementLine | null>(null);

  const back = (
    <Button variant="ghost" size="sm" className="-ml-2 w-fit" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      Volver a los extractos
    </Button>
  );
  if (!statement) {
    return (
      <div className="grid gap-4">
        {back}
        {query.isError ? (
          <QueryError query={query} title="Error al cargar el extracto" />
        ) : (
          <LoadingPanel label="Cargando extracto..." />
        )}
      </div>
    );
  }

  const actions: LineActions = { onAssign: setAssigning, onDismiss: setDismissing };
  // Another filter's empty answer, dimmed, would read as 'nothing here': the new one is awaited.
  const switching = query.isPlaceholderData && query.data?.lines.length === 0;
  return (
    <div className="grid min-w-0 gap-4">
      {back}
      <StatementSummary statement={statement} />
      <section aria-labelledby="statement-lines-title" className="grid min-w-0 gap-3">
        <h3 id="statement-lines-title" className="text-base font-semibold text-foreground">
          Líneas del extracto
        </h3>
        <LineFilters statement={statement} shown={shown} onChange={onFilterChange} />
        {switching ? (
          <LoadingPanel label="Cargando líneas..." />
        ) : (
          <ListResults
            query={query}
            items={(data) => data.lines}
            errorTitle="Error al cargar las líneas del extracto"
            filtered={shown !== 'ALL'}
            empty={{ icon: FileSpreadsheet, title: 'El extracto no tiene líneas.' }}
            emptyFiltered={
              shown === 'REVIEW'
                ? {
                    icon: CircleCheck,
                    title: 'No hay líneas por revisar.',
                    description:
                      statement.status === 'PROCESSING'
                        ? 'Las que el proceso no pueda aplicar aparecerán aquí.'
                        : 'Cada línea del extracto quedó resuelta.',
                  }
                : { icon: SearchX, title: 'Ninguna línea tiene este estado.' }
            }
            onPageChange={onPageChange}
            cards={(lines) => <LineCards lines={lines} {...actions} />}
            table={(lines) => <LineTable lines={lines} {...actions} />}
          />
        )}
      </section>
      <AssignLineDialog statementId={statementId} line={assigning} onClose={() => setAssigning(null)} />
      <DismissLineDialog statementId={statementId} line={dismissing} onClose={() => setDismissing(null)} />
    </div>
  );
}

/** While the import runs every line is shown as it is reached; once done, the review queue if any. */
function defaultFilter(statement: BankStatement): LineFilter {
  return statement.status === 'PROCESSING' || statement.counts.REVIEW === 0 ? 'ALL' : 'REVIEW';
}

function StatementSummary({ statement }: { statement: BankStatement }) {
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h2 className="text-lg font-semibold tracking-tight wrap-anywhere text-foreground">
            {STATEMENT_BANK_LABELS[statement.bank]} · {statement.fileName}
          </h2>
          <p className="text-sm text-muted-foreground">Cargado el {formatDateTime(statement.createdAt)}</p>
        </div>
        <StatementStatusBadge status={statement.status} />
      </div>
      {statement.status === 'PROCESSING' && (
        <ProgressBar
          label="Progreso de la importación"
          value={statement.processedCount}
          max={statement.lineCount}
        >
          Procesadas {formatInteger(statement.processedCount)} de {formatInteger(statement.lineCount)} líneas
        </ProgressBar>
      )}
      <DescriptionList columns={3} className="grid-cols-2">
        <DescriptionItem label="Líneas">{formatInteger(statement.lineCount)}</DescriptionItem>
        <DescriptionItem label="Aplicado">{formatMoney(statement.appliedAmount)}</DescriptionItem>
        {statement.finishedAt && (
          <DescriptionItem label="Terminado el">{formatDateTime(statement.finishedAt)}</DescriptionItem>
        )}
      </DescriptionList>
    </Card>
  );
}

/** The count of each status, each a filter; a status without lines is left out, but the review queue. */
function LineFilters({
  statement,
  shown,
  onChange,
}: {
  statement: BankStatement;
  shown: LineFilter;
  onChange: (filter: LineFilter) => void;
}) {
  const statuses = FILTER_ORDER.filter(
    (status) => status === 'REVIEW' || status === shown || statement.counts[status] > 0,
  );
  return (
    <div role="group" aria-label="Filtrar líneas por estado" className="flex flex-wrap gap-2">
      <FilterChip
        label="Todas"
        count={statement.lineCount}
        pressed={shown === 'ALL'}
        onClick={() => onChange('ALL')}
      />
      {statuses.map((status) => (
        <FilterChip
          key={status}
          label={STATEMENT_LINE_STATUS_LABELS[status]}
          count={statement.counts[status]}
          pressed={shown === status}
          attention={status === 'REVIEW' && statement.counts.REVIEW > 0}
          onClick={() => onChange(status)}
        />
      ))}
    </div>
  );
}

function FilterChip({
  label,
  count,
  pressed,
  attention = false,
  onClick,
}: {
  label: string;
  count: number;
  pressed: boolean;
  /** Lines wait for someone: the count stands out. */
  attention?: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant={pressed ? 'secondary' : 'outline'} size="sm" aria-pressed={pressed} onClick={onClick}>
      {label}{' '}
      <span
        className={cn(
          'rounded-full bg-muted px-1.5 text-xs font-semibold text-foreground tabular-nums',
          attention && 'bg-amber-100 text-amber-800 dark:bg-amber-950/60 dark:text-amber-300',
        )}
      >
        {formatInteger(count)}
      </span>
    </Button>
  );
}

interface LineActions {
  onAssign: (line: BankStatementLine) => void;
  onDismiss: (line: BankStatementLine) => void;
}

/** Where the line's money went (the loan and its customer), and why it was not applied. */
function LineOutcome({ line }: { line: BankStatementLine }) {
  if (!line.loanNumber && !line.reason) return <>—</>;
  return (
    <span className="grid gap-0.5">
      {line.loanNumber && (
        <span>
          {line.applicationId ? (
            <Link
              to={`/admin/loans/${encodeURIComponent(line.applicationId)}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {line.loanNumber}
            </Link>
          ) : (
            line.loanNumber
          )}
          {line.customerName && ` · ${line.customerName}`}
        </span>
      )}
      {line.reason && <span className="text-muted-foreground">{line.reason}</span>}
    </span>
  );
}

function ReviewButtons({
  line,
  onAssign,
  onDismiss,
  className,
}: { line: BankStatementLine; className?: string } & LineActions) {
  if (line.status !== 'REVIEW') return null;
  return (
    <div className={cn('flex flex-wrap justify-end gap-2', className)}>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onDismiss(line)}
        aria-label={`Descartar la línea ${line.lineNumber}`}
      >
        <Ban aria-hidden="true" />
        Descartar
      </Button>
      <Button size="sm" onClick={() => onAssign(line)} aria-label={`Asignar la línea ${line.lineNumber}`}>
        <HandCoins aria-hidden="true" />
        Asignar
      </Button>
    </div>
  );
}

const amountOf = (line: BankStatementLine) => (line.amount === null ? '—' : formatMoney(line.amount));

function LineCards({ lines, ...actions }: { lines: BankStatementLine[] } & LineActions) {
  return (
    <ul aria-label="Líneas del extracto" className="grid gap-3 md:grid-cols-2">
      {lines.map((line) => (
        <li key={line.id}>
          <Card className="grid h-full content-start gap-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-foreground tabular-nums">
                Línea {line.lineNumber} · {amountOf(line)}
              </p>
              <LineStatusBadge status={line.status} />
            </div>
            <DescriptionList className="grid-cols-2 gap-y-3 text-sm">
              <DescriptionItem label="Fecha">{line.date && formatDate(line.date)}</DescriptionItem>
              <DescriptionItem label="Transacción">{line.bankTransactionId}</DescriptionItem>
              <DescriptionItem label="Pagador">{line.payer}</DescriptionItem>
              <DescriptionItem label="Referencia">{line.reference}</DescriptionItem>
              <DescriptionItem label="Detalle" className="col-span-2">
                <LineOutcome line={line} />
              </DescriptionItem>
            </DescriptionList>
            <ReviewButtons line={line} {...actions} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

function LineTable({ lines, ...actions }: { lines: BankStatementLine[] } & LineActions) {
  const pad = 'px-2.5 first:pl-4 last:pr-4';
  return (
    <Table scrollLabel="Líneas del extracto">
      <TableCaption className="sr-only">Líneas del extracto</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className={cn(pad, 'text-right')}>Línea</TableHead>
          <TableHead className={pad}>Fecha</TableHead>
          <TableHead className={cn(pad, 'text-right')}>Monto</TableHead>
          <TableHead className={pad}>Referencia</TableHead>
          <TableHead className={pad}>Pagador</TableHead>
          <TableHead className={pad}>Transacción</TableHead>
          <TableHead className={pad}>Estado</TableHead>
          <TableHead className={pad}>Detalle</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell className={cn(pad, 'text-right tabular-nums')}>{line.lineNumber}</TableCell>
            <TableCell className={cn(pad, 'whitespace-nowrap tabular-nums')}>
              {formatDate(line.date)}
            </TableCell>
            <TableCell className={cn(pad, 'text-right whitespace-nowrap tabular-nums')}>
              {amountOf(line)}
            </TableCell>
            <TableCell className={cn(pad, 'max-w-48 break-words')}>{line.reference || '—'}</TableCell>
            <TableCell className={cn(pad, 'max-w-48 break-words')}>{line.payer || '—'}</TableCell>
            <TableCell className={cn(pad, 'break-words')}>{line.bankTransactionId || '—'}</TableCell>
            <TableCell className={pad}>
              <LineStatusBadge status={line.status} />
            </TableCell>
            {/* The review's buttons under the reason: a column of their own would push the table past the screen. */}
            <TableCell className={cn(pad, 'min-w-52')}>
              <div className="grid gap-2">
                <LineOutcome line={line} />
                <ReviewButtons line={line} {...actions} className="justify-start" />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
