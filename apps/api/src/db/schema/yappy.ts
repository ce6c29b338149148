import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { creditApplications } from './applications.ts';
import { createdAt, id, instant } from './columns.ts';
import { customers } from './customers.ts';
import { payments } from './payments.ts';

export const yappyOrderKind = pgEnum('yappy_order_kind', ['INSTALLMENTS', 'PAYOFF']);
export const yappyOrderStatus = pgEnum('yappy_order_status', [
  'PENDING',
  'PAID',
  'CLOSED',
  'EXPIRED',
  'HELD',
]);

/**
 * A customer's Yappy payment (PRODUCT.md §11, ADR 054): created when the customer asks to pay, settled
 * by Yappy's notification under this row's lock, so its money is applied once however often it comes.
 */
export const yappyOrders = pgTable(
  'yappy_orders',
  {
    id: id(),
    // The order's number at Yappy: capitals and digits, at most 15.
    orderId: text('order_id').notNull(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => creditApplications.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: yappyOrderKind('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: yappyOrderStatus('status').notNull().default('PENDING'),
    provider: text('provider').notNull(),
    // Yappy's own number for the order, and the last status letter it notified.
    transactionId: text('transaction_id'),
    yappyStatus: text('yappy_status'),
    paymentId: uuid('payment_id').references(() => payments.id),
    heldReason: text('held_reason'),
    expiresAt: instant('expires_at').notNull(),
    settledAt: instant('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('yappy_orders_order_id_unique').on(t.orderId),
    // One order waiting per loan: a second would ask the customer to pay twice.
    uniqueIndex('yappy_orders_one_pending_idx').on(t.applicationId).where(sql`${t.status} = 'PENDING'`),
    index('yappy_orders_customer_idx').on(t.customerId, t.createdAt),
    index('yappy_orders_status_idx').on(t.status, t.createdAt),
    check('yappy_orders_amount_check', sql`${t.amountCents} > 0`),
    check('yappy_orders_paid_check', sql`(${t.status} = 'PAID') = (${t.paymentId} is not null)`),
  ],
);
