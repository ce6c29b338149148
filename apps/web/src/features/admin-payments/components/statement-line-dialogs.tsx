import {
  assignStatementLineBody,
  type BankStatementLine,
  bankStatementMessages,
  dismissStatementLineBody,
} from '@quincena/shared';
import { useState } from 'react';
import { FormDialog } from '../../../components/domain/form-dialog.tsx';
import { useZodForm } from '../../../components/domain/use-zod-form.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { API_MESSAGES, isApiError, serverMessage } from '../../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useAssignStatementLine, useDismissStatementLine } from '../api/bank-statements.ts';

export interface LineDialogProps {
  statementId: string;
  /** The line in review acted on; null closes the dialog. */
  line: BankStatementLine | null;
  onClose: () => void;
}

/** What the bank says of the line, for the dialog's description. */
function lineSummary(line: BankStatementLine): string {
  return [
    `Línea ${line.lineNumber}`,
    line.amount === null ? null : formatMoney(line.amount),
    line.date && formatDate(line.date),
    line.payer,
    line.reference && `Ref. ${line.reference}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** 'Asignar a un préstamo': the admin names the loan the import could not find; its money is applied there. */
export function AssignLineDialog({ line, ...props }: LineDialogProps) {
  return line ? <AssignLineForm key={line.id} line={line} {...props} /> : null;
}

function AssignLineForm({ statementId, line, onClose }: LineDialogProps & { line: BankStatementLine }) {
  const assign = useAssignStatementLine();
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const { handleSubmit, setError, isSubmitting, fieldProps } = useZodForm(assignStatementLineBody, {
    defaultValues: { loan: '' },
  });

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const { line: assigned } = await assign.mutateAsync({ statementId, lineId: line.id, body });
      toast.success(`Pago aplicado al préstamo ${assigned.loanNumber ?? body.loan}.`);
      onClose();
    } catch (error) {
      // No such loan is the field's to say; the line taken meanwhile or a loan that refuses it, the form's.
      if (isApiError(error) && error.message === bankStatementMessages.loanNotFound) {
        setError('loan', { message: error.message }, { shouldFocus: true });
      } else {
        setServerError(serverMessage(error, API_MESSAGES.unexpected));
      }
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Asignar a un préstamo"
      description={`${lineSummary(line)}. Se aplicará a ese préstamo como una transferencia con la fecha de la línea.`}
      onSubmit={submit}
      submitLabel="Asignar y aplicar"
      submitting={isSubmitting}
      error={serverError}
    >
      <Input
        label="Número de solicitud o referencia de pago"
        placeholder="SOL-2026-000123 o Q…"
        required
        autoComplete="off"
        maxLength={40}
        {...fieldProps('loan')}
      />
    </FormDialog>
  );
}

/** 'Descartar': the line is set aside with the reason (kept in the audit); no money moves. */
export function DismissLineDialog({ line, ...props }: LineDialogProps) {
  return line ? <DismissLineForm key={line.id} line={line} {...props} /> : null;
}

function DismissLineForm({ statementId, line, onClose }: LineDialogProps & { line: BankStatementLine }) {
  const dismiss = useDismissStatementLine();
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const { handleSubmit, isSubmitting, fieldProps } = useZodForm(dismissStatementLineBody, {
    defaultValues: { reason: '' },
  });

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await dismiss.mutateAsync({ statementId, lineId: line.id, body });
      toast.success('Línea descartada.');
      onClose();
    } catch (error) {
      setServerError(serverMessage(error, API_MESSAGES.unexpected));
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Descartar línea"
      description={`${lineSummary(line)}. No se aplicará a ningún préstamo.`}
      onSubmit={submit}
      submitLabel="Descartar línea"
      submitting={isSubmitting}
      tone="destructive"
      error={serverError}
    >
      <Textarea label="Motivo" required rows={3} maxLength={500} {...fieldProps('reason')} />
    </FormDialog>
  );
}
