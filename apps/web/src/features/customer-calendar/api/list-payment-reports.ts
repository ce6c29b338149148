import { listCustomerPaymentReportsContract } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

const REPORTS_PAGE_SIZE = 10;

export const paymentReportsQueryKey = ['customer', 'payment-reports'] as const;

/** GET /customers/payments?page=&limit=: the payments the customer reported, newest first. */
export function listPaymentReports(page: number, signal?: AbortSignal) {
  return call(listCustomerPaymentReportsContract, {
    query: { page, limit: REPORTS_PAGE_SIZE },
    signal,
  });
}

export function usePaymentReports(page: number) {
  return useQuery({
    queryKey: [...paymentReportsQueryKey, page],
    queryFn: ({ signal }) => listPaymentReports(page, signal),
    placeholderData: keepPreviousData,
  });
}
