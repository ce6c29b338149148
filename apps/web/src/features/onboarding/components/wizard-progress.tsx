import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

export interface WizardProgressProps {
  /** The steps in order: the full title (shown for the current step) and a short name for the list. */
  steps: readonly { title: string; short: string }[];
  /** 1-based. */
  current: number;
}

/** 'Paso N de M' with the step's name, a bar, and on large screens the list of steps. */
export function WizardProgress({ steps, current }: WizardProgressProps) {
  const total = steps.length;
  const label = `Paso ${current} de ${total}`;
  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-semibold text-primary" aria-hidden="true">
          {label}
        </p>
        <p className="truncate text-sm text-muted-foreground" aria-hidden="true">
          {steps[current - 1]?.title}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Progreso del registro"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={`${label}: ${steps[current - 1]?.title ?? ''}`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out"
          style={{ width: `${(current / total) * 100}%` }}
        />
      </div>
      <ol aria-label="Pasos" className="hidden gap-2 lg:flex">
        {steps.map(({ short: name }, index) => {
          const number = index + 1;
          // The last step reached is the end: every step is done.
          const state =
            number < current || current === total ? 'done' : number === current ? 'current' : 'todo';
          return (
            <li
              key={name}
              aria-current={state === 'current' ? 'step' : undefined}
              className={cn(
                'flex min-w-0 flex-1 items-center gap-2 text-xs font-medium',
                state === 'todo' ? 'text-muted-foreground' : 'text-foreground',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full text-[11px] font-semibold',
                  state === 'done' && 'bg-primary text-primary-foreground',
                  state === 'current' && 'bg-primary-soft text-primary-soft-foreground ring-2 ring-primary',
                  state === 'todo' && 'bg-muted text-muted-foreground',
                )}
              >
                {state === 'done' ? <Check className="size-3.5" /> : number}
              </span>
              <span className="truncate">{name}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
