import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const sizes = {
  sm: 'size-4',
  md: 'size-6',
  lg: 'size-10',
} as const;

export type SpinnerSize = keyof typeof sizes;

/** The bare rotating ring, hidden from assistive technology. Use `Spinner` for a standalone loading state. */
export function SpinnerIcon({
  size = 'sm',
  className,
  ...props
}: ComponentProps<'svg'> & { size?: SpinnerSize }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={cn('shrink-0 animate-spin', sizes[size], className)}
      {...props}
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** Announced to screen readers; hidden visually. */
  label?: string;
  size?: SpinnerSize;
}

/** A loading indicator announced as a status ("Cargando..."). */
export function Spinner({ label = 'Cargando...', size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center text-primary', className)} {...props}>
      <SpinnerIcon size={size} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
