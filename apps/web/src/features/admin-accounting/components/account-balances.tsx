import { fromCents, type Journal, toCents } from '@quincena/shared';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format.ts';

interface AccountBalance {
  account: string;
  accountName: string;
  debit: number;
  credit: number;
}

/** Each account's debits and credits in the range, summed in cents, in chart order. */
export function accountBalances(journal: Journal): AccountBalance[] {
  const sums = new Map<string, { accountName: string; debitCents: number; creditCents: number }>();
  for (const line of journal.entries) {
    const sum = sums.get(line.account) ?? { accountName: line.accountName, debitCents: 0, creditCents: 0 };
    sum.debitCents += toCents(line.debit);
    sum.creditCents += toCents(line.credit);
    sums.set(line.account, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([account, s]) => ({
      account,
      accountName: s.accountName,
      debit: fromCents(s.debitCents),
      credit: fromCents(s.creditCents),
    }));
}

/**
 * The net of the range as an accountant reads it: the amount and its side, 'deudor' when debits
 * are more, 'acreedor' when credits are (never a minus sign that can wrap away from its figure).
 */
function balanceText(b: { debit: number; credit: number }): string {
  const net = toCents(b.debit) - toCents(b.credit);
  if (net === 0) return formatMoney(0);
  return `${formatMoney(fromCents(Math.abs(net)))} ${net > 0 ? 'deudor' : 'acreedor'}`;
}

/** 'Saldos por cuenta': what the range moved in each account, and its balance. */
export function AccountBalances({ journal }: { journal: Journal }) {
  const balances = accountBalances(journal);
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle>Saldos por cuenta</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label="Saldos por cuenta" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {balances.map((b) => (
            <li key={b.account} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
              <p className="font-medium text-foreground">
                <span className="tabular-nums text-muted-foreground">{b.account}</span> {b.accountName}
              </p>
              <dl className="grid grid-cols-2 gap-2 text-xs">
                <div>
                  <dt className="text-muted-foreground">Debe</dt>
                  <dd className="tabular-nums">{formatMoney(b.debit)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Haber</dt>
                  <dd className="tabular-nums">{formatMoney(b.credit)}</dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-muted-foreground">Saldo</dt>
                  <dd className="font-semibold whitespace-nowrap tabular-nums">{balanceText(b)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
