import { getLoanStatementContract } from '@quincena/shared';
import { download } from '../../../lib/api-client.ts';

/** GET /admin/loans/{applicationId}/statement: the loan's account statement from its start to today. */
export const downloadStatement = (applicationId: string): Promise<Blob> =>
  download(getLoanStatementContract, { params: { applicationId } });
