import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { EMPTY_VALUE } from '../../lib/format.ts';

/** Label/value pairs (`<dl>`), in one column on phones and `columns` from `sm` up. */
export function DescriptionList({
  columns = 2,
  className,
  ...props
}: ComponentProps<'dl'> & { columns?: 1 | 2 | 3 }) {
  return (
    <dl
      className={cn(
        'grid grid-cols-[minmax(0,1fr)] gap-x-6 gap-y-4',
        columns === 2 && 'sm:grid-cols-2',
        columns === 3 && 'sm:grid-cols-2 lg:grid-cols-3',
        className,
      )}
      {...props}
    />
  );
}

export interface DescriptionItemProps {
  label: ReactNode;
  /** Shown as '—' when empty. */
  children?: ReactNode;
  className?: string;
}

export function DescriptionItem({ label, children, className }: DescriptionItemProps) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={cn('grid min-w-0 content-start gap-0.5', className)}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm wrap-anywhere text-foreground">{empty ? EMPTY_VALUE : children}</dd>
    </div>
  );
}
