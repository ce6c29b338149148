import { zodResolver } from '@hookform/resolvers/zod';
import { type LoanTransactionView, type ReversePaymentBody, reversePaymentBody } from '@quincena/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReversePaymentBody>({
    resolver: zodResolver(reversePaymentBody),
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
    <Dialog open onOpenChange={(next) => !next && !isSubmitting && onClose()}>
      <DialogContent
        title="Revertir pago"
        description={`${formatMoney(entry.amount)} del ${formatDate(entry.valueDate)}. Otro administrador debe aprobarlo; entonces las cuotas que pagó vuelven a deberse.`}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormAlert>{serverError}</FormAlert>
          <Textarea
            label="Motivo (obligatorio)"
            rows={3}
            error={errors.reason?.message}
            {...register('reason')}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" loading={isSubmitting}>
              Pedir reversión
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
