import {
  BUSINESS_TIME_ZONE,
  businessToday,
  formatApplicationNumber,
  formatIsoDateDmy,
  formatReceiptNumber,
  formatUsdCents,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  paymentReference,
} from '@quincena/shared';
import type { Content } from 'pdfmake/interfaces';
import { dataTable, fieldTable, type Issuer, type PdfDocument } from '../../infra/pdf/render-pdf.ts';
import type { listReceiptAllocations, ReceiptRow } from './receipts.repository.ts';

const CONCEPTS: Record<string, string> = {
  REPAYMENT: 'Pago de cuotas',
  PAYOFF: 'Cancelación total del préstamo',
  RECOVERY: 'Pago de préstamo castigado (recuperación)',
};

const timeOfDay = new Intl.DateTimeFormat('es-PA', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
/** An instant as Panama reads it: '27/11/2026 14:05'. */
const panamaDateTime = (ms: number) =>
  `${formatIsoDateDmy(businessToday(new Date(ms)))} ${timeOfDay.format(new Date(ms))}`;

export const receiptLabel = (r: Pick<ReceiptRow, 'receiptYear' | 'receiptNumber'>) =>
  formatReceiptNumber(r.receiptYear, r.receiptNumber);

/**
 * A receipt's PDF (PRODUCT.md §10): its number, who paid what for which loan, and how the money
 * was applied, installment by installment, as the loan's replay applies it now.
 */
export function receiptDocument(
  issuer: Issuer,
  receipt: ReceiptRow,
  allocations: Awaited<ReturnType<typeof listReceiptAllocations>>,
): PdfDocument {
  const number = receiptLabel(receipt);
  const loan = formatApplicationNumber(receipt.applicationNumber, new Date(receipt.applicationCreatedMs));
  const method = PAYMENT_METHOD_LABELS[receipt.method as PaymentMethod] ?? receipt.method;
  const content: Content[] = [];
  if (receipt.reversedMs !== null) {
    content.push({
      text: `ANULADO el ${panamaDateTime(receipt.reversedMs)}: este pago fue revertido y no cuenta para el préstamo.`,
      bold: true,
      color: '#b91c1c',
      margin: [0, 0, 0, 10],
    });
  }
  content.push(
    fieldTable([
      ['Recibo N.º', number],
      ['Fecha del pago', formatIsoDateDmy(receipt.paymentDate)],
      ['Registrado', panamaDateTime(receipt.postedMs)],
      ['Cliente', receipt.customerName || '—'],
      ['Cédula', receipt.identityNumber ?? '—'],
      ['Préstamo', loan],
      ['Referencia de pago', paymentReference(loan)],
      ['Motocicleta', receipt.motorcycle],
      ['Concepto', CONCEPTS[receipt.entryType] ?? CONCEPTS.REPAYMENT ?? ''],
      ['Método', receipt.reference ? `${method} (ref. ${receipt.reference})` : method],
      ['Monto recibido', formatUsdCents(receipt.amountCents)],
    ]),
    { text: 'Aplicación del pago', style: 'section' },
  );
  if (allocations.length > 0) {
    const sum = (a: (typeof allocations)[number]) => a.lateFeeCents + a.interestCents + a.principalCents;
    content.push(
      dataTable(
        ['Cuota', 'Vencimiento', 'Mora', 'Interés', 'Capital', 'Total'],
        allocations.map((a) => [
          `N.º ${a.paymentNumber}`,
          formatIsoDateDmy(a.dueDate),
          formatUsdCents(a.lateFeeCents),
          formatUsdCents(a.interestCents),
          formatUsdCents(a.principalCents),
          formatUsdCents(sum(a)),
        ]),
        { rightFrom: 2 },
      ),
    );
  }
  const credit = receipt.creditCents;
  content.push(
    { text: '', margin: [0, 6, 0, 0] },
    fieldTable([
      ['Mora', formatUsdCents(receipt.lateFeeCents)],
      ['Interés', formatUsdCents(receipt.interestCents)],
      ['Capital', formatUsdCents(receipt.principalCents)],
      credit < 0
        ? ['Saldo a favor usado', formatUsdCents(-credit)]
        : ['Saldo a favor', formatUsdCents(credit)],
      ['Total', formatUsdCents(receipt.amountCents)],
    ]),
    {
      text:
        'El saldo a favor queda en su préstamo para sus próximas cuotas. Si se registra un pago con fecha ' +
        'anterior, la aplicación puede cambiar: descargue el recibo de nuevo para verla al día.',
      style: 'note',
      margin: [0, 12, 0, 0],
    },
  );
  return { issuer, title: `Recibo de pago ${number}`, issuedAt: new Date(receipt.postedMs), content };
}
