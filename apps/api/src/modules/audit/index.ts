/** The audit module's public face: what other modules may use (ADR 034). */

export {
  findEntityLabels,
  type HistoryRow,
  listApplicationHistory,
  recordAudit,
  recordAudits,
} from './audit.repository.ts';
export { type Changes, namedReferences, referencesOf } from './audit.service.ts';
export { auditDeleted, auditDiff } from './audit-changes.ts';
export {
  adminSnapshot,
  financingSnapshot,
  motorcycleSnapshot,
} from './audit-snapshots.ts';
