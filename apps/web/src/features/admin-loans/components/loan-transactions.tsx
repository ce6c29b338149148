import { LOAN_TRANSACTION_LABELS, type LoanTransactionView } from '@quincena/shared';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
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

type Transaction = LoanTransactionView;

/** A struck amount: a reversed entry no longer counts, but the history keeps it. */
function Amount({ value, reversed }: { value: number; reversed: boolean }) {
  return reversed ? <s>{formatMoney(value)}</s> : formatMoney(value);
}

/** What a reversal undid, named by the entry it points at (when that entry is in the list). */
function reversalTarget(entry: Transaction, all: readonly Transaction[]): string | null {
  if (!entry.reversalOf) return null;
  const original = all.find((t) => t.id === entry.reversalOf);
  return original
    ? `Revierte: ${LOAN_TRANSACTION_LABELS[original.type]} del ${formatDate(original.valueDate)}`
    : null;
}

/** The entry's type, and, when it was reversed, the words that say so (not the strike alone). */
function TypeLabel({ entry, all }: { entry: Transaction; all: readonly Transaction[] }) {
  const target = reversalTarget(entry, all);
  return (
    <div className="grid justify-items-start gap-1">
      <span className="font-medium text-foreground">{LOAN_TRANSACTION_LABELS[entry.type]}</span>
      {entry.reversedAt && (
        <Badge tone="neutral" className="whitespace-normal">
          Revertido el {formatDateTime(entry.reversedAt)}
        </Badge>
      )}
      {target && <span className="text-xs text-muted-foreground">{target}</span>}
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
  const wide = useMediaQuery('(min-width: 48rem)');
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
              <div className="md:hidden">
                <TransactionList transactions={transactions} />
              </div>
            )}
            {wide !== false && (
              <div className="hidden md:block">
                <TransactionTable transactions={transactions} />
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

const MONEY_CELL = 'text-right whitespace-nowrap tabular-nums';

function TransactionTable({ transactions }: { transactions: readonly Transaction[] }) {
  const head = 'px-3';
  const cell = 'px-3 py-2.5 align-top';
  return (
    <Table scrollLabel="Tabla de movimientos" className="text-sm">
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
              <TableCell className={cell}>
                <TypeLabel entry={entry} all={transactions} />
              </TableCell>
              <TableCell className={`${cell} ${MONEY_CELL} font-medium`}>
                <Amount value={entry.amount} reversed={reversed} />
              </TableCell>
              <TableCell className={`${cell} ${MONEY_CELL}`}>
                <Amount value={entry.principal} reversed={reversed} />
              </TableCell>
              <TableCell className={`${cell} ${MONEY_CELL}`}>
                <Amount value={entry.interest} reversed={reversed} />
              </TableCell>
              <TableCell className={`${cell} ${MONEY_CELL}`}>
                <Amount value={entry.lateFee} reversed={reversed} />
              </TableCell>
              <TableCell className={cell}>
                <Author entry={entry} />
              </TableCell>
              <TableCell className={`${cell} min-w-40 break-words`}>
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
function TransactionList({ transactions }: { transactions: readonly Transaction[] }) {
  return (
    <ol aria-label={`Movimientos del préstamo: ${transactions.length}`} className="divide-y divide-border">
      {transactions.map((entry) => {
        const reversed = entry.reversedAt !== undefined;
        return (
          <li key={entry.id} className={cn('grid gap-1.5 py-3 text-sm', reversed && 'text-muted-foreground')}>
            <div className="flex items-start justify-between gap-3">
              <TypeLabel entry={entry} all={transactions} />
              <p className="font-semibold whitespace-nowrap tabular-nums">
                <Amount value={entry.amount} reversed={reversed} />
              </p>
            </div>
            <p className="text-xs text-muted-foreground">Fecha valor {formatDate(entry.valueDate)}</p>
            <dl className="grid grid-cols-3 gap-2 text-xs">
              <Part label="Capital">
                <Amount value={entry.principal} reversed={reversed} />
              </Part>
              <Part label="Interés">
                <Amount value={entry.interest} reversed={reversed} />
              </Part>
              <Part label="Mora">
                <Amount value={entry.lateFee} reversed={reversed} />
              </Part>
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

function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}
