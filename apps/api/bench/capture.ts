/**
 * Records the statements the real app sends to PostgreSQL during one request, so the bare handler
 * replays exactly those (text, parameters, row mode, name, order, what ran in parallel, what shared a
 * transaction) instead of a guess at "the raw SQL".
 */
import pg from 'pg';

export interface Statement {
  text: string;
  values: unknown[];
  rowMode?: 'array';
  /** A named (prepared) statement: parsed once per connection, then only bound and run. */
  name?: string;
  /** Statements of one transaction share a number (a checked-out connection); null: the pool. */
  client: number | null;
  /** Statements issued while an earlier one of the request was still running share a group. */
  group: number;
}

let log: Statement[] | null = null;
let pending = 0;
let group = 0;
const clientIds = new WeakMap<object, number>();

type QueryConfig = { text: string; values?: unknown[]; rowMode?: string; name?: string };
const configOf = (config: unknown, values: unknown): Omit<Statement, 'client' | 'group'> => {
  const c: QueryConfig = typeof config === 'string' ? { text: config } : (config as QueryConfig);
  return {
    text: c.text,
    values: Array.isArray(values) ? values : (c.values ?? []),
    ...(c.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
    ...(c.name ? { name: c.name } : {}),
  };
};

function record(config: unknown, values: unknown, client: number | null, run: () => unknown): unknown {
  if (!log) return run();
  if (pending === 0) group++;
  log.push({ ...configOf(config, values), client, group });
  pending++;
  const result = run();
  if (result instanceof Promise) {
    return result.finally(() => {
      pending--;
    });
  }
  pending--;
  return result;
}

// The pool's query (Drizzle outside a transaction) and a checked-out client's promise-form query
// (Drizzle inside one). The pool itself calls client.query with a callback: not counted twice.
const poolQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  return record(args[0], args[1], null, () => (poolQuery as (...a: unknown[]) => unknown).apply(this, args));
} as typeof pg.Pool.prototype.query;

const clientQuery = pg.Client.prototype.query;
let nextClient = 1;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const run = () => (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  if (typeof args[args.length - 1] === 'function') return run();
  let id = clientIds.get(this);
  if (id === undefined) {
    id = nextClient++;
    clientIds.set(this, id);
  }
  return record(args[0], args[1], id, run);
} as typeof pg.Client.prototype.query;

/** Runs `work` (one request, nothing else in flight) and returns the statements it sent. */
export async function captureStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: Statement[] }> {
  if (log) throw new Error('one capture at a time');
  log = [];
  group = 0;
  try {
    const result = await work();
    return { result, statements: log };
  } finally {
    log = null;
  }
}
