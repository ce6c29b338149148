import { businessToday, paymentMessages, payoffBody, toCents } from '@quincena/shared';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/domain/form-dialog.tsx';
import { PaymentMethodField } from '../../../components/domain/payment-method-field.tsx';
import { useZodForm } from '../../../components/domain/use-zod-form.ts';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { API_MESSAGES, isApiError } from '../../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { preferredPaymentMethod, useEnabledPaymentMethods } from '../../../lib/public-settings.ts';
import { useLoanPayoff } from '../api/get-loan-payoff.ts';
import { usePostLoanPayoff } from '../api/post-loan-payoff.ts';

/** The payment date is today or a day already past: the receipt takes its place in history. */
const payoffForm = (today: string) =>
  payoffBody.superRefine((values, ctx) => {
    if (values.paymentDate > today) {
      ctx.addIssue({ code: 'custom', path: ['paymentDate'], message: paymentMessages.futureDate });
    }
  });

export interface PayoffDialogProps {
  applicationId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Registrar cancelación': the money that pays the whole loan off. The quote of the payment date
 * is shown before confirming (what it settles, the interest not charged, the credit left), and the
 * amount starts at its total; the API checks it again under the loan's lock.
 */
export function PayoffDialog({ applicationId, open, onClose }: PayoffDialogProps) {
  return open ? <PayoffForm applicationId={applicationId} onClose={onClose} /> : null;
}

function PayoffForm({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  const [today] = useState(() => businessToday());
  const [schema] = useState(() => payoffForm(today));
  const methods = useEnabledPaymentMethods();
  const post = usePostLoanPayoff();
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, getFieldState, fieldProps, errors, isSubmitting } =
    useZodForm(schema, {
      defaultValues: {
        amount: '',
        paymentMethod: preferredPaymentMethod(methods, 'CASH'),
        paymentReference: '',
        paymentDate: today,
        notes: '',
      },
    });
  const [paymentDate, amount] = useWatch({ control, name: ['paymentDate', 'amount'] });
  const dateOk = Boolean(paymentDate) && paymentDate <= today;
  const quoteQuery = useLoanPayoff(applicationId, dateOk ? paymentDate : today);
  const quote = quoteQuery.data?.payoff;

  // The amount follows the quote of the chosen date until the admin types another.
  useEffect(() => {
    if (quote && !getFieldState('amount').isDirty) setValue('amount', quote.total.toFixed(2));
  }, [quote, getFieldState, setValue]);

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    if (quote && toCents(body.amount) < toCents(quote.total)) {
      const message = paymentMessages.payoffShort(formatMoney(body.amount), formatMoney(quote.total));
      setError('amount', { type: 'min', message }, { shouldFocus: true });
      return;
    }
    try {
      const posted = await post.mutateAsync({ applicationId, body });
      const credit =
        posted.loan.unappliedCredit > 0
          ? ` Quedan ${formatMoney(posted.loan.unappliedCredit)} como saldo a favor del cliente.`
          : '';
      toast.success('Préstamo cancelado', `${formatMoney(posted.payment.amount)} recibidos.${credit}`);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'PAYOFF_AMOUNT_SHORT') {
        setError('amount', { type: 'server', message: error.message }, { shouldFocus: true });
        void quoteQuery.refetch();
        return;
      }
      setServerError(isApiError(error) ? error.message : API_MESSAGES.unexpected);
    }
  });

  const amountCents = Number.isFinite(Number(amount)) ? toCents(Number(amount)) : 0;
  const leftCents = quote ? amountCents - toCents(quote.total) : 0;
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Registrar cancelación"
      description="El dinero que paga todo el préstamo. Se aplica con la fecha de pago, el préstamo queda cancelado y el cliente recibe un SMS."
      onSubmit={submit}
      submitLabel="Registrar cancelación"
      submitting={isSubmitting || post.isPending}
      error={serverError}
      size="lg"
    >
      <section aria-label="Efecto de la cancelación" aria-busy={quoteQuery.isFetching}>
        {quote ? (
          <DescriptionList columns={3} className="rounded-lg bg-muted/60 px-4 py-3">
            <DescriptionItem label={`Total al ${formatDate(quote.date)}`}>
              <span className="text-base font-semibold tabular-nums">{formatMoney(quote.total)}</span>
            </DescriptionItem>
            <DescriptionItem label="Capital">{formatMoney(quote.principal)}</DescriptionItem>
            <DescriptionItem label="Intereses al día">{formatMoney(quote.interest)}</DescriptionItem>
            <DescriptionItem label="Mora">{formatMoney(quote.lateFees)}</DescriptionItem>
            <DescriptionItem label="Crédito a favor aplicado">{formatMoney(quote.credit)}</DescriptionItem>
            <DescriptionItem label="Intereses que se ahorra">
              {formatMoney(quote.interestRebate)}
            </DescriptionItem>
            {leftCents > 0 && (
              <DescriptionItem label="Saldo a favor que queda" className="col-span-full">
                {formatMoney(leftCents / 100)} (se puede devolver al cliente)
              </DescriptionItem>
            )}
          </DescriptionList>
        ) : quoteQuery.isError ? (
          <p className="text-sm text-destructive">
            {isApiError(quoteQuery.error) ? quoteQuery.error.message : 'No se pudo calcular la cancelación.'}
          </p>
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            Calculando la cancelación...
          </p>
        )}
      </section>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Monto recibido"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={quote?.total}
          required
          {...fieldProps('amount')}
        />
        <Input label="Fecha de pago" type="date" max={today} required {...fieldProps('paymentDate')} />
        <PaymentMethodField
          control={control}
          name="paymentMethod"
          methods={methods}
          error={errors.paymentMethod?.message}
        />
        <Input label="Referencia" autoComplete="off" maxLength={100} {...fieldProps('paymentReference')} />
      </div>
      <Textarea label="Notas" rows={2} maxLength={500} {...fieldProps('notes')} />
    </FormDialog>
  );
}
