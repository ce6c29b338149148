import { type LoanSummary, writeOffBody } from '@quincena/shared';
import { useState } from 'react';
import { FormDialog } from '../../../components/domain/form-dialog.tsx';
import { useZodForm } from '../../../components/domain/use-zod-form.ts';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useRequestWriteOff } from '../api/request-write-off.ts';

export interface WriteOffDialogProps {
  loan: LoanSummary;
  onClose: () => void;
}

/**
 * 'Castigar préstamo' (PRODUCT.md §9): what leaves the books, and the reason for the second admin
 * who approves it. The customer still owes the installments; what they pay later is a recovery.
 */
export function WriteOffDialog({ loan, onClose }: WriteOffDialogProps) {
  const request = useRequestWriteOff();
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const { handleSubmit, fieldProps, isSubmitting } = useZodForm(writeOffBody, {
    defaultValues: { reason: '' },
  });

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await request.mutateAsync({ applicationId: loan.applicationId, body });
      toast.success(
        'Castigo enviado a aprobación',
        'Otro administrador debe aprobarlo en Aprobaciones; el préstamo sigue activo hasta entonces.',
      );
      onClose();
    } catch (error) {
      setServerError(serverMessage(error, 'No se pudo pedir el castigo.'));
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Castigar préstamo"
      description={`${loan.daysPastDue} días de atraso. Saldrán de la cartera ${formatMoney(loan.principalOutstanding)} de capital y ${formatMoney(loan.lateFeesOutstanding)} de mora; el cliente sigue debiendo sus cuotas y lo que pague después se registra como recuperación. Otro administrador debe aprobarlo.`}
      onSubmit={submit}
      submitLabel="Pedir castigo"
      submitting={isSubmitting || request.isPending}
      tone="destructive"
      error={serverError}
    >
      <Textarea label="Motivo (obligatorio)" rows={3} {...fieldProps('reason')} />
    </FormDialog>
  );
}
