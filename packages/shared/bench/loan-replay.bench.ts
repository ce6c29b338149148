/**
 * Mean time of one replay of a 48-installment loan (24 months) with 100 ledger entries: receipts,
 * late fees, a waiver and reversals. Run: `npm run bench -w packages/shared`.
 * A script, not a timed test: timings on a shared machine would make a test flaky.
 */
import { performance } from 'node:perf_hooks';
import {
  addDays,
  buildSchedule,
  type LoanTransaction,
  quoteFinancing,
  replayLoan,
} from '../src/domain/index.ts';

const schedule = buildSchedule(
  quoteFinancing({ saleValueCents: 450_000, downPaymentCents: 50_000, loanTermMonths: 24 }),
  '2026-01-05',
).map((item) => ({ ...item, id: `i${item.paymentNumber}` }));

const at = (date: string, n: number) => `${date}T15:00:${String(n % 60).padStart(2, '0')}.000Z`;
const transactions: LoanTransaction[] = [
  {
    id: 't000',
    type: 'DISBURSEMENT',
    valueDate: '2026-01-05',
    postedAt: at('2026-01-05', 0),
    amountCents: 400_000,
  },
];
// 80 receipts of about half an installment, some back-dated, one selecting a later installment.
for (let n = 1; n <= 80; n++) {
  const item = schedule[Math.floor((n - 1) / 2)] ?? schedule[0];
  const valueDate = addDays(item?.dueDate ?? '2026-01-15', n % 7 === 0 ? 9 : -1);
  transactions.push({
    id: `r${String(n).padStart(3, '0')}`,
    type: 'REPAYMENT',
    valueDate,
    postedAt: at(addDays(valueDate, n % 5 === 0 ? 3 : 0), n),
    amountCents: 5_200,
    ...(n % 10 === 0 ? { installmentIds: [`i${Math.min(48, n)}`] } : {}),
  });
}
// 14 late fees, a waiver, and 4 reversals of receipts (80 + 14 + 1 + 4 + 1 = 100 entries).
for (let n = 1; n <= 14; n++) {
  const item = schedule[n * 3] ?? schedule[0];
  const valueDate = addDays(item?.dueDate ?? '2026-01-15', 6);
  transactions.push({
    id: `f${String(n).padStart(3, '0')}`,
    type: 'LATE_FEE',
    valueDate,
    postedAt: at(valueDate, n),
    amountCents: 2_500,
    installmentId: item?.id ?? 'i1',
  });
}
transactions.push({
  id: 'w001',
  type: 'LATE_FEE_WAIVER',
  valueDate: '2026-06-01',
  postedAt: at('2026-06-01', 1),
  amountCents: 2_500,
  installmentId: 'i10',
});
for (const n of [3, 17, 42, 66]) {
  transactions.push({
    id: `v${n}`,
    type: 'REVERSAL',
    valueDate: '2027-01-10',
    postedAt: at('2027-01-10', n),
    amountCents: 5_200,
    reversalOf: `r${String(n).padStart(3, '0')}`,
  });
}

const input = {
  installments: schedule,
  transactions,
  asOf: '2027-01-10',
  graceDays: 5,
  startDate: '2026-01-01',
};
const run = () => replayLoan(input);

for (let i = 0; i < 2_000; i++) run(); // warm-up: let the JIT compile the hot paths
const rounds = 10;
const perRound = 1_000;
const means: number[] = [];
for (let r = 0; r < rounds; r++) {
  const start = performance.now();
  for (let i = 0; i < perRound; i++) run();
  means.push((performance.now() - start) / perRound);
}
const mean = means.reduce((sum, m) => sum + m, 0) / rounds;
const best = Math.min(...means);
console.log(
  `replayLoan: ${schedule.length} installments, ${transactions.length} entries — ` +
    `mean ${(mean * 1000).toFixed(1)} µs, best round ${(best * 1000).toFixed(1)} µs (${rounds}×${perRound} runs)`,
);
