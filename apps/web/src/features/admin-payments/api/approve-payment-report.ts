import { approvePaymentReportContract } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminPaymentsQueryKey } from './get-payments-dashboard.ts';

/** PUT /admin/payments/:id/approve: applies the amount, oldest past-due installment first. */
export function approvePaymentReport(id: string) {
  return call(approvePaymentReportContract, { params: { id } });
}

/** The money moved: the reports, the calendar and the figures are refetched (also after a 409). */
export function useApprovePaymentReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePaymentReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey }),
  });
}
