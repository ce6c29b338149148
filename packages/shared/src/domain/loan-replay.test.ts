import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asTheApiWritesOff } from '../testing/write-off-ledgers.ts';
import { adminAllocationOrder, allocatePayment, oldestFirstOrder } from './allocation.ts';
import { addDays, type IsoDate } from './dates.ts';
import { installmentState } from './installment-state.ts';
import { type LoanReplay, replayLoan, type ScheduledInstallment } from './loan-replay.ts';
import type { LoanTransaction, RepaymentTransaction } from './loan-transactions.ts';
import { payoffQuote } from './payoff.ts';
import { quoteFinancing } from './quote.ts';
import { buildSchedule } from './schedule.ts';

const at = (date: IsoDate, time = '12:00:00') => `${date}T${time}.000Z`;
/** The schedules' anchor: the first installment's interest runs from here. */
const START_DATE: IsoDate = '2026-02-28';

/** Installments of 6000 principal + 4000 interest, due every 15 days from 2026-03-15. */
function evenSchedule(count: number): ScheduledInstallment[] {
  return Array.from({ length: count }, (_, k) => ({
    id: `i${k + 1}`,
    paymentNumber: k + 1,
    dueDate:
      ['2026-03-15', '2026-03-31', '2026-04-15', '2026-04-30'][k] ?? addDays('2026-04-30', 15 * (k - 3)),
    amountCents: 10_000,
    principalCents: 6_000,
    interestCents: 4_000,
  }));
}

const repayment = (
  id: string,
  valueDate: IsoDate,
  amountCents: number,
  extra: Partial<RepaymentTransaction> = {},
): LoanTransaction => ({ id, type: 'REPAYMENT', valueDate, postedAt: at(valueDate), amountCents, ...extra });

const lateFee = (
  id: string,
  installmentId: string,
  valueDate: IsoDate,
  amountCents = 2_500,
): LoanTransaction => ({
  id,
  type: 'LATE_FEE',
  valueDate,
  postedAt: at(valueDate, '06:00:00'),
  amountCents,
  installmentId,
});

const reversal = (id: string, reversalOf: string, valueDate: IsoDate): LoanTransaction => ({
  id,
  type: 'REVERSAL',
  valueDate,
  postedAt: at(valueDate),
  amountCents: 0,
  reversalOf,
});

const installment = (replay: LoanReplay, id: string) => replay.installments.find((i) => i.id === id);
const split = (replay: LoanReplay, id: string) => replay.transactions.find((t) => t.id === id);

describe('replayLoan: late fees and back-dated receipts', () => {
  const schedule = evenSchedule(2); // i1 due 2026-03-15: grace of 5 days ends 2026-03-20

  it.each([
    ['day 3, inside the grace period', '2026-03-18', true],
    ['day 5, the last day of grace', '2026-03-20', true],
    ['day 6, after the grace period', '2026-03-21', false],
  ])('a receipt back-dated to %s, posted after the fee of day 6: cancelled %s', (_, paidOn, cancelled) => {
    const replay = replayLoan({
      installments: schedule,
      transactions: [
        lateFee('f1', 'i1', '2026-03-21'),
        { ...repayment('r1', paidOn, 10_000, { installmentIds: ['i1'] }), postedAt: at('2026-03-24') },
      ],
      asOf: '2026-03-24',
      graceDays: 5,
      startDate: START_DATE,
    });
    const i1 = installment(replay, 'i1');
    if (cancelled) {
      expect(replay.cancelledLateFees).toEqual(['f1']);
      expect(i1).toMatchObject({ lateFeeCents: 0, isPaid: true, paidAt: paidOn, isOverdue: false });
      expect(split(replay, 'f1')).toEqual({
        id: 'f1',
        type: 'LATE_FEE',
        principalCents: 0,
        interestCents: 0,
        lateFeeCents: 0,
        creditCents: 0,
      });
      expect(split(replay, 'r1')).toMatchObject({
        lateFeeCents: 0,
        interestCents: 4_000,
        principalCents: 6_000,
      });
    } else {
      // The fee was deserved, so the same money pays it first and leaves principal owed.
      expect(replay.cancelledLateFees).toEqual([]);
      expect(split(replay, 'r1')).toMatchObject({
        lateFeeCents: 2_500,
        interestCents: 4_000,
        principalCents: 3_500,
      });
      expect(i1).toMatchObject({ lateFeeCents: 2_500, isPaid: false, paidAt: null, daysPastDue: 9 });
      expect(replay.totals).toMatchObject({
        lateFeesOutstandingCents: 0,
        daysPastDue: 9,
        principalOutstandingCents: 8_500,
      });
    }
  });

  it('cancels a fee dated inside the grace period, and a second fee on the same installment', () => {
    const replay = replayLoan({
      installments: schedule,
      transactions: [
        lateFee('early', 'i1', '2026-03-20'),
        lateFee('f1', 'i1', '2026-03-21'),
        lateFee('f2', 'i1', '2026-03-22'),
      ],
      asOf: '2026-03-25',
      graceDays: 5,
      startDate: START_DATE,
    });
    expect(replay.cancelledLateFees).toEqual(['early', 'f2']);
    expect(installment(replay, 'i1')?.lateFeeCents).toBe(2_500);
    expect(replay.totals.lateFeesOutstandingCents).toBe(2_500);
  });

  it('on the fee day, a receipt posted before the job run avoids the fee; one posted after pays it', () => {
    const onFeeDay = (time: string) =>
      replayLoan({
        installments: schedule,
        transactions: [
          lateFee('f1', 'i1', '2026-03-21'), // posted 06:00
          { ...repayment('r1', '2026-03-21', 10_000), postedAt: at('2026-03-21', time) },
        ],
        asOf: '2026-03-21',
        graceDays: 5,
        startDate: START_DATE,
      });
    expect(onFeeDay('05:00:00').cancelledLateFees).toEqual(['f1']);
    expect(installment(onFeeDay('05:00:00'), 'i1')).toMatchObject({ isPaid: true, lateFeeCents: 0 });
    expect(onFeeDay('12:00:00').cancelledLateFees).toEqual([]);
    expect(installment(onFeeDay('12:00:00'), 'i1')).toMatchObject({ isPaid: false, paidLateFeeCents: 2_500 });
  });

  it('a waiver forgives what is unpaid of the fee, at most its own amount', () => {
    const waiver = (id: string, valueDate: IsoDate, amountCents: number): LoanTransaction => ({
      id,
      type: 'LATE_FEE_WAIVER',
      valueDate,
      postedAt: at(valueDate),
      amountCents,
      installmentId: 'i1',
    });
    const partly = replayLoan({
      installments: schedule,
      transactions: [
        lateFee('f1', 'i1', '2026-03-21'),
        waiver('w1', '2026-03-22', 1_000),
        repayment('r1', '2026-03-23', 10_000), // fee 1500, interest 4000, principal 4500
      ],
      asOf: '2026-03-23',
      graceDays: 5,
      startDate: START_DATE,
    });
    expect(split(partly, 'w1')?.lateFeeCents).toBe(1_000);
    expect(split(partly, 'r1')).toMatchObject({
      lateFeeCents: 1_500,
      interestCents: 4_000,
      principalCents: 4_500,
    });
    expect(installment(partly, 'i1')).toMatchObject({ lateFeeCents: 1_500, paidLateFeeCents: 1_500 });

    const afterPayingSome = replayLoan({
      installments: schedule,
      transactions: [
        lateFee('f1', 'i1', '2026-03-21'),
        repayment('r1', '2026-03-22', 1_000), // pays 1000 of the fee
        waiver('w1', '2026-03-23', 9_999), // forgives the 1500 still unpaid, not more
      ],
      asOf: '2026-03-23',
      graceDays: 5,
      startDate: START_DATE,
    });
    expect(split(afterPayingSome, 'w1')?.lateFeeCents).toBe(1_500);
    expect(installment(afterPayingSome, 'i1')).toMatchObject({
      lateFeeCents: 1_000,
      paidLateFeeCents: 1_000,
      isPaid: false,
    });
    expect(afterPayingSome.totals.lateFeesOutstandingCents).toBe(0);
  });
});

