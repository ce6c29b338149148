import type { ReactNode } from 'react';
import { formatPhone } from '../../lib/format.ts';

/** The top of an application's card: the customer's name and phone, and beside them `children` (the status). */
export function ApplicationCardHeader({
  name,
  phoneNumber,
  children,
}: {
  name: string;
  phoneNumber: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="grid min-w-0 gap-0.5">
        <p className="truncate font-semibold text-foreground">{name}</p>
        <p className="text-sm text-muted-foreground tabular-nums">{formatPhone(phoneNumber)}</p>
      </div>
      {children}
    </div>
  );
}

/** One label of a list card's `<dl>`, with its value (`<dd>`, one or more) as children. */
export function CardTerm({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      {children}
    </div>
  );
}

/** The application's motorcycle, across the card's two columns. */
export function MotorcycleTerm({
  motorcycle: m,
}: {
  motorcycle: { brand: string; model: string; year: number };
}) {
  return (
    <CardTerm label="Moto" className="col-span-2">
      <dd className="font-medium text-foreground">
        {m.brand} {m.model} {m.year}
      </dd>
    </CardTerm>
  );
}
