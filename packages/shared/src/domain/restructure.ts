import { addDays, type IsoDate, isoDateFromParts, lastDayOfMonth, parseIsoDate } from './dates.ts';

/** How many installments a payment holiday may defer (PRODUCT.md §9). */
export const HOLIDAY_INSTALLMENTS = { min: 1, max: 4 } as const;

/** How many installments after a restructuring the loan stays under watch (PRODUCT.md §9). */
export const WATCH_INSTALLMENTS = 6;

/** The first 15th or month's last day strictly after `date`: one quincena on, whatever day it is. */
export function nextQuincena(date: IsoDate): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  if (day < 15) return isoDateFromParts(year, month, 15);
  const end = lastDayOfMonth(year, month);
  if (day < end) return isoDateFromParts(year, month, end);
  const next = parseIsoDate(addDays(date, 1));
  return isoDateFromParts(next.year, next.month, 15);
}

export interface DeferredInstallment {
  id: string;
  dueDate: IsoDate;
  newDueDate: IsoDate;
}

/**
 * A payment holiday: every unpaid installment moves `periods` quincenas later, so the next
 * `periods` due dates ask nothing and the schedule ends that much later. Amounts, principal and
 * interest stay as they are (no principal appears or disappears); the order is kept.
 */
export function deferInstallments(
  unpaid: readonly { id: string; dueDate: IsoDate }[],
  periods: number,
): DeferredInstallment[] {
  if (
    !Number.isSafeInteger(periods) ||
    periods < HOLIDAY_INSTALLMENTS.min ||
    periods > HOLIDAY_INSTALLMENTS.max
  ) {
    throw new RangeError(
      `periods must be ${HOLIDAY_INSTALLMENTS.min}–${HOLIDAY_INSTALLMENTS.max}, got ${periods}`,
    );
  }
  return [...unpaid]
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0))
    .map(({ id, dueDate }) => {
      let newDueDate = dueDate;
      for (let k = 0; k < periods; k += 1) newDueDate = nextQuincena(newDueDate);
      return { id, dueDate, newDueDate };
    });
}

/**
 * The last day of a restructured loan's watch: the due date of the `WATCH_INSTALLMENTS`-th
 * installment due after the restructuring, or the last one's when fewer remain; null when none.
 */
export function watchUntil(dueDates: readonly IsoDate[], restructuredOn: IsoDate): IsoDate | null {
  const after = dueDates.filter((d) => d > restructuredOn).sort();
  return after[Math.min(WATCH_INSTALLMENTS, after.length) - 1] ?? null;
}
