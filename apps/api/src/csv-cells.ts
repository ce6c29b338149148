import { businessToday, centsToDecimalString, formatPanamaPhone } from '@quincena/shared';

/*
 * How the list exports write their cells (ADR 029): money as dollars with 2 decimals straight from
 * the cents, instants as their calendar date in Panama (yyyy-mm-dd), names and phones as the screens.
 */

export const usdCell = (cents: number) => centsToDecimalString(cents);

/** The day an instant fell on in Panama; nothing for no instant. */
export const dateCell = (at: Date | null) => (at ? businessToday(at) : '');

export const personCell = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

export const phoneCell = (phone: string) => formatPanamaPhone(phone);

export const yesNoCell = (value: boolean) => (value ? 'Sí' : 'No');