describe('replayLoan: receipts, reversals and credit', () => {
  it('a reversal makes the installments it paid owed again and moves later receipts up', () => {
    const transactions = [
      { ...repayment('d', '2026-03-01', 24_000), type: 'DISBURSEMENT' } as LoanTransaction,
      repayment('r1', '2026-03-15', 10_000),
      repayment('r2', '2026-03-31', 15_000), // pays i2 and 5000 of i3
    ];
    const before = replayLoan({
      installments: evenSchedule(4),
      transactions,
      asOf: '2026-04-10',
      graceDays: 5,
      startDate: START_DATE,
    });
    expect(before.installments.map((i) => i.paidAmountCents)).toEqual([10_000, 10_000, 5_000, 0]);

    const after = replayLoan({
      installments: evenSchedule(4),
      transactions: [...transactions, reversal('v1', 'r1', '2026-04-05')],
      asOf: '2026-04-10',
      graceDays: 5,
      startDate: START_DATE,
    });
    expect(after.installments.map((i) => [i.paidAmountCents, i.isPaid, i.paidAt])).toEqual([
      [10_000, true, '2026-03-31'],
      [5_000, false, null],
      [0, false, null],
      [0, false, null],
    ]);
    // What the receipts table projects: r1 paid nothing any more, r2 moved up to i1 and i2.
    expect(after.allocations).toEqual([
      {
        transactionId: 'r2',
        installmentId: 'i1',
        lateFeeCents: 0,
        interestCents: 4_000,
        principalCents: 6_000,
      },
      {
        transactionId: 'r2',
        installmentId: 'i2',
        lateFeeCents: 0,
        interestCents: 4_000,
        principalCents: 1_000,
      },
    ]);
    expect(after.transactions).toEqual([
      {
        id: 'd',
        type: 'DISBURSEMENT',
        principalCents: 24_000,
        interestCents: 0,
        lateFeeCents: 0,
        creditCents: 0,
      },
      {
        id: 'r2',
        type: 'REPAYMENT',
        principalCents: 7_000,
        interestCents: 8_000,
        lateFeeCents: 0,
        creditCents: 0,
      },
    ]);
    expect(after.totals).toEqual({
      principalOutstandingCents: 17_000,
      interestOutstandingCents: 8_000,
      lateFeesOutstandingCents: 0,
      unappliedCreditCents: 0,
      totalPaidCents: 15_000,
      daysPastDue: 10, // i2, due 2026-03-31
      nextDueDate: '2026-04-15',
      paymentsCompleted: 1,
      isActive: true,
      writtenOffOn: null,
    });
  });

  it("pays the admin's selection first, the rest oldest first, and keeps what is left as credit", () => {
    const replay = replayLoan({
      installments: evenSchedule(3),
      transactions: [repayment('r1', '2026-03-10', 25_000, { installmentIds: ['i3'] })],
      asOf: '2026-03-10',
      graceDays: 5,
      startDate: START_DATE,
    });
    expect(replay.installments.map((i) => i.paidAmountCents)).toEqual([10_000, 5_000, 10_000]);
    expect(installment(replay, 'i2')).toMatchObject({ paidInterestCents: 4_000, paidPrincipalCents: 1_000 });

    const overpaid = replayLoan({
      installments: evenSchedule(3),
      transactions: [repayment('r1', '2026-03-10', 31_000), lateFee('f1', 'i1', '2026-03-21')],
      asOf: '2026-03-25',
      graceDays: 5,
      startDate: START_DATE,
    });
    // Credit stays credit: the fee finds the installment paid and is cancelled; nothing eats the credit.
    expect(split(overpaid, 'r1')?.creditCents).toBe(1_000);
    expect(overpaid.cancelledLateFees).toEqual(['f1']);
    expect(overpaid.totals).toMatchObject({
      unappliedCreditCents: 1_000,
      isActive: false,
      nextDueDate: null,
    });
  });

  it('the §4 quote example (sale 2000, down 400, 12 months), paid on every due date, ends paid off', () => {
    const quote = quoteFinancing({ saleValueCents: 200_000, downPaymentCents: 40_000, loanTermMonths: 12 });
    const schedule = buildSchedule(quote, '2026-01-05').map((item) => ({
      ...item,
      id: `q${item.paymentNumber}`,
    }));
    const receipts = schedule.map((item) =>
      repayment(`r${item.paymentNumber}`, item.dueDate, item.amountCents),
    );
    const replay = replayLoan({
      installments: schedule,
      transactions: [
        ...receipts.reverse(),
        { ...repayment('d', '2026-01-05', quote.financedCents), type: 'DISBURSEMENT' } as LoanTransaction,
      ],
      asOf: '2027-01-10',
      graceDays: 5,
      startDate: START_DATE,
    });
    expect(quote).toMatchObject({
      quincenalPaymentCents: 10_342,
      totalToPayCents: 248_208,
      totalInterestCents: 88_208,
    });
    expect(replay.installments).toHaveLength(24);
    expect(replay.installments.every((i) => i.isPaid && i.paidAt === i.dueDate && i.status === 'PAID')).toBe(
      true,
    );
    expect(replay.totals).toEqual({
      principalOutstandingCents: 0,
      interestOutstandingCents: 0,
      lateFeesOutstandingCents: 0,
      unappliedCreditCents: 0,
      totalPaidCents: 248_208,
      daysPastDue: 0,
      nextDueDate: null,
      paymentsCompleted: 24,
      isActive: false,
      writtenOffOn: null,
    });
    const repaid = replay.transactions.filter((t) => t.type === 'REPAYMENT');
    expect(repaid.reduce((sum, t) => sum + t.interestCents, 0)).toBe(88_208);
    expect(repaid.reduce((sum, t) => sum + t.principalCents, 0)).toBe(160_000);
    expect(replay.transactions[0]).toMatchObject({ id: 'd', principalCents: 160_000 });
  });

  it('a loan with no entries owes its schedule; lateness is measured on asOf', () => {
    const replay = replayLoan({
      installments: evenSchedule(2),
      transactions: [],
      asOf: '2026-03-20',
      graceDays: 5,
      startDate: START_DATE,
    });
    expect(replay.installments.map((i) => [i.status, i.isOverdue, i.daysPastDue])).toEqual([
      ['OVERDUE', true, 5],
      ['PENDING', false, 0],
    ]);
    expect(replay.totals).toMatchObject({
      daysPastDue: 5,
      nextDueDate: '2026-03-31',
      isActive: true,
      writtenOffOn: null,
      totalPaidCents: 0,
    });
  });

  it.each([
    ['asOf', { asOf: '2026-13-01' }, /asOf/],
    ['graceDays', { graceDays: -1 }, /graceDays/],
    ['startDate', { startDate: '2026-02-30' }, /startDate/],
    [
      'an installment whose parts do not add up',
      { installments: [{ ...evenSchedule(1)[0], interestCents: 3_999 } as ScheduledInstallment] },
      /principal \+ interest/,
    ],
    ['a duplicate installment', { installments: [...evenSchedule(1), ...evenSchedule(1)] }, /duplicate/],
  ])('refuses a bad %s', (_, override, message) => {
    const input = {
      installments: evenSchedule(2),
      transactions: [],
      asOf: '2026-03-20',
      graceDays: 5,
      startDate: START_DATE,
      ...override,
    };
    expect(() => replayLoan(input)).toThrow(message);
  });
});

