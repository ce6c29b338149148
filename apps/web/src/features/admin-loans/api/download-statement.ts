import { getLoanStatementContract } from '@quincena/shared';
import type { StatementPeriod } from '../../../components/domain/statement-download.tsx';
import { download } from '../../../lib/api-client.ts';

/** GET /admin/loans/{applicationId}/statement: the loan's account statement, from its start to today by default. */
export const downloadStatement = (applicationId: string, period: StatementPeriod = {}): Promise<Blob> =>
  download(getLoanStatementContract, { params: { applicationId }, query: { ...period } });
