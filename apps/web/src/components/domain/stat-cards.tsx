import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Card } from '../ui/card.tsx';
import { Skeleton } from '../ui/skeleton.tsx';

/** The icon chip's colours, light and dark. */
export const STAT_TONES = {
  sky: 'bg-sky-100 text-sky-700 dark:bg-sky-950/60 dark:text-sky-300',
  brand: 'bg-primary-soft text-primary-soft-foreground',
  amber: 'bg-amber-100 text-amber-700 dark:bg-amber-950/60 dark:text-amber-300',
  emerald: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-300',
  red: 'bg-red-100 text-red-700 dark:bg-red-950/60 dark:text-red-300',
  violet: 'bg-violet-100 text-violet-700 dark:bg-violet-950/60 dark:text-violet-300',
} as const;

export interface Stat {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  icon: LucideIcon;
  tone: keyof typeof STAT_TONES;
}

export interface StatCardsProps {
  stats: readonly Stat[];
  /** Names the list for screen readers, e.g. 'Indicadores'. */
  label: string;
  /** The grid columns; two per row on phones by default. */
  className?: string;
}

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4';
// Icon beside the figure on tablets, above it where four cards share a row.
const CARD = 'flex h-full flex-col gap-2 p-4 sm:flex-row sm:items-start sm:gap-4 sm:p-5 lg:flex-col lg:gap-3';
const ICON_CHIP = 'flex size-9 shrink-0 items-center justify-center rounded-xl sm:size-11';

/** Headline figures as a grid of cards: icon, label, big value and a short note. */
export function StatCards({ stats, label, className }: StatCardsProps) {
  return (
    <ul aria-label={label} className={cn(GRID, className)}>
      {stats.map(({ label: statLabel, value, note, icon: Icon, tone }) => (
        <li key={statLabel}>
          <Card className={CARD}>
            <span className={cn(ICON_CHIP, STAT_TONES[tone])}>
              <Icon aria-hidden="true" className="size-4.5 sm:size-5" />
            </span>
            <div className="grid min-w-0 gap-0.5">
              <p className="text-sm font-medium text-muted-foreground">{statLabel}</p>
              <p className="text-2xl font-bold tracking-tight break-words text-foreground tabular-nums sm:text-3xl lg:text-2xl">
                {value}
              </p>
              {note && <p className="text-xs text-muted-foreground">{note}</p>}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * The cards while their figures load, line for line as tall as the text they stand for (label,
 * value, note) at every width, so the filters and lists below do not move when the figures arrive.
 */
export function StatCardsSkeleton({
  count,
  withNotes = false,
  className,
}: {
  count: number;
  withNotes?: boolean;
  className?: string;
}) {
  return (
    <div aria-hidden="true" className={cn(GRID, className)}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className={CARD}>
          <Skeleton className={ICON_CHIP} />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <Skeleton className="my-0.5 h-4 w-24 max-w-full" />
            <Skeleton className="my-1 h-6 w-16 sm:h-7 lg:h-6" />
            {withNotes && <Skeleton className="my-0.5 h-3 w-28 max-w-full" />}
          </div>
        </Card>
      ))}
    </div>
  );
}
