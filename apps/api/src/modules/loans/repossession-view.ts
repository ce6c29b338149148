import { fromCents, type RepossessionView } from '@quincena/shared';
import type { RepossessionRow } from './repossessions.repository.ts';

/** A repossession as the API answers it: money in dollars. */
export function toRepossessionView(row: RepossessionRow): RepossessionView {
  return {
    id: row.id,
    applicationId: row.applicationId,
    status: row.status,
    reason: row.reason,
    orderedOn: row.orderedOn,
    recoveredOn: row.recoveredOn,
    place: row.place,
    condition: row.condition,
    costs: fromCents(row.costsCents),
    closedOn: row.closedOn,
    saleAmount: row.saleCents === null ? null : fromCents(row.saleCents),
    notes: row.notes,
  };
}
