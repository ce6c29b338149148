import { getCustomerReleaseLetterContract } from '@quincena/shared';
import { download } from '../../../lib/api-client.ts';

/** GET /customers/credit-applications/{applicationId}/release-letter: the customer's paz y salvo. */
export const downloadReleaseLetter = (applicationId: string): Promise<Blob> =>
  download(getCustomerReleaseLetterContract, { params: { applicationId } });
