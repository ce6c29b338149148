import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';

export type Column = { type: string; values: unknown[] };

/** A PostgreSQL array literal; building it here is much faster than the driver's per-element escaping. */
function arrayLiteral(values: unknown[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    const text = v instanceof Date ? v.toISOString() : String(v);
    return `"${text.replace(/["\\]/g, '\\$&')}"`;
  });
  return `{${items.join(',')}}`;
}

/**
 * Inserts many rows in one statement: each column travels as one array parameter and
 * `unnest` turns them back into rows, which is far faster than multi-row VALUES.
 */
export async function bulkInsert(
  db: Executor,
  table: string,
  columns: Record<string, Column>,
): Promise<void> {
  const names = Object.keys(columns);
  const arrays: SQL[] = names.map((name) => {
    const column = columns[name] as Column;
    return sql`${arrayLiteral(column.values)}::${sql.raw(column.type)}[]`;
  });
  await db.execute(sql`
    insert into ${sql.identifier(table)} (${sql.join(
      names.map((n) => sql.identifier(n)),
      sql`, `,
    )})
    select * from unnest(${sql.join(arrays, sql`, `)})`);
}
