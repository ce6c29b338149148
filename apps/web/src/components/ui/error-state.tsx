import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

export interface ErrorStateProps {
  title: ReactNode;
  message?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Spins the retry button while a new attempt runs. */
  retrying?: boolean;
  className?: string;
}

/** A failed load: title, message and a 'Reintentar' button. Announced as an alert. */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = 'Reintentar',
  retrying = false,
  className,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-red-200 bg-red-50/60 px-6 py-10 text-center',
        'dark:border-red-900/60 dark:bg-red-950/20',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950/60 dark:text-red-300">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <div className="grid max-w-md gap-1">
        <p className="font-semibold text-foreground">{title}</p>
        {message && <p className="text-sm text-muted-foreground">{message}</p>}
      </div>
      {onRetry && (
        <Button variant="outline" onClick={onRetry} loading={retrying} className="mt-1">
          {!retrying && <RotateCw aria-hidden="true" />}
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
