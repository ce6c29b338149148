import { getLoanReleaseLetterContract } from '@quincena/shared';
import { download } from '../../../lib/api-client.ts';

/** GET /admin/loans/{applicationId}/release-letter: the paz y salvo of a loan paid off, as PDF. */
export const downloadReleaseLetter = (applicationId: string): Promise<Blob> =>
  download(getLoanReleaseLetterContract, { params: { applicationId } });
