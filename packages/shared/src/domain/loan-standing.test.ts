import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InstallmentLedger } from './installment-state.ts';
import { loanStanding } from './loan-standing.ts';

const item = (dueDate: string, paid: number, fee = 0): InstallmentLedger => ({
  dueDate,
  amountCents: 10342,
  principalCents: 3000,
  interestCents: 7342,
  lateFeeCents: fee,
  paidLateFeeCents: Math.min(paid, fee),
  paidInterestCents: Math.min(Math.max(paid - fee, 0), 7342),
  paidPrincipalCents: Math.min(Math.max(paid - fee - 7342, 0), 3000),
  rebatedInterestCents: 0,
});

describe('loanStanding', () => {
  it('counts paid, owed, overdue and the next due from the installments, credit taken off the balance', () => {
    const standing = loanStanding(
      [
        item('2026-10-15', 10342),
        item('2026-10-31', 5000, 2500),
        item('2026-11-30', 0),
        item('2026-12-15', 0),
      ],
      1000,
      '2026-11-26',
    );
    expect(standing).toEqual({
      totalPaidCents: 15342,
      owedCents: 7842 + 10342 * 2,
      remainingBalanceCents: 7842 + 10342 * 2 - 1000,
      paymentsCompleted: 1,
      totalPayments: 4,
      overdueCount: 1,
      overdueCents: 7842,
      next: { dueDate: '2026-11-30', owedCents: 10342 },
    });
  });

  it('never answers a negative balance, and paid + owed is always the amounts and fees', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 12842 }), fc.constantFrom(0, 2500)), { maxLength: 24 }),
        fc.integer({ min: 0, max: 500_000 }),
        (rows, credit) => {
          const items = rows.map(([paid, fee], i) =>
            item(`2026-${String((i % 12) + 1).padStart(2, '0')}-15`, Math.min(paid, 10342 + fee), fee),
          );
          const s = loanStanding(items, credit, '2026-06-30');
          const due = items.reduce((t, i) => t + i.amountCents + i.lateFeeCents, 0);
          expect(s.totalPaidCents + s.owedCents).toBe(due);
          expect(s.remainingBalanceCents).toBe(Math.max(0, s.owedCents - credit));
          expect(s.overdueCents).toBeLessThanOrEqual(s.owedCents);
        },
      ),
    );
  });
});
