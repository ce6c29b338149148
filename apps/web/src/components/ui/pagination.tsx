import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

export interface PaginationProps {
  /** 1-based page number. */
  page: number;
  /** Items per page. */
  limit: number;
  total: number;
  hasPrev: boolean;
  hasNext: boolean;
  onPageChange: (page: number) => void;
  /** Disables the buttons while the next page loads. */
  disabled?: boolean;
  className?: string;
}

/** 'Mostrando X a Y de Z resultados' with 'Anterior' / 'Siguiente'. Renders nothing for an empty list. */
export function Pagination({
  page,
  limit,
  total,
  hasPrev,
  hasNext,
  onPageChange,
  disabled = false,
  className,
}: PaginationProps) {
  if (total <= 0) return null;
  const from = Math.min((page - 1) * limit + 1, total);
  const to = Math.min(page * limit, total);
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav
      aria-label="Paginación"
      className={cn('flex flex-col items-center gap-3 sm:flex-row sm:justify-between', className)}
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Mostrando {from} a {to} de {total} resultados
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || !hasPrev}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          Anterior
        </Button>
        <span className="min-w-14 text-center text-sm text-muted-foreground">
          <span aria-hidden="true">
            {page} / {totalPages}
          </span>
          <span className="sr-only">
            Página {page} de {totalPages}
          </span>
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || !hasNext}
          onClick={() => onPageChange(page + 1)}
        >
          Siguiente
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
