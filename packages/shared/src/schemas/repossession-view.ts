import { z } from 'zod';
import { money } from './common.ts';

/** The motorcycle's road back (PRODUCT.md §9): ordered → recovered → redeemed or sold. */
export const REPOSSESSION_STATUSES = ['ORDERED', 'RECOVERED', 'REDEEMED', 'SOLD'] as const;
export type RepossessionStatus = (typeof REPOSSESSION_STATUSES)[number];

export const REPOSSESSION_STATUS_LABELS: Record<RepossessionStatus, string> = {
  ORDERED: 'Recuperación ordenada',
  RECOVERED: 'Moto recuperada',
  REDEEMED: 'Devuelta al cliente',
  SOLD: 'Vendida',
};

export const repossessionView = z.object({
  id: z.string(),
  applicationId: z.string(),
  status: z.enum(REPOSSESSION_STATUSES),
  reason: z.string(),
  orderedOn: z.string(),
  recoveredOn: z.string().nullable(),
  place: z.string().nullable(),
  condition: z.string().nullable(),
  costs: money,
  closedOn: z.string().nullable(),
  saleAmount: money.nullable(),
  notes: z.string().nullable(),
});
export type RepossessionView = z.infer<typeof repossessionView>;
