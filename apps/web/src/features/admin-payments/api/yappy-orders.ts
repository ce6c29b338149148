import {
  applyHeldYappyOrderContract,
  listYappyOrdersContract,
  type yappyOrderListQuery,
} from '@quincena/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { adminPaymentsQueryKey } from './get-payments-dashboard.ts';

export type YappyOrderFilters = z.output<typeof yappyOrderListQuery>;

/** GET /admin/payments/yappy: the Yappy orders, of one status or all, newest first. */
export function useYappyOrders(filters: YappyOrderFilters) {
  return useQuery({
    queryKey: [...adminPaymentsQueryKey, 'yappy', filters],
    queryFn: ({ signal }) => call(listYappyOrdersContract, { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/payments/yappy/:orderId/apply: the money moved, so the whole payments area refetches. */
export function useApplyHeldYappyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => call(applyHeldYappyOrderContract, { params: { orderId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey }),
  });
}
