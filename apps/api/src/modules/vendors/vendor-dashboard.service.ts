import { addDays, businessToday, type DashboardPeriod, type VendorDashboard } from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { toApplicationSummary } from '../applications/application-views.ts';
import {
  countApplicationsByStatus,
  listApplicationSummaries,
} from '../applications/applications.repository.ts';
import { countVendorCustomersSince, listVendorCustomers } from '../customers/vendor-customers.repository.ts';
import { toVendorCustomerSummary } from '../customers/vendor-customers.service.ts';

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
