import { type DisburseApplicationBody, disburseApplicationContract } from '@quincena/shared';
import { call } from '../../../lib/api-client.ts';
import { transitionApplication, useApplicationMutation } from './get-admin-application.ts';

/** POST /admin/credit-applications/:id/disburse: APPROVED → DISBURSED. */
export const disburseApplication = ({ id, body }: { id: string; body: DisburseApplicationBody }) =>
  transitionApplication(call(disburseApplicationContract, { params: { id }, body }));

export const useDisburseApplication = () => useApplicationMutation(disburseApplication);
