import {
  businessToday,
  type Cents,
  COLLECTION_CHANNELS,
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
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import { admission } from '../../db/admission.ts';
import type { Database, ReportsDatabase } from '../../db/client.ts';
import { type Query, readInOneSnapshot } from '../../db/snapshot-reads.ts';
import { AppError, ValidationError } from '../../errors.ts';
import { describeFailure } from '../../logging.ts';
import { keptApplicationFigures, keptTotalsOf } from '../applications/index.ts';
import { keptCustomerFigures } from '../customers/index.ts';
import type { ReportFilter } from './report-definitions.ts';
import type { Portfolio } from './reports.repository.ts';
import * as repo from './reports.repository.ts';

const BEST_SELLING_MODELS = 10;
const TOP_CITIES = 5;

/** Runs a report's queries over one snapshot (two at a time on PostgreSQL); answers in order. */
type Read = <T extends unknown[]>(...queries: { [K in keyof T]: Query<T[K]> }) => Promise<T>;

interface ReportContext {
  read: Read;
  today: IsoDate;
  window: PeriodWindow;
  bucket: SeriesBucket;
  filter: ReportFilter;
}

type Pair = readonly [current: number, previous: number];

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
  const { read, window: w, filter: f } = ctx;
  const [applications, customers, inventory, receipts, series] = await read(
    (db) => repo.applicationFigures(db, w, f),
    (db) => repo.customerFigures(db, w, f),
    (db) => repo.inventoryFigures(db, w, f),
    (db) => repo.receiptFigures(db, w, f),
    (db) => repo.overviewSeries(db, w, ctx.bucket, f),
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
      collected: moneyFigure(receipts.receivedCents),
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
  const { read, window: w, filter: f } = ctx;
  const [figures, series, models] = await read(
    (db) => repo.salesFigures(db, w, f),
    (db) => repo.salesSeries(db, w, ctx.bucket, f),
    (db) => repo.bestSellingModels(db, w, f, BEST_SELLING_MODELS),
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
  const { read, window: w, filter: f, today } = ctx;
  // The portfolio first: the heaviest, taken by one connection while the other does the rest.
  const [[now, before], approvals, receipts, ahead, due, writeOffs, watched, channels] = await read(
    (db) => repo.portfolios(db, [w.to, w.previousTo], today, f),
    (db) => repo.salesFigures(db, w, f),
    (db) => repo.receiptFigures(db, w, f),
    (db) => repo.amountsAhead(db, today, f),
    (db) => repo.financingSeries(db, w, ctx.bucket, f),
    (db) => repo.writeOffFigures(db, w, f),
    (db) => repo.watchedLoans(db, [w.to, w.previousTo], f),
    (db) => repo.channelFigures(db, w, f),
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
      writtenOff: moneyFigure(writeOffs.writtenOffCents),
      recovered: moneyFigure(writeOffs.recoveredCents),
      watchedLoans: figure(watched as [number, number]),
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
    collectionsByChannel: COLLECTION_CHANNELS.map((channel) => {
      const kept = channels.find((c) => c.channel === channel);
      return {
        channel,
        receipts: figure(kept ? [...kept.receipts] : [0, 0]),
        amount: moneyFigure(kept ? [...kept.cents] : [0, 0]),
      };
    }),
  };
}

async function customers(ctx: ReportContext): Promise<CustomersReport> {
  const { read, window: w, filter: f } = ctx;
  const [figures, ages, cities, series] = await read(
    (db) => repo.customerFigures(db, w, f),
    (db) => repo.ageBands(db, w, f),
    (db) => repo.cityCounts(db, w, f, TOP_CITIES),
    (db) => repo.customerSeries(db, w, ctx.bucket, f),
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
  const { read, window: w, filter: f } = ctx;
  const [figures, sold, brands] = await read(
    (db) => repo.inventoryFigures(db, w, f),
    (db) => repo.inventorySales(db, w, f),
    (db) => repo.brandBreakdown(db, w, f),
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
  const { read, window: w, filter: f } = ctx;
  const [totals, rows] = await read(
    (db) => repo.vendorTotals(db, w, f),
    (db) => repo.vendorRows(db, w, f),
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

/** Reports waiting for a lane beyond this are turned away with a 503 (ADR 037). */
const REPORTS_WAITING = 12;
/** SQLSTATE of a statement cancelled by its timeout. */
const QUERY_CANCELED = '57014';

/**
 * Where the reports are built: the reports' own connections (the replica's, when there is one), at
 * most `lanes` reports at once and a short line behind them, so however many admins open reports the
 * rest of the API keeps its connections and its pace.
 */
export function reportSource(reports: ReportsDatabase, log: FastifyBaseLogger) {
  const line = admission({
    lanes: reports.lanes,
    waiting: REPORTS_WAITING,
    onFull: () =>
      new AppError(
        503,
        'REPORTS_BUSY',
        'Hay muchos reportes en preparación. Intenta de nuevo en unos segundos.',
      ),
  });
  return {
    /** Runs queries over one snapshot of the reports' database, in line with the other reports. */
    read: (<T extends unknown[]>(...queries: { [K in keyof T]: Query<T[K]> }) =>
      line
        .run(async () => {
          if (reports.caughtUp && !(await reports.caughtUp()))
            log.warn('reports read a replica still behind');
          return readInOneSnapshot(reports.db, reports.helper, queries);
        })
        .catch(timedOut)) as Read,
  };
}
export type ReportSource = ReturnType<typeof reportSource>;

/** A statement cut by the reports' timeout is the server's limit, said in words: a 503. */
function timedOut(error: unknown): never {
  if (describeFailure(error).sqlState === QUERY_CANCELED)
    throw new AppError(
      503,
      'REPORT_TIMEOUT',
      'El reporte tardó demasiado en prepararse. Intenta de nuevo o elige un período más corto.',
    );
  throw error;
}

/**
 * One report for the period ending today (America/Panama) and the period before it. Its queries see
 * one snapshot, so its figures agree with each other while money moves (db/snapshot-reads.ts).
 */
export async function buildReport<T extends ReportType>(
  source: ReportSource,
  clock: Clock,
  type: T,
  query: ReportQuery,
  filter: ReportFilter,
): Promise<Report<T>> {
  const today = businessToday(clock.now());
  const ctx: ReportContext = {
    read: source.read,
    today,
    window: periodWindow(query.period, today),
    bucket: seriesBucket(query.period),
    filter,
  };
  const build = builders[type] as (ctx: ReportContext) => Promise<Report<T>>;
  return build(ctx);
}

/**
 * `GET /admin/reports/dashboard-stats`: all-time totals, as kept by the write path (migrations 0011,
 * 0012 and 0021), and the customers registered this calendar month to date.
 */
export async function dashboardStats(source: ReportSource, clock: Clock): Promise<ReportsDashboardStats> {
  const monthStart = `${businessToday(clock.now()).slice(0, 8)}01`;
  const [people, byStatus, newThisMonth, motorcycles] = await source.read(
    (db) => keptCustomerFigures(db),
    (db) => keptApplicationFigures(db),
    (db) => repo.customersRegisteredSince(db, monthStart),
    (db) => repo.inventoryTotals(db),
  );
  const approved = keptTotalsOf(byStatus, 'APPROVED', 'DISBURSED');
  return {
    customers: { total: people.total, verified: people.verified, newThisMonth },
    applications: {
      total: keptTotalsOf(byStatus, 'PENDING', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'DISBURSED').applications,
      pending: keptTotalsOf(byStatus, 'PENDING', 'IN_REVIEW').applications,
      approved: approved.applications,
      totalValue: fromCents(approved.saleValueCents),
    },
    motorcycles: {
      total: motorcycles.total,
      available: motorcycles.available,
      totalValue: fromCents(motorcycles.valueCents),
    },
  };
}
