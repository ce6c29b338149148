import { type CustomerSchedule, fromCents, toCents } from '@quincena/shared';
import {
  CalendarClock,
  CalendarDays,
  CircleAlert,
  CircleCheck,
  Info,
  PartyPopper,
  Percent,
  Wallet,
} from 'lucide-react';
import { useId } from 'react';
import {
  PaymentScheduleList,
  PaymentScheduleTable,
  type PaymentScheduleTableRow,
} from '../../../components/domain/payment-schedule-table.tsx';
import { type Stat, StatCards } from '../../../components/domain/stat-cards.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatDate, formatMoney, formatPercent } from '../../../lib/format.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { PayoffOffer } from './payoff-offer.tsx';

/** Spec §9: the calendar shows the next three unpaid payments. */
const NEXT_PAYMENTS_SHOWN = 3;

type Financing = NonNullable<CustomerSchedule['financing']>;
type Summary = NonNullable<CustomerSchedule['summary']>;
type Installment = CustomerSchedule['payments'][number];

/** What is still owed on an installment, its late fee included (exact, in cents). */
export const owedOf = (p: Installment) =>
  fromCents(Math.max(0, toCents(p.amount) + toCents(p.lateFee) - toCents(p.paidAmount)));

/** Spec §4: paid if isPaid, overdue if isOverdue, otherwise pending. */
const statusOf = (p: Installment): PaymentScheduleTableRow['status'] =>
  p.isPaid ? 'PAID' : p.isOverdue ? 'OVERDUE' : 'PENDING';

export interface FinancingOverviewProps {
  schedule: CustomerSchedule;
  financing: Financing;
  summary: Summary;
}

