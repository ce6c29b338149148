import type { PaymentsDashboard } from '@quincena/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatDate, formatMoney, formatPhone } from '../../../lib/format.ts';

/** How many show before 'Ver todos': the list can hold 50. */
const FIRST = 6;

/** 'Próximos Pagos (30 días)': unpaid installments falling due in the next 30 days, soonest first. */
export function UpcomingPayments({ items }: { items: PaymentsDashboard['upcoming'] }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? items : items.slice(0, FIRST);
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle>Próximos Pagos (30 días)</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul
          aria-label="Próximos pagos"
          className="grid gap-x-6 divide-y divide-border md:grid-cols-2 md:divide-y-0"
        >
          {shown.map((item) => (
            <li
              key={item.id}
              className="flex items-start justify-between gap-3 py-2.5 md:border-b md:border-border"
            >
              <div className="grid min-w-0 gap-0.5">
                <p className="truncate font-medium text-foreground">{item.customer}</p>
                <p className="truncate text-xs text-muted-foreground">
                  <span className="tabular-nums">{formatPhone(item.phoneNumber)}</span> · {item.motorcycle}
                </p>
              </div>
              <div className="grid shrink-0 justify-items-end gap-0.5">
                <p className="font-semibold text-foreground tabular-nums">{formatMoney(item.amount)}</p>
                <p className="text-xs text-muted-foreground">{formatDate(item.dueDate)}</p>
              </div>
            </li>
          ))}
        </ul>
        {items.length > FIRST && (
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? 'Ver menos' : `Ver los ${items.length}`}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
