import type { LoanTermMonths, SubmittedApplication } from '@quincena/shared';
import { api } from '../../../lib/api-client.ts';
import { withIdempotencyKey } from '../../../lib/idempotency.ts';

export interface VendorApplicationInput {
  customerId: string;
  motorcycleId: string;
  requestedAmount: number;
  downPayment: number;
  loanTermMonths: LoanTermMonths;
}

/** POST /vendor/applications (spec §7 onboarding sequence, step 5): a PENDING application. */
export function submitVendorApplication(
  input: VendorApplicationInput,
  idempotencyKey: string,
): Promise<SubmittedApplication> {
  return api.post<SubmittedApplication>('/vendor/applications', input, withIdempotencyKey(idempotencyKey));
}
