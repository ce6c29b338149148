import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, type IsoDate, lastDayOfMonth, parseIsoDate } from './dates.ts';
import { sumCents } from './money.ts';
import { LOAN_TERMS, type Quote, quoteFinancing } from './quote.ts';
import { buildSchedule, dueDates, firstDueDate, type ScheduleItem } from './schedule.ts';

const isDueDay = (date: IsoDate) => {
  const { year, month, day } = parseIsoDate(date);
  return day === 15 || day === lastDayOfMonth(year, month);
};

describe('firstDueDate', () => {
  it.each([
    ['2026-01-01', '2026-01-15'], // +7 = Jan 8 → the 15th
    ['2026-01-08', '2026-01-15'], // +7 = Jan 15 exactly
    ['2026-01-09', '2026-01-31'], // +7 = Jan 16 → month end
    ['2026-02-20', '2026-02-28'], // +7 = Feb 27 → Feb 28 is the 2026 month end
    ['2026-02-21', '2026-02-28'], // +7 = Feb 28 exactly
    ['2028-02-20', '2028-02-29'], // leap year month end
    ['2026-02-22', '2026-03-15'], // +7 = Mar 1
    ['2026-12-25', '2027-01-15'], // +7 = Jan 1 of the next year
    ['2026-04-24', '2026-05-15'], // +7 = May 1 (April has 30 days)
    ['2026-04-23', '2026-04-30'], // +7 = Apr 30 exactly
  ])('anchor %s → %s', (anchor, expected) => {
    expect(firstDueDate(anchor)).toBe(expected);
  });

  it('rejects invalid anchors', () => {
    expect(() => firstDueDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('dueDates', () => {
  it('alternates the 15th and the month end across a year boundary', () => {
    expect(dueDates('2026-11-20', 6)).toEqual([
      '2026-11-30',
      '2026-12-15',
      '2026-12-31',
      '2027-01-15',
      '2027-01-31',
      '2027-02-15',
    ]);
    expect(dueDates('2027-12-25', 5)).toEqual([
      '2028-01-15',
      '2028-01-31',
      '2028-02-15',
      '2028-02-29',
      '2028-03-15',
    ]);
  });

  it('handles zero and invalid counts', () => {
    expect(dueDates('2026-01-01', 0)).toEqual([]);
    expect(() => dueDates('2026-01-01', -1)).toThrow(RangeError);
    expect(() => dueDates('2026-01-01', 1.5)).toThrow(RangeError);
  });
});

describe('buildSchedule', () => {
  it('matches the worked example (1600 financed over 12 months)', () => {
    const quote = quoteFinancing({ saleValueCents: 200000, downPaymentCents: 40000, loanTermMonths: 12 });
    const schedule = buildSchedule(quote, '2026-01-01');

    expect(schedule).toHaveLength(24);
    // M = 20684 is even, so the last installment 248208 − 23·10342 is also 10342.
    expect(schedule.map((i) => i.amountCents)).toEqual(Array(24).fill(10342));
    // Month interest on the declining balance (120.00, 113.49, 106.49, …) split half-up;
    // the final 7.12 is the residue: month 12's 7.22 less the 10-cent balance left by rounding M.
    expect(schedule.map((i) => i.interestCents)).toEqual([
      6000, 6000, 5675, 5674, 5325, 5324, 4948, 4948, 4544, 4543, 4109, 4108, 3641, 3641, 3139, 3138, 2598,
      2598, 2018, 2017, 1393, 1393, 722, 712,
    ]);
    expect(schedule[0]).toEqual({
      paymentNumber: 1,
      dueDate: '2026-01-15',
      amountCents: 10342,
      principalCents: 4342,
      interestCents: 6000,
    });
    expect(schedule[23]).toEqual({
      paymentNumber: 24,
      dueDate: '2026-12-31',
      amountCents: 10342,
      principalCents: 9630,
      interestCents: 712,
    });
    expect(sumCents(schedule.map((i) => i.interestCents))).toBe(88208);
    expect(sumCents(schedule.map((i) => i.principalCents))).toBe(160000);
  });

  it('puts the rounding residue in the last installment when M is odd', () => {
    // M = 10611, Q = 5306: 35 installments of 5306 and a last one of 190998 − 35·5306 = 5288.
    const quote = quoteFinancing({ saleValueCents: 150000, downPaymentCents: 50000, loanTermMonths: 18 });
    const schedule = buildSchedule(quote, '2026-03-10');
    expect(schedule).toHaveLength(36);
    expect(schedule.slice(0, -1).every((i) => i.amountCents === 5306)).toBe(true);
    expect(schedule[35]?.amountCents).toBe(5288);
    expect(sumCents(schedule.map((i) => i.amountCents))).toBe(190998);
  });

  it('carries a negative interest residue back instead of going below zero', () => {
    // $101.27 over 24 months: 42 cents of balance remain after month 24 but the last
    // installment's interest share is 40 cents, so the plain residue would be −3.
    const quote = quoteFinancing({ saleValueCents: 10127, downPaymentCents: 0, loanTermMonths: 24 });
    const schedule = buildSchedule(quote, '2026-01-01');
    expect(schedule.slice(-2).map((i) => i.interestCents)).toEqual([37, 0]);
    expectValidSchedule(quote, schedule, '2026-01-01');

    const other = quoteFinancing({ saleValueCents: 11111, downPaymentCents: 0, loanTermMonths: 24 });
    expectValidSchedule(other, buildSchedule(other, '2026-01-01'), '2026-01-01');
  });

  it('refuses amounts too small to schedule', () => {
    const quote = quoteFinancing({ saleValueCents: 1, downPaymentCents: 0, loanTermMonths: 12 });
    expect(() => buildSchedule(quote, '2026-01-01')).toThrow(RangeError);
  });

  const anchorArb = fc
    .date({
      min: new Date('2025-01-01T00:00:00Z'),
      max: new Date('2032-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));

  it('holds every invariant for any amount from $100 to $50,000, term and anchor', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOAN_TERMS),
        fc.integer({ min: 10_000, max: 5_000_000 }), // financed, in cents
        fc.integer({ min: 0, max: 5_000_000 }), // down payment, in cents
        anchorArb,
        (loanTermMonths, financed, down, anchorDate) => {
          const quote = quoteFinancing({
            saleValueCents: financed + down,
            downPaymentCents: down,
            loanTermMonths,
          });
          expect(quote.financedCents).toBe(financed);
          expectValidSchedule(quote, buildSchedule(quote, anchorDate), anchorDate);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('either schedules validly or refuses, for tiny amounts below $100', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOAN_TERMS),
        fc.integer({ min: 1, max: 10_000 }),
        anchorArb,
        (loanTermMonths, financed, anchorDate) => {
          const quote = quoteFinancing({ saleValueCents: financed, downPaymentCents: 0, loanTermMonths });
          let schedule: ScheduleItem[];
          try {
            schedule = buildSchedule(quote, anchorDate);
          } catch (error) {
            expect(error).toBeInstanceOf(RangeError);
            return;
          }
          expectValidSchedule(quote, schedule, anchorDate);
        },
      ),
      { numRuns: 500 },
    );
  });
});

/** All schedule invariants; plain checks keep 1000 property runs fast. */
function expectValidSchedule(quote: Quote, schedule: ScheduleItem[], anchorDate: IsoDate): void {
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };

  check(schedule.length === 2 * quote.loanTermMonths, 'count is 2n');
  check(sumCents(schedule.map((i) => i.amountCents)) === quote.totalToPayCents, 'amounts sum to T');
  check(sumCents(schedule.map((i) => i.principalCents)) === quote.financedCents, 'principal sums to F');
  check(
    sumCents(schedule.map((i) => i.interestCents)) === quote.totalInterestCents,
    'interest sums to T − F',
  );

  schedule.forEach((item, index) => {
    const at = `#${item.paymentNumber}`;
    check(item.paymentNumber === index + 1, `${at} numbering`);
    for (const cents of [item.amountCents, item.principalCents, item.interestCents]) {
      check(Number.isSafeInteger(cents) && cents >= 0, `${at} non-negative integer cents`);
    }
    check(item.principalCents + item.interestCents === item.amountCents, `${at} principal + interest`);
    if (index < schedule.length - 1)
      check(item.amountCents === quote.quincenalPaymentCents, `${at} equals Q`);
    check(isDueDay(item.dueDate), `${at} due on a 15th or month end`);
    const previous = schedule[index - 1];
    if (previous) check(daysBetween(previous.dueDate, item.dueDate) > 0, `${at} strictly increasing`);
  });

  const gap = daysBetween(addDays(anchorDate, 7), schedule[0]?.dueDate ?? anchorDate);
  check(gap >= 0 && gap < 17, 'first due date within [anchor + 7, anchor + 24)');

  expect(problems, JSON.stringify({ quote, anchorDate })).toEqual([]);
}