/** The calendar of one financing: figures, progress, next payments, the full schedule and the terms. */
export function FinancingOverview({ schedule, financing, summary }: FinancingOverviewProps) {
  const unpaid = schedule.payments.filter((p) => !p.isPaid);
  const rows = schedule.payments.map((p) => ({ ...p, status: statusOf(p) }));
  const wide = useMediaQuery('(min-width: 40rem)');
  return (
    <div className="grid grid-cols-1 gap-6">
      <SummaryCards financing={financing} summary={summary} />
      <PayoffOffer
        applicationId={financing.applicationId}
        owing={financing.status === 'DISBURSED' && summary.remainingBalance > 0}
      />
      <PaymentProgress completed={summary.paymentsCompleted} total={summary.totalPayments} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <NextPayments payments={unpaid.slice(0, NEXT_PAYMENTS_SHOWN)} />
        <InformationList schedule={schedule} financing={financing} summary={summary} />
      </div>
      <Card>
        <CardHeader className="pb-3 sm:pb-3">
          <CardTitle>Calendario completo</CardTitle>
        </CardHeader>
        <CardContent>
          {/* A phone gets stacked rows in the page's own scroll; wider screens the table. Both where the
              browser cannot say, and the classes choose. */}
          {wide !== true && (
            <div className="sm:hidden">
              <PaymentScheduleList rows={rows} />
            </div>
          )}
          {wide !== false && (
            <div className="hidden sm:block">
              <PaymentScheduleTable rows={rows} showLateFee className="max-h-[28rem] overflow-y-auto" />
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function SummaryCards({ financing, summary }: { financing: Financing; summary: Summary }) {
  const stats: Stat[] = [
    {
      label: 'Pago quincenal',
      value: <Figure>{formatMoney(financing.quincenalPayment)}</Figure>,
      note: 'El 15 y el último día del mes',
      icon: CalendarDays,
      tone: 'brand',
    },
    {
      label: 'Total pagado',
      value: <Figure>{formatMoney(summary.totalPaid)}</Figure>,
      note: `${summary.paymentsCompleted} de ${summary.totalPayments} pagos`,
      icon: CircleCheck,
      tone: 'emerald',
    },
    {
      label: 'Saldo pendiente',
      value: <Figure>{formatMoney(summary.remainingBalance)}</Figure>,
      note: `De un total de ${formatMoney(summary.totalAmount)}`,
      icon: Wallet,
      tone: 'sky',
    },
    {
      label: 'Pagos vencidos',
      value: <Figure>{String(summary.overdueCount)}</Figure>,
      note: summary.overdueCount > 0 ? `${formatMoney(summary.overdueAmount)} por pagar` : 'Estás al día',
      icon: CircleAlert,
      tone: summary.overdueCount > 0 ? 'red' : 'amber',
    },
    {
      label: 'Plazo',
      value: <Figure>{`${financing.loanTermMonths} meses`}</Figure>,
      note: `Tasa mensual ${formatPercent(financing.monthlyRate, 2)}`,
      icon: Percent,
      tone: 'violet',
    },
  ];
  // Five cards: on phones the last takes a whole row; from lg, three then two.
  return (
    <StatCards
      label="Resumen del financiamiento"
      stats={stats}
      className="[&>li:last-child]:col-span-2 lg:grid-cols-6 lg:[&>li]:col-span-2 lg:[&>li:nth-child(n+4)]:col-span-3"
    />
  );
}

/**
 * A card's figure: smaller on phones, where two cards share the width; a long amount may wrap after
 * 'USD' (the formatter joins them with a no-break space).
 */
function Figure({ children }: { children: string }) {
  return <span className="text-lg sm:text-3xl">{children.replace('\u00a0', ' ')}</span>;
}

function PaymentProgress({ completed, total }: { completed: number; total: number }) {
  const labelId = useId();
  const percent = total > 0 ? Math.round((completed / total) * 100) : 0;
  return (
    <Card className="grid gap-3 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={labelId} className="font-semibold text-foreground">
          Progreso de pagos
        </p>
        <p className="text-sm text-muted-foreground tabular-nums">
          {completed} de {total} pagos completados · {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
        aria-valuetext={`${completed} de ${total} pagos completados`}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </Card>
  );
}

function NextPayments({ payments }: { payments: Installment[] }) {
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle>Próximos pagos</CardTitle>
      </CardHeader>
      <CardContent>
        {payments.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <PartyPopper aria-hidden="true" className="size-4 shrink-0 text-primary" />
            Completaste todos tus pagos.
          </p>
        ) : (
          <ul className="-my-1 divide-y divide-border" aria-label="Próximos pagos">
            {payments.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground"
                  >
                    <CalendarClock className="size-5" />
                  </span>
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-medium text-foreground">{formatDate(p.dueDate, 'long')}</p>
                    <p className="text-sm text-muted-foreground">Cuota {p.paymentNumber}</p>
                  </div>
                </div>
                <div className="grid shrink-0 justify-items-end gap-1">
                  <p className="font-semibold text-foreground tabular-nums">{formatMoney(owedOf(p))}</p>
                  {p.isOverdue ? (
                    <Badge tone="danger">Vencido</Badge>
                  ) : (
                    <Badge tone="neutral">Pendiente</Badge>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function InformationList({ schedule, financing, summary }: FinancingOverviewProps) {
  const { lateFee, gracePeriodDays } = schedule.terms;
  const items = [
    `Plazo de ${financing.loanTermMonths} meses: ${summary.totalPayments} pagos quincenales.`,
    'Los pagos vencen el día 15 y el último día de cada mes.',
    'Puedes adelantar pagos sin penalidad.',
    gracePeriodDays > 0
      ? `Si una cuota sigue sin pagar ${gracePeriodDays} ${gracePeriodDays === 1 ? 'día' : 'días'} después de su vencimiento, se cobra una mora de ${formatMoney(lateFee)}.`
      : `Si una cuota no se paga en su fecha de vencimiento, se cobra una mora de ${formatMoney(lateFee)}.`,
  ];
  if (summary.unappliedCredit > 0) {
    items.push(
      `Tienes un saldo a favor de ${formatMoney(summary.unappliedCredit)} que se aplicará a tus próximas cuotas.`,
    );
  }
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle>Información importante</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2.5 text-sm text-foreground" aria-label="Información importante">
          {items.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {item}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
