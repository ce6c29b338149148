import { zodResolver } from '@hookform/resolvers/zod';
import { type ScheduleRow, scheduleCorrectionBody } from '@quincena/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../components/domain/form-dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { type ScheduleCorrection, useCorrectInstallment } from '../api/correct-installment.ts';

export interface CorrectInstallmentDialogProps {
  /** The unpaid installment to correct; null closes the dialog. */
  installment: ScheduleRow | null;
  onClose: () => void;
}

/** Moves an unpaid installment's due date or asks to waive its late fee; the note goes to the history. */
export function CorrectInstallmentDialog({ installment, onClose }: CorrectInstallmentDialogProps) {
  return installment?.id ? (
    <CorrectInstallmentForm key={installment.id} installment={installment} onClose={onClose} />
  ) : null;
}

function CorrectInstallmentForm({ installment, onClose }: { installment: ScheduleRow; onClose: () => void }) {
  const correct = useCorrectInstallment();
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
