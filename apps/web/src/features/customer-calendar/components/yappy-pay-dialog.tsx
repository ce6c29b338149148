import {
  formatUsdCents,
  toCents,
  YAPPY_ORDER_STATUS_LABELS,
  type YappyOrder,
  type YappyOrderKind,
  yappyMessages,
  yappyOrderBody,
} from '@quincena/shared';
import { CircleCheck, Smartphone } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { type FormEvent, useRef, useState } from 'react';
import { FormDialogFooter } from '../../../components/domain/form-dialog-footer.tsx';
import { AmountInput } from '../../../components/ui/amount-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { MessageBox } from '../../../components/ui/message-box.tsx';
import { SpinnerIcon } from '../../../components/ui/spinner.tsx';
import { API_MESSAGES, serverMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/format.ts';
import { usePayoff } from '../api/get-payoff.ts';
import { useConfirmInSandbox, useCreateYappyOrder, useYappyOrder } from '../api/yappy-order.ts';

export interface YappyPayDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applicationId: string;
  /** Prefills the installments' amount, e.g. with what the next installment still owes ('103.42'). */
  suggestedAmount?: string;
}

/**
 * 'Pagar con Yappy' (PRODUCT.md §11): the customer picks the installments (an amount) or the whole
 * loan (today's payoff); Yappy then asks for the confirmation in its app, and the dialog follows the
 * order until the money is applied, the order is cancelled or its time runs out.
 */
