import { addDays, businessToday } from '@quincena/shared';
import { useId, useState } from 'react';
import { QueryError } from '../../../components/domain/query-view.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useLoanPayoff } from '../api/get-loan-payoff.ts';
import { PayoffDialog } from './payoff-dialog.tsx';

/** The API quotes up to a year ahead. */
const QUOTE_DAYS_AHEAD = 365;

/**
 * 'Cancelación anticipada': what paying the whole loan off on a date takes (Ley 42 de 2001, art. 31),
 * today unless the admin picks another day; the figures are the API's. 'Registrar cancelación'
 * records the money that pays it off.
 */
export function LoanPayoff({ applicationId }: { applicationId: string }) {
  const today = businessToday();
  const [date, setDate] = useState(today);
  const valid = date >= today && date <= addDays(today, QUOTE_DAYS_AHEAD);
  const query = useLoanPayoff(applicationId, valid ? date : today);
  const quote = query.data?.payoff;
  const headingId = useId();
  const [recording, setRecording] = useState(false);
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle id={headingId}>Cancelación anticipada</CardTitle>
          <CardDescription>
            Capital pendiente, intereses al día y mora: los intereses que aún no se generan no se cobran.
          </CardDescription>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <Input
            type="date"
            label="Fecha de pago"
            className="min-w-0"
            containerClassName="min-w-0 sm:w-44"
            value={date}
            min={today}
            max={addDays(today, QUOTE_DAYS_AHEAD)}
            error={valid ? undefined : 'La fecha de cancelación debe estar entre hoy y un año después.'}
            onChange={(event) => setDate(event.target.value || today)}
          />
          <Button onClick={() => setRecording(true)}>Registrar cancelación</Button>
        </div>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <QueryError query={query} title="Error al calcular la cancelación" />
        ) : !quote ? (
          <div role="status" aria-label="Calculando la cancelación..." className="grid gap-3 sm:grid-cols-3">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : (
          <DescriptionList columns={3} aria-busy={query.isFetching}>
            <DescriptionItem label="Total para cancelar">
              <span className="text-lg font-semibold">{formatMoney(quote.total)}</span>
            </DescriptionItem>
            <DescriptionItem label="Intereses que se ahorra">
              {formatMoney(quote.interestRebate)}
            </DescriptionItem>
            <DescriptionItem label="Válido hasta">{formatDate(quote.validUntil)}</DescriptionItem>
            <DescriptionItem label="Capital">{formatMoney(quote.principal)}</DescriptionItem>
            <DescriptionItem label="Intereses al día">{formatMoney(quote.interest)}</DescriptionItem>
            <DescriptionItem label="Mora">{formatMoney(quote.lateFees)}</DescriptionItem>
            <DescriptionItem label="Crédito a favor">{formatMoney(quote.credit)}</DescriptionItem>
          </DescriptionList>
        )}
      </CardContent>
      <PayoffDialog applicationId={applicationId} open={recording} onClose={() => setRecording(false)} />
    </Card>
  );
}
