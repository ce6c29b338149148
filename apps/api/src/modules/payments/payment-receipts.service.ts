import { formatApplicationNumber, formatUsdCents, paymentMessages } from '@quincena/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { renderPdf } from '../../infra/pdf/render-pdf.ts';
import type { SmsSender } from '../../infra/sms/sms-sender.ts';
import { describeFailure } from '../../logging.ts';
import { sendSms } from '../auth/index.ts';
import { findSystemSettings } from '../settings/index.ts';
import { receiptDocument, receiptLabel } from './receipt-document.ts';
import { findReceipt, listReceiptAllocations } from './receipts.repository.ts';

/**
 * A receipt's PDF and the name it is saved under. With `customerId`, only that customer's own:
 * another's answers 404, as one that does not exist.
 */
export async function receiptPdf(db: Executor, paymentId: string, customerId?: string) {
  const receipt = await findReceipt(db, paymentId, customerId);
  if (!receipt) throw new NotFoundError(paymentMessages.receiptNotFound, 'PAYMENT_NOT_FOUND');
  const [allocations, settings] = await Promise.all([
    listReceiptAllocations(db, paymentId),
    findSystemSettings(db),
  ]);
  const pdf = await renderPdf(receiptDocument(settings.general, receipt, allocations));
  return { pdf, fileName: `recibo-${receiptLabel(receipt)}.pdf` };
}

export interface ReceiptNoticeDeps {
  db: Database;
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** The app's public address (PUBLIC_URL): the text links to the customer's receipts there. */
  publicUrl: string | undefined;
}

/**
 * The customer's SMS once a receipt is posted: how much, for which loan, and where its receipt is;
 * `lead` says what happened ('recibimos', or 'aprobamos tu pago de' for a reported payment).
 */
export async function notifyReceipt(
  deps: ReceiptNoticeDeps,
  paymentId: string,
  lead = 'recibimos',
): Promise<void> {
  const receipt = await findReceipt(deps.db, paymentId);
  if (!receipt) return;
  const loan = formatApplicationNumber(receipt.applicationNumber, new Date(receipt.applicationCreatedMs));
  const where = deps.publicUrl ? `${deps.publicUrl}/customer#recibos` : 'la app, en Pagos › Mis recibos';
  const text = `Quincena: ${lead} ${formatUsdCents(receipt.amountCents)} para tu préstamo ${loan}. Tu recibo ${receiptLabel(receipt)} está en ${where}`;
  await sendSms(deps, receipt.phoneNumber, text).catch((err: unknown) => {
    deps.log.warn({ failure: describeFailure(err), paymentId }, 'receipt SMS not delivered');
  });
}
