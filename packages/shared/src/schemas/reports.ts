import { z } from 'zod';
import { REPORT_PERIODS } from '../domain/report-period.ts';
import { money } from './common.ts';
import { loanTermMonths } from './financing.ts';

/*
 * The back-office reports (PRODUCT.md §8, spec part 2 §2.8). Every figure is computed from the data
 * of the period; definitions are in ADR 012 and in the reports module of the API.
 */

export const REPORT_TYPES = ['overview', 'sales', 'financing', 'customers', 'inventory', 'vendors'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** 'Filtros': narrow the application and loan figures to one vendor, brand or term. */
export const reportQuery = z.object({
  period: z
    .enum(REPORT_PERIODS, { error: 'Período no válido: usa week, month, quarter o year.' })
    .default('month'),
  vendorId: z.uuid('Vendedor no válido.').optional(),
  brand: z.string().trim().min(1).max(60).optional(),
  termMonths: loanTermMonths.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type ReportQuery = z.infer<typeof reportQuery>;

/** A figure of the period beside the same figure for the previous period; change in percent or null. */
export const figure = z.object({
  current: z.number(),
  previous: z.number(),
  change: z.number().nullable(),
});
export type Figure = z.infer<typeof figure>;

export const reportWindow = z.object({
  period: z.enum(REPORT_PERIODS),
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  bucket: z.enum(['day', 'week', 'month']),
});

/** One point of a time series: the bucket's first day and its values. */
const seriesPoint = <T extends z.ZodRawShape>(values: T) => z.object({ date: z.string(), ...values });

/** A labelled share of a whole (an age band, a city, a brand). */
export const distributionItem = z.object({
  label: z.string(),
  count: z.number().int(),
  percent: z.number(),
});

export const overviewReport = z.object({
  window: reportWindow,
  figures: z.object({
    /** Customers registered by the end of the period (today: the users list total). */
    totalCustomers: figure,
    /** Applications PENDING or IN_REVIEW at the end of the period. */
    activeApplications: figure,
    /** Financed amount of the loans disbursed in the period. */
    totalLent: figure,
    /** Motorcycles of the inventory available now, and at the end of the previous period. */
    availableMotorcycles: figure,
    /** (approved + disbursed) / decided, of the applications decided in the period, in percent. */
    approvalRate: figure,
    /** Mean days from creation to decision of the applications decided in the period. */
    averageProcessingDays: figure,
    /** Applications created in the period. */
    newApplications: figure,
    /** Money received in the period (payments by payment date). */
    collected: figure,
  }),
  /** Applications created and loans disbursed per bucket. */
  series: z.array(
    seriesPoint({ applications: z.number().int(), disbursements: z.number().int(), disbursedAmount: money }),
  ),
});
export type OverviewReport = z.infer<typeof overviewReport>;

export const salesReport = z.object({
  window: reportWindow,
  figures: z.object({
    /** Sale value of the applications approved in the period (approved or disbursed now). */
    totalSales: figure,
    unitsSold: figure,
    /** totalSales / unitsSold. */
    averageTicket: figure,
    downPayments: figure,
  }),
  series: z.array(seriesPoint({ units: z.number().int(), amount: money })),
  bestSellingModels: z.array(
    z.object({ brand: z.string(), model: z.string(), units: z.number().int(), amount: money }),
  ),
});
export type SalesReport = z.infer<typeof salesReport>;

/** The channels money comes by (issue 26): the receipt's method, or the customer's own report. */
export const COLLECTION_CHANNELS = [
  'CASH',
  'BANK_TRANSFER',
  'YAPPY',
  'CARD',
  'CHECK',
  'CUSTOMER_REPORT',
] as const;
export type CollectionChannel = (typeof COLLECTION_CHANNELS)[number];

export const COLLECTION_CHANNEL_LABELS: Record<CollectionChannel, string> = {
  CASH: 'Efectivo',
  BANK_TRANSFER: 'Transferencia',
  YAPPY: 'Yappy',
  CARD: 'Tarjeta',
  CHECK: 'Cheque',
  CUSTOMER_REPORT: 'Reportado por el cliente',
};

export const financingReport = z.object({
  window: reportWindow,
  figures: z.object({
    /** Money received in the period: principal + interest + late fees applied, plus unapplied credit. */
    totalIncome: figure,
    approvedFinancings: figure,
    financedAmount: figure,
    /** Interest of the installments due in the period. */
    interestScheduled: figure,
    /** Interest part of the allocations of payments dated in the period. */
    interestCollected: figure,
    lateFeesCollected: figure,
    /** Principal outstanding of disbursed loans at the end of the period (written-off ones left out). */
    outstandingPrincipal: figure,
    /** Principal and late fees written off in the period (PRODUCT.md §9). */
    writtenOff: figure,
    /** Money received in the period on loans written off before. */
    recovered: figure,
    /** Restructured loans still under their 6-installment watch at the end of the period. */
    watchedLoans: figure,
  }),
  /** Portfolio at risk at the end of each period, in percent (PRODUCT.md §8). */
  delinquency: z.object({ par1: figure, par30: figure, par60: figure, par90: figure }),
  /** What the period's income was made of (replaces the spec's fixed split). */
  incomeSplit: z.object({ principal: money, interest: money, lateFees: money, unapplied: money }),
  /** Scheduled and collected per bucket. */
  series: z.array(seriesPoint({ scheduled: money, collected: money })),
  /** Amounts still to fall due in the next 30, 91 and 365 days (replaces the spec's fixed projections). */
  projections: z.object({ nextMonth: money, nextQuarter: money, nextYear: money }),
  /** The period's receipts by channel, every channel listed (its amount and count beside the previous period's). */
  collectionsByChannel: z.array(
    z.object({ channel: z.enum(COLLECTION_CHANNELS), receipts: figure, amount: figure }),
  ),
});
export type FinancingReport = z.infer<typeof financingReport>;

export const customersReport = z.object({
  window: reportWindow,
  figures: z.object({ total: figure, verified: figure, newInPeriod: figure }),
  /** Bands 18-25, 26-35, 36-45, 46+, and 'Sin dato' for customers without a birth date. */
  ageDistribution: z.array(distributionItem),
  /** The five largest cities, then 'Otras' and 'Sin dato'. */
  cityDistribution: z.array(distributionItem),
  series: z.array(seriesPoint({ newCustomers: z.number().int() })),
});
export type CustomersReport = z.infer<typeof customersReport>;

export const inventoryReport = z.object({
  window: reportWindow,
  figures: z.object({
    total: figure,
    available: figure,
    /** Price of the available motorcycles. */
    totalValue: figure,
    /** Motorcycles of applications approved in the period. */
    soldInPeriod: figure,
  }),
  brandBreakdown: z.array(
    z.object({
      brand: z.string(),
      total: z.number().int(),
      available: z.number().int(),
      value: money,
      soldInPeriod: z.number().int(),
    }),
  ),
});
export type InventoryReport = z.infer<typeof inventoryReport>;

export const vendorsReport = z.object({
  window: reportWindow,
  figures: z.object({
    applications: figure,
    disbursedLoans: figure,
    financedAmount: figure,
    /** Sum of each vendor's rate × financed amount of its loans disbursed in the period. */
    commissions: figure,
  }),
  vendors: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      dealershipName: z.string().nullable(),
      /** A fraction, as stored (0.05 = 5 %). */
      commissionRate: z.number(),
      applications: z.number().int(),
      approved: z.number().int(),
      disbursedLoans: z.number().int(),
      financedAmount: money,
      commission: money,
    }),
  ),
});
export type VendorsReport = z.infer<typeof vendorsReport>;

export const reportsByType = {
  overview: overviewReport,
  sales: salesReport,
  financing: financingReport,
  customers: customersReport,
  inventory: inventoryReport,
  vendors: vendorsReport,
} as const satisfies Record<ReportType, z.ZodType>;
export type Report<T extends ReportType> = z.infer<(typeof reportsByType)[T]>;

/** Any of the six reports (`GET /admin/reports/:type` answers the one of its type). */
export const anyReport = z.union([
  reportsByType.overview,
  reportsByType.sales,
  reportsByType.financing,
  reportsByType.customers,
  reportsByType.inventory,
  reportsByType.vendors,
]);

/** `GET /admin/reports/dashboard-stats` → `data.dashboard` (spec part 2 §3), all-time totals. */
export const reportsDashboardStats = z.object({
  customers: z.object({
    total: z.number().int(),
    verified: z.number().int(),
    newThisMonth: z.number().int(),
  }),
  applications: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
    totalValue: money,
  }),
  motorcycles: z.object({ total: z.number().int(), available: z.number().int(), totalValue: money }),
});
export type ReportsDashboardStats = z.infer<typeof reportsDashboardStats>;
