import { getCustomerStatementContract } from '@quincena/shared';
import type { StatementPeriod } from '../../../components/domain/statement-download.tsx';
import { download } from '../../../lib/api-client.ts';

/** GET /customers/statement: the financing's account statement, from its start to today by default. */
export const downloadStatement = (applicationId: string, period: StatementPeriod = {}): Promise<Blob> =>
  download(getCustomerStatementContract, { query: { applicationId, ...period } });
