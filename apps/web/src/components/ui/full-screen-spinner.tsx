import { cn } from '../../lib/cn.ts';
import { SpinnerIcon } from './spinner.tsx';

export interface FullScreenSpinnerProps {
  /** Visible text under the spinner, also announced, e.g. 'Verificando autenticación...'. */
  label?: string;
  className?: string;
}

/** Covers the viewport while the app decides what to show (session check, first route load). */
export function FullScreenSpinner({ label = 'Cargando...', className }: FullScreenSpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-h-dvh flex-1 flex-col items-center justify-center gap-4 bg-background p-6',
        className,
      )}
    >
      <SpinnerIcon size="lg" className="text-primary" />
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
    </div>
  );
}
