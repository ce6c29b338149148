import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';

/** `cast`: the column's type when it differs from the array's (a uuid[] travels as text, one per row). */
export type Column = { type: string; values: unknown[]; cast?: string };

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
  const selected = names.map((name) => {
    const cast = (columns[name] as Column).cast;
    return cast ? sql`${sql.identifier(name)}::${sql.raw(cast)}` : sql.identifier(name);
  });
  await db.execute(sql`
    insert into ${sql.identifier(table)} (${sql.join(
      names.map((n) => sql.identifier(n)),
      sql`, `,
    )})
    select ${sql.join(selected, sql`, `)}
    from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.join(
      names.map((n) => sql.identifier(n)),
      sql`, `,
    )})`);
}
