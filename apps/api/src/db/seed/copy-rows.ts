import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../client.ts';

type Value = string | number | boolean | Date | null | undefined;

/** One field of COPY's text format: `\N` is null, and the separators inside a value are escaped. */
function field(value: Value): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : value;
  return /[\\\t\n\r]/.test(text)
    ? text.replace(
        /[\\\t\n\r]/g,
        (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] as string,
      )
    : text;
}

/** Rows of one table in COPY's text format, built as they are generated. */
export class CopyTable<Name extends string> {
  private readonly lines: string[] = [];
  constructor(
    readonly table: string,
    readonly columns: readonly Name[],
  ) {}
  add(row: Record<Name, Value>): void {
    let line = '';
    for (let i = 0; i < this.columns.length; i++) {
      line += (i === 0 ? '' : '\t') + field(row[this.columns[i] as Name]);
    }
    this.lines.push(line);
  }
  get text(): string {
    return this.lines.length === 0 ? '' : `${this.lines.join('\n')}\n`;
  }
  get statement(): string {
    return `copy ${this.table} (${this.columns.join(', ')}) from stdin`;
  }
}

export interface CopyOptions {
  /** Skip the per-row triggers (foreign keys, kept figures): only a superuser may. */
  skipTriggers: boolean;
  /** Statements run after the rows are in, in the same transaction. */
  afterwards?: Array<{ text: string; values: unknown[] }>;
}

const SETTINGS = (options: CopyOptions) =>
  [
    options.skipTriggers ? 'set local session_replication_role = replica' : '',
    // A lost batch on a crash is reloaded; no need to wait for the disk at each commit.
    'set local synchronous_commit = off',
  ].filter(Boolean);

/**
 * Writes the tables in one transaction with COPY, which loads rows in bulk far faster than any
 * INSERT. A PostgreSQL server streams them on a connection of its pool; PGlite reads them from a
 * blob (its one connection has no COPY stream).
 */
export async function copyRows(
  db: Database,
  tables: CopyTable<string>[],
  options: CopyOptions,
): Promise<void> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    try {
      await connection.query('begin');
      for (const setting of SETTINGS(options)) await connection.query(setting);
      for (const table of tables) {
        await pipeline(Readable.from([table.text]), connection.query(copyFrom(table.statement)));
      }
      for (const statement of options.afterwards ?? [])
        await connection.query(statement.text, statement.values);
      await connection.query('commit');
    } catch (error) {
      await connection.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      connection.release();
    }
    return;
  }
  await client.transaction(async (tx: PGliteTransaction) => {
    for (const setting of SETTINGS(options)) await tx.query(setting);
    for (const table of tables) {
      await tx.query(table.statement.replace('from stdin', "from '/dev/blob'"), [], {
        blob: new Blob([table.text]),
      });
    }
    for (const statement of options.afterwards ?? []) await tx.query(statement.text, statement.values);
  });
}
