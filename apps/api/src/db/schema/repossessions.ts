import { REPOSSESSION_STATUSES } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { creditApplications } from './applications.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { payments } from './payments.ts';
import { admins } from './users.ts';

export const repossessionStatus = pgEnum('repossession_status', REPOSSESSION_STATUSES);

/**
 * A loan's motorcycle taken back (PRODUCT.md §9): ordered, recovered (where, in what state, at what
 * cost), then redeemed by the customer or sold — the sale's proceeds a receipt of the loan. One in
 * course per loan; every step is audited.
 */
export const repossessions = pgTable(
  'repossessions',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => creditApplications.id),
    status: repossessionStatus('status').notNull().default('ORDERED'),
    reason: text('reason').notNull(),
    orderedOn: date('ordered_on', { mode: 'string' }).notNull(),
    orderedBy: uuid('ordered_by')
      .notNull()
      .references(() => admins.id),
    recoveredOn: date('recovered_on', { mode: 'string' }),
    place: text('place'),
    condition: text('condition'),
    costsCents: integer('costs_cents').notNull().default(0),
    // Redeemed or sold: the day it ended.
    closedOn: date('closed_on', { mode: 'string' }),
    saleCents: integer('sale_cents'),
    // The sale's receipt, applied to the loan through the receipts' one write path.
    salePaymentId: uuid('sale_payment_id').references(() => payments.id),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('repossessions_one_open_key')
      .on(t.applicationId)
      .where(sql`${t.status} in ('ORDERED', 'RECOVERED')`),
    index('repossessions_application_idx').on(t.applicationId, t.createdAt),
    index('repossessions_open_idx').on(t.createdAt, t.id).where(sql`${t.status} in ('ORDERED', 'RECOVERED')`),
    index('repossessions_created_idx').on(t.createdAt, t.id),
    check(
      'repossessions_money_check',
      sql`${t.costsCents} >= 0 and (${t.saleCents} is null or ${t.saleCents} > 0)`,
    ),
  ],
);
