import type { admins, creditApplications, customers, motorcycles, vendors } from '../../db/schema/index.ts';

/*
 * The fields of each entity the audit trail compares, before and after a change: what people change
 * and want to see changed. Keys, timestamps, token versions and secrets are left out (a PIN or a
 * password change is recorded on its own, masked). Cent columns keep their names; `auditDiff`
 * records them in dollars.
 */

export function adminSnapshot(row: typeof admins.$inferSelect) {
  return { username: row.username, email: row.email, role: row.role, isActive: row.isActive };
}

export function vendorSnapshot(row: typeof vendors.$inferSelect) {
  return {
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    address: row.address,
    city: row.city,
    region: row.region,
    dealershipName: row.dealershipName,
    licenseNumber: row.licenseNumber,
    commissionRate: Number(row.commissionRate),
    isActive: row.isActive,
    isVerified: row.isVerified,
  };
}

export function customerSnapshot(row: typeof customers.$inferSelect) {
  return {
    phoneNumber: row.phoneNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    city: row.city,
    province: row.province,
    postalCode: row.postalCode,
    identityType: row.identityType,
    identityNumber: row.identityNumber,
    occupation: row.occupation,
    employerName: row.employerName,
    employmentType: row.employmentType,
    monthlyIncomeCents: row.monthlyIncomeCents,
    isVerified: row.isVerified,
  };
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
