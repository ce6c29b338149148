import { businessToday, formatApplicationNumber, type IsoDate } from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/client.ts';
import { renderPdf } from '../../infra/pdf/render-pdf.ts';
import { findSystemSettings } from '../settings/index.ts';
import { loanStatement, requireLoanParties } from './loans.service.ts';
import { statementDocument } from './statement-document.ts';

/**
 * A loan's account statement as PDF (PRODUCT.md §10), for `from`–`to` (the loan's start and today
 * when left out), and the name it is saved under. With `customerId`, only that customer's own loan.
 */
export async function statementPdf(
  db: Executor,
  clock: Clock,
  applicationId: string,
  period: { from?: IsoDate; to?: IsoDate },
  customerId?: string,
) {
  const reader = customerId === undefined ? undefined : { customerId };
  const { application, parties } = await requireLoanParties(db, applicationId, reader);
  const today = businessToday(clock.now());
  const to = period.to ?? today;
  // From the loan's start, or `to` itself when that is earlier (ISO dates sort as text).
  const from = period.from ?? ([application.startDate, to].sort()[0] as IsoDate);
  const { statement, entries } = await loanStatement(db, application, { from, to }, today);
  const loanNumber = formatApplicationNumber(application.number, application.createdAt);
  const settings = await findSystemSettings(db);
  const pdf = await renderPdf(
    statementDocument(settings.general, { loanNumber, parties, statement, entries, issuedAt: clock.now() }),
  );
  return { pdf, fileName: `estado-de-cuenta-${loanNumber}-${from}-${to}.pdf` };
}
