import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset [&_svg]:size-3.5',
  {
    variants: {
      tone: {
        neutral:
          'bg-slate-100 text-slate-700 ring-slate-300/70 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-600/60',
        info: 'bg-sky-50 text-sky-800 ring-sky-300/70 dark:bg-sky-950/60 dark:text-sky-300 dark:ring-sky-700/60',
        success:
          'bg-emerald-50 text-emerald-800 ring-emerald-300/70 dark:bg-emerald-950/60 dark:text-emerald-300 dark:ring-emerald-700/60',
        warning:
          'bg-amber-50 text-amber-800 ring-amber-300/70 dark:bg-amber-950/60 dark:text-amber-300 dark:ring-amber-700/60',
        danger:
          'bg-red-50 text-red-800 ring-red-300/70 dark:bg-red-950/60 dark:text-red-300 dark:ring-red-700/60',
        brand: 'bg-primary-soft text-primary-soft-foreground ring-emerald-300/70 dark:ring-emerald-700/60',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

/** A small status label. Pick the tone from the status in the feature code; the badge knows no statuses. */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
