import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import type { ToastItem } from './toast.tsx';

const tones = {
  success: { icon: CircleCheck, className: 'text-emerald-600 dark:text-emerald-400' },
  error: { icon: CircleAlert, className: 'text-destructive' },
  info: { icon: Info, className: 'text-sky-600 dark:text-sky-400' },
} as const;

export interface ToasterProps {
  items: readonly ToastItem[];
  onDismiss: (id: number) => void;
}

/** Renders the toasts with Radix Toast. Mounted by `ToastProvider`; use `toast()` / `useToast()` instead. */
export default function Toaster({ items, onDismiss }: ToasterProps) {
  return (
    <ToastPrimitive.Provider label="Notificación" swipeDirection="right">
      {items.map(({ id, open, title, description, tone = 'info', duration }) => {
        const { icon: Icon, className } = tones[tone];
        return (
          <ToastPrimitive.Root
            key={id}
            open={open}
            onOpenChange={(next) => {
              if (!next) onDismiss(id);
            }}
            duration={duration ?? (tone === 'error' ? 8000 : 5000)}
            type={tone === 'error' ? 'foreground' : 'background'}
            data-tone={tone}
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border border-border bg-popover p-4 pr-10 text-popover-foreground shadow-lg',
              tone === 'success' && 'border-l-4 border-l-emerald-500',
              tone === 'error' && 'border-l-4 border-l-destructive',
              tone === 'info' && 'border-l-4 border-l-sky-500',
              'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
              'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
              'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=end]:animate-toast-out',
            )}
          >
            <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', className)} />
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
              {description && (
                <ToastPrimitive.Description className="text-sm text-muted-foreground">
                  {description}
                </ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label="Cerrar notificación"
              className="absolute top-3 right-3 inline-flex size-7 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      {/* Below dialogs (z-50): a toast never covers a dialog's buttons, such as 'Crear cliente'. */}
      <ToastPrimitive.Viewport
        label="Notificaciones ({hotkey})"
        className="fixed right-0 bottom-0 z-40 flex w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
