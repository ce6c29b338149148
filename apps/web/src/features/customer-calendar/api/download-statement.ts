import { getCustomerStatementContract } from '@quincena/shared';
import { download } from '../../../lib/api-client.ts';

/** GET /customers/statement: the financing's account statement from its start to today. */
export const downloadStatement = (applicationId: string): Promise<Blob> =>
  download(getCustomerStatementContract, { query: { applicationId } });
