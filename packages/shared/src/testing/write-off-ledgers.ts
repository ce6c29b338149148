import { type LoanTransaction, ledgerOrder } from '../domain/loan-transactions.ts';

/**
 * A random ledger made like the API makes one around a write-off (tests only): the first WRITE_OFF
 * stands (nobody reverses it, no second one is posted), and money received after it in ledger
 * order is a RECOVERY, before it a REPAYMENT (a payoff after it is a recovery too).
 */
export function asTheApiWritesOff(transactions: readonly LoanTransaction[]): LoanTransaction[] {
  const [writeOff] = ledgerOrder(transactions.filter((t) => t.type === 'WRITE_OFF'));
  if (!writeOff) return [...transactions];
  const order = new Map(ledgerOrder(transactions).map((t, k) => [t.id, k]));
  const at = order.get(writeOff.id) as number;
  const dropped = new Set(
    transactions.filter((t) => t.type === 'WRITE_OFF' && t !== writeOff).map((t) => t.id),
  );
  return transactions.flatMap((t): LoanTransaction[] => {
    if (dropped.has(t.id)) return [];
    if (t.type === 'REVERSAL' && (t.reversalOf === writeOff.id || dropped.has(t.reversalOf))) return [];
    const { id, valueDate, postedAt, amountCents } = t;
    const after = (order.get(t.id) as number) > at;
    if (after && (t.type === 'REPAYMENT' || t.type === 'PAYOFF')) {
      return [{ id, valueDate, postedAt, amountCents, type: 'RECOVERY' }];
    }
    if (!after && t.type === 'RECOVERY') return [{ id, valueDate, postedAt, amountCents, type: 'REPAYMENT' }];
    return [t];
  });
}
