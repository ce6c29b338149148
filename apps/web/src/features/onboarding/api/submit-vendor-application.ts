import { type LoanTermMonths, submitVendorApplicationContract } from '@quincena/shared';
import { call } from '../../../lib/api-client.ts';
import { withIdempotencyKey } from '../../../lib/idempotency.ts';

export interface VendorApplicationInput {
  customerId: string;
  motorcycleId: string;
  requestedAmount: number;
  downPayment: number;
  loanTermMonths: LoanTermMonths;
}

/** POST /vendor/applications (spec §7 onboarding sequence, step 5): a PENDING application. */
export function submitVendorApplication(input: VendorApplicationInput, idempotencyKey: string) {
  return call(submitVendorApplicationContract, {
    body: input,
    headers: withIdempotencyKey(idempotencyKey).headers,
  });
}
