import {
  createYappyOrderContract,
  getYappyOrderContract,
  notifySandboxYappyContract,
  type YappyOrder,
  type YappyOrderBody,
} from '@quincena/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { paymentSchedulesQueryKey } from './get-payment-schedule.ts';
import { payoffQueryKey } from './get-payoff.ts';

/** How often a waiting order is asked about while the customer confirms it in the Yappy app. */
const FOLLOW_EVERY_MS = 3_000;

/** POST /customers/payments/yappy: one key per order asked, so a lost answer does not make two. */
export function useCreateYappyOrder() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: YappyOrderBody; idempotencyKey: string }) =>
      call(createYappyOrderContract, { body, headers: { 'idempotency-key': idempotencyKey } }),
  });
}

/**
 * GET /customers/payments/yappy/:orderId, asked again every few seconds while it waits. Once it is
 * settled the calendar, the payoff and the receipts are refetched: the money may have moved.
 */
const yappyOrderKey = (orderId: string | undefined) => ['customer', 'yappy-order', orderId] as const;

export function useYappyOrder(order: YappyOrder | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: yappyOrderKey(order?.orderId),
    queryFn: async ({ signal }): Promise<YappyOrder> => {
      const { order: current } = await call(getYappyOrderContract, {
        params: { orderId: order?.orderId ?? '' },
        signal,
      });
      if (current.status !== 'PENDING') {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: paymentSchedulesQueryKey }),
          queryClient.invalidateQueries({ queryKey: payoffQueryKey }),
        ]);
      }
      return current;
    },
    enabled: order !== undefined,
    initialData: order,
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? FOLLOW_EVERY_MS : false),
  });
}

/** POST /dev/yappy/orders/:orderId/notify: the sandbox confirms the order as Yappy would. */
export function useConfirmInSandbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      call(notifySandboxYappyContract, { params: { orderId }, body: { status: 'E' } }),
    // The order is settled now: followed again at once, which refetches the calendar too.
    onSuccess: (_data, orderId) => queryClient.invalidateQueries({ queryKey: yappyOrderKey(orderId) }),
  });
}