// ---- Property tests: small random loans and ledgers, exact cents ----

const START = '2026-03-15';

const scheduleArb = fc
  .array(
    fc
      .record({
        principalCents: fc.integer({ min: 0, max: 6_000 }),
        interestCents: fc.integer({ min: 0, max: 3_000 }),
      })
      .filter((p) => p.principalCents + p.interestCents > 0),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) =>
    parts.map(
      (p, k): ScheduledInstallment => ({
        id: `i${k + 1}`,
        paymentNumber: k + 1,
        dueDate: addDays(START, 15 * k),
        amountCents: p.principalCents + p.interestCents,
        ...p,
      }),
    ),
  );

/** When an entry happened and when it was written; few distinct hours, so ties on both happen. */
const timingArb = fc.record({
  day: fc.integer({ min: -5, max: 110 }),
  lag: fc.integer({ min: 0, max: 10 }),
  hour: fc.integer({ min: 10, max: 12 }),
});
const stamp = ({ day, lag, hour }: { day: number; lag: number; hour: number }) => ({
  valueDate: addDays(START, day),
  postedAt: at(addDays(START, day + lag), `${hour}:00:00`),
});

function ledgerArb(schedule: ScheduledInstallment[]) {
  const ids = schedule.map((i) => i.id);
  const anInstallment = fc.constantFrom(...ids);
  const kind = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        type: fc.constant('REPAYMENT' as const),
        amountCents: fc.integer({ min: 0, max: 14_000 }),
        installmentIds: fc.option(fc.subarray(ids, { minLength: 1 }), { nil: undefined }),
        prepayment: fc.option(fc.constantFrom('SHORTEN_TERM' as const, 'LOWER_INSTALLMENTS' as const), {
          nil: undefined,
        }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constant('LATE_FEE' as const),
        amountCents: fc.integer({ min: 0, max: 3_000 }),
        installmentId: anInstallment,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant('LATE_FEE_WAIVER' as const),
        amountCents: fc.integer({ min: 0, max: 3_000 }),
        installmentId: anInstallment,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ type: fc.constant('WRITE_OFF' as const), amountCents: fc.constant(0) }),
    },
    {
      // Above, at and below what paying off takes: a later reversal can leave one short.
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant('PAYOFF' as const),
        amountCents: fc.integer({ min: 0, max: 60_000 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant('DISBURSEMENT' as const),
        amountCents: fc.integer({ min: 0, max: 40_000 }),
      }),
    },
  );
  const entry = fc.record({ kind, timing: timingArb, reversedAt: fc.option(timingArb, { nil: undefined }) });
  return fc.array(entry, { maxLength: 14 }).map((drafts) => {
    const transactions: LoanTransaction[] = [];
    drafts.forEach((draft, k) => {
      const id = `t${String(k).padStart(2, '0')}`;
      const tx = { id, ...stamp(draft.timing), ...draft.kind } as LoanTransaction;
      if (tx.type === 'REPAYMENT' && tx.installmentIds === undefined) delete tx.installmentIds;
      if (tx.type === 'REPAYMENT' && tx.prepayment === undefined) delete tx.prepayment;
      transactions.push(tx);
      if (draft.reversedAt) {
        transactions.push({
          id: `v${id}`,
          type: 'REVERSAL',
          reversalOf: id,
          amountCents: tx.amountCents,
          ...stamp(draft.reversedAt),
        });
      }
    });
    return asTheApiWritesOff(transactions);
  });
}

