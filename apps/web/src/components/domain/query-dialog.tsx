import type { ReactNode } from 'react';
import { Dialog, DialogContent, type DialogContentProps } from '../ui/dialog.tsx';
import { QueryView, type QueryViewProps } from './query-view.tsx';

export interface QueryDialogProps<T>
  extends QueryViewProps<T>,
    Pick<DialogContentProps, 'title' | 'description' | 'size'> {
  open: boolean;
  onClose: () => void;
  /** The dialog's actions, under the record (shown in all three states). */
  footer: ReactNode;
}

/** A dialog showing one fetched record: loading, error with a retry, or the record, then the footer. */
export function QueryDialog<T>({
  open,
  onClose,
  title,
  description,
  size,
  footer,
  ...view
}: QueryDialogProps<T>) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={title} description={description} size={size}>
        <QueryView {...view} />
        {footer}
      </DialogContent>
    </Dialog>
  );
}
