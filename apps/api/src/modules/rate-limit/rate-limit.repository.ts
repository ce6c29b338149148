import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

/** Counts one hit in the fixed window that contains `now` and answers the window's total. */
export async function countHit(db: Executor, key: string, windowStart: Date): Promise<number> {
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`insert into rate_limit_hits (key, window_start, hits) values (${key}, ${windowStart.toISOString()}, 1)
        on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
        returning hits`,
  );
  return row?.hits ?? 1;
}

/** Drops finished windows; answers how many went. */
export async function deleteWindowsBefore(db: Executor, before: Date): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`with deleted as (delete from rate_limit_hits where window_start < ${before.toISOString()} returning 1)
        select count(*)::int as count from deleted`,
  );
  return row?.count ?? 0;
}

/** Counts one hit unless the window already holds `max`; false when it was full. */
export async function takeHitBelow(
  db: Executor,
  key: string,
  windowStart: Date,
  max: number,
): Promise<boolean> {
  const rows = await queryRows<{ hits: number }>(
    db,
    sql`insert into rate_limit_hits (key, window_start, hits) values (${key}, ${windowStart.toISOString()}, 1)
        on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
        where rate_limit_hits.hits < ${max}
        returning hits`,
  );
  return rows.length > 0;
}

/** The window's count, without counting anything. */
export async function readHits(db: Executor, key: string, windowStart: Date): Promise<number> {
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`select hits from rate_limit_hits where key = ${key} and window_start = ${windowStart.toISOString()}`,
  );
  return row?.hits ?? 0;
}

/** Empties the window in one statement; answers what it held. */
export async function clearHits(db: Executor, key: string, windowStart: Date): Promise<number> {
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`update rate_limit_hits as r set hits = 0
        from (select key, window_start, hits from rate_limit_hits
              where key = ${key} and window_start = ${windowStart.toISOString()} for update) as old
        where r.key = old.key and r.window_start = old.window_start
        returning old.hits`,
  );
  return row?.hits ?? 0;
}

export async function giveHitsBack(
  db: Executor,
  key: string,
  windowStart: Date,
  count: number,
): Promise<void> {
  await db.execute(
    sql`update rate_limit_hits set hits = greatest(hits - ${count}, 0)
        where key = ${key} and window_start = ${windowStart.toISOString()}`,
  );
}