const loanArb = scheduleArb.chain((schedule) =>
  fc.record({
    schedule: fc.constant(schedule),
    transactions: ledgerArb(schedule),
    asOf: fc.integer({ min: 0, max: 130 }).map((d) => addDays(START, d)),
    graceDays: fc.integer({ min: 0, max: 7 }),
  }),
);

/** Any order of the same loan: the schedule and the ledger shuffled. */
const shuffledLoanArb = loanArb.chain((loan) =>
  fc.record({
    loan: fc.constant(loan),
    installments: fc.shuffledSubarray(loan.schedule, { minLength: loan.schedule.length }),
    transactions: fc.shuffledSubarray(loan.transactions, { minLength: loan.transactions.length }),
  }),
);

function survivorsInValueDateOrder(transactions: readonly LoanTransaction[]): LoanTransaction[] {
  const reversed = new Set(transactions.flatMap((t) => (t.type === 'REVERSAL' ? [t.reversalOf] : [])));
  return transactions
    .filter((t) => t.type !== 'REVERSAL' && !reversed.has(t.id))
    .sort(
      (a, b) =>
        a.valueDate.localeCompare(b.valueDate) ||
        Date.parse(a.postedAt) - Date.parse(b.postedAt) ||
        (a.id < b.id ? -1 : 1),
    );
}

const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
const RUNS = { numRuns: 400 };

