import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { DialogClose, DialogFooter } from '../ui/dialog.tsx';

export interface FormDialogFooterProps {
  /** While the form submits, Cancelar is blocked (the result is never lost) and the submit spins. */
  submitting: boolean;
  /** Blocks the submit button (e.g. until the confirmation word is typed). */
  submitDisabled?: boolean;
  tone?: 'primary' | 'destructive';
  /** Kept in view at the bottom of a long, scrolling form. */
  sticky?: boolean;
  /** What the submit button says (and its icon, if any). */
  children: ReactNode;
}

/** Cancelar and the submit button at the bottom of a form inside a dialog. */
export function FormDialogFooter({
  submitting,
  submitDisabled,
  tone,
  sticky,
  children,
}: FormDialogFooterProps) {
  return (
    <DialogFooter sticky={sticky}>
      <DialogClose asChild>
        <Button variant="outline" disabled={submitting}>
          Cancelar
        </Button>
      </DialogClose>
      <Button type="submit" variant={tone} loading={submitting} disabled={submitDisabled}>
        {children}
      </Button>
    </DialogFooter>
  );
}
