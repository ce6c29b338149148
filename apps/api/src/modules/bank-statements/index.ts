/** The bank statements module's public face: what other modules may use (ADR 034). */
export { createStatementWorker, type StatementWorker } from './statement-worker.ts';