describe('replayLoan properties', () => {
  it('(a) any order of the entries, reversals included, replays like the survivors posted in value-date order', () => {
    fc.assert(
      fc.property(shuffledLoanArb, ({ loan, installments, transactions }) => {
        const { asOf, graceDays } = loan;
        const shuffled = replayLoan({ installments, transactions, asOf, graceDays, startDate: START_DATE });
        const survivors = replayLoan({
          installments: loan.schedule,
          transactions: survivorsInValueDateOrder(loan.transactions),
          asOf,
          graceDays,
          startDate: START_DATE,
        });
        expect(shuffled).toEqual(survivors);
      }),
      RUNS,
    );
  });

  it('(b) every cent received is applied or kept as credit', () => {
    fc.assert(
      fc.property(loanArb, ({ schedule, transactions, asOf, graceDays }) => {
        const replay = replayLoan({
          installments: schedule,
          transactions,
          asOf,
          graceDays,
          startDate: START_DATE,
        });
        const received = new Map(survivorsInValueDateOrder(transactions).map((t) => [t.id, t.amountCents]));
        const receipts = replay.transactions.filter((t) =>
          ['REPAYMENT', 'PAYOFF', 'RECOVERY'].includes(t.type),
        );
        expect(replay.totals.unappliedCreditCents).toBeGreaterThanOrEqual(0);
        for (const t of receipts) {
          expect(t.lateFeeCents + t.interestCents + t.principalCents + t.creditCents).toBe(
            received.get(t.id),
          );
        }
        expect(replay.totals.totalPaidCents + replay.totals.unappliedCreditCents).toBe(
          sum(receipts.map((t) => received.get(t.id) ?? Number.NaN)),
        );
        expect(replay.totals.unappliedCreditCents).toBe(sum(receipts.map((t) => t.creditCents)));
        // The allocations add up to each receipt's applied parts and to each installment's paid parts.
        for (const t of receipts) {
          const mine = replay.allocations.filter((a) => a.transactionId === t.id);
          expect(sum(mine.map((a) => a.lateFeeCents + a.interestCents + a.principalCents))).toBe(
            t.lateFeeCents + t.interestCents + t.principalCents,
          );
        }
        for (const i of replay.installments) {
          const its = replay.allocations.filter((a) => a.installmentId === i.id);
          expect(sum(its.map((a) => a.lateFeeCents + a.interestCents + a.principalCents))).toBe(
            i.paidLateFeeCents + i.paidInterestCents + i.paidPrincipalCents,
          );
        }
      }),
      RUNS,
    );
  });

  it('(c) principal and interest are never created or lost; fees charged = fees paid + fees owed', () => {
    fc.assert(
      fc.property(loanArb, ({ schedule, transactions, asOf, graceDays }) => {
        const replay = replayLoan({
          installments: schedule,
          transactions,
          asOf,
          graceDays,
          startDate: START_DATE,
        });
        const { installments: items, totals } = replay;
        expect(sum(items.map((i) => i.paidPrincipalCents)) + totals.principalOutstandingCents).toBe(
          sum(schedule.map((i) => i.principalCents)),
        );
        // Interest a payoff did not charge is rebated: owed no more, never paid.
        expect(
          sum(items.map((i) => i.paidInterestCents + i.rebatedInterestCents)) +
            totals.interestOutstandingCents,
        ).toBe(sum(schedule.map((i) => i.interestCents)));
        const ofType = (type: string) => replay.transactions.filter((t) => t.type === type);
        const charged =
          sum(ofType('LATE_FEE').map((t) => t.lateFeeCents)) -
          sum(ofType('LATE_FEE_WAIVER').map((t) => t.lateFeeCents));
        expect(sum(items.map((i) => i.paidLateFeeCents)) + totals.lateFeesOutstandingCents).toBe(charged);
        // The receipts' lines add up to what the installments show paid: the journal matches the loan.
        const receipts = [...ofType('REPAYMENT'), ...ofType('PAYOFF'), ...ofType('RECOVERY')];
        expect(sum(receipts.map((t) => t.principalCents))).toBe(sum(items.map((i) => i.paidPrincipalCents)));
        expect(sum(receipts.map((t) => t.interestCents))).toBe(sum(items.map((i) => i.paidInterestCents)));
        expect(sum(receipts.map((t) => t.lateFeeCents))).toBe(sum(items.map((i) => i.paidLateFeeCents)));
        for (const i of items) {
          expect(i.paidPrincipalCents).toBeGreaterThanOrEqual(0);
          expect(i.paidPrincipalCents).toBeLessThanOrEqual(i.principalCents);
          expect(i.paidInterestCents + i.rebatedInterestCents).toBeLessThanOrEqual(i.interestCents);
          expect(i.paidLateFeeCents).toBeLessThanOrEqual(i.lateFeeCents);
          expect(i.isPaid).toBe(i.paidAt !== null);
        }
      }),
      RUNS,
    );
  });

  it('(d) reversing a receipt gives exactly the state without it', () => {
    fc.assert(
      fc.property(loanArb, fc.nat(), timingArb, ({ schedule, transactions, asOf, graceDays }, pick, when) => {
        const reversible = survivorsInValueDateOrder(transactions).filter(
          (t) => t.type === 'REPAYMENT' || t.type === 'PAYOFF' || t.type === 'RECOVERY',
        );
        fc.pre(reversible.length > 0);
        const target = reversible[pick % reversible.length] as LoanTransaction;
        const reversed = replayLoan({
          installments: schedule,
          transactions: [...transactions, { ...reversal('undo', target.id, asOf), ...stamp(when) }],
          asOf,
          graceDays,
          startDate: START_DATE,
        });
        const without = replayLoan({
          installments: schedule,
          transactions: transactions.filter((t) => t.id !== target.id),
          asOf,
          graceDays,
          startDate: START_DATE,
        });
        expect(reversed).toEqual(without);
      }),
      RUNS,
    );
  });
});

