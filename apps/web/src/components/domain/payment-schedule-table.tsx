import type { ScheduleRow } from '@quincena/shared';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { EMPTY_VALUE, formatDate, formatMoney } from '../../lib/format.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../ui/table.tsx';
import { TableActionsHead } from '../ui/table-actions-head.tsx';

const SCHEDULE_STATUS: Record<ScheduleRow['status'], { label: string; tone: BadgeTone }> = {
  PAID: { label: 'Pagado', tone: 'success' },
  PARTIAL: { label: 'Pago parcial', tone: 'info' },
  OVERDUE: { label: 'Vencido', tone: 'danger' },
  PENDING: { label: 'Pendiente', tone: 'neutral' },
};

/**
 * What the table shows of an instalment (the customer's calendar has no principal/interest split; a
 * loan's ledger view has no single payment date per instalment, so `paidAt` may be absent).
 */
export type PaymentScheduleTableRow = Pick<
  ScheduleRow,
  'paymentNumber' | 'dueDate' | 'amount' | 'lateFee' | 'paidAmount' | 'status'
> &
  Partial<Pick<ScheduleRow, 'paidAt'>>;

export interface PaymentScheduleTableProps<Row extends PaymentScheduleTableRow> {
  rows: readonly Row[];
  /** The quote's projection (before approval): says the dates are not final yet. */
  projected?: boolean;
  /** Adds the late fee ('Mora') of each instalment; on phones it goes under the amount. */
  showLateFee?: boolean;
  /** A last column with an action per row (e.g. the back-office's correction of an installment). */
  rowAction?: (row: Row) => ReactNode;
  className?: string;
}

/**
 * The fortnightly instalments: due date, amount, status and what was paid. The frame scrolls (inside a
 * dialog), so it is focusable and named for keyboard and screen-reader users. On phones the paid
 * amount goes under the status instead of in its own column, so the table fits 390 px.
 */
