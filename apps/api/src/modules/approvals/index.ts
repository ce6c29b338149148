/** The approvals module's face for other modules: asking for a second admin's approval. */
export { type ApprovalRow, pendingApprovalTargets } from './approvals.repository.ts';
export {
  type AfterApproval,
  type ApprovalExecutor,
  type ApprovalRequest,
  requestApproval,
} from './approvals.service.ts';
