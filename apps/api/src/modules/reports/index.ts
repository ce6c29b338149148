/** The reports module's public face: what other modules may use (ADR 034). */
export { dueBetween, foldDueTotals, foldListCounts, overdueBefore } from './due-totals.repository.ts';
