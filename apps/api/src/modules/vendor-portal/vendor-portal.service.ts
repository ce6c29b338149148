import {
  addDays,
  businessToday,
  type changePasswordBody,
  type createVendorApplicationBody,
  type DashboardPeriod,
  type updateVendorProfileBody,
  type VendorDashboard,
} from '@quincena/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { verifySecret } from '../../infra/passwords.ts';
import { hashPolicyPassword } from '../admins/admins.service.ts';
import { toApplicationSummary } from '../applications/application-views.ts';
import {
  countApplicationsByStatus,
  listApplicationSummaries,
} from '../applications/applications.repository.ts';
import { createApplication } from '../applications/applications.service.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { TokenService } from '../auth/token.service.ts';
import { countVendorCustomersSince, listVendorCustomers } from '../customers/vendor-customers.repository.ts';
import { requireLinkedCustomer, toVendorCustomerSummary } from '../customers/vendor-customers.service.ts';
import { findFinanceableMotorcycle } from '../motorcycles/motorcycles.service.ts';
import { findSystemSettings } from '../settings/settings.repository.ts';
import { findVendorById, toVendorAccount, updateVendor } from '../vendors/vendors.repository.ts';

const PERIOD_DAYS: Record<DashboardPeriod, number> = { week: 7, month: 30, quarter: 91, year: 365 };
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** The vendor's figures for the period ending today; "approved" includes disbursed applications. */
export async function vendorDashboard(
  db: Database,
  clock: Clock,
  vendorId: string,
  period: DashboardPeriod,
): Promise<VendorDashboard> {
  const from = addDays(businessToday(clock.now()), -(PERIOD_DAYS[period] - 1));
  const [byStatus, customers, newCustomers, recent] = await Promise.all([
    countApplicationsByStatus(db, { vendorId, startDate: from }),
    listVendorCustomers(db, vendorId, {}, { limit: 5, offset: 0 }),
    countVendorCustomersSince(db, vendorId, from),
    listApplicationSummaries(db, { vendorId }, { limit: 5, offset: 0 }),
  ]);
  const countOf = (...statuses: string[]) =>
    byStatus.filter((s) => statuses.includes(s.status)).reduce((sum, s) => sum + s.n, 0);
  const total = countOf('PENDING', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'DISBURSED');
  const approved = countOf('APPROVED', 'DISBURSED');
  const rejected = countOf('REJECTED');
  return {
    period,
    from,
    customers: { total: customers.total, newInPeriod: newCustomers },
    applications: {
      total,
      pending: countOf('PENDING', 'IN_REVIEW'),
      approved,
      rejected,
      approvedPercent: percent(approved, total),
      rejectedPercent: percent(rejected, total),
      approvalRate: percent(approved, approved + rejected),
    },
    recentApplications: recent.rows.map(toApplicationSummary),
    recentCustomers: customers.rows.map((r) => toVendorCustomerSummary(r.customer, r.applicationsCount)),
  };
}

/** The wizard's application: only for the vendor's own customer and a motorcycle it may finance. */
export async function submitVendorApplication(
  db: Database,
  vendorId: string,
  input: z.infer<typeof createVendorApplicationBody>,
) {
  await requireLinkedCustomer(db, vendorId, input.customerId);
  await findFinanceableMotorcycle(db, input.motorcycleId, vendorId);
  return db.transaction(async (tx) => {
    const row = await createApplication(tx, { ...input, vendorId }, { role: 'vendor', id: vendorId });
    return { id: row.id, status: row.status };
  });
}

async function requireVendor(db: Database, vendorId: string) {
  const row = await findVendorById(db, vendorId);
  if (!row) throw new NotFoundError('Vendedor no encontrado.');
  return row;
}

export async function getVendorProfile(db: Database, vendorId: string) {
  return toVendorAccount(await requireVendor(db, vendorId));
}

/** Vendors edit their personal and company data; the email stays as the back-office set it. */
export async function updateVendorProfile(
  db: Database,
  vendorId: string,
  input: z.infer<typeof updateVendorProfileBody>,
) {
  return db.transaction(async (tx) => {
    const row = await updateVendor(tx, vendorId, input);
    if (!row) throw new NotFoundError('Vendedor no encontrado.');
    await recordAudit(tx, {
      entityType: 'vendor',
      entityId: vendorId,
      action: 'profile_updated',
      actor: { role: 'vendor', id: vendorId },
      changes: input,
    });
    return toVendorAccount(row);
  });
}

/** A new password ends every other session; the caller gets a fresh token to stay signed in. */
export async function changeVendorPassword(
  deps: { db: Database; clock: Clock; tokens: TokenService },
  vendorId: string,
  input: z.infer<typeof changePasswordBody>,
) {
  const vendor = await requireVendor(deps.db, vendorId);
  if (!(await verifySecret(vendor.passwordHash, input.currentPassword))) {
    const message = 'La contraseña actual es incorrecta.';
    throw new ValidationError(message, [{ field: 'currentPassword', message }], 'WRONG_PASSWORD');
  }
  const passwordHash = await hashPolicyPassword(deps.db, input.newPassword, 'newPassword');
  const tokenVersion = vendor.tokenVersion + 1;
  await deps.db.transaction(async (tx) => {
    await updateVendor(tx, vendorId, { passwordHash, tokenVersion });
    await recordAudit(tx, {
      entityType: 'vendor',
      entityId: vendorId,
      action: 'password_changed',
      actor: { role: 'vendor', id: vendorId },
    });
  });
  const { security } = await findSystemSettings(deps.db);
  const { token } = await deps.tokens.sign(
    { role: 'vendor', vendorId, ver: tokenVersion },
    deps.clock.now(),
    security.sessionTimeout,
  );
  return { token };
}
