import { formatApplicationNumber, formatIsoDateDmy, formatUsdCents as money } from '@quincena/shared';
import type { ApplicationRow, InstallmentRow } from './applications.repository.ts';

/* The texts a customer receives when an admin decides on their application, naming it by its number. */

const numberOf = (a: ApplicationRow) => formatApplicationNumber(a.number, a.createdAt);

export const approvedSms = (a: ApplicationRow) =>
  `Quincena: tu solicitud ${numberOf(a)} fue aprobada por ${money(a.financedCents)}. ` +
  'Te avisaremos cuando se desembolse.';

export const rejectedSms = (a: ApplicationRow) =>
  `Quincena: tu solicitud ${numberOf(a)} no fue aprobada. Motivo: ${a.rejectionReason ?? ''}`.trim();

export const disbursedSms = (a: ApplicationRow, first: InstallmentRow | undefined) =>
  `Quincena: tu financiamiento ${numberOf(a)} fue desembolsado. ` +
  (first
    ? `Tu primera cuota de ${money(first.amountCents)} vence el ${formatIsoDateDmy(first.dueDate)}.`
    : `Cuota quincenal: ${money(a.quincenalPaymentCents)}.`);
