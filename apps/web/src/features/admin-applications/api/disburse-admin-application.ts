import type { DisburseApplicationBody } from '@quincena/shared';
import { transitionApplication, useApplicationMutation } from './get-admin-application.ts';

/** POST /admin/credit-applications/:id/disburse: APPROVED → DISBURSED. */
export const disburseApplication = ({ id, body }: { id: string; body: DisburseApplicationBody }) =>
  transitionApplication('post', id, 'disburse', body);

export const useDisburseApplication = () => useApplicationMutation(disburseApplication);
