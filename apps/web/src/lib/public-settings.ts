import type { PaymentMethod } from '@quincena/shared';
import { getPublicSettingsContract, PAYMENT_METHODS } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { retryTransient } from './query-retry.ts';

/*
 * The settings anyone may read. They live here, not in a feature, because several features read
 * them: the login page (support contact), every password form (the policy) and both payment forms
 * (the enabled methods). The settings screen invalidates `PUBLIC_SETTINGS_KEY` when it saves.
 */

export const PUBLIC_SETTINGS_KEY = ['settings', 'public'] as const;

/** GET /settings/public. */
export function getPublicSettings(signal?: AbortSignal) {
  return call(getPublicSettingsContract, { signal });
}

/** A minute fresh: a change made in the back-office reaches an open form within a minute. */
export function usePublicSettings() {
  return useQuery({
    queryKey: PUBLIC_SETTINGS_KEY,
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 60_000,
    retry: retryTransient(1),
  });
}

/**
 * The payment methods a form offers: the enabled ones once known, all of them until then (or if they
 * cannot be read; the server still refuses a disabled one with its message).
 */
export function useEnabledPaymentMethods(): readonly PaymentMethod[] {
  const { data } = usePublicSettings();
  return data?.paymentMethods ?? PAYMENT_METHODS;
}

/** The form's usual method when it is enabled, else the first enabled one. */
export function preferredPaymentMethod(
  methods: readonly PaymentMethod[],
  preferred: PaymentMethod,
): PaymentMethod {
  return methods.includes(preferred) ? preferred : (methods[0] ?? preferred);
}
