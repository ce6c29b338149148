import {
  type AdminDashboard,
  businessToday,
  formatApplicationNumber,
  fromCents,
  percentOf,
} from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { keptApplicationFigures, keptTotalsOf, selectApplicationSummaries } from '../applications/index.ts';
import { keptCustomerFigures } from '../customers/index.ts';
import { overdueBefore } from '../reports/index.ts';
import { inventoryCounts } from './admin-dashboard.repository.ts';

const RECENT_APPLICATIONS = 5;

/**
 * The back-office's figures, all from data: the counts and sums kept by the write path (migrations
 * 0011, 0012 and 0021), so the page costs the same at any size of the book. Approval rate =
 * (approved + disbursed) / decided; "pending" includes applications in review.
 */
export async function adminDashboard(db: Database, clock: Clock): Promise<AdminDashboard> {
  const today = businessToday(clock.now());
  const [customers, byStatus, inventory, overdue, recent] = await Promise.all([
    keptCustomerFigures(db),
    keptApplicationFigures(db),
    inventoryCounts(db),
    overdueBefore(db, today),
    selectApplicationSummaries(db, {}, { limit: RECENT_APPLICATIONS, offset: 0 }),
  ]);
  const n = (...statuses: Parameters<typeof keptTotalsOf>[1][]) =>
    keptTotalsOf(byStatus, ...statuses).applications;
  const disbursed = keptTotalsOf(byStatus, 'DISBURSED');
  const approved = n('APPROVED', 'DISBURSED');
  const pending = n('PENDING', 'IN_REVIEW');
  return {
    customers: { total: customers.total, active: customers.active },
    creditApplications: {
      total: n('PENDING', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'DISBURSED'),
      pending,
      approvalRate: percentOf(approved, approved + n('REJECTED')),
    },
    financial: {
      totalDisbursed: fromCents(disbursed.financedCents),
      // Half-up to the cent, as the database's round(avg()) did.
      averageLoanAmount: fromCents(
        disbursed.applications ? Math.round(disbursed.financedCents / disbursed.applications) : 0,
      ),
    },
    motorcycles: inventory,
    recentActivity: {
      applications: recent.map(({ application: a, customer, motorcycle, vendor }) => ({
        id: a.id,
        number: formatApplicationNumber(a.number, a.createdAt),
        customerName:
          [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.phoneNumber,
        motorcycle: `${motorcycle.brand} ${motorcycle.model}`,
        vendor: vendor ? `${vendor.firstName} ${vendor.lastName}` : null,
        amount: fromCents(a.approvedAmountCents ?? a.financedCents),
        status: a.status,
        createdAt: a.createdAt.toISOString(),
      })),
    },
    alerts: {
      pendingApplications: pending,
      overduePayments: overdue.count,
      overdueAmount: fromCents(overdue.owedCents),
    },
  };
}
