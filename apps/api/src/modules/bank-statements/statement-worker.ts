import { describeFailure } from '../../logging.ts';
import {
  findStatement,
  finishIfDone,
  processingStatementIds,
  type StatementRow,
} from './bank-statements.repository.ts';
import { notifyApplied, type StatementWorkDeps, workNextLines } from './statement-lines.ts';

/** How often an instance looks for statements left unfinished (by an instance that stopped, say). */
const SWEEP_EVERY_MS = 30_000;
/** A batch that failed (a deadlock between instances, a lost connection) is tried again after this. */
const RETRY_AFTER_MS = 500;
const MAX_FAILURES = 5;
/**
 * Batches an instance works side by side on one statement: while one waits on the database (or on
 * the receipt numbers' lock, ADR 050), another's JavaScript runs. Four measured best at 100,000
 * customers on two cores (ADR 058).
 */
const BATCHES_AT_ONCE = 4;

export interface StatementWorker {
  /** Starts working a statement now (after its upload), in the background. */
  kick(statementId: string): void;
  /** Starts the sweep for statements still PROCESSING, also at once. */
  start(): void;
  /** Stops the sweep and waits for the work under way (before the database closes). */
  stop(): Promise<void>;
  /** Resolves once no work is under way (tests). */
  idle(): Promise<void>;
}

/**
 * Works statements in the background, a batch of lines per transaction until none waits. Any number
 * of instances may work one statement at once: each batch locks its lines and skips those locked
 * (ADR 056), so a line is worked once, and the instance that finds none left marks the statement done.
 */
export function createStatementWorker(deps: StatementWorkDeps): StatementWorker {
  const working = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;

  /** Works batches of the statement until none is left; answers whether it gave up on failures. */
  async function workBatches(statement: StatementRow): Promise<boolean> {
    let failures = 0;
    // The receipts' SMS of one batch go out while the next batch is worked.
    let notices: Promise<void> = Promise.resolve();
    while (!stopping) {
      try {
        const { worked, paymentIds } = await workNextLines(deps, statement);
        await notices;
        notices = notifyApplied(deps, paymentIds);
        if (worked === 0) break;
        failures = 0;
      } catch (err) {
        failures++;
        deps.log.warn(
          { failure: describeFailure(err), statementId: statement.id, failures },
          'statement batch failed',
        );
        if (failures >= MAX_FAILURES) break;
        await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
      }
    }
    await notices;
    return failures >= MAX_FAILURES;
  }

  async function work(statementId: string) {
    const statement = await findStatement(deps.db, statementId);
    if (statement?.status !== 'PROCESSING') return;
    const gaveUp = await Promise.all(Array.from({ length: BATCHES_AT_ONCE }, () => workBatches(statement)));
    if (gaveUp.some(Boolean)) return;
    if (!stopping && (await finishIfDone(deps.db, statementId, deps.clock.now()))) {
      deps.log.info({ statementId }, 'bank statement done');
    }
  }

  function kick(statementId: string) {
    if (stopping || working.has(statementId)) return;
    const run = work(statementId)
      .catch((err: unknown) =>
        deps.log.error({ failure: describeFailure(err), statementId }, 'statement work failed'),
      )
      .finally(() => working.delete(statementId));
    working.set(statementId, run);
  }

  async function sweep() {
    try {
      for (const id of await processingStatementIds(deps.db)) kick(id);
    } catch (err) {
      deps.log.error({ failure: describeFailure(err) }, 'statement sweep failed');
    }
  }

  return {
    kick,
    start() {
      if (timer) return;
      timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
      timer.unref();
      void sweep();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      await Promise.all(working.values());
    },
    async idle() {
      while (working.size > 0) await Promise.all(working.values());
    },
  };
}
