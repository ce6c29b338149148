import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A semantic table inside a horizontally scrollable frame (wide tables scroll on phones). */
export function Table({
  className,
  containerClassName,
  scrollLabel,
  ...props
}: ComponentProps<'table'> & {
  containerClassName?: string;
  /** Names the frame and makes it focusable, so keyboard users can scroll a table that overflows. */
  scrollLabel?: string;
}) {
  return (
    <div
      className={cn(
        'relative w-full overflow-x-auto rounded-xl border border-border bg-card',
        scrollLabel && 'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        containerClassName,
      )}
      {...(scrollLabel && { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 })}
    >
      <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
    </div>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('px-4 py-3 text-sm text-muted-foreground', className)} {...props} />;
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted/60', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return <tfoot className={cn('border-t border-border bg-muted/60 font-medium', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'border-b border-border transition-colors hover:bg-muted/40 data-[state=selected]:bg-muted',
        className,
      )}
      {...props}
    />
  );
}

/** A header cell; `scope="col"` unless told otherwise. */
export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      className={cn(
        'h-11 px-4 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-middle', className)} {...props} />;
}
