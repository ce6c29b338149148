import { type reportPaymentBody, reportPaymentContract } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { sendForm } from '../../../lib/upload.ts';
import { paymentReportsQueryKey } from './list-payment-reports.ts';

export type ReportPaymentBody = z.output<typeof reportPaymentBody>;

export interface ReportPaymentInput {
  body: ReportPaymentBody;
  /** A photo or PDF of the receipt, sent after the fields. */
  receipt: File | null;
  /** One per submission, the same on a retry, so a repeated tap records one report. */
  idempotencyKey: string;
  onProgress?: (fraction: number) => void;
}

/**
 * POST /customers/payments: JSON without a receipt; multipart with one (fields first, so the server
 * validates the report before the file streams), through XMLHttpRequest for the upload progress. The
 * contract declares the JSON body; the form carries the same fields.
 */
export function reportPayment({ body, receipt, idempotencyKey, onProgress }: ReportPaymentInput) {
  const headers = { 'Idempotency-Key': idempotencyKey };
  if (!receipt) return call(reportPaymentContract, { body, headers });
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined) form.append(name, String(value));
  }
  form.append('receipt', receipt, receipt.name);
  return sendForm(reportPaymentContract, { body: form }, { headers, onProgress });
}

export function useReportPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentReportsQueryKey }),
  });
}