export function YappyPayDialog({ open, onOpenChange, ...props }: YappyPayDialogProps) {
  const [order, setOrder] = useState<YappyOrder | undefined>();
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setOrder(undefined);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title="Pagar con Yappy"
        description="Paga tus cuotas o todo tu préstamo desde la app Yappy, con tu número de teléfono."
      >
        {order ? (
          <OrderProgress order={order} onRetry={() => setOrder(undefined)} onDone={() => close(false)} />
        ) : (
          <OrderForm {...props} onCreated={setOrder} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function OrderForm({
  applicationId,
  suggestedAmount = '',
  onCreated,
}: Omit<YappyPayDialogProps, 'open' | 'onOpenChange'> & { onCreated: (order: YappyOrder) => void }) {
  const [kind, setKind] = useState<YappyOrderKind>('INSTALLMENTS');
  const [amount, setAmount] = useState(suggestedAmount);
  const [amountError, setAmountError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const payoff = usePayoff(applicationId, true);
  const create = useCreateYappyOrder();
  // One key per order asked, kept while the same one is retried.
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const payoffTotal = payoff.data?.payoff.total;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    let value: number;
    if (kind === 'PAYOFF') {
      if (payoffTotal === undefined) return;
      value = payoffTotal;
    } else {
      // The API's own rule and message for the amount.
      const parsed = yappyOrderBody.shape.amount.safeParse(amount);
      if (!parsed.success) {
        setAmountError(parsed.error.issues[0]?.message);
        return;
      }
      value = parsed.data;
    }
    setAmountError(undefined);
    const body = { applicationId, kind, amount: value };
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { key: crypto.randomUUID(), fingerprint };
    try {
      const { order } = await create.mutateAsync({ body, idempotencyKey: attempt.current.key });
      onCreated(order);
    } catch (error) {
      setServerError(serverMessage(error, API_MESSAGES.unexpected));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormAlert>{serverError}</FormAlert>
      <RadioGroup.Root
        aria-label="¿Qué quieres pagar?"
        value={kind}
        onValueChange={(value) => setKind(value === 'PAYOFF' ? 'PAYOFF' : 'INSTALLMENTS')}
        className="grid gap-3 sm:grid-cols-2"
      >
        <Choice
          value="INSTALLMENTS"
          title="Pagar cuotas"
          detail="El monto que elijas, a tus cuotas más antiguas."
        />
        <Choice
          value="PAYOFF"
          title="Pagar todo"
          detail={
            payoffTotal !== undefined
              ? `${formatMoney(payoffTotal)} cancelan tu préstamo hoy.`
              : payoff.isError
                ? 'No se pudo calcular el pago total de hoy.'
                : 'Calculando el pago total de hoy…'
          }
          disabled={payoffTotal === undefined || payoffTotal <= 0}
        />
      </RadioGroup.Root>
      {kind === 'INSTALLMENTS' && (
        <AmountInput
          label="Monto a pagar (USD)"
          required
          value={amount}
          onValueChange={setAmount}
          error={amountError}
        />
      )}
      <MessageBox tone="info">
        Te llegará una solicitud de pago a la app Yappy de tu teléfono registrado. Confírmala allí en los
        próximos 10 minutos.
      </MessageBox>
      <FormDialogFooter sticky submitting={create.isPending}>
        Pagar con Yappy
      </FormDialogFooter>
    </form>
  );
}

function Choice({
  value,
  title,
  detail,
  disabled,
}: {
  value: YappyOrderKind;
  title: string;
  detail: string;
  disabled?: boolean;
}) {
  return (
    <RadioGroup.Item
      value={value}
      disabled={disabled}
      className={cn(
        'grid gap-1 rounded-xl border border-border p-4 text-left transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft',
        'disabled:cursor-not-allowed disabled:opacity-60',
      )}
    >
      <span className="font-semibold text-foreground">{title}</span>
      <span className="text-sm text-muted-foreground">{detail}</span>
    </RadioGroup.Item>
  );
}

/** The order as Yappy settles it: waiting, paid, or given up, with what the customer can do next. */
function OrderProgress({
  order,
  onRetry,
  onDone,
}: {
  order: YappyOrder;
  onRetry: () => void;
  onDone: () => void;
}) {
  const { data = order } = useYappyOrder(order);
  const sandbox = useConfirmInSandbox();
  const amount = formatUsdCents(toCents(data.amount));
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3 rounded-xl bg-muted/60 p-4">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground"
        >
          {data.status === 'PAID' ? <CircleCheck className="size-5" /> : <Smartphone className="size-5" />}
        </span>
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold text-foreground">
            {amount} · {data.kind === 'PAYOFF' ? 'Pago total' : 'Cuotas'}
          </p>
          <p className="text-sm text-muted-foreground">Orden {data.orderId}</p>
        </div>
      </div>
      <div role="status" aria-live="polite" className="grid gap-2">
        {data.status === 'PENDING' && (
          <p className="flex items-center gap-2 text-sm text-foreground">
            <SpinnerIcon className="text-primary" />
            {yappyMessages.confirmInApp} Esperando confirmación…
          </p>
        )}
        {data.status === 'PAID' && (
          <MessageBox tone="info">
            ¡Pago recibido! Ya lo aplicamos a tu préstamo; tu recibo está en Mis recibos.
          </MessageBox>
        )}
        {data.status === 'HELD' && (
          <MessageBox tone="info">
            Recibimos tu pago. Lo revisaremos y lo aplicaremos a tu préstamo pronto.
          </MessageBox>
        )}
        {(data.status === 'CLOSED' || data.status === 'EXPIRED') && (
          <MessageBox tone="error">
            {data.status === 'CLOSED'
              ? 'El pago fue cancelado en Yappy. No se cobró nada.'
              : 'La orden venció sin confirmarse. No se cobró nada.'}
          </MessageBox>
        )}
        <p className="sr-only">Estado: {YAPPY_ORDER_STATUS_LABELS[data.status]}</p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {data.status === 'PENDING' && data.provider === 'sandbox' && (
          // The sandbox has no Yappy app to confirm in: it plays Yappy's part (never in production).
          <Button variant="outline" loading={sandbox.isPending} onClick={() => sandbox.mutate(data.orderId)}>
            Confirmar en el sandbox
          </Button>
        )}
        {(data.status === 'CLOSED' || data.status === 'EXPIRED') && (
          <Button variant="outline" onClick={onRetry}>
            Intentar de nuevo
          </Button>
        )}
        <Button variant={data.status === 'PENDING' ? 'ghost' : 'primary'} onClick={onDone}>
          {data.status === 'PENDING' ? 'Cerrar' : 'Listo'}
        </Button>
      </div>
    </div>
  );
}
