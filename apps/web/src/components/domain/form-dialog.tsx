import type { FormEventHandler, ReactNode } from 'react';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { FormDialogFooter } from './form-dialog-footer.tsx';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting: boolean;
  /** Blocks the submit button (e.g. until the confirmation word is typed). */
  submitDisabled?: boolean;
  tone?: 'primary' | 'destructive';
  /** A form-level failure, announced at once. */
  error?: string | null;
  size?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * The frame of a back-office action: a dialog holding one form, its fields, a form-level
 * error and Cancelar / submit. While it submits it cannot be closed, so a result is never lost.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  onSubmit,
  submitLabel,
  submitting,
  submitDisabled = false,
  tone = 'primary',
  error,
  size = 'md',
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !submitting && onClose()}>
      <DialogContent
        title={title}
        description={description}
        size={size}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormAlert>{error}</FormAlert>
          {children}
          <FormDialogFooter submitting={submitting} submitDisabled={submitDisabled} tone={tone}>
            {submitLabel}
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
