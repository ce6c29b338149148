import type { Figure } from '@quincena/shared';
import { type LucideIcon, Minus, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import { type STAT_TONES, type Stat, StatCards } from '../../../components/domain/stat-cards.tsx';
import { cn } from '../../../lib/cn.ts';
import { EMPTY_VALUE, LOCALE } from '../../../lib/format.ts';
import { FIGURE_FORMATS, type FigureKind } from './report-format.ts';

export interface FigureItem {
  label: string;
  figure: Figure;
  kind: FigureKind;
  icon: LucideIcon;
  tone: keyof typeof STAT_TONES;
  /** Whether a rise is good news (income) or bad (delinquency, processing time). Default 'up'. */
  better?: 'up' | 'down';
}

/** 'Monto Financiado', the same card in every report that shows it. */
export const financedAmountItem = (figure: Figure): FigureItem => ({
  label: 'Monto Financiado',
  figure,
  kind: 'money',
  icon: Wallet,
  tone: 'brand',
});

const changeFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** The period's figures as stat cards: the value, the previous period's and the change between them. */
export function FigureCards({
  label,
  items,
  className,
}: {
  label: string;
  items: readonly FigureItem[];
  className?: string;
}) {
  const stats: Stat[] = items.map((item) => {
    const format = FIGURE_FORMATS[item.kind];
    return {
      label: item.label,
      value: format(item.figure.current),
      note: (
        <>
          <span className="block">Anterior: {format(item.figure.previous)}</span>
          <Change change={item.figure.change} better={item.better ?? 'up'} />
        </>
      ),
      icon: item.icon,
      tone: item.tone,
    };
  });
  return <StatCards label={label} stats={stats} className={cn('lg:grid-cols-4', className)} />;
}

/**
 * The change in percent with an arrow and a sign, so it never rests on colour alone; the colour says
 * whether it is good news. No previous value to compare with reads '—'.
 */
function Change({ change, better }: { change: number | null; better: 'up' | 'down' }) {
  if (change === null) {
    return (
      <span className="mt-0.5 block font-medium">
        <span aria-hidden="true">{EMPTY_VALUE}</span>
        <span className="sr-only">Sin comparación con el período anterior</span>
      </span>
    );
  }
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const Icon = direction === 'up' ? TrendingUp : direction === 'down' ? TrendingDown : Minus;
  const tone =
    direction === 'flat'
      ? 'text-muted-foreground'
      : direction === better
        ? 'text-emerald-700 dark:text-emerald-300'
        : 'text-red-700 dark:text-red-300';
  const word = direction === 'up' ? 'Sube' : direction === 'down' ? 'Baja' : 'Sin cambio';
  return (
    <span className={cn('mt-0.5 flex items-center gap-1 font-medium', tone)}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{word}</span>
      <span className="tabular-nums">{changeFormat.format(change)}%</span>
      <span className="sr-only">respecto al período anterior</span>
    </span>
  );
}
