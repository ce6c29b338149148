/** The approvals module's face for other modules: asking for a second admin's approval. */
export type { ApprovalRow } from './approvals.repository.ts';
export { type ApprovalExecutor, type ApprovalRequest, requestApproval } from './approvals.service.ts';
