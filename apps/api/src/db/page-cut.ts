import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from './client.ts';

/** A page asked of a newest-first list: its number and size, and the cursor it was reached by. */
export interface PageRequest {
  page: number;
  limit: number;
  after?: string;
  before?: string;
}

/**
 * How a page is cut from a list ordered by (instant, id), newest first (ADR 053). Reached from the
 * page beside it, it starts at that page's first or last row, over the index, at any depth. Asked
 * by its number alone (a shared link), it is skipped to from whichever end of the list is nearer,
 * so only the middle of a long list costs a long walk.
 */
export type PageCut =
  | { kind: 'after' | 'before'; at: string; id: string; limit: number; offset: 0 }
  | { kind: 'start' | 'end'; at: null; id: null; limit: number; offset: number }
  /** The rows older than `at`, newest first, from `offset`: a deep page found from a day mark. */
  | { kind: 'below'; at: string; id: null; limit: number; offset: number };

/**
 * Where the list's row at `offset` (newest first) lies, from the list's kept counts by day: the end
 * of that row's day (every row from there on is older) and how many newer rows lie before it.
 */
export type DayMarks = (offset: number) => Promise<{ below: string; newer: number } | undefined>;

/** A numbered page this deep from both ends is found from the day marks, when the list keeps them. */
const MARKED_DEPTH = 1_000;

/** Whether `pageCut` wants the list's total: a page asked by number beyond the first. */
const cutNeedsTotal = (request: PageRequest) => !request.after && !request.before && request.page > 1;

/** A first page of `limit` rows from `offset`, for the lists' callers that ask no numbered page. */
export const asCut = (page: PageCut | { limit: number; offset: number }): PageCut =>
  'kind' in page ? page : { kind: 'start', at: null, id: null, ...page };

/**
 * A page and the list's total: side by side, unless the page is asked by number alone beyond the
 * first, which is cut knowing the total (from the nearer end).
 */
export async function pageWithTotal<Row>(
  request: PageRequest,
  count: () => Promise<number>,
  select: (cut: PageCut) => Promise<Row[]>,
  marks?: DayMarks,
): Promise<{ rows: Row[]; total: number }> {
  if (cutNeedsTotal(request)) {
    const total = await count();
    const cut = pageCut(request, total);
    return { rows: await select((marks && (await markedCut(cut, request, total, marks))) || cut), total };
  }
  const [rows, total] = await Promise.all([select(pageCut(request)), count()]);
  return { rows, total };
}

function pageCut(request: PageRequest, total?: number): PageCut {
  const cursor = request.after ?? request.before;
  if (cursor) {
    const [at, id] = cursor.split('_') as [string, string];
    return { kind: request.after ? 'after' : 'before', at, id, limit: request.limit, offset: 0 };
  }
  const offset = (request.page - 1) * request.limit;
  if (total !== undefined && offset > total / 2) {
    const end = Math.min(offset + request.limit, total);
    return { kind: 'end', at: null, id: null, offset: total - end, limit: Math.max(0, end - offset) };
  }
  return { kind: 'start', at: null, id: null, offset, limit: request.limit };
}

/**
 * A page in the middle of a long list, asked by number alone (a shared link): instead of walking
 * half the list, it starts at the end of its row's day, found from the list's kept counts by day,
 * and walks at most that day's rows (ADR 055). A page near either end keeps its short walk.
 */
async function markedCut(cut: PageCut, request: PageRequest, total: number, marks: DayMarks) {
  const offset = (request.page - 1) * request.limit;
  if (cut.kind !== 'start' && cut.kind !== 'end') return undefined;
  if (offset < MARKED_DEPTH || total - offset < MARKED_DEPTH) return undefined;
  const mark = await marks(offset);
  if (!mark) return undefined;
  return {
    kind: 'below',
    at: mark.below,
    id: null,
    limit: request.limit,
    offset: offset - mark.newer,
  } as const;
}

/**
 * The cut's condition and order over the list's key columns, its values bound by `bind` (a prepared
 * statement's placeholders, or the values themselves). The page's rows come back in either order:
 * the statement that reads them orders them newest first.
 */
export function cutSql(
  kind: PageCut['kind'],
  at: AnyColumn,
  id: AnyColumn,
  bind: (name: 'cutAt' | 'cutId') => unknown,
): { where: SQL | undefined; orderBy: SQL[] } {
  const key = sql`(${at}, ${id})`;
  const cursor = sql`(${bind('cutAt')}::timestamptz, ${bind('cutId')}::uuid)`;
  const oldestFirst = kind === 'before' || kind === 'end';
  return {
    where:
      kind === 'after'
        ? sql`${key} < ${cursor}`
        : kind === 'before'
          ? sql`${key} > ${cursor}`
          : kind === 'below'
            ? sql`${at} < ${bind('cutAt')}::timestamptz`
            : undefined,
    orderBy: oldestFirst ? [asc(at), asc(id)] : [desc(at), desc(id)],
  };
}

/** The values a cut binds, beside the list's own. */
export const cutValues = (cut: PageCut) => ({
  cutAt: cut.at,
  cutId: cut.id,
  limit: cut.limit,
  offset: cut.offset,
});

/** A row's cursor, as `pageCursor` (packages/shared) reads it: its instant in UTC to the microsecond. */
export const cursorOf = (at: AnyColumn, id: AnyColumn) =>
  sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${id}`;

/** The cursors of a page's first and last rows, for `buildPagination`. */
export const cursorsOf = (rows: Array<{ cursor: string }>) => ({
  first: rows[0]?.cursor,
  last: rows.at(-1)?.cursor,
});

/**
 * Day marks from a list's kept counts by business day (America/Panama): `perDay` answers `day` and
 * `n`, how many of the list's rows were created that day. The mark of a row is the end of its day.
 */
export function dayMarksOf(db: Executor, perDay: SQL): DayMarks {
  return async (offset) => {
    const [row] = await queryRows<{ below: string; newer: number }>(
      db,
      sql`select to_char(((day + 1)::timestamp at time zone 'America/Panama') at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as below, (through - n)::int as newer
        from (select day, n, sum(n) over (order by day desc) as through from (${perDay}) as per_day) as days
        where through > ${offset}
        order by day desc
        limit 1`,
    );
    return row;
  };
}
