import { formatIsoDateDmy, formatUsdCents, type IsoDate } from '@quincena/shared';
import type { Content } from 'pdfmake/interfaces';
import { fieldTable, type Issuer, type PdfDocument } from '../../infra/pdf/render-pdf.ts';
import type { findLoanParties } from './loans.repository.ts';

export interface ReleaseLetterFacts {
  loanNumber: string;
  parties: NonNullable<Awaited<ReturnType<typeof findLoanParties>>>;
  /** The day the last of it was paid. */
  paidOffOn: IsoDate;
  totalPaidCents: number;
}

/**
 * The paz y salvo (PRODUCT.md §10): the company certifies the loan paid in full and releases its
 * lien on the motorcycle, in words the Municipio and the ATTT act on. Dated the day it was paid
 * off, so every copy is the same letter.
 */
export function releaseLetterDocument(issuer: Issuer, facts: ReleaseLetterFacts): PdfDocument {
  const { parties: p, loanNumber } = facts;
  const paidOn = formatIsoDateDmy(facts.paidOffOn);
  const holder = p.identityNumber ? `${p.customerName}, con cédula ${p.identityNumber},` : p.customerName;
  const motorcycle = `${p.brand} ${p.model} ${p.year}, color ${p.color}`;
  const content: Content[] = [
    { text: `Panamá, ${paidOn}`, margin: [0, 0, 0, 12] },
    {
      text: `${issuer.companyName} certifica que ${holder} pagó en su totalidad el préstamo ${loanNumber}, otorgado para la compra de la motocicleta ${motorcycle}. Al ${paidOn} no mantiene saldo pendiente con ${issuer.companyName} por este préstamo, y se encuentra a paz y salvo.`,
      margin: [0, 0, 0, 10],
    },
    fieldTable([
      ['Préstamo', loanNumber],
      ['Monto financiado', formatUsdCents(p.financedCents)],
      ['Total pagado', formatUsdCents(facts.totalPaidCents)],
      ['Cancelado el', paidOn],
      ['Motocicleta', motorcycle],
      ['VIN (chasis)', p.vin ?? '—'],
      ['Placa', p.plate ?? '—'],
    ]),
    { text: 'Liberación de gravamen', style: 'section' },
    {
      text: `${issuer.companyName} libera la reserva de dominio y todo gravamen constituido a su favor sobre la motocicleta descrita, y autoriza al Municipio correspondiente y a la Autoridad del Tránsito y Transporte Terrestre (ATTT) a cancelar su inscripción, para que el propietario disponga libremente del vehículo.`,
    },
    { text: '______________________________', margin: [0, 48, 0, 2] },
    { text: `Firma autorizada · ${issuer.companyName}` },
  ];
  return {
    issuer,
    title: `Paz y salvo del préstamo ${loanNumber}`,
    issuedAt: new Date(`${facts.paidOffOn}T12:00:00Z`),
    content,
  };
}
