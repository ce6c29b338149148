import { useMemo } from 'react';
import type { z } from 'zod';
import { useLocation, useSearchParams } from '../../lib/router.tsx';

/** A list query from `@quincena/shared` (`paginationQuery.extend({...})`): flat, string-coercible fields. */
type ListQuerySchema = z.ZodObject<{ page: z.ZodType<number, unknown> } & z.ZodRawShape>;

/**
 * Each field on its own, so one bad value (a hand-edited `?status=FOO`) falls back to its default
 * instead of discarding every filter.
 */
function parseParams<S extends ListQuerySchema>(schema: S, params: URLSearchParams): z.output<S> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const parsed = field.safeParse(params.get(key) ?? undefined);
    values[key] = parsed.success ? parsed.data : field.safeParse(undefined).data;
  }
  return values as z.output<S>;
}

/** Only what differs from the defaults goes into the URL, in the schema's field order. */
function toParams<S extends ListQuerySchema>(schema: S, filters: z.output<S>): URLSearchParams {
  const defaults = parseParams(schema, new URLSearchParams());
  const params = new URLSearchParams();
  for (const key of Object.keys(schema.shape)) {
    const value = (filters as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '') continue;
    if (value === (defaults as Record<string, unknown>)[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The fields that say which page, not which rows. */
const PAGING = new Set(['page', 'limit', 'after', 'before']);

export interface UrlFilters<T> {
  /** The parsed query: defaults filled in, bad values dropped. */
  filters: T;
  /** Changes some filters and goes back to page 1 (the old page may not exist in the new results). */
  setFilters: (patch: Partial<Omit<T, 'page'>>) => void;
  /** Another page, and the cursor it starts from when the list gave one (`ListResults`). */
  setPage: (page: number, cursor?: { after?: string; before?: string }) => void;
  clearFilters: () => void;
  /** True when a filter other than page and limit is set (e.g. to word the empty state). */
  isFiltered: boolean;
}

/**
 * A list page's filters kept in the URL (`?page=&search=&status=`), so reload, back and shared links
 * keep them. The shared zod list query that validates the API's query string parses them here too.
 */
export function useUrlFilters<S extends ListQuerySchema>(schema: S): UrlFilters<z.output<S>> {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = useMemo(() => parseParams(schema, searchParams), [schema, searchParams]);
  type T = z.output<S>;

  // A page stays on screen while the next one's chunk loads: a search typed just before a link was
  // followed may fire then, and must not bring the user back to the list.
  const write = (next: T) => {
    if (window.location.pathname !== pathname) return;
    setSearchParams(toParams(schema, next), { replace: true });
  };
  const defaults = parseParams(schema, new URLSearchParams());
  const isFiltered = Object.keys(schema.shape).some(
    (key) =>
      !PAGING.has(key) &&
      (filters as Record<string, unknown>)[key] !== (defaults as Record<string, unknown>)[key],
  );
  // A cursor belongs to the page it was given on: any other move drops it.
  const noCursor = { after: undefined, before: undefined };

  return {
    filters,
    setFilters: (patch) => write({ ...filters, ...patch, page: 1, ...noCursor }),
    setPage: (page, cursor) => write({ ...filters, page, ...noCursor, ...cursor }),
    clearFilters: () => write({ ...defaults, limit: (filters as { limit?: unknown }).limit } as T),
    isFiltered,
  };
}
