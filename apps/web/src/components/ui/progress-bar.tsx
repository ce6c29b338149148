import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface ProgressBarProps {
  /** Names the bar for screen readers. */
  label: string;
  value: number;
  max: number;
  /** What the bar says in words, announced as it changes. */
  children: ReactNode;
  /** A thinner bar and smaller words, inside a form. */
  small?: boolean;
}

/** How far an upload or an import has gone, in words and as a bar. */
export function ProgressBar({ label, value, max, children, small }: ProgressBarProps) {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <div className="grid gap-1.5">
      <p
        className={cn('text-muted-foreground tabular-nums', small ? 'text-xs' : 'text-sm')}
        aria-live="polite"
      >
        {children}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        className={cn('overflow-hidden rounded-full bg-muted', small ? 'h-1.5' : 'h-2')}
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${share * 100}%` }}
        />
      </div>
    </div>
  );
}
