import type { admins, creditApplications, motorcycles } from '../../db/schema/index.ts';

/*
 * The fields of each entity the audit trail compares, before and after a change: what people change
 * and want to see changed. Keys, timestamps, token versions and secrets are left out (a PIN or a
 * password change is recorded on its own, masked). Cent columns keep their names; `auditDiff`
 * records them in dollars.
 */

export function adminSnapshot(row: typeof admins.$inferSelect) {
  return { username: row.username, email: row.email, role: row.role, isActive: row.isActive };
}

export function motorcycleSnapshot(row: typeof motorcycles.$inferSelect) {
  return {
    brand: row.brand,
    model: row.model,
    year: row.year,
    engineSize: row.engineSize,
    color: row.color,
    priceCents: row.priceCents,
    description: row.description,
    specifications: row.specifications,
    isAvailable: row.isAvailable,
  };
}

/** An application's status and financing terms, under the API's names. */
export function financingSnapshot(row: typeof creditApplications.$inferSelect) {
  return {
    status: row.status,
    motorcycleId: row.motorcycleId,
    requestedAmountCents: row.saleValueCents,
    downPaymentCents: row.downPaymentCents,
    loanTermMonths: row.loanTermMonths,
    quincenalPaymentCents: row.quincenalPaymentCents,
  };
}
