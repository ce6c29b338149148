import { getPaymentReceiptContract } from '@quincena/shared';
import { download } from '../../../lib/api-client.ts';

/** GET /admin/payments/{paymentId}/receipt: the receipt's PDF. */
export const downloadReceipt = (paymentId: string): Promise<Blob> =>
  download(getPaymentReceiptContract, { params: { paymentId } });
