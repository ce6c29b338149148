import { BadgePercent } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { usePayoff } from '../api/get-payoff.ts';

/**
 * The early payoff the calendar promises (Ley 42 de 2001, art. 31): what paying everything today
 * takes and the interest it saves. Fetched after the calendar shows; nothing while it loads or when
 * nothing is owed, a plain line when it cannot be computed.
 */
export function PayoffOffer({ applicationId, owing }: { applicationId: string; owing: boolean }) {
  const query = usePayoff(applicationId, owing);
  if (!owing || query.isPending) return null;
  if (query.isError) {
    return <p className="text-sm text-muted-foreground">No se pudo calcular el pago total de hoy.</p>;
  }
  const { total, interestRebate } = query.data.payoff;
  if (total <= 0) return null;
  return (
    <Card className="flex items-center gap-3 p-4" role="note" aria-label="Pago anticipado">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground"
      >
        <BadgePercent className="size-5" />
      </span>
      <p className="text-sm text-foreground sm:text-base">
        <span className="font-semibold">Pagar todo hoy: {formatMoney(total)}</span>
        {interestRebate > 0 && <> — ahorras {formatMoney(interestRebate)} de intereses</>}
      </p>
    </Card>
  );
}
