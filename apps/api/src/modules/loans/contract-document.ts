import {
  effectiveAnnualRate,
  formatIsoDateDmy,
  formatRatePercent,
  formatUsdCents,
  type IsoDate,
  paymentReference,
} from '@quincena/shared';
import type { Content } from 'pdfmake/interfaces';
import { dataTable, fieldTable, type Issuer, type PdfDocument } from '../../infra/pdf/render-pdf.ts';
import type { findLoanParties, listScheduledInstallments } from './loans.repository.ts';

export interface ContractFacts {
  loanNumber: string;
  parties: NonNullable<Awaited<ReturnType<typeof findLoanParties>>>;
  schedule: Awaited<ReturnType<typeof listScheduledInstallments>>;
  /** The settings in force: the late fee and its grace days. */
  lateFeeCents: number;
  graceDays: number;
  /** The day the credit was approved: the contract's date, so every copy is the same document. */
  approvedOn: IsoDate;
}

/**
 * The financing contract (PRODUCT.md §10): the parties, the motorcycle as ACODECO's rule for
 * instalment sales asks it identified, every figure of the credit with its effective annual rate
 * (Ley 130 de 2013), the full schedule, the late fee, and the right to pay early without penalty.
 */
export function contractDocument(issuer: Issuer, facts: ContractFacts): PdfDocument {
  const { parties: p, loanNumber, schedule } = facts;
  const monthly = Number(p.monthlyRate);
  const interestCents = schedule.reduce((sum, i) => sum + i.interestCents, 0);
  const totalCents = schedule.reduce((sum, i) => sum + i.amountCents, 0);
  const clause = (title: string, text: string): Content[] => [
    { text: title, style: 'section' },
    { text, alignment: 'justify' },
  ];
  const content: Content[] = [
    { text: `Panamá, ${formatIsoDateDmy(facts.approvedOn)}`, margin: [0, 0, 0, 8] },
    { text: 'Las partes', style: 'section' },
    fieldTable([
      ['Acreedor', `${issuer.companyName}, ${issuer.companyAddress}`],
      ['Deudor', p.customerName || '—'],
      ['Cédula', p.identityNumber ?? '—'],
      ['Domicilio', p.address ?? '—'],
      ['Teléfono', p.phoneNumber],
      ['Correo', p.email ?? '—'],
    ]),
    { text: 'La motocicleta', style: 'section' },
    fieldTable([
      ['Marca y modelo', `${p.brand} ${p.model}`],
      ['Año', String(p.year)],
      ['Color', p.color],
      ['VIN (chasis)', p.vin ?? 'Se anota al entregar la motocicleta'],
      ['Número de motor', p.engineNumber ?? 'Se anota al entregar la motocicleta'],
      ['Placa', p.plate ?? 'En trámite'],
    ]),
    { text: 'El crédito', style: 'section' },
    fieldTable([
      ['Préstamo', loanNumber],
      ['Referencia de pago', paymentReference(loanNumber)],
      ['Valor de venta', formatUsdCents(p.saleValueCents)],
      ['Abono inicial', formatUsdCents(p.downPaymentCents)],
      ['Monto financiado', formatUsdCents(p.financedCents)],
      ['Plazo', `${p.loanTermMonths} meses (${schedule.length} cuotas quincenales)`],
      ['Cuota quincenal', formatUsdCents(p.quincenalPaymentCents)],
      ['Tasa de interés mensual', formatRatePercent(monthly)],
      ['Tasa efectiva anual (TEA)', formatRatePercent(effectiveAnnualRate(monthly))],
      ['Total de intereses', formatUsdCents(interestCents)],
      ['Total a pagar', formatUsdCents(totalCents)],
    ]),
    ...clause(
      'Pagos y mora',
      `El deudor pagará las cuotas en las fechas del calendario, en efectivo, transferencia, cheque o tarjeta, citando la referencia de pago ${paymentReference(loanNumber)}. Una cuota que siga sin pagarse ${facts.graceDays} días después de su fecha genera un recargo por mora de ${formatUsdCents(facts.lateFeeCents)}, una sola vez por cuota. Cada pago se aplica primero a la mora, luego a los intereses y después al capital de la cuota más antigua.`,
    ),
    ...clause(
      'Pago anticipado',
      'El deudor puede pagar por adelantado, en todo o en parte, en cualquier momento y sin penalidad (Ley 42 de 2001, artículo 31). Al cancelar el préstamo antes de su término solo paga los intereses corridos hasta ese día; los intereses por vencer se descuentan.',
    ),
    ...clause(
      'Reserva de dominio',
      `${issuer.companyName} conserva la reserva de dominio sobre la motocicleta hasta que el préstamo esté pagado por completo; entonces emite el paz y salvo y la liberación del gravamen ante el Municipio y la ATTT.`,
    ),
    { text: 'Calendario de pagos', style: 'section', pageBreak: 'before' },
    dataTable(
      ['Cuota', 'Fecha', 'Capital', 'Interés', 'Cuota total'],
      schedule.map((i) => [
        String(i.paymentNumber),
        formatIsoDateDmy(i.dueDate),
        formatUsdCents(i.principalCents),
        formatUsdCents(i.interestCents),
        formatUsdCents(i.amountCents),
      ]),
      { rightFrom: 2 },
    ),
    {
      text: 'El cliente acepta este contrato desde la aplicación con el código que recibe por SMS en su teléfono.',
      style: 'note',
      margin: [0, 12, 0, 0],
    },
  ];
  return {
    issuer,
    title: `Contrato de financiamiento ${loanNumber}`,
    issuedAt: new Date(`${facts.approvedOn}T12:00:00Z`),
    content,
  };
}
