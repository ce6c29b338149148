import { approveApprovalContract, rejectApprovalContract } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { approvalsQueryKey } from './list-approvals.ts';

export interface Decision {
  id: string;
  approve: boolean;
  notes?: string;
}

/** PUT /admin/approvals/:id/approve or …/reject, with the checker's notes. */
export async function decideApproval({ id, approve, notes }: Decision) {
  const contract = approve ? approveApprovalContract : rejectApprovalContract;
  const { approval } = await call(contract, { params: { id }, body: notes ? { notes } : {} });
  return approval;
}

/** An approval changes money elsewhere (a fee forgiven): every cached screen is refreshed. */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApproval,
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalsQueryKey }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
