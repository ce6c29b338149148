import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ApplyPaymentBody,
  applyPaymentBody,
  businessToday,
  type CalendarPayment,
  fromCents,
  type PaymentPreview,
  PREPAYMENT_LABELS,
  PREPAYMENT_MODES,
  paymentMessages,
  toCents,
} from '@quincena/shared';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { fieldPropsOf } from '../../../components/domain/field-props.ts';
import { FormDialogFooter } from '../../../components/domain/form-dialog-footer.tsx';
import { PaymentMethodField } from '../../../components/domain/payment-method-field.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { API_MESSAGES, isApiError } from '../../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { preferredPaymentMethod, useEnabledPaymentMethods } from '../../../lib/public-settings.ts';
import { useApplyPayment } from '../api/apply-payment.ts';
import { useLoanBalance } from '../api/get-loan-balance.ts';
import { usePaymentPreview } from '../api/preview-payment.ts';
import { personName } from './person-name.ts';

/** The shared body without the ids, plus the two rules the form checks before sending (spec part 2 §5). */
function applyForm(expectedCents: number, today: string) {
  return applyPaymentBody.omit({ paymentIds: true }).superRefine((values, ctx) => {
    // The expected amount is today's; on a past date a late fee charged since may not be owed, and
    // only the API knows what the selection owed that day (it refuses less with the figure).
    if (values.paymentDate >= today && toCents(values.totalAmountReceived) < expectedCents) {
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
type ApplyValues = z.output<ApplyForm>;

/** The server's refusals of the amount: shown at the amount, like the form's own checks. */
const AMOUNT_CODES = new Set(['AMOUNT_BELOW_EXPECTED', 'AMOUNT_ABOVE_BALANCE']);

/** "la cuota seleccionada (n.º 3)" or "las cuotas seleccionadas (n.º 1 y n.º 2)". */
function selectionText(installments: readonly CalendarPayment[]): string {
  const numbers = installments.map((p) => `n.º ${p.paymentNumber}`);
  return numbers.length === 1
    ? `la cuota seleccionada (${numbers[0]})`
    : `las cuotas seleccionadas (${numbers.slice(0, -1).join(', ')} y ${numbers.at(-1)})`;
}

/** What a receipt above the selection does, in the admin's words, before it is applied (ADR 024). */
export function excessText(
  installments: readonly CalendarPayment[],
  amountCents: number,
  expectedCents: number,
  loanOwedCents: number | undefined,
): string {
  const rest = formatMoney(fromCents(amountCents - expectedCents));
  const paidOff =
    loanOwedCents === amountCents ? ' Con este pago el préstamo queda saldado por completo.' : '';
  return (
    `Se aplicarán ${formatMoney(fromCents(expectedCents))} a ${selectionText(installments)} y ${rest} a las siguientes ` +
    `cuotas pendientes del préstamo, en orden de vencimiento, empezando por la más antigua.${paidOff}`
  );
}

/**
 * What paying principal ahead does (ADR 048), from the server's preview, in the admin's words: the
 * overdue installments outside the selection are paid first; only what is left is principal ahead.
 */
export function prepaymentText(
  installments: readonly CalendarPayment[],
  mode: 'SHORTEN_TERM' | 'LOWER_INSTALLMENTS',
  preview: PaymentPreview,
  amountCents: number,
  expectedCents: number,
  paymentDate: string,
): string {
  const selected = new Set(installments.map((p) => p.id));
  const fell = (r: PaymentPreview['installments'][number]) => toCents(r.owedBefore) - toCents(r.owedAfter);
  const due = preview.installments.filter(
    (r) => !selected.has(r.id) && r.dueDate <= paymentDate && fell(r) > 0,
  );
  const dueCents = due.reduce((sum, r) => sum + fell(r), 0);
  const aheadCents = amountCents - expectedCents - dueCents;
  const paidDue =
    due.length === 0
      ? ''
      : `, ${formatMoney(fromCents(dueCents))} a ${due.length === 1 ? 'la cuota vencida' : 'las cuotas vencidas'} ` +
        `(${due.map((r) => `n.º ${r.paymentNumber}`).join(', ')})`;
  const selection = `Se aplicarán ${formatMoney(fromCents(expectedCents))} a ${selectionText(installments)}${paidDue}`;
  if (aheadCents <= 0) return `${selection}: no queda nada para abonar a capital.`;
  const head = `${selection} y ${formatMoney(fromCents(aheadCents))} a capital`;
  const saved = `Ahorro en intereses: ${formatMoney(preview.interestSaved)}.`;
  const open = preview.installments.filter((r) => r.owedAfter > 0);
  const last = open.at(-1);
  if (!last) return `${head}: el préstamo queda saldado por completo. ${saved}`;
  if (mode === 'SHORTEN_TERM') {
    const fewer = preview.installments.filter((r) => r.dueDate > last.dueDate).length;
    const lastBefore = preview.installments.at(-1)?.dueDate;
    return (
      `${head} de las últimas cuotas: el préstamo terminará el ${formatDate(last.dueDate, 'long')} en lugar ` +
      `del ${formatDate(lastBefore, 'long')} (${fewer} ${fewer === 1 ? 'cuota' : 'cuotas'} menos). ${saved}`
    );
  }
  const lowered = open.filter((r) => r.dueDate > paymentDate && fell(r) > 0);
  const next = lowered[0] ?? last;
  const count = lowered.length === 1 ? 'la cuota pendiente' : `las ${lowered.length} cuotas pendientes`;
  return (
    `${head} de ${count}: la n.º ${next.paymentNumber} baja de ${formatMoney(next.owedBefore)} a ` +
    `${formatMoney(next.owedAfter)}${lowered.length > 1 ? ' y las demás en la misma proporción' : ''}. ${saved}`
  );
}

const PREPAYMENT_OPTIONS = PREPAYMENT_MODES.map((value) => ({ value, label: PREPAYMENT_LABELS[value] }));

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
  // The most this loan can take (the API's figure); the apply checks it again under its locks.
  const balance = useLoanBalance((installments[0] as CalendarPayment).applicationId);
  const loanOwedCents = balance.data ? toCents(balance.data.owedAmount) : undefined;
  // A valid amount above the selection, waiting for the admin to confirm what it will do.
  const [confirming, setConfirming] = useState<ApplyValues | null>(null);

  const {
    register,
    control,
    handleSubmit,
    setError,
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
      prepayment: 'NEXT_INSTALLMENTS',
    },
  });
  const fieldProps = fieldPropsOf(register, errors);

  const paymentDate = useWatch({ control, name: 'paymentDate' });
  const backdated = Boolean(paymentDate) && paymentDate < today;
  const typedAmount = useWatch({ control, name: 'totalAmountReceived' });
  const excess = Number(typedAmount) > expected;

  // Paying principal ahead: the server replays the receipt and says what it would do.
  const preview = usePaymentPreview();
  const ahead =
    confirming?.prepayment === 'SHORTEN_TERM' || confirming?.prepayment === 'LOWER_INSTALLMENTS'
      ? confirming.prepayment
      : null;

  // The enabled methods may arrive after the form opened: never keep one that is not offered.
  useEffect(() => {
    const current = getValues('paymentMethod');
    const next = preferredPaymentMethod(methods, current);
    if (next !== current) setValue('paymentMethod', next);
  }, [methods, getValues, setValue]);

  const send = async (values: ApplyValues) => {
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
      if (isApiError(error) && AMOUNT_CODES.has(error.code)) {
        setError('totalAmountReceived', { type: 'server', message: error.message }, { shouldFocus: true });
        // The loan changed since the dialog opened (someone else recorded a payment): refresh the maximum.
        void balance.refetch();
        return;
      }
      // A timeout or a lost connection says so: retrying is safe, the key makes it apply once.
      setServerError(isApiError(error) ? error.message : API_MESSAGES.unexpected);
    }
  };

  const submit = handleSubmit(async (values) => {
    const amountCents = toCents(values.totalAmountReceived);
    if (loanOwedCents !== undefined && amountCents > loanOwedCents) {
      const message = paymentMessages.aboveBalance(
        formatMoney(values.totalAmountReceived),
        formatMoney(fromCents(loanOwedCents)),
      );
      setError('totalAmountReceived', { type: 'max', message }, { shouldFocus: true });
      return;
    }
    // More than the selection owes goes to other installments: the admin says so first.
    if (amountCents > expectedCents) {
      setConfirming(values);
      if (values.prepayment !== 'NEXT_INSTALLMENTS') {
        preview.mutate(
          { ...values, paymentIds: installments.map((p) => p.id) },
          {
            onError: (error) => {
              // The loan changed since the dialog opened: the amount says why, as when applying.
              if (!isApiError(error) || !AMOUNT_CODES.has(error.code)) return;
              setConfirming(null);
              setError(
                'totalAmountReceived',
                { type: 'server', message: error.message },
                { shouldFocus: true },
              );
            },
          },
        );
      }
      return;
    }
    await send(values);
  });
  const submitting = isSubmitting || apply.isPending;

  const confirmText = () => {
    if (!confirming) return null;
    const amountCents = toCents(confirming.totalAmountReceived);
    if (!ahead) return excessText(installments, amountCents, expectedCents, loanOwedCents);
    if (preview.data) {
      const { paymentDate } = confirming;
      return prepaymentText(installments, ahead, preview.data, amountCents, expectedCents, paymentDate);
    }
    if (preview.error) return isApiError(preview.error) ? preview.error.message : API_MESSAGES.unexpected;
    return 'Calculando el efecto del pago…';
  };

  const first = installments[0] as CalendarPayment;
  const count = installments.length;
  return (
    <Dialog open onOpenChange={(next) => !next && !submitting && onClose()}>
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
            {balance.data && (
              <DescriptionItem label="Saldo total del préstamo" className="col-span-2">
                <span className="tabular-nums">{formatMoney(balance.data.owedAmount)}</span>{' '}
                <span className="text-muted-foreground">(máximo que se puede aplicar)</span>
              </DescriptionItem>
            )}
          </DescriptionList>
          <Input
            label="Monto Total Recibido"
            type="number"
            inputMode="decimal"
            step="0.01"
            min={expected}
            max={balance.data?.owedAmount}
            required
            {...fieldProps('totalAmountReceived')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <PaymentMethodField
              control={control}
              name="paymentMethod"
              methods={methods}
              error={errors.paymentMethod?.message}
            />
            <Input
              label="Fecha de Pago"
              type="date"
              max={today}
              required
              hint={backdated ? paymentMessages.backdatedHint : undefined}
              {...fieldProps('paymentDate')}
            />
          </div>
          {excess && (
            <Controller
              control={control}
              name="prepayment"
              render={({ field }) => (
                <Select
                  label="Excedente"
                  hint="Lo que supera a las cuotas seleccionadas. Reducir el plazo o las cuotas lo abona a capital."
                  options={PREPAYMENT_OPTIONS}
                  value={field.value}
                  onValueChange={field.onChange}
                  error={errors.prepayment?.message}
                />
              )}
            />
          )}
          <Input label="Referencia" autoComplete="off" maxLength={100} {...fieldProps('paymentReference')} />
          <Textarea label="Notas" rows={3} maxLength={500} {...fieldProps('notes')} />
          <FormDialogFooter submitting={submitting}>Aplicar Pago</FormDialogFooter>
        </form>
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title="¿Aplicar más de lo esperado?"
          description={confirmText()}
          loading={ahead !== null && preview.isPending}
          confirmLabel={confirming ? `Aplicar ${formatMoney(confirming.totalAmountReceived)}` : 'Aplicar'}
          cancelLabel="Revisar el monto"
          onConfirm={() => {
            const values = confirming;
            setConfirming(null);
            if (values) void send(values);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
