import {
  type LoanTermMonths,
  submitCustomerOnboardingContract,
  updateCustomerOnboardingContract,
} from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerInfoBody } from '../../../components/domain/customer-form.tsx';
import { call } from '../../../lib/api-client.ts';
import { useIdempotentMutation, withIdempotencyKey } from '../../../lib/idempotency.ts';

export interface CustomerFinancingInput {
  motorcycleId?: string;
  requestedAmount: number;
  downPayment: number;
  loanTermMonths: LoanTermMonths;
}

export type CustomerOnboardingInput = CustomerInfoBody & CustomerFinancingInput;

/** POST /customers/onboarding: the signed-in customer's data and first application, together. */
export function submitCustomerOnboarding(input: CustomerOnboardingInput, idempotencyKey: string) {
  return call(submitCustomerOnboardingContract, {
    body: input,
    headers: withIdempotencyKey(idempotencyKey).headers,
  });
}

/** PUT /customers/onboarding/{id}: changes the financing while the application is PENDING (else 409). */
export function updateCustomerOnboarding(id: string, input: CustomerFinancingInput) {
  return call(updateCustomerOnboardingContract, { params: { id }, body: input });
}

export function useSubmitCustomerOnboarding() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: submitCustomerOnboarding,
    // A new application changes the customer's lists and summary, whichever page shows them.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}

export function useUpdateCustomerOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CustomerFinancingInput }) =>
      updateCustomerOnboarding(id, input),
    // A new application changes the customer's lists and summary, whichever page shows them.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
