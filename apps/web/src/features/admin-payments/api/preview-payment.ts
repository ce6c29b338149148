import { type ApplyPaymentBody, type PaymentPreview, previewPaymentContract } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** POST /admin/payments/apply/preview: what the receipt would do to each unpaid installment. */
export async function previewPayment(body: ApplyPaymentBody): Promise<PaymentPreview> {
  const { preview } = await call(previewPaymentContract, { body });
  return preview;
}

/** Asked each time the admin is about to confirm a receipt that pays principal ahead; writes nothing. */
export function usePaymentPreview() {
  return useMutation({ mutationFn: previewPayment });
}
