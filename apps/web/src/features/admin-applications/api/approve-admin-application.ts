import type { ApproveApplicationBody } from '@quincena/shared';
import { transitionApplication, useApplicationMutation } from './get-admin-application.ts';

/** PUT /admin/credit-applications/:id/approve: PENDING or IN_REVIEW → APPROVED, schedule stored. */
export const approveApplication = ({ id, body }: { id: string; body: ApproveApplicationBody }) =>
  transitionApplication('put', id, 'approve', body);

export const useApproveApplication = () => useApplicationMutation(approveApplication);
