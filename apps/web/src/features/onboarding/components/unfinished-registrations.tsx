import type { VendorCustomerSummary } from '@quincena/shared';
import { ArrowRight, History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { formatDate, formatPhone } from '../../../lib/format.ts';
import { useUnfinishedRegistrations } from '../api/list-unfinished-registrations.ts';

export interface UnfinishedRegistrationsProps {
  /** Takes the registration up again; settles when the wizard has moved on or failed. */
  onResume: (customer: VendorCustomerSummary) => Promise<void>;
}

const nameOf = (c: VendorCustomerSummary) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ') || formatPhone(c.phoneNumber);

/**
 * Beside the phone step: customers the vendor registered but never sent an application for. Resuming
 * one goes on with that record instead of registering the person a second time (issue 22, item 6).
 * Nothing is shown while loading, when there are none, or when the list cannot be read: the new
 * registration above works either way.
 */
export function UnfinishedRegistrations({ onResume }: UnfinishedRegistrationsProps) {
  const { data } = useUnfinishedRegistrations();
  const [resuming, setResuming] = useState<string | null>(null);
  if (!data || data.length === 0) return null;

  const resume = async (customer: VendorCustomerSummary) => {
    setResuming(customer.id);
    try {
      await onResume(customer);
    } finally {
      setResuming(null);
    }
  };

  return (
    <Card>
      <CardContent className="grid gap-3 pt-5">
        <section aria-labelledby="unfinished-title" className="grid gap-3">
          <div className="flex items-start gap-3">
            <History aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
            <div className="grid gap-1">
              <h3 id="unfinished-title" className="text-base font-semibold text-foreground">
                Registros sin terminar
              </h3>
              <p className="text-sm text-muted-foreground">
                Clientes que registraste sin enviar su solicitud. Continúa donde quedaste en lugar de
                registrarlos de nuevo.
              </p>
            </div>
          </div>
          <ul className="grid divide-y divide-border rounded-lg border border-border">
            {data.map((customer) => (
              <li key={customer.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="grid min-w-0 gap-0.5">
                  <span className="truncate font-medium text-foreground">{nameOf(customer)}</span>
                  <span className="text-sm text-muted-foreground tabular-nums">
                    {formatPhone(customer.phoneNumber)} · Registrado el {formatDate(customer.createdAt)}
                  </span>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  loading={resuming === customer.id}
                  disabled={resuming !== null}
                  aria-label={`Continuar el registro de ${nameOf(customer)}`}
                  onClick={() => void resume(customer)}
                >
                  Continuar
                  {resuming !== customer.id && <ArrowRight aria-hidden="true" />}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
