import { cn } from '../lib/cn.ts';

/**
 * The Quincena mark and name. Decorative mark; the name is real text. `inverse` draws a white mark for
 * a coloured background.
 */
export function Brand({
  className,
  size = 'md',
  inverse = false,
}: {
  className?: string;
  size?: 'md' | 'lg';
  inverse?: boolean;
}) {
  return (
    <span
      className={cn('inline-flex items-center gap-2 font-bold tracking-tight text-foreground', className)}
    >
      <svg
        viewBox="0 0 32 32"
        aria-hidden="true"
        className={cn(
          'shrink-0',
          inverse ? 'text-white' : 'text-primary',
          size === 'lg' ? 'size-10' : 'size-8',
        )}
      >
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M16 7a9 9 0 1 0 5.2 16.4l2.6 2.6 2.1-2.1-2.6-2.6A9 9 0 0 0 16 7Zm0 3a6 6 0 1 1 0 12 6 6 0 0 1 0-12Z"
          className={inverse ? 'fill-emerald-700' : 'fill-primary-foreground'}
        />
      </svg>
      <span className={size === 'lg' ? 'text-2xl' : 'text-lg'}>Quincena</span>
    </span>
  );
}
