import {
  businessToday,
  type Cents,
  type CustomersReport,
  type Figure,
  type FinancingReport,
  fromCents,
  type InventoryReport,
  type IsoDate,
  type OverviewReport,
  type PeriodWindow,
  percentChange,
  percentOf,
  periodWindow,
  type Report,
  type ReportQuery,
  type ReportsDashboardStats,
  type ReportType,
  type SalesReport,
  type SeriesBucket,
  seriesBucket,
  type VendorsReport,
} from '@quincena/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';
import type { ReportFilter } from './report-definitions.ts';
import type { Portfolio } from './reports.repository.ts';
import * as repo from './reports.repository.ts';

const BEST_SELLING_MODELS = 10;
const TOP_CITIES = 5;

interface ReportContext {
  db: Executor;
  today: IsoDate;
  window: PeriodWindow;
  bucket: SeriesBucket;
  filter: ReportFilter;
}

type Pair = readonly [current: number, previous: number];

/** A report's queries run one after another: they share the report's connection and snapshot. */
async function inTurn<T extends unknown[]>(...queries: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as T;
}

const figure = ([current, previous]: Pair): Figure => ({
  current,
  previous,
  change: percentChange(current, previous),
});
/** Dollars for the answer; the change is taken on the exact cents. */
const moneyFigure = ([current, previous]: Pair): Figure => ({
  current: fromCents(current),
  previous: fromCents(previous),
  change: percentChange(current, previous),
});
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
/** Total / units, rounded half-up to the cent. */
const averageCents = (totalCents: Cents, units: number): Cents =>
  units === 0 ? 0 : Math.round(totalCents / units);
const distribution = (items: { label: string; count: number }[], whole: number) =>
  items.map((item) => ({ ...item, percent: percentOf(item.count, whole) }));

async function overview(ctx: ReportContext): Promise<OverviewReport> {
  const { db, window: w, filter: f } = ctx;
  const [applications, customers, inventory, received, series] = await inTurn(
    () => repo.applicationFigures(db, w, f),
    () => repo.customerFigures(db, w, f),
    () => repo.inventoryFigures(db, w, f),
    () => repo.receivedFigures(db, w, f),
    () => repo.overviewSeries(db, w, ctx.bucket, f),
  );
  const [decidedCur, decidedPrev] = applications.decided;
  const [approvedCur, approvedPrev] = applications.approved;
  return {
    window: { ...w, bucket: ctx.bucket },
    figures: {
      totalCustomers: figure(customers.total),
      activeApplications: figure(applications.active),
      totalLent: moneyFigure(applications.lentCents),
      availableMotorcycles: figure(inventory.available),
      approvalRate: figure([percentOf(approvedCur, decidedCur), percentOf(approvedPrev, decidedPrev)]),
      averageProcessingDays: figure([
        oneDecimal(applications.processingDays[0]),
        oneDecimal(applications.processingDays[1]),
      ]),
      newApplications: figure(applications.created),
      collected: moneyFigure(received),
    },
    series: series.map((s) => ({
      date: s.date,
      applications: s.applications,
      disbursements: s.disbursements,
      disbursedAmount: fromCents(s.disbursedCents),
    })),
  };
}

async function sales(ctx: ReportContext): Promise<SalesReport> {
  const { db, window: w, filter: f } = ctx;
  const [figures, series, models] = await inTurn(
    () => repo.salesFigures(db, w, f),
    () => repo.salesSeries(db, w, ctx.bucket, f),
    () => repo.bestSellingModels(db, w, f, BEST_SELLING_MODELS),
  );
  const [salesCur, salesPrev] = figures.salesCents;
  const [unitsCur, unitsPrev] = figures.units;
  return {
    window: { ...w, bucket: ctx.bucket },
    figures: {
      totalSales: moneyFigure(figures.salesCents),
      unitsSold: figure(figures.units),
      averageTicket: moneyFigure([averageCents(salesCur, unitsCur), averageCents(salesPrev, unitsPrev)]),
      downPayments: moneyFigure(figures.downPaymentCents),
    },
    series: series.map((s) => ({ date: s.date, units: s.units, amount: fromCents(s.cents) })),
    bestSellingModels: models.map((m) => ({
      brand: m.brand,
      model: m.model,
      units: m.units,
      amount: fromCents(m.cents),
    })),
  };
}

async function financing(ctx: ReportContext): Promise<FinancingReport> {
  const { db, window: w, filter: f, today } = ctx;
  const [approvals, receipts, [now, before], ahead, due] = await inTurn(
    () => repo.salesFigures(db, w, f),
    () => repo.receiptFigures(db, w, f),
    () => repo.portfolios(db, [w.to, w.previousTo], today, f),
    () => repo.amountsAhead(db, today, f),
    () => repo.financingSeries(db, w, ctx.bucket, f),
  );
  const par = (level: keyof Portfolio['atRiskCents']) =>
    figure([
      percentOf(now.atRiskCents[level], now.outstandingCents),
      percentOf(before.atRiskCents[level], before.outstandingCents),
    ]);
  return {
    window: { ...w, bucket: ctx.bucket },
    figures: {
      totalIncome: moneyFigure(receipts.receivedCents),
      approvedFinancings: figure(approvals.units),
      financedAmount: moneyFigure(approvals.financedCents),
      interestScheduled: moneyFigure(due.interestScheduledCents),
      interestCollected: moneyFigure(receipts.interestCents),
      lateFeesCollected: moneyFigure(receipts.lateFeeCents),
      outstandingPrincipal: moneyFigure([now.outstandingCents, before.outstandingCents]),
    },
    delinquency: { par1: par('par1'), par30: par('par30'), par60: par('par60'), par90: par('par90') },
    incomeSplit: {
      principal: fromCents(receipts.split.principalCents),
      interest: fromCents(receipts.split.interestCents),
      lateFees: fromCents(receipts.split.lateFeeCents),
      unapplied: fromCents(receipts.split.unappliedCents),
    },
    series: due.series.map((s) => ({
      date: s.date,
      scheduled: fromCents(s.scheduledCents),
      collected: fromCents(s.collectedCents),
    })),
    projections: {
      nextMonth: fromCents(ahead.days30),
      nextQuarter: fromCents(ahead.days91),
      nextYear: fromCents(ahead.days365),
    },
  };
}

