import { formatApplicationNumber, formatIsoDateDmy, formatUsdCents, paymentMessages } from '@quincena/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { renderPdf } from '../../infra/pdf/render-pdf.ts';
import type { SmsSender } from '../../infra/sms/sms-sender.ts';
import { sendSmsBatch } from '../auth/index.ts';
import { findSystemSettings } from '../settings/index.ts';
import { receiptDocument, receiptLabel } from './receipt-document.ts';
import {
  findReceipt,
  findReceipts,
  listReceiptAllocations,
  listReceiptsAllocations,
  nextDueDates,
} from './receipts.repository.ts';

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

/** 'la cuota 3', 'las cuotas 1 y 2', 'las cuotas 1, 2 y 3'. */
export function installmentsPhrase(numbers: readonly number[]): string {
  if (numbers.length === 1) return `la cuota ${numbers[0]}`;
  return `las cuotas ${numbers.slice(0, -1).join(', ')} y ${numbers.at(-1)}`;
}

/**
 * The customer's SMS once a receipt is posted (PRODUCT.md §11): how much, for which loan, which
 * installments it paid, when the next one falls due, and where its receipt is; `lead` says what
 * happened ('recibimos', or 'aprobamos tu pago de' for a reported payment).
 */
export async function notifyReceipt(deps: ReceiptNoticeDeps, paymentId: string, lead = 'recibimos') {
  await notifyReceipts(deps, [paymentId], lead);
}

/**
 * `notifyReceipt` for many receipts (a bank statement's batch): what they say is read in three
 * statements whatever their number, then each SMS goes. A failed SMS is logged and kept as failed in
 * the outbox; the rest go on, and the money stays applied.
 */
export async function notifyReceipts(
  deps: ReceiptNoticeDeps,
  paymentIds: readonly string[],
  lead = 'recibimos',
): Promise<void> {
  const receipts = await findReceipts(deps.db, paymentIds);
  if (receipts.length === 0) return;
  const [allocations, next] = await Promise.all([
    listReceiptsAllocations(deps.db, paymentIds),
    nextDueDates(
      deps.db,
      receipts.map((r) => r.applicationId),
    ),
  ]);
  const where = deps.publicUrl ? `${deps.publicUrl}/customer#recibos` : 'la app, en Pagos › Mis recibos';
  const messages = receipts.map((receipt) => {
    const loan = formatApplicationNumber(receipt.applicationNumber, new Date(receipt.applicationCreatedMs));
    const numbers = (allocations.get(receipt.id) ?? []).map((a) => a.paymentNumber);
    const paid = numbers.length > 0 ? ` Pagó ${installmentsPhrase(numbers)}.` : '';
    const due = next.get(receipt.applicationId);
    const upcoming = due
      ? ` Próximo pago: ${formatIsoDateDmy(due)}.`
      : ' Tu préstamo no tiene cuotas pendientes.';
    const text = `Quincena: ${lead} ${formatUsdCents(receipt.amountCents)} para tu préstamo ${loan}.${paid}${upcoming} Tu recibo ${receiptLabel(receipt)} está en ${where}`;
    return { to: receipt.phoneNumber, text };
  });
  await sendSmsBatch(deps, messages);
}
