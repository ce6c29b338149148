import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';

/**
 * Rows sent as one JSON parameter (ADR 058): a batch of hundreds of rows then costs one parameter to
 * bind and send, where the query builder binds every value on its own. The columns are every one a
 * row gives, by the table's property names; a row without one has it null.
 */
function jsonOf<T extends Table>(table: T, rows: readonly Partial<T['$inferSelect']>[]) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter(
    (key) => columns[key] !== undefined,
  );
  const names = keys.map((key) => (columns[key] as { name: string }).name);
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(keys.map((key, k) => [names[k], (row as Record<string, unknown>)[key] ?? null])),
    ),
  );
  // `json_populate_recordset` reads the JSON as rows of the table's own type.
  return { names, records: sql`json_populate_recordset(null::${table}, ${json}::json)` };
}

/** The rows as a set of the table's row type, to join an UPDATE to: `from ${jsonRecords(t, rows)} as v`. */
export function jsonRecords<T extends Table>(table: T, rows: readonly Partial<T['$inferSelect']>[]): SQL {
  return jsonOf(table, rows).records;
}

/**
 * The columns-and-rows part of an INSERT: `insert into t ${jsonRows(t, rows)}`. The columns no row
 * gives take their defaults (one that some rows give is null in the others).
 */
export function jsonRows<T extends Table>(table: T, rows: readonly T['$inferInsert'][]): SQL {
  const { names, records } = jsonOf(table, rows as Partial<T['$inferSelect']>[]);
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  return sql`(${list}) select ${list} from ${records}`;
}
