import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { dialogOverlayClasses } from './dialog.tsx';

/** Root: controls `open` / `onOpenChange`. Esc, the × button and clicking outside close it. */
export const Drawer = DialogPrimitive.Root;
export const DrawerTrigger = DialogPrimitive.Trigger;

export interface DrawerContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  /** Names the drawer for screen readers; shown only when `showTitle`. */
  title: ReactNode;
  showTitle?: boolean;
  closeLabel?: string;
}

/** A modal panel sliding in from the left edge (a phone's navigation menu), with a focus trap. */
export function DrawerContent({
  title,
  showTitle = false,
  closeLabel = 'Cerrar menú',
  className,
  children,
  ...props
}: DrawerContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={dialogOverlayClasses} />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-border bg-card text-card-foreground shadow-2xl',
          'pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] focus:outline-none',
          'data-[state=open]:animate-drawer-in data-[state=closed]:animate-drawer-out',
          className,
        )}
        {...props}
      >
        <DialogPrimitive.Title className={showTitle ? 'px-4 pt-4 text-lg font-semibold' : 'sr-only'}>
          {title}
        </DialogPrimitive.Title>
        <DialogPrimitive.Close
          className={cn(
            'absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-lg text-muted-foreground',
            'mt-[env(safe-area-inset-top)] transition-colors hover:bg-accent hover:text-foreground',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          )}
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
