import { rejectPaymentReportContract, type rejectReportBody } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { paymentReportsQueryKey } from './list-payment-reports.ts';

export type RejectReportBody = z.input<typeof rejectReportBody>;

/** PUT /admin/payments/:id/reject with the reason the customer is told. */
export async function rejectPaymentReport({ id, body }: { id: string; body: RejectReportBody }) {
  const { payment } = await call(rejectPaymentReportContract, { params: { id }, body });
  return payment;
}

export function useRejectPaymentReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPaymentReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentReportsQueryKey }),
  });
}