describe('replayLoan: paying ahead', () => {
  const owes = (replay: LoanReplay) =>
    replay.installments.map((i) => [
      i.id,
      i.principalCents - i.paidPrincipalCents,
      i.interestCents - i.paidInterestCents - i.rebatedInterestCents,
      i.isPaid,
    ]);
  const pay = (amountCents: number, prepayment?: 'SHORTEN_TERM' | 'LOWER_INSTALLMENTS') =>
    replayLoan({
      installments: evenSchedule(4),
      transactions: [repayment('r', '2026-03-15', amountCents, prepayment ? { prepayment } : {})],
      asOf: '2026-03-15',
      graceDays: 5,
      startDate: START_DATE,
    });

  it('shortens the term: what is due first, then the last installments, whose interest is saved', () => {
    const replay = pay(22_000, 'SHORTEN_TERM');
    expect(owes(replay)).toEqual([
      ['i1', 0, 0, true],
      // Its quincena earns interest on a balance a third of which is gone: 4000 × 2/3 left.
      ['i2', 6_000, 1_333, false],
      ['i3', 0, 0, true],
      ['i4', 0, 0, true],
    ]);
    expect(split(replay, 'r')).toMatchObject({
      principalCents: 18_000,
      interestCents: 4_000,
      creditCents: 0,
    });
    expect(replay.totals.interestOutstandingCents).toBe(1_333);
  });

  it('lowers the installments: each keeps its date and owes the same smaller amount', () => {
    const replay = pay(22_000, 'LOWER_INSTALLMENTS');
    expect(owes(replay)).toEqual([
      ['i1', 0, 0, true],
      ['i2', 2_000, 1_333, false],
      ['i3', 2_000, 1_333, false],
      ['i4', 2_000, 1_333, false],
    ]);
    expect(replay.allocations.filter((a) => a.installmentId !== 'i1')).toEqual(
      ['i2', 'i3', 'i4'].map((installmentId) => ({
        transactionId: 'r',
        installmentId,
        lateFeeCents: 0,
        interestCents: 0,
        principalCents: 4_000,
      })),
    );
  });

  it('keeps as credit only what no principal is left for; by default the next installments take it', () => {
    const ahead = pay(28_500, 'SHORTEN_TERM');
    expect(ahead.installments.every((i) => i.isPaid)).toBe(true);
    expect(ahead.totals.unappliedCreditCents).toBe(500);
    const next = pay(22_000);
    expect(owes(next).map(([, principal, interest]) => (principal as number) + (interest as number))).toEqual(
      [0, 0, 8_000, 10_000],
    );
  });
});

describe('replayLoan: write-off and recoveries', () => {
  it('takes the unpaid principal and fees off the books, charges no later fee, and applies a recovery', () => {
    const replay = replayLoan({
      installments: evenSchedule(3),
      transactions: [
        lateFee('f1', 'i1', '2026-03-21'),
        {
          id: 'w',
          type: 'WRITE_OFF',
          valueDate: '2026-06-20',
          postedAt: at('2026-06-20'),
          amountCents: 20_500,
        },
        lateFee('f2', 'i2', '2026-06-21'),
        {
          id: 'r',
          type: 'RECOVERY',
          valueDate: '2026-07-01',
          postedAt: at('2026-07-01'),
          amountCents: 12_500,
        },
      ],
      asOf: '2026-07-02',
      graceDays: 5,
      startDate: START_DATE,
    });
    expect(split(replay, 'w')).toMatchObject({
      principalCents: 18_000,
      lateFeeCents: 2_500,
      interestCents: 0,
    });
    expect(replay.cancelledLateFees).toEqual(['f2']);
    // The customer still owes it: the recovery pays the oldest installment, fee first.
    expect(split(replay, 'r')).toMatchObject({
      lateFeeCents: 2_500,
      interestCents: 4_000,
      principalCents: 6_000,
    });
    expect(installment(replay, 'i1')).toMatchObject({ isPaid: true, paidAt: '2026-07-01' });
    expect(replay.totals).toMatchObject({
      writtenOffOn: '2026-06-20',
      principalOutstandingCents: 12_000,
      isActive: true,
    });
  });
  it('cancels a fee posted after the write-off on its own day: the loan was off the books then', () => {
    const replay = replayLoan({
      installments: evenSchedule(2),
      transactions: [
        { id: 'w', type: 'WRITE_OFF', valueDate: '2026-06-20', postedAt: at('2026-06-20'), amountCents: 0 },
        { ...lateFee('f', 'i1', '2026-06-20'), postedAt: '2026-06-20T23:00:00.000Z' },
      ],
      asOf: '2026-06-21',
      graceDays: 5,
      startDate: START_DATE,
    });
    expect(replay.cancelledLateFees).toEqual(['f']);
    expect(replay.totals.lateFeesOutstandingCents).toBe(0);
  });
});

describe('replayLoan: refunds', () => {
  it('pays back credit: the loan keeps what is left of it, its installments untouched', () => {
    const replay = replayLoan({
      installments: evenSchedule(1),
      transactions: [
        repayment('r1', '2026-03-10', 13_000),
        { id: 'x', type: 'REFUND', valueDate: '2026-03-12', postedAt: at('2026-03-12'), amountCents: 2_000 },
      ],
      asOf: '2026-03-12',
      graceDays: 5,
      startDate: START_DATE,
    });
    expect(split(replay, 'x')).toEqual({
      id: 'x',
      type: 'REFUND',
      principalCents: 0,
      interestCents: 0,
      lateFeeCents: 0,
      creditCents: -2_000,
    });
    expect(replay.totals).toMatchObject({ unappliedCreditCents: 1_000, isActive: false });
  });
});

