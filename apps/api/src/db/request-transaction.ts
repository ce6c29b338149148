import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Executor, Transaction } from './client.ts';

/** A transaction held open across a request's hooks and handler, finished by the request. */
export interface RequestTransaction {
  tx: Transaction | undefined;
  /** Commits (true) or rolls back (false); a failed commit rejects. Later calls do nothing. */
  finish(commit: boolean): Promise<void>;
}

const current = new AsyncLocalStorage<RequestTransaction>();
const EFFECTIVE = Symbol('effective executor');
const ROLLBACK = Symbol('rollback');

/**
 * The database handle the app hands out. Inside `runInRequestTransaction` every query, and every
 * `transaction()` (as a savepoint), goes to the request's transaction, so a workflow written
 * against `db` becomes one unit with whatever the request adds to it (its idempotency answer);
 * anywhere else it is the database itself.
 */
export function transactionAware(db: Database): Database {
  return new Proxy(db, {
    get(target, prop) {
      const source = current.getStore()?.tx ?? target;
      if (prop === EFFECTIVE) return source;
      const value = Reflect.get(source, prop);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
}

/** What a `transactionAware` handle stands for right now (for caches keyed by executor). */
export function effectiveExecutor(db: Executor): Executor {
  return (db as unknown as Record<symbol, Executor | undefined>)[EFFECTIVE] ?? db;
}

/** Opens a transaction that stays open until `finish`: Drizzle's callback waits for the decision. */
export function openRequestTransaction(db: Database): Promise<RequestTransaction> {
  return new Promise((resolve, reject) => {
    let decide: (commit: boolean) => void = () => undefined;
    const decision = new Promise<boolean>((settle) => {
      decide = settle;
    });
    let finished: Promise<void> | undefined;
    const unit: RequestTransaction = {
      tx: undefined,
      finish(commit) {
        finished ??= (async () => {
          unit.tx = undefined;
          decide(commit);
          await done.catch((err) => {
            // A rollback that fails (the connection is gone) leaves nothing behind either.
            if (commit && err !== ROLLBACK) throw err;
          });
        })();
        return finished;
      },
    };
    const done = db.transaction(async (tx) => {
      unit.tx = tx;
      resolve(unit);
      if (!(await decision)) throw ROLLBACK;
    });
    // A failure to begin rejects the open; later failures reach `finish`.
    done.catch((err) => {
      if (!unit.tx && !finished) reject(err);
    });
  });
}

/** Runs `fn` (and everything it starts) against the request's transaction. */
export function runInRequestTransaction<T>(unit: RequestTransaction, fn: () => T): T {
  return current.run(unit, fn);
}
