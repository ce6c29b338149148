import { getCustomerPaymentReceiptContract } from '@quincena/shared';
import { download } from '../../../lib/api-client.ts';

/** GET /customers/payments/{paymentId}/receipt: one of the customer's receipts as PDF. */
export const downloadReceipt = (paymentId: string): Promise<Blob> =>
  download(getCustomerPaymentReceiptContract, { params: { paymentId } });
