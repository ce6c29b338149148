import { type LoanSummary, refundBody } from '@quincena/shared';
import { useState } from 'react';
import { FormDialog } from '../../../components/domain/form-dialog.tsx';
import { useZodForm } from '../../../components/domain/use-zod-form.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError, serverMessage } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useRequestRefund } from '../api/request-refund.ts';

export interface RefundDialogProps {
  loan: LoanSummary;
  onClose: () => void;
}

/** 'Devolver saldo a favor' (PRODUCT.md §9): up to the loan's credit, with the reason for the approver. */
export function RefundDialog({ loan, onClose }: RefundDialogProps) {
  const request = useRequestRefund();
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const { handleSubmit, setError, fieldProps, isSubmitting } = useZodForm(refundBody, {
    defaultValues: { amount: loan.unappliedCredit.toFixed(2), reason: '' },
  });

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await request.mutateAsync({ applicationId: loan.applicationId, body });
      toast.success(
        'Devolución enviada a aprobación',
        'Otro administrador debe aprobarla en Aprobaciones; entonces se avisa al cliente por SMS.',
      );
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'REFUND_ABOVE_CREDIT') {
        setError('amount', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      setServerError(serverMessage(error, 'No se pudo pedir la devolución.'));
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Devolver saldo a favor"
      description={`El cliente tiene ${formatMoney(loan.unappliedCredit)} a favor en este préstamo. Otro administrador debe aprobar la devolución.`}
      onSubmit={submit}
      submitLabel="Pedir devolución"
      submitting={isSubmitting || request.isPending}
      error={serverError}
    >
      <Input
        label="Monto a devolver"
        type="number"
        inputMode="decimal"
        step="0.01"
        min={0.01}
        max={loan.unappliedCredit}
        required
        {...fieldProps('amount')}
      />
      <Textarea label="Motivo (obligatorio)" rows={3} {...fieldProps('reason')} />
    </FormDialog>
  );
}
