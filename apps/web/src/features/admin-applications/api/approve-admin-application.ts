import { type ApproveApplicationBody, approveApplicationContract } from '@quincena/shared';
import { call } from '../../../lib/api-client.ts';
import { transitionApplication, useApplicationMutation } from './get-admin-application.ts';

/** PUT /admin/credit-applications/:id/approve: PENDING or IN_REVIEW → APPROVED, schedule stored. */
export const approveApplication = ({ id, body }: { id: string; body: ApproveApplicationBody }) =>
  transitionApplication(call(approveApplicationContract, { params: { id }, body }));

export const useApproveApplication = () => useApplicationMutation(approveApplication);
