import { type Cents, type LoanPolicyIssue, loanPolicyIssues, loanPolicyOf, toCents } from '@quincena/shared';
import type { Executor } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';
import { findSystemSettings } from '../settings/index.ts';

export class LoanPolicyError extends ValidationError {
  constructor(issues: LoanPolicyIssue[]) {
    super(issues[0]?.message, issues, 'LOAN_POLICY');
  }
}

/**
 * Refuses (400 `LOAN_POLICY`, each issue on its field) terms the financing settings do not allow:
 * a sale value above the motorcycle's price plus the markup, a down payment under its share, or
 * less financed than the minimum (ADR 022). The settings are read in the caller's transaction.
 */
export async function assertLoanPolicy(
  db: Executor,
  terms: { priceCents: Cents; requestedAmount: number; downPayment: number },
): Promise<void> {
  const { financing } = await findSystemSettings(db);
  const issues = loanPolicyIssues(
    {
      priceCents: terms.priceCents,
      saleValueCents: toCents(terms.requestedAmount),
      downPaymentCents: toCents(terms.downPayment),
    },
    loanPolicyOf(financing),
  );
  if (issues.length > 0) throw new LoanPolicyError(issues);
}
