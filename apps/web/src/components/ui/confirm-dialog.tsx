import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { dialogOverlayClasses, dialogPanelClasses, useRestoreFocus } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `destructive` paints the confirm button red (deleting, rejecting). */
  tone?: 'default' | 'destructive';
  /**
   * Runs on confirm. If it returns a promise the button shows a spinner and the dialog closes once it
   * resolves; if it rejects the dialog stays open so the caller can report the error.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Forces the busy state, e.g. from a mutation's `isPending`. */
  loading?: boolean;
}

/** An accessible replacement for `window.confirm`: focus starts on Cancel, Esc cancels. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  tone = 'default',
  onConfirm,
  loading = false,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const restoreFocus = useRestoreFocus();
  const busy = loading || running;

  async function handleConfirm() {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      onOpenChange(false);
      return;
    }
    setRunning(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // The caller reports the failure (e.g. a toast); keep the dialog open for a retry.
    } finally {
      setRunning(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClasses} />
        <AlertDialog.Content
          className={cn(dialogPanelClasses, 'gap-4 p-5 sm:max-w-md sm:p-6')}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={restoreFocus.onOpenAutoFocus}
          onCloseAutoFocus={restoreFocus.onCloseAutoFocus}
        >
          <div className="grid gap-2">
            <AlertDialog.Title className="text-lg leading-tight font-semibold tracking-tight">
              {title}
            </AlertDialog.Title>
            {description && (
              <AlertDialog.Description className="text-sm text-muted-foreground">
                {description}
              </AlertDialog.Description>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={tone === 'destructive' ? 'destructive' : 'primary'}
              loading={busy}
              onClick={handleConfirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
