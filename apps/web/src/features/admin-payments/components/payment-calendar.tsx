import {
  type CalendarDay,
  type CalendarPayment,
  DUE_SOON_DAYS,
  daysBetween,
  paymentMessages,
} from '@quincena/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarX } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SpinnerIcon } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatInteger, formatMoney, formatPhone } from '../../../lib/format.ts';
import { Link } from '../../../lib/router.tsx';
import { personName } from './person-name.ts';

/** Spec part 2 §4: paid; overdue once past due; 'Por vencer' within 7 days; otherwise pending. */
const ROW_STATUS = {
  paid: { label: 'Pagado', tone: 'success' },
  overdue: { label: 'Vencido', tone: 'danger' },
  dueSoon: { label: 'Por vencer', tone: 'warning' },
  pending: { label: 'Pendiente', tone: 'neutral' },
} as const satisfies Record<string, { label: string; tone: BadgeTone }>;

function rowStatus(payment: CalendarPayment, today: string): keyof typeof ROW_STATUS {
  if (payment.isPaid) return 'paid';
  if (payment.isOverdue) return 'overdue';
  return daysBetween(today, payment.dueDate) <= DUE_SOON_DAYS ? 'dueSoon' : 'pending';
}

/** The id of the note that says why other loans' rows cannot be selected. */
export const ONE_LOAN_NOTE_ID = 'one-loan-note';

export interface CalendarSelection {
  ids: ReadonlySet<string>;
  /** The loan of the selected installments: one receipt pays one loan. */
  loanId: string | null;
  onToggle: (payment: CalendarPayment, selected: boolean) => void;
}

export interface PaymentCalendarProps {
  query: UseQueryResult<CalendarDay[]>;
  selection: CalendarSelection;
  /** Today in Panama, for the 'Por vencer' badge. */
  today: string;
}

/** 'Calendario de Pagos': the installments grouped by due date, each day with its totals. */
export function PaymentCalendar({ query, selection, today }: PaymentCalendarProps) {
  if (query.isPending) {
    return (
      <div
        role="status"
        className="flex items-center justify-center gap-3 rounded-xl border border-border bg-card px-6 py-12 text-sm text-muted-foreground"
      >
        <SpinnerIcon size="md" className="text-primary" />
        {paymentMessages.calendarLoading}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={paymentMessages.calendarError}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) {
    return <EmptyState icon={CalendarX} title={paymentMessages.calendarEmpty} />;
  }
  const stale = query.isPlaceholderData;
  return (
    <div
      className={cn('grid gap-4 transition-opacity', stale && 'opacity-60')}
      aria-busy={stale || undefined}
    >
      {query.data.map((day) => (
        <CalendarDaySection key={day.date} day={day} selection={selection} today={today} />
      ))}
    </div>
  );
}

function CalendarDaySection({
  day,
  selection,
  today,
}: {
  day: CalendarDay;
  selection: CalendarSelection;
  today: string;
}) {
  const headingId = `calendar-day-${day.date}`;
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl border border-border bg-card shadow-sm"
    >
      <div className="grid gap-3 border-b border-border bg-muted/50 px-4 py-3 sm:flex sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={headingId} className="font-semibold text-foreground">
            {formatDate(day.date, 'long')}
          </h3>
          {day.date === today && <Badge tone="brand">Hoy</Badge>}
          <p className="text-sm text-muted-foreground">
            {formatInteger(day.paymentCount)} {day.paymentCount === 1 ? 'pago' : 'pagos'} ·{' '}
            {formatInteger(day.paidCount)} de {formatInteger(day.paymentCount)} pagados
          </p>
        </div>
        <dl className="grid grid-cols-3 gap-3 text-sm sm:flex sm:gap-5">
          <DayFigure label="Esperado" value={day.totalExpected} />
          <DayFigure label="Recibido" value={day.totalReceived} />
          <DayFigure label="Pendiente" value={day.pendingAmount} />
        </dl>
      </div>
      <ul aria-label={`Pagos del ${formatDate(day.date, 'long')}`} className="divide-y divide-border">
        {day.payments.map((payment) => (
          <CalendarRow key={payment.id} payment={payment} selection={selection} today={today} />
        ))}
      </ul>
    </section>
  );
}

