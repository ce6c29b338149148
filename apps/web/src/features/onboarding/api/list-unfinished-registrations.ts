import { listVendorCustomersContract, type VendorCustomerSummary } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** How many unfinished registrations the phone step offers to resume. */
export const UNFINISHED_SHOWN = 5;

/**
 * GET /vendor/customers?hasApplications=false: the customers this vendor registered whose application
 * was never sent (a wizard left halfway), newest first — to resume rather than register them again.
 */
export async function listUnfinishedRegistrations(signal?: AbortSignal): Promise<VendorCustomerSummary[]> {
  const { customers } = await call(listVendorCustomersContract, {
    query: { hasApplications: 'false', limit: UNFINISHED_SHOWN },
    signal,
  });
  return customers;
}

export function useUnfinishedRegistrations() {
  return useQuery({
    queryKey: ['vendor', 'customers', 'unfinished'],
    queryFn: ({ signal }) => listUnfinishedRegistrations(signal),
  });
}
