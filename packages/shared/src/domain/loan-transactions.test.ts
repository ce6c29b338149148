import { describe, expect, it } from 'vitest';
import {
  type LoanTransaction,
  ledgerOrder,
  type RepaymentTransaction,
  survivingTransactions,
} from './loan-transactions.ts';

const receipt = (id: string, valueDate: string, postedAt: string): RepaymentTransaction => ({
  id,
  type: 'REPAYMENT',
  valueDate,
  postedAt,
  amountCents: 100,
});
const installments = new Set(['i1', 'i2']);

describe('ledgerOrder', () => {
  it('orders by value date, then posted instant, then id', () => {
    const entries = [
      receipt('b', '2026-03-02', '2026-03-02T10:00:00Z'),
      receipt('late', '2026-03-01', '2026-03-09T10:00:00Z'),
      receipt('a', '2026-03-02', '2026-03-02T10:00:00Z'),
      receipt('early', '2026-03-01', '2026-03-01T10:00:00Z'),
    ];
    expect(ledgerOrder(entries).map((t) => t.id)).toEqual(['early', 'late', 'a', 'b']);
  });

  it('compares instants, not their text', () => {
    // 09:00 in Panama is 14:00Z: later than 13:30Z although its text sorts first.
    const entries = [
      receipt('panama', '2026-03-01', '2026-03-01T09:00:00-05:00'),
      receipt('utc', '2026-03-01', '2026-03-01T13:30:00.000Z'),
    ];
    expect(ledgerOrder(entries).map((t) => t.id)).toEqual(['utc', 'panama']);
  });
});

describe('survivingTransactions', () => {
  it('leaves out reversals and what they reverse', () => {
    const entries: LoanTransaction[] = [
      receipt('r1', '2026-03-01', '2026-03-01T10:00:00Z'),
      receipt('r2', '2026-03-02', '2026-03-02T10:00:00Z'),
      {
        id: 'v1',
        type: 'REVERSAL',
        valueDate: '2026-03-05',
        postedAt: '2026-03-05T10:00:00Z',
        amountCents: 100,
        reversalOf: 'r1',
      },
    ];
    expect(survivingTransactions(entries, installments).map((t) => t.id)).toEqual(['r2']);
  });

  it.each<[string, LoanTransaction[], RegExp]>([
    [
      'a duplicate id',
      [
        receipt('r1', '2026-03-01', '2026-03-01T10:00:00Z'),
        receipt('r1', '2026-03-02', '2026-03-02T10:00:00Z'),
      ],
      /duplicate/,
    ],
    ['an impossible date', [receipt('r1', '2026-02-30', '2026-03-01T10:00:00Z')], /valueDate/],
    ['an unreadable instant', [receipt('r1', '2026-03-01', 'ayer')], /postedAt/],
    [
      'fractional cents',
      [{ ...receipt('r1', '2026-03-01', '2026-03-01T10:00:00Z'), amountCents: 10.5 }],
      /whole cents/,
    ],
    [
      'an installment of another loan',
      [{ ...receipt('r1', '2026-03-01', '2026-03-01T10:00:00Z'), installmentIds: ['i9'] }],
      /unknown installment i9/,
    ],
    [
      'a fee on an installment of another loan',
      [
        {
          id: 'f1',
          type: 'LATE_FEE',
          valueDate: '2026-03-01',
          postedAt: '2026-03-01T10:00:00Z',
          amountCents: 2500,
          installmentId: 'i9',
        },
      ],
      /unknown installment i9/,
    ],
    [
      'a reversal of nothing',
      [
        {
          id: 'v1',
          type: 'REVERSAL',
          valueDate: '2026-03-05',
          postedAt: '2026-03-05T10:00:00Z',
          amountCents: 0,
          reversalOf: 'r9',
        },
      ],
      /no transaction r9/,
    ],
    [
      'a reversal of a reversal',
      [
        receipt('r1', '2026-03-01', '2026-03-01T10:00:00Z'),
        {
          id: 'v1',
          type: 'REVERSAL',
          valueDate: '2026-03-05',
          postedAt: '2026-03-05T10:00:00Z',
          amountCents: 100,
          reversalOf: 'r1',
        },
        {
          id: 'v2',
          type: 'REVERSAL',
          valueDate: '2026-03-06',
          postedAt: '2026-03-06T10:00:00Z',
          amountCents: 100,
          reversalOf: 'v1',
        },
      ],
      /cannot be reversed/,
    ],
    [
      'a receipt reversed twice',
      [
        receipt('r1', '2026-03-01', '2026-03-01T10:00:00Z'),
        {
          id: 'v1',
          type: 'REVERSAL',
          valueDate: '2026-03-05',
          postedAt: '2026-03-05T10:00:00Z',
          amountCents: 100,
          reversalOf: 'r1',
        },
        {
          id: 'v2',
          type: 'REVERSAL',
          valueDate: '2026-03-06',
          postedAt: '2026-03-06T10:00:00Z',
          amountCents: 100,
          reversalOf: 'r1',
        },
      ],
      /reversed already/,
    ],
  ])('refuses %s', (_, entries, message) => {
    expect(() => survivingTransactions(entries, installments)).toThrow(message);
  });
});
