import type { Executor } from './client.ts';
import { effectiveExecutor } from './request-transaction.ts';

const cache = new WeakMap<Executor, Map<string, unknown>>();

/**
 * A Drizzle query built once per database handle (or transaction) and key, then only bound: the
 * query builder otherwise renders the SQL on every call, hundreds of µs for a wide select. Name the
 * statement (`.prepare(key)`) for a lookup by key, so a server parses it once per connection; a range
 * query keeps the unnamed statement (`.prepare('')`), planned for its values each time, since the
 * generic plan PostgreSQL may settle on for a named one can be worse for some ranges.
 */
export function prepared<T>(db: Executor, key: string, build: () => T): T {
  // Inside a request's transaction the app's handle stands for that transaction: cache per executor.
  const executor = effectiveExecutor(db);
  let queries = cache.get(executor);
  if (!queries) {
    queries = new Map();
    cache.set(executor, queries);
  }
  let query = queries.get(key) as T | undefined;
  if (query === undefined) {
    query = build();
    queries.set(key, query);
  }
  return query;
}
