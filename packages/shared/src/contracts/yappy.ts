import { z } from 'zod';
import { pagination } from '../schemas/common.ts';
import { appliedPayment } from '../schemas/payments.ts';
import {
  adminYappyOrder,
  sandboxYappyNotifyBody,
  yappyIpnQuery,
  yappyOrder,
  yappyOrderBody,
  yappyOrderListQuery,
  yappyOrderParams,
} from '../schemas/yappy.ts';
import { defineRoute } from './define.ts';

/** POST: a Yappy order for the customer's own loan; Yappy asks the customer to confirm in its app. */
export const createYappyOrderContract = defineRoute({
  method: 'POST',
  path: '/customers/payments/yappy',
  body: yappyOrderBody,
  response: z.object({ order: yappyOrder }),
  status: 201,
});

/** GET: one of the customer's own Yappy orders (another's answers 404), to follow its confirmation. */
export const getYappyOrderContract = defineRoute({
  method: 'GET',
  path: '/customers/payments/yappy/:orderId',
  params: yappyOrderParams,
  response: z.object({ order: yappyOrder }),
});

/** GET: Yappy's notification of an order's outcome (PRODUCT.md §11); public, checked by its hash. */
export const yappyIpnContract = defineRoute({
  method: 'GET',
  path: '/payments/yappy/ipn',
  query: yappyIpnQuery,
  response: z.object({ received: z.literal(true) }),
});

/** GET: the Yappy orders for the back-office, filtered by status. */
export const listYappyOrdersContract = defineRoute({
  method: 'GET',
  path: '/admin/payments/yappy',
  query: yappyOrderListQuery,
  response: z.object({ orders: z.array(adminYappyOrder), pagination }),
});

/** POST: applies a held order's money to its loan as an ordinary receipt, oldest installments first. */
export const applyHeldYappyOrderContract = defineRoute({
  method: 'POST',
  path: '/admin/payments/yappy/:orderId/apply',
  params: yappyOrderParams,
  response: appliedPayment,
});

/** POST: the sandbox sends the order's notification as Yappy would (outside production only). */
export const notifySandboxYappyContract = defineRoute({
  method: 'POST',
  path: '/dev/yappy/orders/:orderId/notify',
  params: yappyOrderParams,
  body: sandboxYappyNotifyBody,
  response: z.object({ order: yappyOrder }),
});