function DayFigure({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid min-w-0 gap-0.5 sm:text-right">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium whitespace-nowrap text-foreground tabular-nums">{formatMoney(value)}</dd>
    </div>
  );
}

/**
 * One installment. Phones: a small card (check, customer and badge, then motorcycle and amounts);
 * from `md` up: one line in columns.
 */
function CalendarRow({
  payment,
  selection,
  today,
}: {
  payment: CalendarPayment;
  selection: CalendarSelection;
  today: string;
}) {
  const status = ROW_STATUS[rowStatus(payment, today)];
  const selected = selection.ids.has(payment.id);
  const otherLoan = selection.loanId !== null && selection.loanId !== payment.applicationId;
  const name = personName(payment.customer);
  return (
    <li
      className={cn(
        'grid grid-cols-[2.5rem_minmax(0,1fr)_auto] gap-x-2 gap-y-1 px-2 py-3 sm:px-3',
        'md:grid-cols-[2.5rem_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_6.5rem] md:items-center md:gap-x-4',
        // Dimmed by a grey ground, not transparency, so the text keeps its contrast.
        payment.isPaid && 'bg-muted/60',
        selected && 'bg-primary-soft/60',
      )}
    >
      <div className="row-span-3 flex justify-center md:row-span-1">
        {!payment.isPaid && (
          // The label is the 40 px touch target around the box.
          <label
            className={cn(
              'flex size-10 items-center justify-center rounded-lg',
              otherLoan ? 'cursor-not-allowed' : 'cursor-pointer hover:bg-accent',
            )}
            title={otherLoan ? paymentMessages.mixedLoans : undefined}
          >
            <input
              type="checkbox"
              className="size-4.5 accent-primary disabled:cursor-not-allowed"
              aria-label={`Seleccionar cuota ${payment.paymentNumber} de ${name}`}
              aria-describedby={otherLoan ? ONE_LOAN_NOTE_ID : undefined}
              checked={selected}
              disabled={otherLoan}
              onChange={(event) => selection.onToggle(payment, event.target.checked)}
            />
          </label>
        )}
      </div>
      <div className="grid min-w-0 gap-0.5">
        {/* The name leads to the loan's page (its figures and ledger). */}
        <p className="font-medium break-words text-foreground">
          <Link
            to={`/admin/loans/${encodeURIComponent(payment.applicationId)}`}
            className="rounded-sm underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {name}
            <span className="sr-only">, ver préstamo</span>
          </Link>
        </p>
        <p className="text-xs text-muted-foreground tabular-nums">
          {formatPhone(payment.customer.phoneNumber)} · Cuota {payment.paymentNumber}
        </p>
      </div>
      <p className="col-start-2 row-start-2 min-w-0 truncate text-sm text-muted-foreground md:col-start-auto md:row-start-auto">
        {payment.motorcycle.brand} {payment.motorcycle.model}
      </p>
      <div className="col-span-2 col-start-2 row-start-3 flex flex-wrap items-baseline gap-x-3 text-sm md:col-span-1 md:col-start-auto md:row-start-auto md:grid md:justify-items-end md:gap-0">
        <span className="font-semibold text-foreground tabular-nums">{formatMoney(payment.amount)}</span>
        {payment.paidAmount > 0 && (
          <span className="text-xs text-emerald-700 tabular-nums dark:text-emerald-300">
            Pagado {formatMoney(payment.paidAmount)}
          </span>
        )}
        {payment.lateFeesAmount > 0 && (
          <span className="text-xs text-red-700 tabular-nums dark:text-red-300">
            Mora {formatMoney(payment.lateFeesAmount)}
          </span>
        )}
      </div>
      <div className="col-start-3 row-start-1 flex items-start justify-end md:col-start-auto md:row-start-auto">
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
    </li>
  );
}
