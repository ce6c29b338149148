import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn.ts';

/** Root: controls `open` / `onOpenChange` (or `defaultOpen`). Esc and clicking outside close it. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const sizes = {
  sm: 'sm:max-w-sm',
  md: 'sm:max-w-lg',
  lg: 'sm:max-w-2xl',
  xl: 'sm:max-w-4xl',
} as const;

export const dialogOverlayClasses =
  'fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out';

export const dialogPanelClasses = cn(
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
  'rounded-xl border border-border bg-card text-card-foreground shadow-2xl focus:outline-none',
  'data-[state=open]:animate-dialog-in data-[state=closed]:animate-dialog-out',
);

/**
 * Radix returns focus to its `Trigger` on close; a dialog opened from code has none, so focus would
 * fall to <body>. This remembers what had focus when the dialog opened and puts it back on close.
 */
export function useRestoreFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = previous.current;
      previous.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus({ preventScroll: true });
      }
    },
  };
}

export interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  /** Required: names the dialog for screen readers. */
  title: ReactNode;
  description?: ReactNode;
  size?: keyof typeof sizes;
  /** Hides the × button (Esc still closes). */
  hideCloseButton?: boolean;
  closeLabel?: string;
}

/** The modal panel: overlay, focus trap, title, optional description and a close button. */
export function DialogContent({
  title,
  description,
  size = 'md',
  hideCloseButton = false,
  closeLabel = 'Cerrar',
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const restoreFocus = useRestoreFocus();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={dialogOverlayClasses} />
      <DialogPrimitive.Content
        className={cn(dialogPanelClasses, sizes[size], className)}
        // Without a description Radix must not point aria-describedby at a missing element.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        onOpenAutoFocus={(event) => {
          restoreFocus.onOpenAutoFocus();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) restoreFocus.onCloseAutoFocus(event);
        }}
      >
        <div className="flex items-start justify-between gap-4 px-5 pt-5 sm:px-6 sm:pt-6">
          <div className="grid gap-1.5">
            <DialogPrimitive.Title className="text-lg leading-tight font-semibold tracking-tight">
              {title}
            </DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          {!hideCloseButton && (
            <DialogPrimitive.Close
              className={cn(
                '-mt-1 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted-foreground',
                'transition-colors hover:bg-accent hover:text-foreground',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              )}
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{closeLabel}</span>
            </DialogPrimitive.Close>
          )}
        </div>
        {/* The scroll padding keeps a focused field above a sticky footer (forms' action rows). */}
        <div className="min-h-0 flex-1 scroll-pb-24 overflow-y-auto px-5 py-4 sm:px-6">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * Action row at the bottom of a dialog; stacks on phones, right-aligned from `sm` up. `sticky` keeps
 * it in view under a long form, flush with the dialog's bottom edge: sticking at 0 would leave the
 * body's bottom padding below it, a strip where the fields scroll past.
 */
export function DialogFooter({
  className,
  sticky = false,
  ...props
}: ComponentProps<'div'> & { sticky?: boolean }) {
  return (
    <div
      className={cn(
        '-mx-5 -mb-4 mt-2 flex flex-col-reverse gap-2 border-t border-border px-5 py-4 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6',
        sticky && 'sticky -bottom-4 z-10 bg-card',
        className,
      )}
      {...props}
    />
  );
}
