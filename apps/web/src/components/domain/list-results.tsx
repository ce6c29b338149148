import type { Pagination as PaginationData } from '@quincena/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { cn } from '../../lib/cn.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { EmptyState, type EmptyStateProps } from '../ui/empty-state.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { QueryError } from './query-view.tsx';

/**
 * The cards hide and the table shows from this width up (Tailwind's `lg` and `xl`; it needs whole
 * class names). Only the variant the width shows is rendered, which halves the work of drawing a page
 * of results; the classes decide where the browser cannot say (`useMediaQuery`).
 */
const WIDE = {
  lg: { query: '(min-width: 64rem)', cards: 'lg:hidden', table: 'hidden min-w-0 lg:block' },
  xl: { query: '(min-width: 80rem)', cards: 'xl:hidden', table: 'hidden min-w-0 xl:block' },
} as const;

/** Where the next or previous page starts: a deep page is read from there, not skipped to. */
export type PageCursor = { after: string } | { before: string };

function cursorTo(current: PaginationData, page: number): PageCursor | undefined {
  if (page === current.page + 1 && current.next) return { after: current.next };
  // The first page is read from the top: what was added since is on it.
  if (page === current.page - 1 && page > 1 && current.prev) return { before: current.prev };
  return undefined;
}

export interface ListResultsProps<TData extends { pagination: PaginationData }, TItem> {
  /** The list query; keep it on `placeholderData: keepPreviousData` so a page change dims, not blanks. */
  query: UseQueryResult<TData>;
  items: (data: TData) => TItem[];
  errorTitle: string;
  /** Whether filters are set: picks `emptyFiltered` over `empty` when nothing comes back. */
  filtered: boolean;
  empty: EmptyStateProps;
  emptyFiltered: EmptyStateProps;
  /** With the cursor of the page beside this one when the list gives cursors (ADR 053). */
  onPageChange: (page: number, cursor?: PageCursor) => void;
  /** Phones (and, without `table`, every width). */
  cards: (items: TItem[]) => ReactNode;
  /** Wide screens, from `wideFrom` up. */
  table?: (items: TItem[]) => ReactNode;
  wideFrom?: keyof typeof WIDE;
  /** Replaces the default rows of grey bars while the first page loads. */
  skeleton?: ReactNode;
}

/**
 * The results part of a list page: loading skeleton, error with 'Reintentar', empty (filtered or not),
 * cards on phones and a table on wide screens, and the pagination.
 */
export function ListResults<TData extends { pagination: PaginationData }, TItem>({
  query,
  items,
  errorTitle,
  filtered,
  empty,
  emptyFiltered,
  onPageChange,
  cards,
  table,
  wideFrom = 'xl',
  skeleton,
}: ListResultsProps<TData, TItem>) {
  const wide = useMediaQuery(WIDE[wideFrom].query);
  /*
   * The answer arrives as a store update, which React draws in one go: a page of cards was a long
   * task on a phone. Drawn from a deferred copy it is a transition, in slices, while the skeleton
   * (or the previous page, dimmed) stays.
   */
  const data = useDeferredValue(query.data);
  if (query.isError) return <QueryError query={query} title={errorTitle} />;
  if (data === undefined) return skeleton ?? <ListSkeleton />;
  const list = items(data);
  if (list.length === 0) return <EmptyState {...(filtered ? emptyFiltered : empty)} />;
  const stale = query.isPlaceholderData || data !== query.data;
  return (
    <div
      // min-w-0 everywhere: a wide table scrolls in its frame instead of widening the page.
      className={cn('grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4 transition-opacity', stale && 'opacity-60')}
      aria-busy={stale || undefined}
    >
      {table ? (
        <>
          {wide !== true && <div className={WIDE[wideFrom].cards}>{cards(list)}</div>}
          {wide !== false && <div className={WIDE[wideFrom].table}>{table(list)}</div>}
        </>
      ) : (
        cards(list)
      )}
      <Pagination
        {...data.pagination}
        disabled={stale}
        onPageChange={(page) => onPageChange(page, cursorTo(data.pagination, page))}
      />
    </div>
  );
}

/** The default loading state: a few rows of grey bars. */
function ListSkeleton() {
  return (
    <div role="status" aria-label="Cargando..." className="grid gap-3">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full rounded-xl" />
      ))}
    </div>
  );
}