describe('replayLoan: early payoff', () => {
  /** The entries that stand on `date`: later ones left out, a reversal kept with its target. */
  const standingOn = (transactions: readonly LoanTransaction[], date: IsoDate) => {
    const kept = transactions.filter((t) => t.type !== 'REVERSAL' && t.valueDate <= date);
    const ids = new Set(kept.map((t) => t.id));
    return [...kept, ...transactions.filter((t) => t.type === 'REVERSAL' && ids.has(t.reversalOf))];
  };

  it('(e) the quote of a date is what a payoff of that date posts, and it leaves nothing owed', () => {
    fc.assert(
      fc.property(loanArb, fc.nat(5_000), ({ schedule, transactions, asOf, graceDays }, extraCents) => {
        const standing = standingOn(transactions, asOf);
        const input = { installments: schedule, asOf, graceDays, startDate: START_DATE };
        const before = replayLoan({ ...input, transactions: standing });
        const quote = payoffQuote({
          installments: before.installments,
          unappliedCreditCents: before.totals.unappliedCreditCents,
          startDate: START_DATE,
          date: asOf,
        });
        const payoff: LoanTransaction = {
          id: 'payoff',
          type: 'PAYOFF',
          valueDate: asOf,
          postedAt: at(addDays(asOf, 60)),
          amountCents: quote.totalCents + extraCents,
        };
        const after = replayLoan({ ...input, transactions: [...standing, payoff] });
        expect(after.payoffs).toContainEqual({ transactionId: 'payoff', quote, settled: true });
        expect(split(after, 'payoff')).toEqual({
          id: 'payoff',
          type: 'PAYOFF',
          principalCents: quote.principalCents,
          interestCents: quote.interestCents,
          lateFeeCents: quote.lateFeesCents,
          creditCents: extraCents - quote.creditCents,
        });
        expect(after.totals).toMatchObject({
          principalOutstandingCents: 0,
          interestOutstandingCents: 0,
          lateFeesOutstandingCents: 0,
          unappliedCreditCents: before.totals.unappliedCreditCents - quote.creditCents + extraCents,
          isActive: false,
        });
        const rebated = (replay: LoanReplay) => sum(replay.installments.map((i) => i.rebatedInterestCents));
        expect(rebated(after)).toBe(rebated(before) + quote.interestRebateCents);
        expect(after.installments.every((i) => i.isPaid)).toBe(true);
      }),
      RUNS,
    );
  });

  it('rebates the unearned interest of the next installment and all later ones', () => {
    const schedule = evenSchedule(3); // due 03-15, 03-31, 04-15; 4000 interest each
    const replay = replayLoan({
      installments: schedule,
      transactions: [
        repayment('r1', '2026-03-15', 10_000),
        { id: 'p', type: 'PAYOFF', valueDate: '2026-03-23', postedAt: at('2026-03-23'), amountCents: 22_000 },
      ],
      asOf: '2026-03-23',
      graceDays: 5,
      startDate: START_DATE,
    });
    // 8 of the 16 days from 03-15 to 03-31: half of i2's interest; none of i3's.
    expect(split(replay, 'p')).toMatchObject({
      principalCents: 12_000,
      interestCents: 2_000,
      creditCents: 8_000,
    });
    expect(installment(replay, 'i2')).toMatchObject({
      paidInterestCents: 2_000,
      rebatedInterestCents: 2_000,
    });
    expect(installment(replay, 'i3')).toMatchObject({ paidInterestCents: 0, rebatedInterestCents: 4_000 });
    expect(replay.installments.map((i) => i.paidAt)).toEqual(['2026-03-15', '2026-03-23', '2026-03-23']);
    expect(replay.totals).toMatchObject({ isActive: false, unappliedCreditCents: 8_000 });
  });

  it('a payoff left short by a reversal before it is applied as a receipt and rebates nothing', () => {
    const schedule = evenSchedule(3);
    const replay = replayLoan({
      installments: schedule,
      transactions: [
        repayment('r1', '2026-03-15', 10_000),
        { id: 'p', type: 'PAYOFF', valueDate: '2026-03-23', postedAt: at('2026-03-23'), amountCents: 14_000 },
        reversal('u', 'r1', '2026-03-24'),
      ],
      asOf: '2026-03-24',
      graceDays: 5,
      startDate: START_DATE,
    });
    expect(replay.payoffs).toMatchObject([{ transactionId: 'p', settled: false }]);
    expect(replay.installments.every((i) => i.rebatedInterestCents === 0)).toBe(true);
    expect(split(replay, 'p')).toMatchObject({ interestCents: 8_000, principalCents: 6_000, creditCents: 0 });
    expect(replay.totals).toMatchObject({ isActive: true, principalOutstandingCents: 12_000 });
  });

  it('spends the credit kept before: the payoff nets it', () => {
    const replay = replayLoan({
      installments: evenSchedule(1),
      transactions: [
        repayment('r1', '2026-03-01', 10_000),
        repayment('r2', '2026-03-02', 3_000),
        { id: 'p', type: 'PAYOFF', valueDate: '2026-03-03', postedAt: at('2026-03-03'), amountCents: 0 },
      ],
      asOf: '2026-03-03',
      graceDays: 5,
      startDate: START_DATE,
    });
    expect(split(replay, 'r2')).toMatchObject({ creditCents: 3_000 });
    expect(split(replay, 'p')).toMatchObject({ principalCents: 0, interestCents: 0, creditCents: 0 });
    expect(replay.totals.unappliedCreditCents).toBe(3_000);
  });
});

// ---- The replay reproduces what the API computes today, receipt by receipt ----

