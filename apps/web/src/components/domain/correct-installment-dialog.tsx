import { zodResolver } from '@hookform/resolvers/zod';
import { correctInstallmentContract, type ScheduleRow, scheduleCorrectionBody } from '@quincena/shared';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { call, serverMessage } from '../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { Input } from '../ui/input.tsx';
import { Switch } from '../ui/switch.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { useToast } from '../ui/toast.tsx';
import { FormDialog } from './form-dialog.tsx';

type ScheduleCorrection = z.input<typeof scheduleCorrectionBody>;

/** What the dialog shows of the installment: an application's schedule row or a loan's installment. */
type CorrectedInstallment = Pick<ScheduleRow, 'id' | 'paymentNumber' | 'dueDate' | 'amount' | 'lateFee'>;

/**
 * PUT /admin/payment-schedules/:id: a new due date (applied at once) and/or the late fee's waiver,
 * which answers `approval` — it waits for another admin (PRODUCT.md §9).
 */
export async function correctInstallment({ id, body }: { id: string; body: ScheduleCorrection }) {
  return call(correctInstallmentContract, { params: { id }, body });
}

/** The screen's own queries (`refetch`) and the approvals queue are refetched after a correction. */
function useCorrectInstallment(refetch: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctInstallment,
    onSettled: () =>
      Promise.all(
        [...refetch, ['admin', 'approvals']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

export interface CorrectInstallmentDialogProps {
  /** The unpaid installment to correct; null closes the dialog. */
  installment: CorrectedInstallment | null;
  onClose: () => void;
  /** The queries of the screen that shows the installment, refetched after a correction. */
  refetch: readonly QueryKey[];
}

/**
 * Moves an unpaid installment's due date or asks to waive its late fee; the note goes to the
 * history. Shared by the application's schedule and the loan's page.
 */
export function CorrectInstallmentDialog({ installment, onClose, refetch }: CorrectInstallmentDialogProps) {
  return installment?.id ? (
    <CorrectInstallmentForm
      key={installment.id}
      installment={installment}
      onClose={onClose}
      refetch={refetch}
    />
  ) : null;
}

function CorrectInstallmentForm({
  installment,
  onClose,
  refetch,
}: {
  installment: CorrectedInstallment;
  onClose: () => void;
  refetch: readonly QueryKey[];
}) {
  const correct = useCorrectInstallment(refetch);
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ScheduleCorrection, unknown, z.output<typeof scheduleCorrectionBody>>({
    resolver: zodResolver(scheduleCorrectionBody),
    defaultValues: { dueDate: installment.dueDate, waiveLateFee: false, notes: '' },
  });
  const hasLateFee = installment.lateFee > 0;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    // An unchanged date is not a correction; only what the admin changed is sent.
    const body = {
      ...(values.dueDate && values.dueDate !== installment.dueDate ? { dueDate: values.dueDate } : {}),
      ...(values.waiveLateFee ? { waiveLateFee: true } : {}),
      notes: values.notes,
    };
    try {
      const { approval } = await correct.mutateAsync({ id: installment.id as string, body });
      if (approval) {
        toast.success(
          'Exoneración enviada a aprobación',
          'Otro administrador debe aprobarla en Aprobaciones; la mora se mantiene hasta entonces.',
        );
      } else toast.success('Cuota actualizada');
      onClose();
    } catch (error) {
      setServerError(serverMessage(error, 'No se pudo actualizar la cuota.'));
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Corregir cuota ${installment.paymentNumber}`}
      description={`Vence el ${formatDate(installment.dueDate)} · ${formatMoney(installment.amount)}`}
      onSubmit={submit}
      submitLabel="Guardar corrección"
      submitting={isSubmitting}
      error={serverError}
    >
      <Input
        type="date"
        label="Nueva fecha de vencimiento"
        error={errors.dueDate?.message}
        {...register('dueDate')}
      />
      {hasLateFee && (
        <Switch
          label={`Condonar la mora de ${formatMoney(installment.lateFee)}`}
          description="Se pide a otro administrador, que debe aprobarla."
          checked={watch('waiveLateFee') === true}
          onCheckedChange={(checked) => setValue('waiveLateFee', checked)}
        />
      )}
      <Textarea label="Nota (obligatoria)" rows={3} error={errors.notes?.message} {...register('notes')} />
    </FormDialog>
  );
}
