import { describe, expect, it } from 'vitest';
import { installmentState, installmentView } from './installment-state.ts';

const base = {
  dueDate: '2026-09-15',
  amountCents: 10342,
  principalCents: 6000,
  interestCents: 4342,
  lateFeeCents: 0,
  paidLateFeeCents: 0,
  paidInterestCents: 0,
  paidPrincipalCents: 0,
  rebatedInterestCents: 0,
};

describe('installmentState', () => {
  it('is pending before the due date and overdue after it, while unpaid', () => {
    expect(installmentState(base, '2026-09-15')).toMatchObject({ status: 'PENDING', isOverdue: false });
    expect(installmentState(base, '2026-09-16')).toMatchObject({
      status: 'OVERDUE',
      isOverdue: true,
      owedCents: 10342,
    });
  });

  it('is partial when something is paid, and paid only once the late fee is covered too', () => {
    const partial = { ...base, paidInterestCents: 4342 };
    expect(installmentState(partial, '2026-09-01')).toMatchObject({
      status: 'PARTIAL',
      paidCents: 4342,
      owedCents: 6000,
      owed: { lateFeeCents: 0, interestCents: 0, principalCents: 6000 },
    });
    const withFee = { ...base, lateFeeCents: 2500, paidInterestCents: 4342, paidPrincipalCents: 6000 };
    expect(installmentState(withFee, '2026-10-01')).toMatchObject({ isPaid: false, owedCents: 2500 });
    expect(installmentState({ ...withFee, paidLateFeeCents: 2500 }, '2026-10-01')).toMatchObject({
      isPaid: true,
      isOverdue: false,
      status: 'PAID',
      owedCents: 0,
    });
  });
});

describe('installmentView', () => {
  it('shows the stored parts and the state in dollars, exact to the cent', () => {
    const item = {
      ...base,
      id: 'i1',
      paymentNumber: 3,
      paidAt: null,
      lateFeeCents: 500,
      paidInterestCents: 4342,
    };
    expect(installmentView(item, '2026-09-20')).toEqual({
      id: 'i1',
      paymentNumber: 3,
      dueDate: '2026-09-15',
      amount: 103.42,
      principal: 60,
      interest: 43.42,
      lateFee: 5,
      paidLateFee: 0,
      paidInterest: 43.42,
      paidPrincipal: 0,
      paidAmount: 43.42,
      owedAmount: 65,
      isPaid: false,
      isOverdue: true,
      status: 'OVERDUE',
      paidAt: null,
    });
  });
});