interface ApiRow extends ScheduledInstallment {
  lateFeeCents: number;
  paidLateFeeCents: number;
  paidInterestCents: number;
  paidPrincipalCents: number;
  rebatedInterestCents: number;
  paidAt: IsoDate | null;
  lateFeeAssessedAt: IsoDate | null;
}

/**
 * Today's API, step by step: `applyReceiptToLoan` (installmentState → unpaid → admin or oldest-first
 * order → allocatePayment; paid_at when paid) and the daily late-fee job (unpaid, not assessed yet,
 * due_date < today − grace). Receipts are dated the day they are posted, some before the job runs.
 */
function postTheApiWay(
  schedule: readonly ScheduledInstallment[],
  receipts: readonly { day: number; beforeJob: boolean; amountCents: number; installmentIds?: string[] }[],
  graceDays: number,
) {
  const rows: ApiRow[] = schedule.map((i) => ({
    ...i,
    lateFeeCents: 0,
    paidLateFeeCents: 0,
    paidInterestCents: 0,
    paidPrincipalCents: 0,
    rebatedInterestCents: 0,
    paidAt: null,
    lateFeeAssessedAt: null,
  }));
  const ledger: LoanTransaction[] = [];
  let creditCents = 0;
  const receive = (today: IsoDate, k: number) => {
    const r = receipts[k];
    if (!r) return;
    const unpaid = rows
      .map((row) => ({ ...row, owed: installmentState(row, today).owed }))
      .filter((row) => !installmentState(row, today).isPaid);
    const order = r.installmentIds
      ? adminAllocationOrder(unpaid, new Set(r.installmentIds))
      : oldestFirstOrder(unpaid);
    const { allocations, unappliedCents } = allocatePayment(order, r.amountCents);
    for (const a of allocations) {
      const row = rows.find((x) => x.id === a.id) as ApiRow;
      row.paidLateFeeCents += a.lateFeeCents;
      row.paidInterestCents += a.interestCents;
      row.paidPrincipalCents += a.principalCents;
      row.paidAt = installmentState(row, today).isPaid ? today : null;
    }
    creditCents += unappliedCents;
    const id = `r${String(k).padStart(2, '0')}`;
    const time = r.beforeJob ? `05:00:${String(k).padStart(2, '0')}` : `12:00:${String(k).padStart(2, '0')}`;
    ledger.push({
      ...repayment(id, today, r.amountCents, r.installmentIds ? { installmentIds: r.installmentIds } : {}),
      postedAt: at(today, time),
    });
  };
  const order = receipts.map((r, k) => ({ r, k })).sort((a, b) => a.r.day - b.r.day || a.k - b.k);
  for (let day = 0; day <= 120; day++) {
    const today = addDays(START, day);
    const todays = order.filter(({ r }) => r.day === day);
    for (const { k } of todays.filter(({ r }) => r.beforeJob)) receive(today, k);
    const dueBefore = addDays(today, -graceDays);
    for (const row of rows) {
      if (row.paidAt === null && row.lateFeeAssessedAt === null && row.dueDate < dueBefore) {
        row.lateFeeCents = 2_500;
        row.lateFeeAssessedAt = today;
        ledger.push(lateFee(`f-${row.id}`, row.id, today));
      }
    }
    for (const { k } of todays.filter(({ r }) => !r.beforeJob)) receive(today, k);
  }
  return { rows, creditCents, ledger };
}

describe('replayLoan against the API of today', () => {
  it('receipts posted on their own date and the daily late-fee job give the same numbers as the replay', () => {
    const receiptArb = (ids: string[]) =>
      fc.record({
        // Half of the receipts fall around the day an installment's fee becomes due, where order matters.
        day: fc.oneof(
          fc.integer({ min: 0, max: 120 }),
          fc
            .record({ k: fc.integer({ min: 0, max: 5 }), d: fc.integer({ min: 4, max: 9 }) })
            .map(({ k, d }) => 15 * k + d),
        ),
        beforeJob: fc.boolean(),
        amountCents: fc.integer({ min: 1, max: 14_000 }),
        installmentIds: fc.option(fc.subarray(ids, { minLength: 1 }), { nil: undefined }),
      });
    const arb = scheduleArb.chain((schedule) =>
      fc.record({
        schedule: fc.constant(schedule),
        receipts: fc.array(receiptArb(schedule.map((i) => i.id)), { maxLength: 10 }),
        graceDays: fc.integer({ min: 0, max: 7 }),
      }),
    );
    fc.assert(
      fc.property(arb, ({ schedule, receipts, graceDays }) => {
        const api = postTheApiWay(schedule, receipts, graceDays);
        const replay = replayLoan({
          installments: schedule,
          transactions: api.ledger,
          asOf: addDays(START, 121),
          graceDays,
          startDate: START_DATE,
        });
        expect(replay.cancelledLateFees).toEqual([]);
        expect(replay.totals.unappliedCreditCents).toBe(api.creditCents);
        const fields = (i: Omit<ApiRow, 'lateFeeAssessedAt'>) => [
          i.id,
          i.lateFeeCents,
          i.paidLateFeeCents,
          i.paidInterestCents,
          i.paidPrincipalCents,
          i.paidAt,
        ];
        expect(replay.installments.map(fields)).toEqual(api.rows.map(fields));
      }),
      { numRuns: 300 },
    );
  });
});
