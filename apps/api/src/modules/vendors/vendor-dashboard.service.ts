import {
  businessToday,
  type DashboardPeriod,
  percentOf,
  periodWindow,
  type VendorDashboard,
} from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { selectApplicationSummaries, toApplicationSummary } from '../applications/index.ts';
import { selectVendorCustomers, toVendorCustomerSummary } from '../customers/index.ts';
import { vendorDashboardFigures } from './vendor-dashboard.repository.ts';

/**
 * The vendor's figures for the period ending today; "approved" includes disbursed applications.
 * Three statements side by side: the figures, and the two recent lists (which need no totals).
 */
export async function vendorDashboard(
  db: Database,
  clock: Clock,
  vendorId: string,
  period: DashboardPeriod,
): Promise<VendorDashboard> {
  const { from } = periodWindow(period, businessToday(clock.now()));
  const page = { limit: 5, offset: 0 };
  const [figures, customers, recent] = await Promise.all([
    vendorDashboardFigures(db, vendorId, from),
    selectVendorCustomers(db, vendorId, {}, page),
    selectApplicationSummaries(db, { vendorId }, page),
  ]);
  const { total, approved, rejected } = figures;
  return {
    period,
    from,
    customers: { total: figures.customers, newInPeriod: figures.newCustomers },
    applications: {
      total,
      pending: figures.pending,
      approved,
      rejected,
      approvedPercent: percentOf(approved, total),
      rejectedPercent: percentOf(rejected, total),
      approvalRate: percentOf(approved, approved + rejected),
    },
    recentApplications: recent.map(toApplicationSummary),
    recentCustomers: customers.map((r) => toVendorCustomerSummary(r.customer, r.applicationsCount)),
  };
}
