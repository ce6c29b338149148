import {
  businessToday,
  type LoanSummary,
  orderRepossessionBody,
  REPOSSESSION_STATUS_LABELS,
  type RepossessionView,
  repossessionMessages,
  updateRepossessionBody,
} from '@quincena/shared';
import { Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/domain/form-dialog.tsx';
import { useZodForm } from '../../../components/domain/use-zod-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useAdvanceRepossession, useOrderRepossession } from '../api/repossession.ts';

type Step = 'order' | 'RECOVERED' | 'REDEEMED' | 'SOLD';

const STEP_TITLES: Record<Step, string> = {
  order: 'Ordenar recuperación',
  RECOVERED: 'Registrar moto recuperada',
  REDEEMED: 'Devolver la moto al cliente',
  SOLD: 'Registrar venta de la moto',
};

/**
 * 'Recuperación de la moto' (PRODUCT.md §9): the loan's latest repossession and its next step —
 * ordered, recovered (where, in what state, at what cost), then returned to a customer up to date
 * or sold, the sale applied to the oldest installments. A chunk of its own, after the figures.
 */
export function LoanRepossession({
  loan,
  repossession,
}: {
  loan: LoanSummary;
  repossession: RepossessionView | null;
}) {
  const [step, setStep] = useState<Step | null>(null);
  const headingId = useId();
  const open = repossession?.status === 'ORDERED' || repossession?.status === 'RECOVERED';
  const owes = loan.status !== 'PAID_OFF' && loan.principalOutstanding + loan.lateFeesOutstanding > 0;
  if (!repossession && !owes) return null;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle id={headingId}>Recuperación de la moto</CardTitle>
          <CardDescription>
            {repossession
              ? REPOSSESSION_STATUS_LABELS[repossession.status]
              : 'La moto es la garantía del préstamo: se puede ordenar su recuperación.'}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {!open && owes && (
            <Button variant="outline" size="sm" onClick={() => setStep('order')}>
              <Truck aria-hidden="true" />
              Ordenar recuperación
            </Button>
          )}
          {repossession?.status === 'ORDERED' && (
            <Button size="sm" onClick={() => setStep('RECOVERED')}>
              Registrar moto recuperada
            </Button>
          )}
          {repossession?.status === 'RECOVERED' && (
            <>
              <Button variant="outline" size="sm" onClick={() => setStep('REDEEMED')}>
                Devolver al cliente
              </Button>
              <Button size="sm" onClick={() => setStep('SOLD')}>
                Registrar venta
              </Button>
            </>
          )}
        </div>
      </CardHeader>
      {repossession && (
        <CardContent>
          <DescriptionList columns={3}>
            <DescriptionItem label="Ordenada el">{formatDate(repossession.orderedOn)}</DescriptionItem>
            <DescriptionItem label="Motivo">{repossession.reason}</DescriptionItem>
            <DescriptionItem label="Recuperada el">{formatDate(repossession.recoveredOn)}</DescriptionItem>
            <DescriptionItem label="Lugar">{repossession.place}</DescriptionItem>
            <DescriptionItem label="Estado de la moto">{repossession.condition}</DescriptionItem>
            <DescriptionItem label="Costos">{formatMoney(repossession.costs)}</DescriptionItem>
            {repossession.closedOn && (
              <DescriptionItem label={repossession.status === 'SOLD' ? 'Vendida el' : 'Devuelta el'}>
                {formatDate(repossession.closedOn)}
              </DescriptionItem>
            )}
            {repossession.saleAmount !== null && (
              <DescriptionItem label="Monto de la venta">
                {formatMoney(repossession.saleAmount)}
              </DescriptionItem>
            )}
          </DescriptionList>
        </CardContent>
      )}
      {step === 'order' && <OrderDialog applicationId={loan.applicationId} onClose={() => setStep(null)} />}
      {step && step !== 'order' && <StepDialog loan={loan} step={step} onClose={() => setStep(null)} />}
    </Card>
  );
}

function OrderDialog({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  const order = useOrderRepossession(applicationId);
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const { handleSubmit, fieldProps, isSubmitting } = useZodForm(orderRepossessionBody, {
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(async (body) => {
    setError(null);
    try {
      await order.mutateAsync(body);
      toast.success('Recuperación ordenada');
      onClose();
    } catch (failure) {
      setError(serverMessage(failure, 'No se pudo ordenar la recuperación.'));
    }
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={STEP_TITLES.order}
      description="El préstamo queda en recuperación hasta que la moto se devuelva al cliente o se venda."
      onSubmit={submit}
      submitLabel="Ordenar recuperación"
      submitting={isSubmitting || order.isPending}
      tone="destructive"
      error={error}
    >
      <Textarea label="Motivo (obligatorio)" rows={3} {...fieldProps('reason')} />
    </FormDialog>
  );
}

function StepDialog({
  loan,
  step,
  onClose,
}: {
  loan: LoanSummary;
  step: Exclude<Step, 'order'>;
  onClose: () => void;
}) {
  const advance = useAdvanceRepossession(loan.applicationId);
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [today] = useState(() => businessToday());
  // One form for the three steps: the schema is their union by status, so the fields of one step
  // are named through `never` (react-hook-form types only the fields the three share).
  const { handleSubmit, fieldProps, isSubmitting } = useZodForm(updateRepossessionBody, {
    defaultValues: { status: step, date: today, notes: '' } as never,
  });
  const submit = handleSubmit(async (body) => {
    setError(null);
    try {
      await advance.mutateAsync(body);
      toast.success('Recuperación actualizada');
      onClose();
    } catch (failure) {
      setError(serverMessage(failure, 'No se pudo actualizar la recuperación.'));
    }
  });
  const description =
    step === 'SOLD'
      ? 'El monto de la venta se aplica a las cuotas más antiguas; lo que falte seguirá adeudado (y se puede castigar).'
      : step === 'REDEEMED'
        ? loan.daysPastDue > 0
          ? repossessionMessages.arrearsUnpaid
          : 'El cliente está al día: la moto vuelve a sus manos y el préstamo sigue activo.'
        : 'Dónde y en qué estado se recuperó la moto, y lo que costó.';
  return (
    <FormDialog
      open
      onClose={onClose}
      title={STEP_TITLES[step]}
      description={description}
      onSubmit={submit}
      submitLabel={STEP_TITLES[step]}
      submitting={isSubmitting || advance.isPending}
      error={error}
    >
      <Input label="Fecha" type="date" max={today} required {...fieldProps('date')} />
      {step === 'RECOVERED' && (
        <>
          <Input label="Lugar" required maxLength={200} {...fieldProps('place' as never)} />
          <Textarea
            label="Estado de la moto"
            required
            rows={2}
            maxLength={500}
            {...fieldProps('condition' as never)}
          />
          <Input
            label="Costos (USD)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            {...fieldProps('costs' as never)}
          />
        </>
      )}
      {step === 'SOLD' && (
        <Input
          label="Monto de la venta (USD)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0.01}
          required
          {...fieldProps('saleAmount' as never)}
        />
      )}
      <Textarea label="Notas" rows={2} maxLength={500} {...fieldProps('notes')} />
    </FormDialog>
  );
}