async function customers(ctx: ReportContext): Promise<CustomersReport> {
  const { db, window: w, filter: f } = ctx;
  const [figures, ages, cities, series] = await inTurn(
    () => repo.customerFigures(db, w, f),
    () => repo.ageBands(db, w, f),
    () => repo.cityCounts(db, w, f, TOP_CITIES),
    () => repo.customerSeries(db, w, ctx.bucket, f),
  );
  const [total] = figures.total;
  return {
    window: { ...w, bucket: ctx.bucket },
    figures: {
      total: figure(figures.total),
      verified: figure(figures.verified),
      newInPeriod: figure(figures.created),
    },
    ageDistribution: distribution(ages, total),
    cityDistribution: distribution(cities, total),
    series,
  };
}

async function inventory(ctx: ReportContext): Promise<InventoryReport> {
  const { db, window: w, filter: f } = ctx;
  const [figures, sold, brands] = await inTurn(
    () => repo.inventoryFigures(db, w, f),
    () => repo.inventorySales(db, w, f),
    () => repo.brandBreakdown(db, w, f),
  );
  return {
    window: { ...w, bucket: ctx.bucket },
    figures: {
      total: figure(figures.total),
      available: figure(figures.available),
      totalValue: moneyFigure(figures.valueCents),
      soldInPeriod: figure(sold),
    },
    brandBreakdown: brands.map((b) => ({
      brand: b.brand,
      total: b.total,
      available: b.available,
      value: fromCents(b.valueCents),
      soldInPeriod: b.sold,
    })),
  };
}

async function vendors(ctx: ReportContext): Promise<VendorsReport> {
  const { db, window: w, filter: f } = ctx;
  const [totals, rows] = await inTurn(
    () => repo.vendorTotals(db, w, f),
    () => repo.vendorRows(db, w, f),
  );
  return {
    window: { ...w, bucket: ctx.bucket },
    figures: {
      applications: figure(totals.applications),
      disbursedLoans: figure(totals.disbursed),
      financedAmount: moneyFigure(totals.financedCents),
      commissions: moneyFigure(totals.commissionCents),
    },
    vendors: rows.map(({ financedCents, commissionCents, ...row }) => ({
      ...row,
      financedAmount: fromCents(financedCents),
      commission: fromCents(commissionCents),
    })),
  };
}

const builders: { [T in ReportType]: (ctx: ReportContext) => Promise<Report<T>> } = {
  overview,
  sales,
  financing,
  customers,
  inventory,
  vendors,
};

/** The filters as given, the vendor's name included (the CSV names it); an unknown vendor is a 400. */
export async function resolveFilter(db: Database, query: ReportQuery) {
  const filter: ReportFilter = { vendorId: query.vendorId, brand: query.brand, termMonths: query.termMonths };
  const vendor = query.vendorId ? await repo.vendorName(db, query.vendorId) : undefined;
  if (query.vendorId && vendor === undefined) {
    const message = 'El vendedor del filtro no existe.';
    throw new ValidationError(message, [{ field: 'vendorId', message }]);
  }
  return { filter, vendor };
}

/** One report for the period ending today (America/Panama) and the period before it. */
export async function buildReport<T extends ReportType>(
  db: Database,
  clock: Clock,
  type: T,
  query: ReportQuery,
  filter: ReportFilter,
): Promise<Report<T>> {
  const today = businessToday(clock.now());
  const ctx: ReportContext = {
    db,
    today,
    window: periodWindow(query.period, today),
    bucket: seriesBucket(query.period),
    filter,
  };
  const build = builders[type] as (ctx: ReportContext) => Promise<Report<T>>;
  // One snapshot for the whole report, so its figures agree with each other while money moves. The
  // planner's JIT costs more than it saves on these one-off aggregates (over 100 ms a query at scale).
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return build({ ...ctx, db: tx });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** `GET /admin/reports/dashboard-stats`: all-time totals; "this month" is the calendar month to date. */
export async function dashboardStats(db: Database, clock: Clock): Promise<ReportsDashboardStats> {
  const today = businessToday(clock.now());
  const totals = await repo.dashboardTotals(db, `${today.slice(0, 8)}01`);
  return {
    customers: totals.customers,
    applications: {
      total: totals.applications.total,
      pending: totals.applications.pending,
      approved: totals.applications.approved,
      totalValue: fromCents(totals.applications.valueCents),
    },
    motorcycles: {
      total: totals.motorcycles.total,
      available: totals.motorcycles.available,
      totalValue: fromCents(totals.motorcycles.valueCents),
    },
  };
}
