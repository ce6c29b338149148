import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ApplyPaymentBody,
  applyPaymentBody,
  businessToday,
  type CalendarPayment,
  fromCents,
  PAYMENT_METHOD_LABELS,
  paymentMessages,
  toCents,
} from '@quincena/shared';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { API_MESSAGES, isApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { preferredPaymentMethod, useEnabledPaymentMethods } from '../../../lib/public-settings.ts';
import { useApplyPayment } from '../api/apply-payment.ts';
import { personName } from './person-name.ts';

/** The shared body without the ids, plus the two rules the form checks before sending (spec part 2 §5). */
function applyForm(expectedCents: number, today: string) {
  return applyPaymentBody.omit({ paymentIds: true }).superRefine((values, ctx) => {
    if (toCents(values.totalAmountReceived) < expectedCents) {
      ctx.addIssue({
        code: 'custom',
        path: ['totalAmountReceived'],
        message: paymentMessages.belowExpected(
          formatMoney(values.totalAmountReceived),
          formatMoney(fromCents(expectedCents)),
        ),
      });
    }
    if (values.paymentDate > today) {
      ctx.addIssue({ code: 'custom', path: ['paymentDate'], message: paymentMessages.futureDate });
    }
  });
}
type ApplyForm = ReturnType<typeof applyForm>;

export interface ApplyPaymentDialogProps {
  /** The selected installments, fixed when the dialog opens; null closes it. */
  installments: readonly CalendarPayment[] | null;
  onClose: () => void;
  /** After the payment is recorded (the selection is done with). */
  onApplied: () => void;
}

/** Modal 'Aplicar Pago': one receipt applied to the selected installments of one loan. */
export function ApplyPaymentDialog({ installments, onClose, onApplied }: ApplyPaymentDialogProps) {
  return installments && installments.length > 0 ? (
    <ApplyPaymentForm installments={installments} onClose={onClose} onApplied={onApplied} />
  ) : null;
}

function ApplyPaymentForm({
  installments,
  onClose,
  onApplied,
}: {
  installments: readonly CalendarPayment[];
  onClose: () => void;
  onApplied: () => void;
}) {
  const apply = useApplyPayment();
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  // One key per submission: a retry of the same body reuses it, so the server replays, never applies twice.
  const submission = useRef<{ key: string; body: string } | null>(null);
  const [today] = useState(() => businessToday());
  const expectedCents = installments.reduce((sum, p) => sum + toCents(p.owedAmount), 0);
  const expected = fromCents(expectedCents);
  const [schema] = useState(() => applyForm(expectedCents, today));
  // Only the methods the settings enable; cash first, as the spec's modal.
  const methods = useEnabledPaymentMethods();

  const {
    register,
    control,
    handleSubmit,
    setFocus,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<z.input<ApplyForm>, unknown, z.output<ApplyForm>>({
    resolver: zodResolver(schema),
    defaultValues: {
      totalAmountReceived: expected.toFixed(2),
      paymentMethod: preferredPaymentMethod(methods, 'CASH'),
      paymentReference: '',
      paymentDate: today,
      notes: '',
    },
  });

  // The enabled methods may arrive after the form opened: never keep one that is not offered.
  useEffect(() => {
    const current = getValues('paymentMethod');
    const next = preferredPaymentMethod(methods, current);
    if (next !== current) setValue('paymentMethod', next);
  }, [methods, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const body: ApplyPaymentBody = { ...values, paymentIds: installments.map((p) => p.id) };
    const json = JSON.stringify(body);
    if (submission.current?.body !== json) submission.current = { key: crypto.randomUUID(), body: json };
    try {
      const { payment } = await apply.mutateAsync({ body, idempotencyKey: submission.current.key });
      const credit =
        payment.unappliedAmount > 0
          ? ` Quedan ${formatMoney(payment.unappliedAmount)} como saldo a favor.`
          : '';
      toast.success('Pago aplicado exitosamente', `${formatMoney(payment.amount)} recibidos.${credit}`);
      onApplied();
    } catch (error) {
      // A timeout or a lost connection says so: retrying is safe, the key makes it apply once.
      setServerError(isApiError(error) ? error.message : API_MESSAGES.unexpected);
    }
  });

  const first = installments[0] as CalendarPayment;
  const count = installments.length;
  return (
    <Dialog open onOpenChange={(next) => !next && !isSubmitting && onClose()}>
      <DialogContent
        title="Aplicar Pago"
        description={`${personName(first.customer)} · ${first.motorcycle.brand} ${first.motorcycle.model}`}
        onInteractOutside={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          // The amount first, selected: it is what the admin checks or retypes.
          event.preventDefault();
          setFocus('totalAmountReceived', { shouldSelect: true });
        }}
      >
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormAlert>{serverError}</FormAlert>
          <DescriptionList className="grid-cols-2 rounded-lg bg-muted/60 px-4 py-3">
            <DescriptionItem label="Cuotas seleccionadas">
              {count} {count === 1 ? 'cuota' : 'cuotas'} (
              {installments.map((p) => `n.º ${p.paymentNumber}`).join(', ')})
            </DescriptionItem>
            <DescriptionItem label="Monto esperado">
              <span className="text-base font-semibold tabular-nums">{formatMoney(expected)}</span>
            </DescriptionItem>
          </DescriptionList>
          <Input
            label="Monto Total Recibido"
            type="number"
            inputMode="decimal"
            step="0.01"
            min={expected}
            required
            error={errors.totalAmountReceived?.message}
            {...register('totalAmountReceived')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={control}
              name="paymentMethod"
              render={({ field }) => (
                <Select
                  label="Método de Pago"
                  options={methods.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
                  value={field.value}
                  onValueChange={field.onChange}
                  error={errors.paymentMethod?.message}
                />
              )}
            />
            <Input
              label="Fecha de Pago"
              type="date"
              max={today}
              required
              error={errors.paymentDate?.message}
              {...register('paymentDate')}
            />
          </div>
          <Input
            label="Referencia"
            autoComplete="off"
            maxLength={100}
            error={errors.paymentReference?.message}
            {...register('paymentReference')}
          />
          <Textarea
            label="Notas"
            rows={3}
            maxLength={500}
            error={errors.notes?.message}
            {...register('notes')}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" loading={isSubmitting}>
              Aplicar Pago
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