export function PaymentScheduleTable<Row extends PaymentScheduleTableRow>({
  rows,
  projected = false,
  showLateFee = false,
  rowAction,
  className,
}: PaymentScheduleTableProps<Row>) {
  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">Esta solicitud no tiene plan de pagos.</p>;
  }
  // Tight padding on phones: the four columns must fit a dialog 390 px wide, with dates like
  // '15 sept 2027' (at px-2 the status column ended 3 px past the frame's edge).
  const head = 'px-1.5 sm:px-4';
  const cell = 'px-1.5 py-2 sm:px-4';
  return (
    <>
      {projected && (
        <p
          role="note"
          className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2.5 text-sm text-sky-900 dark:border-sky-900/70 dark:bg-sky-950/40 dark:text-sky-200"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Este plan de pagos es una estimación: las fechas definitivas se fijan cuando la solicitud sea
          aprobada.
        </p>
      )}
      <Table
        scrollLabel="Tabla del plan de pagos"
        containerClassName={className ?? 'max-h-96 overflow-y-auto'}
        className="text-xs sm:text-sm"
      >
        <TableCaption className="sr-only">Plan de pagos: {rows.length} cuotas quincenales</TableCaption>
        <TableHeader className="sticky top-0 z-10 bg-muted">
          <TableRow>
            <TableHead className={head}>N.º</TableHead>
            <TableHead className={head}>
              {/* The long word alone would push the status out of a phone's dialog. */}
              <span className="sm:hidden">Vence</span>
              <span className="hidden sm:inline">Vencimiento</span>
            </TableHead>
            <TableHead className={`${head} text-right`}>Monto</TableHead>
            <TableHead className={head}>Estado</TableHead>
            {showLateFee && <TableHead className={`${head} hidden text-right sm:table-cell`}>Mora</TableHead>}
            <TableHead className={`${head} hidden text-right sm:table-cell`}>Pagado</TableHead>
            {rowAction && <TableActionsHead className={head} />}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.paymentNumber}>
              <TableCell className={`${cell} tabular-nums`}>{row.paymentNumber}</TableCell>
              <TableCell className={`${cell} whitespace-nowrap`}>{formatDate(row.dueDate)}</TableCell>
              <TableCell className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                {formatMoney(row.amount)}
                {showLateFee && row.lateFee > 0 && (
                  <span className="block text-xs whitespace-normal text-red-700 sm:hidden dark:text-red-300">
                    Mora {formatMoney(row.lateFee)}
                  </span>
                )}
              </TableCell>
              <TableCell className={cell}>
                {/* On a phone 'Pago parcial' may take two lines rather than be cut at the frame's edge. */}
                <Badge tone={SCHEDULE_STATUS[row.status].tone} className="max-sm:whitespace-normal">
                  {SCHEDULE_STATUS[row.status].label}
                </Badge>
                {row.paidAmount > 0 && (
                  <span className="mt-1 block text-xs text-muted-foreground tabular-nums sm:hidden">
                    Pagado {formatMoney(row.paidAmount)}
                    {row.paidAt && <span className="block">{formatDate(row.paidAt)}</span>}
                  </span>
                )}
              </TableCell>
              {showLateFee && (
                <TableCell
                  className={`${cell} hidden text-right whitespace-nowrap tabular-nums sm:table-cell`}
                >
                  {row.lateFee > 0 ? (
                    formatMoney(row.lateFee)
                  ) : (
                    <span className="text-muted-foreground">{EMPTY_VALUE}</span>
                  )}
                </TableCell>
              )}
              <TableCell className={`${cell} hidden text-right whitespace-nowrap tabular-nums sm:table-cell`}>
                {row.paidAmount > 0 ? (
                  <>
                    {formatMoney(row.paidAmount)}
                    {row.paidAt && (
                      <span className="block text-xs text-muted-foreground">{formatDate(row.paidAt)}</span>
                    )}
                  </>
                ) : (
                  <span className="text-muted-foreground">{EMPTY_VALUE}</span>
                )}
              </TableCell>
              {rowAction && <TableCell className={`${cell} text-right`}>{rowAction(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/**
 * The same instalments as a list for a phone's page (the customer's calendar): one stacked row per
 * instalment with every figure, no frame that scrolls inside the scrolling page, no column hidden.
 */
export function PaymentScheduleList<Row extends PaymentScheduleTableRow>({
  rows,
  rowAction,
}: {
  rows: readonly Row[];
  /** An action under each row, as the table's last column (the back-office's correction). */
  rowAction?: (row: Row) => ReactNode;
}) {
  return (
    <ol aria-label={`Plan de pagos: ${rows.length} cuotas quincenales`} className="divide-y divide-border">
      {rows.map((row) => (
        <li
          key={row.paymentNumber}
          className="grid grid-cols-[1fr_auto] items-start gap-x-3 gap-y-1 py-3 text-sm"
        >
          <p className="font-medium text-foreground">
            Cuota {row.paymentNumber} · <span className="whitespace-nowrap">{formatDate(row.dueDate)}</span>
          </p>
          <p className="text-right font-semibold whitespace-nowrap tabular-nums">{formatMoney(row.amount)}</p>
          <p>
            <Badge tone={SCHEDULE_STATUS[row.status].tone}>{SCHEDULE_STATUS[row.status].label}</Badge>
          </p>
          <div className="text-right text-xs text-muted-foreground tabular-nums">
            {row.lateFee > 0 && (
              <p className="text-red-700 dark:text-red-300">Mora {formatMoney(row.lateFee)}</p>
            )}
            {row.paidAmount > 0 && (
              <p>
                Pagado {formatMoney(row.paidAmount)}
                {row.paidAt && ` el ${formatDate(row.paidAt)}`}
              </p>
            )}
          </div>
          {rowAction && <div className="col-span-2 flex justify-end empty:hidden">{rowAction(row)}</div>}
        </li>
      ))}
    </ol>
  );
}
