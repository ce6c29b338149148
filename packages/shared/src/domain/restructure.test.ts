import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from './dates.ts';
import { deferInstallments, nextQuincena, watchUntil } from './restructure.ts';
import { dueDates } from './schedule.ts';

describe('nextQuincena', () => {
  it.each([
    ['2026-01-03', '2026-01-15'],
    ['2026-01-15', '2026-01-31'],
    ['2026-02-20', '2026-02-28'],
    ['2026-02-28', '2026-03-15'],
    ['2026-12-31', '2027-01-15'],
    ['2028-02-15', '2028-02-29'],
  ])('after %s comes %s', (date, next) => expect(nextQuincena(date)).toBe(next));

  it('walks a real schedule one due date at a time', () => {
    const dates = dueDates('2026-01-05', 48);
    for (let k = 1; k < dates.length; k += 1) expect(nextQuincena(dates[k - 1] as IsoDate)).toBe(dates[k]);
  });
});

describe('deferInstallments', () => {
  const schedule = (anchorOffset: number, count: number) =>
    dueDates(addDays('2026-01-05', anchorOffset), count).map((dueDate, k) => ({ id: `i${k + 1}`, dueDate }));

  it('moves every unpaid installment the chosen number of due dates later, in order', () => {
    fc.assert(
      fc.property(
        fc.nat(400),
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 1, max: 4 }),
        (offset, n, periods) => {
          const unpaid = schedule(offset, n + periods).slice(0, n);
          const all = schedule(offset, n + periods);
          const moved = deferInstallments([...unpaid].reverse(), periods);
          expect(moved).toHaveLength(n);
          moved.forEach((m, k) => {
            expect(m.dueDate).toBe(all[k]?.dueDate);
            expect(m.newDueDate).toBe(all[k + periods]?.dueDate);
          });
          expect(new Set(moved.map((m) => m.newDueDate)).size).toBe(n);
        },
      ),
    );
  });

  it('refuses a holiday of 0 or more than 4 installments', () => {
    expect(() => deferInstallments(schedule(0, 3), 0)).toThrow(RangeError);
    expect(() => deferInstallments(schedule(0, 3), 5)).toThrow(RangeError);
  });
});

describe('watchUntil', () => {
  const dates = dueDates('2026-01-05', 10);
  it('is the sixth due date after the restructuring', () => {
    expect(watchUntil(dates, '2026-01-10')).toBe(dates[5]);
    expect(watchUntil(dates, dates[1] as IsoDate)).toBe(dates[7]);
  });
  it('is the last one when fewer remain, none when none do', () => {
    expect(watchUntil(dates, dates[7] as IsoDate)).toBe(dates[9]);
    expect(watchUntil(dates, dates[9] as IsoDate)).toBeNull();
  });
});
