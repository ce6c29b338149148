import type { AppliedPayment, PaymentReport } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminPaymentsQueryKey } from './get-payments-dashboard.ts';

export interface ApprovedReport {
  payment: PaymentReport;
  applied: AppliedPayment;
}

/** PUT /admin/payments/:id/approve: applies the amount, oldest past-due installment first. */
export function approvePaymentReport(id: string): Promise<ApprovedReport> {
  return api.put<ApprovedReport>(`/admin/payments/${encodeURIComponent(id)}/approve`);
}

/** The money moved: the reports, the calendar and the figures are refetched (also after a 409). */
export function useApprovePaymentReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePaymentReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey }),
  });
}
