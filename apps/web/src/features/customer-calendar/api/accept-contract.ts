import { type AcceptContractBody, acceptContractContract, sendContractCodeContract } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { paymentSchedulesQueryKey } from './get-payment-schedule.ts';

/** POST /customers/credit-applications/{id}/contract/send-code: texts the code to accept the contract. */
export function sendContractCode(applicationId: string) {
  return call(sendContractCodeContract, { params: { id: applicationId } });
}

/** POST /customers/credit-applications/{id}/contract/accept: accepts the contract with the code. */
export function acceptContract({ applicationId, otp }: { applicationId: string } & AcceptContractBody) {
  return call(acceptContractContract, { params: { id: applicationId }, body: { otp } });
}

export function useSendContractCode() {
  return useMutation({ mutationFn: sendContractCode });
}

export function useAcceptContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptContract,
    // The calendar says when it was accepted.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentSchedulesQueryKey }),
  });
}
