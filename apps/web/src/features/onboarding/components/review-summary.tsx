import type { QuoteResponse } from '@quincena/shared';
import type { ReactNode } from 'react';
import {
  type CustomerFormValues,
  customerInfoBodyOf,
  employmentTypeLabel,
  fullName,
  identityTypeLabel,
} from '../../../components/domain/customer-form.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import type { FinancingValues } from '../financing.ts';
import { formatDownPaymentPercent, formatRate } from '../financing.ts';
import { formatPhoneDigits } from '../phone.ts';

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium break-words text-foreground">{value}</dd>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-border p-4 sm:p-5">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

const orDash = (value: string) => value.trim() || '—';

export interface ReviewSummaryProps {
  phone: string;
  info: CustomerFormValues;
  financing: FinancingValues;
  quote: QuoteResponse | null;
  documents: readonly { documentType: string; file: File }[];
  labelOfDocument: (documentType: string) => string;
}

/** What will be sent: the customer, the financing with its quote, the documents chosen. */
export function ReviewSummary({
  phone,
  info,
  financing,
  quote,
  documents,
  labelOfDocument,
}: ReviewSummaryProps) {
  // The data as the API will take them (trimmed, empty as none), read by the same schema.
  const body = customerInfoBodyOf(info);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Block title="Cliente">
        <dl className="divide-y divide-border">
          <Row label="Nombre" value={orDash(fullName(info))} />
          <Row label="Teléfono" value={phone ? formatPhoneDigits(phone) : '—'} />
          <Row label="Correo" value={body?.email ?? '—'} />
          <Row
            label="Fecha de nacimiento"
            value={body?.dateOfBirth ? formatDate(body.dateOfBirth, 'long') : '—'}
          />
          <Row
            label="Identificación"
            value={orDash(
              [body?.identityType && identityTypeLabel(body.identityType), body?.identityNumber]
                .filter(Boolean)
                .join(' · '),
            )}
          />
          <Row
            label="Dirección"
            value={orDash([body?.address, body?.city, body?.province].filter(Boolean).join(', '))}
          />
          <Row
            label="Empleo"
            value={orDash(
              [
                body?.occupation,
                body?.employerName,
                body?.employmentType && employmentTypeLabel(body.employmentType),
              ]
                .filter(Boolean)
                .join(' · '),
            )}
          />
          <Row
            label="Ingreso mensual"
            value={body?.monthlyIncome == null ? '—' : formatMoney(body.monthlyIncome)}
          />
        </dl>
      </Block>

      <div className="grid content-start gap-4">
        <Block title="Financiamiento">
          <dl className="divide-y divide-border">
            <Row label="Moto" value={financing.motorcycleLabel ?? 'Otra moto (valor de venta)'} />
            <Row label="Valor de venta" value={formatMoney(financing.saleValue)} />
            <Row
              label="Abono inicial"
              value={
                quote
                  ? `${formatMoney(financing.downPayment)} (${formatDownPaymentPercent(quote.downPaymentPercent)})`
                  : formatMoney(financing.downPayment)
              }
            />
            <Row label="Plazo" value={`${financing.loanTermMonths} meses`} />
            {quote && (
              <>
                <Row label="Monto a financiar" value={formatMoney(quote.financedAmount)} />
                <Row label="Tasa mensual" value={formatRate(quote.monthlyRate)} />
                <Row label="Cuota mensual" value={formatMoney(quote.monthlyPayment)} />
                <Row
                  label="Cuota quincenal"
                  value={<span className="text-primary">{formatMoney(quote.quincenalPayment)}</span>}
                />
                <Row label="Total a pagar" value={formatMoney(quote.totalToPay)} />
                <Row label="Intereses totales" value={formatMoney(quote.totalInterest)} />
              </>
            )}
          </dl>
        </Block>

        <Block title="Documentos">
          {documents.length === 0 ? (
            <p className="text-sm text-muted-foreground">Sin documentos. Podrán subirse más adelante.</p>
          ) : (
            <ul className="grid gap-1.5 text-sm">
              {documents.map((d) => (
                <li key={d.documentType} className="flex min-w-0 justify-between gap-3">
                  <span className="text-muted-foreground">{labelOfDocument(d.documentType)}</span>
                  <span className="truncate font-medium text-foreground" title={d.file.name}>
                    {d.file.name}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Block>
      </div>
    </div>
  );
}
