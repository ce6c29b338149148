import { LOAN_TRANSACTION_LABELS, type LoanTransactionView } from '@quincena/shared';
import { Clock, Undo2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { DownloadButton } from '../../../components/domain/download-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
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
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { downloadReceipt } from '../api/download-receipt.ts';

// Loaded on the first "Revertir": the form and its validation stay out of the page's first load.
const ReversePaymentDialog = lazy(() =>
  import('./reverse-payment-dialog.tsx').then((m) => ({ default: m.ReversePaymentDialog })),
);

type Transaction = LoanTransactionView;
/** Opens the reversal dialog for a receipt. */
type OnReverse = (entry: Transaction) => void;

/** A struck amount: a reversed entry no longer counts, but the history keeps it. */
function Amount({ value, reversed }: { value: number; reversed: boolean }) {
  return reversed ? <s>{formatMoney(value)}</s> : formatMoney(value);
}

/** One part of an entry (capital, interest, late fee): a dash where the entry moved none of it. */
function Part({ value, reversed }: { value: number; reversed: boolean }) {
  if (value === 0) return <span className="text-muted-foreground">{EMPTY_VALUE}</span>;
  return <Amount value={value} reversed={reversed} />;
}

/** What a reversal undid, named by the entry it points at (when that entry is in the list). */
function reversalTarget(entry: Transaction, all: readonly Transaction[]): string | null {
  if (!entry.reversalOf) return null;
  const original = all.find((t) => t.id === entry.reversalOf);
  return original
    ? `Revierte: ${LOAN_TRANSACTION_LABELS[original.type]} del ${formatDate(original.valueDate)}`
    : null;
}

/**
 * A receipt that still counts can be reversed (a second admin approves it); one waiting for that
 * approval says so instead.
 */
function ReverseAction({ entry, onReverse }: { entry: Transaction; onReverse: OnReverse }) {
  if (entry.type !== 'REPAYMENT' || !entry.paymentId || entry.reversedAt) return null;
  if (entry.reversalPending) {
    return (
      <span className="inline-flex items-start gap-1 text-xs font-medium text-amber-800 dark:text-amber-300">
        <Clock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        Reversión pendiente de aprobación
      </span>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      className="mt-0.5 h-7 px-2 text-xs"
      aria-label={`Revertir el pago de ${formatMoney(entry.amount)} del ${formatDate(entry.valueDate)}`}
      onClick={() => onReverse(entry)}
    >
      <Undo2 aria-hidden="true" />
      Revertir
    </Button>
  );
}

/** A receipt's PDF, by its number: what the customer was given, reversed or not. */
function ReceiptAction({ entry }: { entry: Transaction }) {
  const { paymentId, receiptNumber } = entry;
  if (!paymentId || !receiptNumber || entry.type === 'REVERSAL') return null;
  return (
    <DownloadButton
      size="sm"
      variant="ghost"
      className="-ml-2 h-7 px-2 text-xs"
      aria-label={`Descargar el recibo ${receiptNumber}`}
      fetchFile={() => downloadReceipt(paymentId)}
      fileName={`recibo-${receiptNumber}.pdf`}
      errorTitle="No se pudo descargar el recibo"
    >
      Recibo {receiptNumber}
    </DownloadButton>
  );
}

/** The entry's type, and, when it was reversed, the words that say so (not the strike alone). */
function TypeLabel({
  entry,
  all,
  onReverse,
}: {
  entry: Transaction;
  all: readonly Transaction[];
  onReverse: OnReverse;
}) {
  const target = reversalTarget(entry, all);
  return (
    <div className="grid justify-items-start gap-1">
      <span className="font-medium text-foreground">{LOAN_TRANSACTION_LABELS[entry.type]}</span>
      {entry.reversedAt && (
        <span className="inline-flex items-start gap-1 text-xs font-medium text-amber-800 dark:text-amber-300">
          <Undo2 aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          Revertido el {formatDateTime(entry.reversedAt)}
        </span>
      )}
      {target && <span className="text-xs text-muted-foreground">{target}</span>}
      <ReceiptAction entry={entry} />
      <ReverseAction entry={entry} onReverse={onReverse} />
    </div>
  );
}

function Author({ entry }: { entry: Transaction }) {
  return (
    <>
      <span className="block">{entry.createdBy}</span>
      <span className="block text-xs text-muted-foreground">{formatDateTime(entry.createdAt)}</span>
    </>
  );
}

/** 'Movimientos': the loan's ledger, every entry with who wrote it and why. */
export function LoanTransactions({ transactions }: { transactions: readonly Transaction[] }) {
  const wide = useMediaQuery('(min-width: 80rem)');
  const [reversing, setReversing] = useState<Transaction | null>(null);
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle>Movimientos</CardTitle>
      </CardHeader>
      <CardContent>
        {transactions.length === 0 ? (
          <p className="text-sm text-muted-foreground">Este préstamo aún no tiene movimientos.</p>
        ) : (
          <>
            {wide !== true && (
              <div className="xl:hidden">
                <TransactionList transactions={transactions} onReverse={setReversing} />
              </div>
            )}
            {wide !== false && (
              // From 1280 px (the sidebar beside it) the eight columns fit, reaching the card's edges.
              <div className="-mx-5 -mb-5 hidden sm:-mx-6 sm:-mb-6 xl:block">
                <TransactionTable transactions={transactions} onReverse={setReversing} />
              </div>
            )}
          </>
        )}
        {reversing && (
          <Suspense fallback={null}>
            <ReversePaymentDialog entry={reversing} onClose={() => setReversing(null)} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}

const MONEY_CELL = 'text-right whitespace-nowrap tabular-nums';

function TransactionTable({
  transactions,
  onReverse,
}: {
  transactions: readonly Transaction[];
  onReverse: OnReverse;
}) {
  const head = 'px-2 first:pl-5 last:pr-5';
  const cell = 'px-2 py-2.5 align-top first:pl-5 last:pr-5';
  return (
    <Table
      scrollLabel="Tabla de movimientos"
      className="text-sm"
      containerClassName="rounded-none rounded-b-xl border-x-0 border-b-0"
    >
      <TableCaption className="sr-only">Movimientos del préstamo: {transactions.length}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className={head}>Fecha valor</TableHead>
          <TableHead className={head}>Tipo</TableHead>
          <TableHead className={`${head} text-right`}>Monto</TableHead>
          <TableHead className={`${head} text-right`}>Capital</TableHead>
          <TableHead className={`${head} text-right`}>Interés</TableHead>
          <TableHead className={`${head} text-right`}>Mora</TableHead>
          <TableHead className={head}>Registrado por</TableHead>
          <TableHead className={head}>Notas</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {transactions.map((entry) => {
          const reversed = entry.reversedAt !== undefined;
          return (
            <TableRow key={entry.id} className={cn(reversed && 'text-muted-foreground')}>
              <TableCell className={`${cell} whitespace-nowrap`}>{formatDate(entry.valueDate)}</TableCell>
              <TableCell className={`${cell} min-w-32`}>
                <TypeLabel entry={entry} all={transactions} onReverse={onReverse} />
              </TableCell>
              <TableCell className={`${cell} ${MONEY_CELL} font-medium`}>
                <Amount value={entry.amount} reversed={reversed} />
              </TableCell>
              <TableCell className={`${cell} ${MONEY_CELL}`}>
                <Part value={entry.principal} reversed={reversed} />
              </TableCell>
              <TableCell className={`${cell} ${MONEY_CELL}`}>
                <Part value={entry.interest} reversed={reversed} />
              </TableCell>
              <TableCell className={`${cell} ${MONEY_CELL}`}>
                <Part value={entry.lateFee} reversed={reversed} />
              </TableCell>
              <TableCell className={cell}>
                <Author entry={entry} />
              </TableCell>
              <TableCell className={`${cell} min-w-28 break-words`}>
                {entry.notes ?? <span className="text-muted-foreground">{EMPTY_VALUE}</span>}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** A phone's view: one stacked entry per movement, every figure, nothing scrolling sideways. */
function TransactionList({
  transactions,
  onReverse,
}: {
  transactions: readonly Transaction[];
  onReverse: OnReverse;
}) {
  return (
    <ol aria-label={`Movimientos del préstamo: ${transactions.length}`} className="divide-y divide-border">
      {transactions.map((entry) => {
        const reversed = entry.reversedAt !== undefined;
        return (
          <li key={entry.id} className={cn('grid gap-1.5 py-3 text-sm', reversed && 'text-muted-foreground')}>
            <div className="flex items-start justify-between gap-3">
              <TypeLabel entry={entry} all={transactions} onReverse={onReverse} />
              <p className="font-semibold whitespace-nowrap tabular-nums">
                <Amount value={entry.amount} reversed={reversed} />
              </p>
            </div>
            <p className="text-xs text-muted-foreground">Fecha valor {formatDate(entry.valueDate)}</p>
            <dl className="grid max-w-md grid-cols-3 gap-2 text-xs">
              <LabelledPart label="Capital">
                <Part value={entry.principal} reversed={reversed} />
              </LabelledPart>
              <LabelledPart label="Interés">
                <Part value={entry.interest} reversed={reversed} />
              </LabelledPart>
              <LabelledPart label="Mora">
                <Part value={entry.lateFee} reversed={reversed} />
              </LabelledPart>
            </dl>
            <p className="text-xs text-muted-foreground">
              Registrado por {entry.createdBy} · {formatDateTime(entry.createdAt)}
            </p>
            {entry.notes && <p className="text-xs break-words text-foreground">Notas: {entry.notes}</p>}
          </li>
        );
      })}
    </ol>
  );
}

function LabelledPart({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}
