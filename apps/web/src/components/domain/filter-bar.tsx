import { FilterX } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';

export interface FilterBarProps {
  /** Names the search landmark, e.g. 'Filtrar clientes'. */
  label: string;
  /** Whether any filter is set: enables 'Limpiar' (hidden on phones while there is nothing to clear). */
  active: boolean;
  onClear: () => void;
  /** The grid columns of the fields plus the clear button, e.g. `sm:grid-cols-[minmax(0,1fr)_12rem_auto]`. */
  className?: string;
  /** Where the clear button sits in that grid; by default in the fields' row, aligned with the inputs. */
  clearClassName?: string;
  /** The fields (search box, selects, dates). */
  children: ReactNode;
}

/** The card above a list that holds its filters and the 'Limpiar' button. */
export function FilterBar({ label, active, onClear, className, clearClassName, children }: FilterBarProps) {
  return (
    <div
      role="search"
      aria-label={label}
      className={cn(
        'grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:items-start',
        className ?? 'sm:grid-cols-[minmax(0,1fr)_12rem_auto]',
      )}
    >
      {children}
      {/* The top padding lines the button up with the inputs below their labels. */}
      <div className={cn('flex', clearClassName ?? 'sm:pt-6.5', !active && 'max-sm:hidden')}>
        <Button variant="ghost" disabled={!active} onClick={onClear} className="w-full sm:w-auto">
          <FilterX aria-hidden="true" />
          Limpiar
        </Button>
      </div>
    </div>
  );
}
