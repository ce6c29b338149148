import { businessToday, formatApplicationNumber, loanMessages } from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/client.ts';
import { ConflictError } from '../../errors.ts';
import { renderPdf } from '../../infra/pdf/render-pdf.ts';
import { findSystemSettings } from '../settings/index.ts';
import { replayStoredLoan, requireLoanParties } from './loans.service.ts';
import { releaseLetterDocument } from './release-letter.ts';

/**
 * The paz y salvo of a loan paid off (PRODUCT.md §10) and the name it is saved under. A loan that
 * still owes anything, or was written off, has none yet: 409. With `customerId`, only that
 * customer's own loan (another's answers 404).
 */
export async function releaseLetterPdf(
  db: Executor,
  clock: Clock,
  applicationId: string,
  customerId?: string,
) {
  const reader = customerId === undefined ? undefined : { customerId };
  const { application, parties } = await requireLoanParties(db, applicationId, reader);
  const { replay } = await replayStoredLoan(db, application, businessToday(clock.now()));
  const { totals } = replay;
  if (totals.isActive || totals.writtenOffOn !== null) {
    throw new ConflictError(loanMessages.notPaidOff, 'LOAN_NOT_PAID_OFF');
  }
  const paidOffOn = replay.installments.reduce(
    (last, i) => (i.paidAt !== null && i.paidAt > last ? i.paidAt : last),
    application.startDate,
  );
  const loanNumber = formatApplicationNumber(application.number, application.createdAt);
  const settings = await findSystemSettings(db);
  const pdf = await renderPdf(
    releaseLetterDocument(settings.general, {
      loanNumber,
      parties,
      paidOffOn,
      totalPaidCents: totals.totalPaidCents,
    }),
  );
  return { pdf, fileName: `paz-y-salvo-${loanNumber}.pdf` };
}
