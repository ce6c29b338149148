import { getAdminFinancingContract } from '@quincena/shared';
import { download } from '../../../lib/api-client.ts';

/** GET /admin/credit-applications/{id}/contract: the loan's financing contract, as PDF. */
export const downloadContract = (id: string): Promise<Blob> =>
  download(getAdminFinancingContract, { params: { id } });
