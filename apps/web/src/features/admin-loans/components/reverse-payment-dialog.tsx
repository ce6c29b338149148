import { type LoanTransactionView, reversePaymentBody } from '@quincena/shared';
import { useState } from 'react';
import { FormDialog } from '../../../components/domain/form-dialog.tsx';
import { useZodForm } from '../../../components/domain/use-zod-form.ts';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useReversePayment } from '../api/reverse-payment.ts';

export interface ReversePaymentDialogProps {
  /** The receipt's REPAYMENT entry; null closes the dialog. */
  entry: LoanTransactionView | null;
  onClose: () => void;
}

/** Asks for the reason and sends the reversal to a second admin (PRODUCT.md §9). */
export function ReversePaymentDialog({ entry, onClose }: ReversePaymentDialogProps) {
  return entry?.paymentId ? <ReversePaymentForm key={entry.id} entry={entry} onClose={onClose} /> : null;
}

function ReversePaymentForm({ entry, onClose }: { entry: LoanTransactionView; onClose: () => void }) {
  const reverse = useReversePayment();
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, errors, isSubmitting } = useZodForm(reversePaymentBody, {
    defaultValues: { reason: '' },
  });

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await reverse.mutateAsync({ paymentId: entry.paymentId as string, body });
      toast.success(
        'Reversión enviada a aprobación',
        'Otro administrador debe aprobarla en Aprobaciones; el pago cuenta hasta entonces.',
      );
      onClose();
    } catch (error) {
      setServerError(serverMessage(error, 'No se pudo pedir la reversión.'));
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Revertir pago"
      description={`${formatMoney(entry.amount)} del ${formatDate(entry.valueDate)}. Otro administrador debe aprobarlo; entonces las cuotas que pagó vuelven a deberse.`}
      onSubmit={submit}
      submitLabel="Pedir reversión"
      submitting={isSubmitting}
      tone="destructive"
      error={serverError}
    >
      <Textarea
        label="Motivo (obligatorio)"
        rows={3}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </FormDialog>
  );
}
