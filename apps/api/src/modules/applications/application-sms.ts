import { fromCents, parseIsoDate } from '@quincena/shared';
import type { ApplicationRow, InstallmentRow } from './applications.repository.ts';

/* The texts a customer receives when an admin decides on their application. */

const usd = new Intl.NumberFormat('es-PA', { style: 'currency', currency: 'USD' });
const money = (cents: number) => usd.format(fromCents(cents));
const date = (iso: string) => {
  const { year, month, day } = parseIsoDate(iso);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
};

export const approvedSms = (a: ApplicationRow) =>
  `Quincena: tu solicitud de financiamiento fue aprobada por ${money(a.financedCents)}. ` +
  'Te avisaremos cuando se desembolse.';

export const rejectedSms = (a: ApplicationRow) =>
  `Quincena: tu solicitud de financiamiento no fue aprobada. Motivo: ${a.rejectionReason ?? ''}`.trim();

export const disbursedSms = (a: ApplicationRow, first: InstallmentRow | undefined) =>
  'Quincena: tu financiamiento fue desembolsado. ' +
  (first
    ? `Tu primera cuota de ${money(first.amountCents)} vence el ${date(first.dueDate)}.`
    : `Cuota quincenal: ${money(a.quincenalPaymentCents)}.`);
