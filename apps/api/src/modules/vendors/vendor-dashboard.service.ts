import {
  businessToday,
  type DashboardPeriod,
  percentOf,
  periodWindow,
  type VendorDashboard,
} from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { toApplicationSummary } from '../applications/application-views.ts';
import {
  countApplicationsByStatus,
  listApplicationSummaries,
} from '../applications/applications.repository.ts';
import { countVendorCustomersSince, listVendorCustomers } from '../customers/vendor-customers.repository.ts';
import { toVendorCustomerSummary } from '../customers/vendor-customers.service.ts';

/** The vendor's figures for the period ending today; "approved" includes disbursed applications. */
export async function vendorDashboard(
  db: Database,
  clock: Clock,
  vendorId: string,
  period: DashboardPeriod,
): Promise<VendorDashboard> {
  const { from } = periodWindow(period, businessToday(clock.now()));
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
      approvedPercent: percentOf(approved, total),
      rejectedPercent: percentOf(rejected, total),
      approvalRate: percentOf(approved, approved + rejected),
    },
    recentApplications: recent.rows.map(toApplicationSummary),
    recentCustomers: customers.rows.map((r) => toVendorCustomerSummary(r.customer, r.applicationsCount)),
  };
}
