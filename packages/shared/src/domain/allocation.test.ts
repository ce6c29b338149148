import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminAllocationOrder,
  allocatePayment,
  allocateToInstallment,
  oldestFirstOrder,
  totalOwedCents,
} from './allocation.ts';

describe('allocateToInstallment', () => {
  it('pays the late fee, then interest, then principal', () => {
    const owed = { lateFeeCents: 2500, interestCents: 6000, principalCents: 4342 };
    expect(allocateToInstallment(owed, 5000)).toEqual({
      lateFeeCents: 2500,
      interestCents: 2500,
      principalCents: 0,
      leftoverCents: 0,
    });
    expect(allocateToInstallment(owed, 20000)).toEqual({
      lateFeeCents: 2500,
      interestCents: 6000,
      principalCents: 4342,
      leftoverCents: 20000 - 12842,
    });
  });

  it('never loses or invents a cent', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, cents, (lateFeeCents, interestCents, principalCents, amount) => {
        const a = allocateToInstallment({ lateFeeCents, interestCents, principalCents }, amount);
        expect(a.lateFeeCents + a.interestCents + a.principalCents + a.leftoverCents).toBe(amount);
        expect(a.lateFeeCents).toBeLessThanOrEqual(lateFeeCents);
        expect(a.interestCents).toBeLessThanOrEqual(interestCents);
        expect(a.principalCents).toBeLessThanOrEqual(principalCents);
        if (a.interestCents > 0) expect(a.lateFeeCents).toBe(lateFeeCents);
        if (a.principalCents > 0) expect(a.interestCents).toBe(interestCents);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses negative or fractional cents', () => {
    const owed = { lateFeeCents: 0, interestCents: 1, principalCents: 1 };
    expect(() => allocateToInstallment(owed, -1)).toThrow(RangeError);
    expect(() => allocateToInstallment(owed, 1.5)).toThrow(RangeError);
  });
});

const part = fc.integer({ min: 0, max: 50_000 });
const installment = fc.record({
  id: fc.uuid(),
  dueDate: fc
    .integer({ min: 0, max: 60 })
    .map((d) => `2026-${String(1 + (d % 12)).padStart(2, '0')}-${d % 2 ? 15 : 28}`),
  paymentNumber: fc.integer({ min: 1, max: 48 }),
  owed: fc.record({ lateFeeCents: part, interestCents: part, principalCents: part }),
});
const owedOf = (t: { owed: { lateFeeCents: number; interestCents: number; principalCents: number } }) =>
  t.owed.lateFeeCents + t.owed.interestCents + t.owed.principalCents;

describe('allocatePayment', () => {
  it('applies or keeps as credit every cent, pays nothing twice and nothing above what is owed', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(installment, { selector: (i) => i.id, maxLength: 12 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (targets, amount) => {
          const { allocations, unappliedCents } = allocatePayment(targets, amount);
          const applied = allocations.reduce(
            (s, a) => s + a.lateFeeCents + a.interestCents + a.principalCents,
            0,
          );
          expect(applied + unappliedCents).toBe(amount);
          expect(new Set(allocations.map((a) => a.id)).size).toBe(allocations.length);
          for (const a of allocations) {
            const owed = targets.find((t) => t.id === a.id)?.owed;
            expect(a.lateFeeCents).toBeLessThanOrEqual(owed?.lateFeeCents ?? 0);
            expect(a.interestCents).toBeLessThanOrEqual(owed?.interestCents ?? 0);
            expect(a.principalCents).toBeLessThanOrEqual(owed?.principalCents ?? 0);
          }
          // Credit is left only when everything is paid.
          if (unappliedCents > 0)
            expect(unappliedCents).toBe(amount - targets.reduce((s, t) => s + owedOf(t), 0));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('respects the order: an installment is touched only once every earlier one is fully paid', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(installment, { selector: (i) => i.id, minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 300_000 }),
        (targets, amount) => {
          const { allocations } = allocatePayment(targets, amount);
          const last = allocations.at(-1);
          const lastIndex = last ? targets.findIndex((t) => t.id === last.id) : -1;
          for (const [index, target] of targets.entries()) {
            if (index >= lastIndex || owedOf(target) === 0) continue;
            const paid = allocations.find((a) => a.id === target.id);
            expect(paid && paid.lateFeeCents + paid.interestCents + paid.principalCents).toBe(owedOf(target));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leaves no credit up to what the installments owe in all, and credit of exactly the rest above it', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(installment, { selector: (i) => i.id, maxLength: 12 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (targets, amount) => {
          const maximum = totalOwedCents(targets);
          expect(maximum).toBe(targets.reduce((s, t) => s + owedOf(t), 0));
          expect(allocatePayment(targets, Math.min(amount, maximum)).unappliedCents).toBe(0);
          expect(allocatePayment(targets, maximum + 1 + amount).unappliedCents).toBe(1 + amount);
        },
      ),
      { numRuns: 300 },
    );
    expect(totalOwedCents([])).toBe(0);
    // A part paid beyond what it owed (never stored, CHECKs refuse it) does not lower the others.
    expect(totalOwedCents([{ owed: { lateFeeCents: -5, interestCents: 100, principalCents: 900 } }])).toBe(
      1000,
    );
  });

  it('orders admin receipts by selection then due date, and reports oldest first', () => {
    const rows = [
      { id: 'c', dueDate: '2026-10-15', paymentNumber: 3 },
      { id: 'a', dueDate: '2026-09-15', paymentNumber: 1 },
      { id: 'b', dueDate: '2026-09-30', paymentNumber: 2 },
    ];
    expect(oldestFirstOrder(rows).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(adminAllocationOrder(rows, new Set(['c'])).map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });
});
