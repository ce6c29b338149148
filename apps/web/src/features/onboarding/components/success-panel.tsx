import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  type QuoteResponse,
  type SubmittedApplication,
} from '@quincena/shared';
import { CircleCheckBig } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format.ts';
import type { DocumentsKit } from '../documents-kit.ts';
import { FormMessage, type WizardMessage } from './form-message.tsx';

export interface SuccessPanelProps {
  title: string;
  description: ReactNode;
  application: SubmittedApplication | null;
  quote: QuoteResponse | null;
  documents: Pick<DocumentsKit, 'ProgressList' | 'uploads'>;
  /** What to say when `failed` documents could not be uploaded (the application is sent anyway). */
  failedUploadsText: (failed: number) => string;
  /** A note above the details (e.g. 'Financiamiento actualizado.'). */
  message?: WizardMessage | null;
  actions: ReactNode;
}

/**
 * Both wizards' last step: a confirmation whose heading takes the focus, the application's number,
 * status and quincenal payment, how the documents went, and what to do next.
 */
export function SuccessPanel({
  title,
  description,
  application,
  quote,
  documents,
  failedUploadsText,
  message = null,
  actions,
}: SuccessPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const status = application?.status as ApplicationStatus | undefined;
  const { items } = documents.uploads;
  const failed = items.filter((item) => item.status === 'error').length;
  return (
    <Card className="animate-step-in overflow-hidden">
      <div className="flex flex-col items-center gap-3 bg-primary-soft/60 px-5 pt-8 pb-6 text-center sm:px-8">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm">
          <CircleCheckBig aria-hidden="true" className="size-7" />
        </span>
        <h2
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-bold tracking-tight text-foreground focus:outline-none sm:text-2xl"
        >
          {title}
        </h2>
        <div className="max-w-lg text-sm text-muted-foreground sm:text-base">{description}</div>
      </div>
      <CardContent className="grid gap-6 pt-6">
        <FormMessage message={message} className="mx-auto w-full max-w-lg" />
        <dl className="mx-auto grid w-full max-w-lg gap-3 rounded-xl border border-border p-4 text-sm sm:grid-cols-2">
          <div className="grid gap-0.5 sm:col-span-2">
            <dt className="text-muted-foreground">Número de solicitud</dt>
            <dd className="font-mono text-sm text-foreground" data-testid="application-number">
              {application?.number}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Estado</dt>
            <dd>
              <Badge tone="warning">{status ? (APPLICATION_STATUS_LABELS[status] ?? status) : '—'}</Badge>
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Cuota quincenal</dt>
            <dd className="font-semibold text-foreground tabular-nums">
              {quote ? `${formatMoney(quote.quincenalPayment)} × ${quote.installments}` : '—'}
            </dd>
          </div>
        </dl>
        {items.length > 0 && (
          <div className="mx-auto grid w-full max-w-lg gap-2">
            <h3 className="text-sm font-semibold text-foreground">Documentos</h3>
            <documents.ProgressList items={items} />
            {failed > 0 && <FormMessage message={{ tone: 'info', text: failedUploadsText(failed) }} />}
          </div>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
      </CardContent>
    </Card>
  );
}
