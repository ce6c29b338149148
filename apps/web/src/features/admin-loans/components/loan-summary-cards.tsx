import type { LoanSummary } from '@quincena/shared';
import { CalendarClock, CircleAlert, HandCoins, Hash, Landmark, Percent, PiggyBank } from 'lucide-react';
import { type Stat, StatCards } from '../../../components/domain/stat-cards.tsx';
import { formatDate, formatInteger, formatMoney } from '../../../lib/format.ts';

/** The loan's figures as the API computes them from its ledger; nothing is derived here. */
export function LoanSummaryCards({ loan }: { loan: LoanSummary }) {
  const late = loan.daysPastDue > 0;
  const stats: Stat[] = [
    {
      label: 'Capital pendiente',
      value: <Figure>{formatMoney(loan.principalOutstanding)}</Figure>,
      icon: Landmark,
      tone: 'sky',
    },
    {
      label: 'Intereses pendientes',
      value: <Figure>{formatMoney(loan.interestOutstanding)}</Figure>,
      icon: Percent,
      tone: 'violet',
    },
    {
      label: 'Mora pendiente',
      value: <Figure>{formatMoney(loan.lateFeesOutstanding)}</Figure>,
      icon: CircleAlert,
      tone: loan.lateFeesOutstanding > 0 ? 'red' : 'amber',
    },
    {
      label: 'Crédito a favor',
      value: <Figure>{formatMoney(loan.unappliedCredit)}</Figure>,
      note: 'Se aplica a las próximas cuotas',
      icon: PiggyBank,
      tone: 'emerald',
    },
    {
      label: 'Días de atraso',
      value: <Figure>{formatInteger(loan.daysPastDue)}</Figure>,
      note: late ? 'Con cuotas vencidas' : 'Al día',
      icon: HandCoins,
      tone: late ? 'red' : 'emerald',
    },
    {
      label: 'Próximo vencimiento',
      value: <Figure>{formatDate(loan.nextDueDate)}</Figure>,
      note: loan.nextDueDate === null ? 'No quedan cuotas por vencer' : undefined,
      icon: CalendarClock,
      tone: 'brand',
    },
    {
      label: 'Referencia de pago',
      value: <span className="font-mono text-base break-all sm:text-lg">{loan.paymentReference}</span>,
      note: 'Para transferencias y depósitos',
      icon: Hash,
      tone: 'sky',
    },
  ];
  // Seven cards: on phones two per row and the reference alone on the last; from lg, four then three.
  return (
    <StatCards
      label="Resumen del préstamo"
      stats={stats}
      className="[&>li:last-child]:col-span-2 lg:grid-cols-4 lg:[&>li:last-child]:col-span-1"
    />
  );
}

/**
 * A card's figure: smaller on phones, where two cards share the width; a long amount may wrap after
 * 'USD' (the formatter joins them with a no-break space).
 */
function Figure({ children }: { children: string }) {
  return <span className="text-lg sm:text-2xl">{children.replace('\u00a0', ' ')}</span>;
}
