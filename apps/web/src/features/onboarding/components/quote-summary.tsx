import type { QuoteResponse } from '@quincena/shared';
import { Calculator } from 'lucide-react';
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
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { formatDownPaymentPercent, formatRate } from '../financing.ts';

export interface QuoteSummaryProps {
  quote: QuoteResponse | null;
  downPayment: number | null;
  /** Shows the projected calendar under the figures. */
  withSchedule?: boolean;
  className?: string;
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'text-right tabular-nums',
          strong ? 'font-semibold text-foreground' : 'text-foreground',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * The live quote (PRODUCT.md §4): quincenal and monthly payment, financed amount, total, interest and
 * the down payment's share, computed by the same function the API uses.
 */
export function QuoteSummary({ quote, downPayment, withSchedule = true, className }: QuoteSummaryProps) {
  return (
    <section
      aria-labelledby="cotizacion-titulo"
      className={cn('rounded-xl border border-border bg-muted/40 p-4 sm:p-5', className)}
    >
      <h3 id="cotizacion-titulo" className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <Calculator aria-hidden="true" className="size-4 text-primary" />
        Cotización
      </h3>
      {/* A short live summary, so a screen reader hears the new payment without the whole table. */}
      <p aria-live="polite" className="sr-only">
        {quote
          ? `Cuota quincenal ${formatMoney(quote.quincenalPayment)}, cuota mensual ${formatMoney(quote.monthlyPayment)}.`
          : ''}
      </p>
      <div>
        {quote ? (
          <>
            <div className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-3">
              <div className="flex items-baseline justify-between gap-2 rounded-lg bg-primary px-3 py-2.5 text-primary-foreground sm:flex-col sm:items-start sm:py-3">
                <p className="text-xs font-medium opacity-90">Cuota quincenal</p>
                <p className="text-xl font-bold tabular-nums" data-testid="cuota-quincenal">
                  {formatMoney(quote.quincenalPayment)}
                </p>
              </div>
              <div className="flex items-baseline justify-between gap-2 rounded-lg bg-card px-3 py-2.5 ring-1 ring-border sm:flex-col sm:items-start sm:py-3">
                <p className="text-xs font-medium text-muted-foreground">Cuota mensual</p>
                <p className="text-xl font-bold text-foreground tabular-nums" data-testid="cuota-mensual">
                  {formatMoney(quote.monthlyPayment)}
                </p>
              </div>
            </div>
            <dl className="mt-3 divide-y divide-border">
              <Figure label="Monto a financiar" value={formatMoney(quote.financedAmount)} />
              <Figure
                label="Abono inicial"
                value={`${formatMoney(downPayment)} (${formatDownPaymentPercent(quote.downPaymentPercent)})`}
              />
              <Figure label="Total a pagar" value={formatMoney(quote.totalToPay)} strong />
              <Figure label="Intereses totales" value={formatMoney(quote.totalInterest)} />
              <Figure
                label="Tasa"
                value={`${formatRate(quote.monthlyRate)} mensual · ${formatRate(quote.annualRate)} anual`}
              />
              <Figure
                label="Cuotas"
                value={`${quote.installments} quincenas (${quote.loanTermMonths} meses)`}
              />
            </dl>
            {withSchedule && quote.schedule.length > 0 && (
              <details className="group mt-3 rounded-lg bg-card ring-1 ring-border">
                <summary className="cursor-pointer list-none rounded-lg px-3 py-2.5 text-sm font-medium text-primary select-none focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                  Ver calendario estimado
                  <span className="ml-1 text-muted-foreground">
                    (primer pago {formatDate(quote.schedule[0]?.dueDate)})
                  </span>
                </summary>
                {/* A scroll box of its own: named and focusable, so the keyboard can scroll it too. */}
                <Table
                  scrollLabel="Calendario estimado"
                  containerClassName="max-h-72 overflow-y-auto rounded-none border-x-0 border-b-0"
                >
                  <TableCaption className="sr-only">Calendario estimado de pagos quincenales</TableCaption>
                  <TableHeader className="sticky top-0 bg-card">
                    <TableRow>
                      <TableHead className="h-9 px-3">N.º</TableHead>
                      <TableHead className="h-9 px-3">Fecha</TableHead>
                      <TableHead className="h-9 px-3 text-right">Cuota</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {quote.schedule.map((item) => (
                      <TableRow key={item.paymentNumber}>
                        <TableCell className="px-3 py-1.5 tabular-nums">{item.paymentNumber}</TableCell>
                        <TableCell className="px-3 py-1.5">{formatDate(item.dueDate)}</TableCell>
                        <TableCell className="px-3 py-1.5 text-right tabular-nums">
                          {formatMoney(item.amount)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <p className="border-t border-border px-3 py-2 text-xs text-muted-foreground">
                  Fechas estimadas desde hoy; el calendario final se fija al aprobar la solicitud.
                </p>
              </details>
            )}
          </>
        ) : (
          <p className="mt-3 text-sm text-muted-foreground">
            Ingresa el valor de la moto, el abono inicial y el plazo para ver las cuotas.
          </p>
        )}
      </div>
    </section>
  );
}
