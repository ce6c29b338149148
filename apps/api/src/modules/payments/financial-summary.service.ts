import { businessToday, type FinancialSummary, fromCents, loanStanding } from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { countApplicationsByStatus, listInstallments } from '../applications/index.ts';
import { currentCustomerLoan } from './customer-schedule.service.ts';
import { unappliedCreditCents } from './payments.repository.ts';

/** Counts of the customer's applications and the state of the financing under way, if any. */
export async function financialSummaryOf(
  db: Database,
  clock: Clock,
  customerId: string,
): Promise<FinancialSummary> {
  const today = businessToday(clock.now());
  const byStatus = await countApplicationsByStatus(db, { customerId });
  const countOf = (...s: string[]) =>
    byStatus.filter((r) => s.includes(r.status)).reduce((sum, r) => sum + r.n, 0);
  // The loan the calendar shows by default, so the two screens speak of the same financing.
  const active = await currentCustomerLoan(db, customerId);
  let activeFinancing: FinancialSummary['activeFinancing'] = null;
  if (active) {
    // The calendar's figures, from the same definition (loanStanding): they never disagree.
    const [items, creditCents] = await Promise.all([
      listInstallments(db, active.id),
      unappliedCreditCents(db, active.id),
    ]);
    const standing = loanStanding(items, creditCents, today);
    activeFinancing = {
      applicationId: active.id,
      totalToPay: fromCents(active.totalToPayCents),
      totalPaid: fromCents(standing.totalPaidCents),
      remainingBalance: fromCents(standing.remainingBalanceCents),
      paymentsCompleted: standing.paymentsCompleted,
      totalPayments: standing.totalPayments,
      overdueCount: standing.overdueCount,
      overdueAmount: fromCents(standing.overdueCents),
      nextPayment: standing.next
        ? { dueDate: standing.next.dueDate, amount: fromCents(standing.next.owedCents) }
        : null,
    };
  }
  return {
    applications: {
      total: countOf('PENDING', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'DISBURSED'),
      pending: countOf('PENDING', 'IN_REVIEW'),
      approved: countOf('APPROVED', 'DISBURSED'),
      rejected: countOf('REJECTED'),
    },
    activeFinancing,
  };
}
