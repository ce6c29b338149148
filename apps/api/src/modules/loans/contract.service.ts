import { formatApplicationNumber, type IsoDate, toCents } from '@quincena/shared';
import type { Executor } from '../../db/client.ts';
import { renderPdf } from '../../infra/pdf/render-pdf.ts';
import { findSystemSettings } from '../settings/index.ts';
import { contractDocument } from './contract-document.ts';
import { listScheduledInstallments } from './loans.repository.ts';
import { type LoanReader, requireLoanParties } from './loans.service.ts';

/**
 * The financing contract of an approved or disbursed credit as PDF (PRODUCT.md §10), and the name
 * it is saved under. Another's answers 404, as one that does not exist.
 */
export async function contractPdf(db: Executor, applicationId: string, reader?: LoanReader) {
  const { application, parties } = await requireLoanParties(db, applicationId, reader);
  const schedule = await listScheduledInstallments(db, applicationId);
  const settings = await findSystemSettings(db);
  const loanNumber = formatApplicationNumber(application.number, application.createdAt);
  const pdf = await renderPdf(
    contractDocument(settings.general, {
      loanNumber,
      parties,
      schedule,
      lateFeeCents: toCents(settings.payments.latePaymentFee),
      graceDays: settings.payments.gracePeriod,
      approvedOn: (parties.approvedOn ?? application.startDate) as IsoDate,
    }),
  );
  return { pdf, fileName: `contrato-${loanNumber}.pdf` };
}
