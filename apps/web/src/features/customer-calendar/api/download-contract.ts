import { getCustomerFinancingContract } from '@quincena/shared';
import { download } from '../../../lib/api-client.ts';

/** GET /customers/credit-applications/{id}/contract: the customer's financing contract, as PDF. */
export const downloadContract = (id: string): Promise<Blob> =>
  download(getCustomerFinancingContract, { params: { id } });
