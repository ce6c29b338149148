import { getVendorFinancingContract } from '@quincena/shared';
import { download } from '../../../lib/api-client.ts';

/** GET /vendor/applications/{id}/contract: the financing contract of an approved credit, as PDF. */
export const downloadContract = (id: string): Promise<Blob> =>
  download(getVendorFinancingContract, { params: { id } });
