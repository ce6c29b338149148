import { formatApplicationNumber, type IsoDate, toCents } from '@quincena/shared';
import type { Executor } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { renderPdf } from '../../infra/pdf/render-pdf.ts';
import { findSystemSettings } from '../settings/index.ts';
import { contractDocument } from './contract-document.ts';
import { findLoanParties, listScheduledInstallments } from './loans.repository.ts';
import { requireLoan } from './loans.service.ts';

/** Whose contract it may be: the customer's own, or the vendor's own application's. */
export type ContractReader = { customerId: string } | { vendorId: string };

/**
 * The financing contract of an approved or disbursed credit as PDF (PRODUCT.md §10), and the name
 * it is saved under. Another's answers 404, as one that does not exist.
 */
export async function contractPdf(db: Executor, applicationId: string, reader?: ContractReader) {
  const application = await requireLoan(db, applicationId);
  const parties = await findLoanParties(db, applicationId);
  const theirs =
    parties !== undefined &&
    (reader === undefined ||
      ('customerId' in reader
        ? parties.customerId === reader.customerId
        : parties.vendorId === reader.vendorId));
  if (!parties || !theirs) throw new NotFoundError('Préstamo no encontrado.', 'LOAN_NOT_FOUND');
  const [schedule, settings] = [
    await listScheduledInstallments(db, applicationId),
    await findSystemSettings(db),
  ];
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
