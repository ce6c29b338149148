import { deferInstallments, type LoanInstallment, restructureBody } from '@quincena/shared';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/domain/form-dialog.tsx';
import { useZodForm } from '../../../components/domain/use-zod-form.ts';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useRequestRestructure } from '../api/request-restructure.ts';

const PERIODS = ['1', '2', '3', '4'].map((n) => ({ value: n, label: n === '1' ? '1 cuota' : `${n} cuotas` }));
/** The first rows of the new schedule: enough to see the holiday; the rest follow the same way. */
const PREVIEW_ROWS = 6;

export interface RestructureDialogProps {
  applicationId: string;
  installments: readonly LoanInstallment[];
  onClose: () => void;
}

/**
 * 'Reestructurar' (PRODUCT.md §9): a payment holiday of 1–4 installments. The new dates are
 * previewed by the same shared function the API applies; a second admin approves.
 */
export function RestructureDialog({ applicationId, installments, onClose }: RestructureDialogProps) {
  const request = useRequestRestructure();
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, fieldProps, errors, isSubmitting } = useZodForm(restructureBody, {
    defaultValues: { type: 'PAYMENT_HOLIDAY', installments: 1, reason: '' },
  });
  const periods = Number(useWatch({ control, name: 'installments' }));
  const open = installments.filter((i) => !i.isPaid);
  const moves = deferInstallments(
    open.map((i) => ({ id: i.id, dueDate: i.dueDate })),
    periods,
  );
  const byId = new Map(open.map((i) => [i.id, i]));

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await request.mutateAsync({ applicationId, body });
      toast.success(
        'Reestructuración enviada a aprobación',
        'Otro administrador debe aprobarla en Aprobaciones; entonces se avisa al cliente por SMS.',
      );
      onClose();
    } catch (error) {
      setServerError(serverMessage(error, 'No se pudo pedir la reestructuración.'));
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Reestructurar préstamo"
      description="Pausa de cuotas: las cuotas pendientes se corren hacia adelante, con los mismos montos; el préstamo queda en observación por 6 cuotas. Otro administrador debe aprobarla."
      onSubmit={submit}
      submitLabel="Pedir reestructuración"
      submitting={isSubmitting || request.isPending}
      error={serverError}
      size="lg"
    >
      <Controller
        control={control}
        name="installments"
        render={({ field }) => (
          <Select
            label="Cuotas a diferir"
            options={PERIODS}
            value={String(field.value)}
            onValueChange={(value) => field.onChange(Number(value))}
            error={errors.installments?.message}
          />
        )}
      />
      <section aria-label="Nuevo calendario" className="grid gap-2">
        <h3 className="text-sm font-semibold">Nuevo calendario</h3>
        <ul className="grid gap-1 rounded-lg bg-muted/60 px-4 py-3 text-sm tabular-nums">
          {moves.slice(0, PREVIEW_ROWS).map((m) => {
            const item = byId.get(m.id) as LoanInstallment;
            return (
              <li key={m.id} className="flex flex-wrap justify-between gap-x-4">
                <span>
                  Cuota n.º {item.paymentNumber} · {formatMoney(item.amount)}
                </span>
                <span>
                  <span className="text-muted-foreground line-through">{formatDate(m.dueDate)}</span> →{' '}
                  {formatDate(m.newDueDate)}
                </span>
              </li>
            );
          })}
          {moves.length > PREVIEW_ROWS && (
            <li className="text-muted-foreground">
              Y {moves.length - PREVIEW_ROWS} cuotas más, cada una{' '}
              {periods === 1 ? 'una quincena' : `${periods} quincenas`} después.
            </li>
          )}
        </ul>
      </section>
      <Textarea label="Motivo (obligatorio)" rows={3} {...fieldProps('reason')} />
    </FormDialog>
  );
}
