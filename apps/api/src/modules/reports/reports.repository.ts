import { type IsoDate, type PeriodWindow, type SeriesBucket, WATCH_INSTALLMENTS } from '@quincena/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { countApplicationsByStatus } from '../applications/index.ts';
import {
  applicationDaysMatch,
  applicationMatches,
  availableAt,
  bucketOf,
  bucketStarts,
  customerMatches,
  type DayRange,
  dateIn,
  dayEnd,
  dayStart,
  dueTotalsMatch,
  inInventoryAt,
  inventoryMatches,
  loanBookMatch,
  type ReportFilter,
} from './report-definitions.ts';

/*
 * The reports' SQL. Each query evaluates the current and the previous period together (FILTER on
 * each window) over one scan; sums come back as text or bigint depending on the driver, so callers
 * read them through `n`.
 */

type Row = Record<string, unknown>;
/** A number from a SQL aggregate (bigint and numeric arrive as text from node-postgres). */
export const n = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

const current = (w: PeriodWindow): DayRange => ({ from: w.from, to: w.to });
const previous = (w: PeriodWindow): DayRange => ({ from: w.previousFrom, to: w.previousTo });
const both = (w: PeriodWindow): DayRange => ({ from: w.previousFrom, to: w.to });

async function one(db: Executor, query: SQL): Promise<Row> {
  const [row] = await queryRows<Row>(db, query);
  return row ?? {};
}

/** Whether a vendor exists (the vendor filter must name one). */
export async function vendorName(db: Executor, vendorId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select first_name || ' ' || last_name as name from vendors where id = ${vendorId}::uuid`,
  );
  return row?.name;
}

/* ---------------------------------------------------------------- applications ------------------- */

/**
 * Applications waiting for a decision now (PENDING or IN_REVIEW): the lists' kept counts when no
 * brand or term is chosen, otherwise the days' ledger (created less closed, all days).
 */
async function waitingNow(db: Executor, f: ReportFilter) {
  if (!f.brand && !f.termMonths) {
    const byStatus = await countApplicationsByStatus(db, { vendorId: f.vendorId });
    return byStatus
      .filter((s) => s.status === 'PENDING' || s.status === 'IN_REVIEW')
      .reduce((t, s) => t + s.n, 0);
  }
  const row = await one(
    db,
    sql`select sum(d.created - d.closed) as n from application_days d where ${applicationDaysMatch(f)}`,
  );
  return n(row.n);
}

/**
 * Created, active at the end, decided, approved, processing time and lent, for both periods, from the
 * applications' days (ADR 039). Active at the end of a day = waiting now, less those created after it
 * and still waiting = waiting now − (created − closed) over the days after it.
 */
export async function applicationFigures(db: Executor, w: PeriodWindow, f: ReportFilter) {
  const [cur, prev] = [current(w), previous(w)];
  const inCur = dateIn(sql`d.day`, cur);
  const inPrev = dateIn(sql`d.day`, prev);
  const [waiting, row] = await Promise.all([
    waitingNow(db, f),
    one(
      db,
      sql`select
        sum(d.created) filter (where ${inCur}) as "createdCur",
        sum(d.created) filter (where ${inPrev}) as "createdPrev",
        sum(d.created - d.closed) filter (where d.day > ${w.to}::date) as "openedAfterCur",
        sum(d.created - d.closed) filter (where d.day > ${w.previousTo}::date) as "openedAfterPrev",
        sum(d.decided) filter (where ${inCur}) as "decidedCur",
        sum(d.decided) filter (where ${inPrev}) as "decidedPrev",
        sum(d.approved) filter (where ${inCur}) as "approvedCur",
        sum(d.approved) filter (where ${inPrev}) as "approvedPrev",
        sum(d.processing_seconds) filter (where ${inCur}) as "secondsCur",
        sum(d.processing_seconds) filter (where ${inPrev}) as "secondsPrev",
        sum(d.disbursed_financed_cents) filter (where ${inCur}) as "lentCur",
        sum(d.disbursed_financed_cents) filter (where ${inPrev}) as "lentPrev"
      from application_days d
      where ${applicationDaysMatch(f)} and d.day >= ${w.previousFrom}::date`,
    ),
  ]);
  const days = (seconds: unknown, decided: unknown) =>
    n(decided) === 0 ? 0 : n(seconds) / 86400 / n(decided);
  return {
    created: [n(row.createdCur), n(row.createdPrev)],
    active: [waiting - n(row.openedAfterCur), waiting - n(row.openedAfterPrev)],
    decided: [n(row.decidedCur), n(row.decidedPrev)],
    approved: [n(row.approvedCur), n(row.approvedPrev)],
    processingDays: [days(row.secondsCur, row.decidedCur), days(row.secondsPrev, row.decidedPrev)],
    lentCents: [n(row.lentCur), n(row.lentPrev)],
  } as const;
}

/** Sales (approvals) of both periods: units, sale value, down payments and financed amount. */
export async function salesFigures(db: Executor, w: PeriodWindow, f: ReportFilter) {
  const inCur = dateIn(sql`d.day`, current(w));
  const inPrev = dateIn(sql`d.day`, previous(w));
  const row = await one(
    db,
    sql`select
      sum(d.sold) filter (where ${inCur}) as "unitsCur",
      sum(d.sold) filter (where ${inPrev}) as "unitsPrev",
      sum(d.sale_cents) filter (where ${inCur}) as "salesCur",
      sum(d.sale_cents) filter (where ${inPrev}) as "salesPrev",
      sum(d.down_payment_cents) filter (where ${inCur}) as "downCur",
      sum(d.down_payment_cents) filter (where ${inPrev}) as "downPrev",
      sum(d.sold_financed_cents) filter (where ${inCur}) as "financedCur",
      sum(d.sold_financed_cents) filter (where ${inPrev}) as "financedPrev"
    from application_days d
    where ${applicationDaysMatch(f)} and ${dateIn(sql`d.day`, both(w))}`,
  );
  return {
    units: [n(row.unitsCur), n(row.unitsPrev)],
    salesCents: [n(row.salesCur), n(row.salesPrev)],
    downPaymentCents: [n(row.downCur), n(row.downPrev)],
    financedCents: [n(row.financedCur), n(row.financedPrev)],
  } as const;
}

/** The period's sales by model, most units first. */
export async function bestSellingModels(db: Executor, w: PeriodWindow, f: ReportFilter, limit: number) {
  const rows = await queryRows<Row>(
    db,
    sql`select m.brand, m.model, sum(d.sold) as units, sum(d.sale_cents) as cents
    from application_days d join motorcycles m on m.id = d.motorcycle_id
    where ${applicationDaysMatch(f)} and ${dateIn(sql`d.day`, current(w))}
    group by m.brand, m.model
    having sum(d.sold) > 0
    order by sum(d.sold) desc, sum(d.sale_cents) desc, m.brand, m.model
    limit ${limit}`,
  );
  return rows.map((r) => ({
    brand: String(r.brand),
    model: String(r.model),
    units: n(r.units),
    cents: n(r.cents),
  }));
}

/* ---------------------------------------------------------------- money received ----------------- */

/**
 * Money received in both periods (receipts by payment date) and what it was applied to: principal,
 * interest and late fees (the parts each receipt's allocations took), and the credit left unapplied,
 * from the loan book's days.
 */
export async function receiptFigures(db: Executor, w: PeriodWindow, f: ReportFilter) {
  const [cur, prev] = [current(w), previous(w)];
  const inCur = dateIn(sql`b.day`, cur);
  const inPrev = dateIn(sql`b.day`, prev);
  const row = await one(
    db,
    sql`select
      sum(b.received_cents) filter (where ${inCur}) as "receivedCur",
      sum(b.received_cents) filter (where ${inPrev}) as "receivedPrev",
      sum(b.unapplied_cents) filter (where ${inCur}) as "unappliedCur",
      sum(b.principal_cents) filter (where ${inCur}) as "principalCur",
      sum(b.interest_cents) filter (where ${inCur}) as "interestCur",
      sum(b.interest_cents) filter (where ${inPrev}) as "interestPrev",
      sum(b.late_fee_cents) filter (where ${inCur}) as "lateFeesCur",
      sum(b.late_fee_cents) filter (where ${inPrev}) as "lateFeesPrev"
    from loan_book_days b
    where ${loanBookMatch(f)} and ${dateIn(sql`b.day`, both(w))}`,
  );
  return {
    receivedCents: [n(row.receivedCur), n(row.receivedPrev)],
    interestCents: [n(row.interestCur), n(row.interestPrev)],
    lateFeeCents: [n(row.lateFeesCur), n(row.lateFeesPrev)],
    split: {
      principalCents: n(row.principalCur),
      interestCents: n(row.interestCur),
      lateFeeCents: n(row.lateFeesCur),
      unappliedCents: n(row.unappliedCur),
    },
  } as const;
}

/** The receipts of both periods by channel, from the kept collection days. */
export async function channelFigures(db: Executor, w: PeriodWindow, f: ReportFilter) {
  const inCur = dateIn(sql`b.day`, current(w));
  const inPrev = dateIn(sql`b.day`, previous(w));
  const rows = await queryRows<Row>(
    db,
    sql`select b.channel,
      sum(b.receipts) filter (where ${inCur}) as "receiptsCur",
      sum(b.receipts) filter (where ${inPrev}) as "receiptsPrev",
      sum(b.cents) filter (where ${inCur}) as "centsCur",
      sum(b.cents) filter (where ${inPrev}) as "centsPrev"
    from collection_days b
    where ${loanBookMatch(f)} and ${dateIn(sql`b.day`, both(w))}
    group by b.channel`,
  );
  return rows.map((r) => ({
    channel: String(r.channel),
    receipts: [n(r.receiptsCur), n(r.receiptsPrev)] as const,
    cents: [n(r.centsCur), n(r.centsPrev)] as const,
  }));
}

/**
 * The period's write-offs (principal and late fees taken off the books) and recoveries (money
 * received after them), from the ledger's entries of those two types alone (a partial index keeps
 * the read to them, whatever the size of the book); reversed ones left out.
 */
export async function writeOffFigures(db: Executor, w: PeriodWindow, f: ReportFilter) {
  const inCur = dateIn(sql`t.value_date`, current(w));
  const inPrev = dateIn(sql`t.value_date`, previous(w));
  const row = await one(
    db,
    sql`select
      sum(t.principal_cents + t.late_fee_cents) filter (where t.type = 'WRITE_OFF' and ${inCur}) as "writtenOffCur",
      sum(t.principal_cents + t.late_fee_cents) filter (where t.type = 'WRITE_OFF' and ${inPrev}) as "writtenOffPrev",
      sum(t.amount_cents) filter (where t.type = 'RECOVERY' and ${inCur}) as "recoveredCur",
      sum(t.amount_cents) filter (where t.type = 'RECOVERY' and ${inPrev}) as "recoveredPrev"
    from loan_transactions t join credit_applications a on a.id = t.application_id
    where t.type in ('WRITE_OFF', 'RECOVERY') and ${dateIn(sql`t.value_date`, both(w))}
      and ${applicationMatches(f)}
      and not exists (select 1 from loan_transactions r where r.reversal_of = t.id)`,
  );
  return {
    writtenOffCents: [n(row.writtenOffCur), n(row.writtenOffPrev)],
    recoveredCents: [n(row.recoveredCur), n(row.recoveredPrev)],
  } as const;
}

/**
 * How many restructured loans are under watch on each date (PRODUCT.md §9): their last surviving
 * RESCHEDULE entry by then, and its 6th due date after it (the last one when fewer remain) not
 * yet passed. Read from the few RESCHEDULE entries through their partial index.
 */
export async function watchedLoans(db: Executor, dates: readonly IsoDate[], f: ReportFilter) {
  const counts: number[] = [];
  // One after the other: a report's connection runs one query at a time.
  for (const on of dates) {
    const row = await one(
      db,
      sql`select count(*) as "watched" from (
        select distinct on (t.application_id) t.application_id, t.value_date
        from loan_transactions t join credit_applications a on a.id = t.application_id
        where t.type = 'RESCHEDULE' and t.value_date <= ${on}::date and ${applicationMatches(f)}
          and not exists (select 1 from loan_transactions r where r.reversal_of = t.id)
        order by t.application_id, t.value_date desc
      ) r cross join lateral (
        select max(d.due_date) as until from (
          select i.due_date from installments i
          where i.application_id = r.application_id and i.due_date > r.value_date
          order by i.due_date limit ${WATCH_INSTALLMENTS}
        ) d
      ) w
      where w.until >= ${on}::date`,
    );
    counts.push(n(row.watched));
  }
  return counts;
}

/* ---------------------------------------------------------------- the loan book ------------------ */

export interface Portfolio {
  outstandingCents: number;
  atRiskCents: { par1: number; par30: number; par60: number; par90: number };
}

/**
 * The disbursed portfolio as it stood when each of `dates` ended (today's as it stands, for a date
 * after today): principal outstanding, and the part of it in loans with an installment at least
 * 1/30/60/90 days past due and not yet settled then. The loan book's days hold how each day changed
 * them (migration 0025, ADR 040), days ahead included (an open installment turns late on its own):
 * a date's figures are the sum of the days up to it.
 */
export async function portfolios<const D extends readonly IsoDate[]>(
  db: Executor,
  dates: D,
  today: IsoDate,
  f: ReportFilter,
): Promise<{ [K in keyof D]: Portfolio }> {
  // ISO dates sort as text.
  const asOf = dates.map((d) => (d < today ? d : today));
  const upTo = (d: IsoDate, k: number, part: string) =>
    sql`, sum(b.${sql.raw(`${part}_cents`)}) filter (where b.day <= ${d}::date) as ${sql.raw(`${part}_${k}`)}`;
  const parts = ['outstanding', 'par1', 'par30', 'par60', 'par90'];
  const latest = [...asOf].sort().at(-1);
  const row = await one(
    db,
    sql`select 1 as one ${sql.join(asOf.flatMap((d, k) => parts.map((part) => upTo(d, k, part))))}
    from loan_book_days b
    where ${loanBookMatch(f)} and b.day <= ${latest}::date`,
  );
  return dates.map(
    (_, k): Portfolio => ({
      outstandingCents: n(row[`outstanding_${k}`]),
      atRiskCents: {
        par1: n(row[`par1_${k}`]),
        par30: n(row[`par30_${k}`]),
        par60: n(row[`par60_${k}`]),
        par90: n(row[`par90_${k}`]),
      },
    }),
  ) as { [K in keyof D]: Portfolio };
}

/**
 * What the installments of counted loans due in the 30, 91 and 365 days from today still owe, late
 * fees included: what falls due on those dates less what has been paid of it (a settled installment
 * owes nothing).
 */
export async function amountsAhead(db: Executor, today: IsoDate, f: ReportFilter) {
  const within = (days: number) =>
    sql`sum(t.due_cents - t.paid_cents) filter (where t.due_date < ${today}::date + ${days}::int)`;
  const row = await one(
    db,
    sql`select ${within(30)} as "days30", ${within(91)} as "days91", ${within(365)} as "days365"
    from due_totals t
    where ${dueTotalsMatch(f)} and t.due_date >= ${today}::date and t.due_date < ${today}::date + 365`,
  );
  return { days30: n(row.days30), days91: n(row.days91), days365: n(row.days365) };
}

/* ---------------------------------------------------------------- customers ---------------------- */

/**
 * The customers' ledgers, by segment (migrations 0024, 0026, ADR 039): `customer_days`,
 * `customer_places` and `customer_births` (alias k), narrowed by the vendor filter and to the
 * segment of the brand and term filters ('' and 0: every customer).
 */
const keptCustomersMatch = (f: ReportFilter) =>
  sql`${f.vendorId ? sql`k.vendor_id = ${f.vendorId}::uuid` : sql`true`}
    and k.brand = lower(${f.brand ?? ''}::text) and k.term_months = ${f.termMonths ?? 0}::int`;

/** Registered by the end of each period (and verified), and registered in each period. */
export async function customerFigures(db: Executor, w: PeriodWindow, f: ReportFilter) {
  const row = await one(
    db,
    sql`select
      sum(k.registered) filter (where k.day <= ${w.to}::date) as "totalCur",
      sum(k.registered) filter (where k.day <= ${w.previousTo}::date) as "totalPrev",
      sum(k.verified) filter (where k.day <= ${w.to}::date) as "verifiedCur",
      sum(k.verified) filter (where k.day <= ${w.previousTo}::date) as "verifiedPrev",
      sum(k.registered) filter (where ${dateIn(sql`k.day`, current(w))}) as "newCur",
      sum(k.registered) filter (where ${dateIn(sql`k.day`, previous(w))}) as "newPrev"
    from customer_days k where ${keptCustomersMatch(f)}`,
  );
  return {
    total: [n(row.totalCur), n(row.totalPrev)],
    verified: [n(row.verifiedCur), n(row.verifiedPrev)],
    created: [n(row.newCur), n(row.newPrev)],
  } as const;
}

/**
 * Whoever was born after this day had not turned `years` on `date`: at most `years - 1` full years
 * old. A comparison per customer instead of computing each one's age (a third of the query's time).
 */
const bornAfter = (date: IsoDate, years: number) => sql`(${date}::date - ${`${years} years`}::interval)`;

/**
 * The live customers to count by a column as of a day's end: the kept ledger (alias k), less those
 * registered after that day (none, when the day is today), as rows of (value, n).
 */
const keptAsOf = (
  ledger: 'customer_births' | 'customer_places',
  column: SQL,
  f: ReportFilter,
  date: IsoDate,
) =>
  sql`select k.${column} as value, k.customers as n from ${sql.identifier(ledger)} k where ${keptCustomersMatch(f)}
    union all
    select ${ledger === 'customer_places' ? sql`nullif(btrim(c.city), '')` : sql`c.date_of_birth`}, -1
    from customers c where ${customerMatches(f)} and c.created_at >= ${dayEnd(date)}`;

/** Customers registered by the end of the period by age on its last day; every band, in order. */
export async function ageBands(db: Executor, w: PeriodWindow, f: ReportFilter) {
  const born = keptAsOf('customer_births', sql`date_of_birth`, f, w.to);
  const rows = await queryRows<Row>(
    db,
    sql`with banded as (
      select case
          when born.value is null then 'Sin dato'
          when born.value > ${bornAfter(w.to, 26)} then '18-25'
          when born.value > ${bornAfter(w.to, 36)} then '26-35'
          when born.value > ${bornAfter(w.to, 46)} then '36-45'
          else '46+'
        end as label, sum(born.n) as n
      from (${born}) born group by 1
    )
    select b.label, coalesce(banded.n, 0) as count
    from (values ('18-25', 1), ('26-35', 2), ('36-45', 3), ('46+', 4), ('Sin dato', 5)) b(label, ord)
    left join banded on banded.label = b.label
    order by b.ord`,
  );
  return rows.map((r) => ({ label: String(r.label), count: n(r.count) }));
}

/** Customers registered by the end of the period by city: the five largest, then 'Otras' and 'Sin dato'. */
export async function cityCounts(db: Executor, w: PeriodWindow, f: ReportFilter, top: number) {
  const placed = keptAsOf('customer_places', sql`city`, f, w.to);
  const rows = await queryRows<Row>(
    db,
    sql`with counted as (
      select placed.value as city, sum(placed.n) as n from (${placed}) placed group by 1 having sum(placed.n) <> 0
    ), ranked as (
      select city, n, row_number() over (order by n desc, city) as rank from counted where city is not null
    )
    select label, sum(n) as count from (
      select city as label, n, rank as ord from ranked where rank <= ${top}
      union all select 'Otras', n, ${top + 1} from ranked where rank > ${top}
      union all select 'Sin dato', n, ${top + 2} from counted where city is null
    ) t
    group by label, ord
    order by ord`,
  );
  return rows.map((r) => ({ label: String(r.label), count: n(r.count) }));
}

/* ---------------------------------------------------------------- inventory ---------------------- */

/** The inventory when each period ended: motorcycles, available ones and their price. */
export async function inventoryFigures(db: Executor, w: PeriodWindow, f: ReportFilter) {
  const row = await one(
    db,
    sql`with inv as (
      select m.price_cents,
        ${inInventoryAt(w.to)} as in_cur, ${inInventoryAt(w.previousTo)} as in_prev,
        ${availableAt(w.to)} as available_cur, ${availableAt(w.previousTo)} as available_prev
      from motorcycles m where ${inventoryMatches(f)}
    )
    select
      count(*) filter (where in_cur) as "totalCur",
      count(*) filter (where in_prev) as "totalPrev",
      count(*) filter (where in_cur and available_cur) as "availableCur",
      count(*) filter (where in_prev and available_prev) as "availablePrev",
      sum(price_cents) filter (where in_cur and available_cur) as "valueCur",
      sum(price_cents) filter (where in_prev and available_prev) as "valuePrev"
    from inv`,
  );
  return {
    total: [n(row.totalCur), n(row.totalPrev)],
    available: [n(row.availableCur), n(row.availablePrev)],
    valueCents: [n(row.valueCur), n(row.valuePrev)],
  } as const;
}

/** Inventory motorcycles sold (approved) in each period. */
export async function inventorySales(db: Executor, w: PeriodWindow, f: ReportFilter) {
  const row = await one(
    db,
    sql`select
      sum(d.sold) filter (where ${dateIn(sql`d.day`, current(w))}) as "cur",
      sum(d.sold) filter (where ${dateIn(sql`d.day`, previous(w))}) as "prev"
    from application_days d join motorcycles m on m.id = d.motorcycle_id
    where ${applicationDaysMatch(f)} and ${inventoryMatches(f)} and ${dateIn(sql`d.day`, both(w))}`,
  );
  return [n(row.cur), n(row.prev)] as const;
}

/** Per brand: the inventory at the end of the period, what is available and its value, units sold. */
export async function brandBreakdown(db: Executor, w: PeriodWindow, f: ReportFilter) {
  const rows = await queryRows<Row>(
    db,
    sql`with stock as (
      select m.brand, count(*) as total,
        count(*) filter (where ${availableAt(w.to)}) as available,
        coalesce(sum(m.price_cents) filter (where ${availableAt(w.to)}), 0) as value
      from motorcycles m where ${inventoryMatches(f)} and ${inInventoryAt(w.to)}
      group by m.brand
    ), sold as (
      select m.brand, sum(d.sold) as sold
      from application_days d join motorcycles m on m.id = d.motorcycle_id
      where ${applicationDaysMatch(f)} and ${inventoryMatches(f)} and ${dateIn(sql`d.day`, current(w))}
      group by m.brand
      having sum(d.sold) <> 0
    )
    select coalesce(stock.brand, sold.brand) as brand, coalesce(stock.total, 0) as total,
      coalesce(stock.available, 0) as available, coalesce(stock.value, 0) as value,
      coalesce(sold.sold, 0) as sold
    from stock full join sold on sold.brand = stock.brand
    order by coalesce(stock.total, 0) desc, coalesce(sold.sold, 0) desc, 1`,
  );
  return rows.map((r) => ({
    brand: String(r.brand),
    total: n(r.total),
    available: n(r.available),
    valueCents: n(r.value),
    sold: n(r.sold),
  }));
}

/* ---------------------------------------------------------------- vendors ------------------------ */

/**
 * Each vendor's figures for both periods, from the applications' days. Commission = the vendor's rate
 * × the financed amount of its loans disbursed in the period, rounded half-up to the cent per vendor.
 */
function perVendor(w: PeriodWindow, f: ReportFilter): SQL {
  const inCur = dateIn(sql`d.day`, current(w));
  const inPrev = dateIn(sql`d.day`, previous(w));
  return sql`select v.id, v.first_name || ' ' || v.last_name as name, v.dealership_name, v.commission_rate,
      v.is_active,
      coalesce(sum(d.created) filter (where ${inCur}), 0) as applications_cur,
      coalesce(sum(d.created) filter (where ${inPrev}), 0) as applications_prev,
      coalesce(sum(d.sold) filter (where ${inCur}), 0) as approved_cur,
      coalesce(sum(d.disbursed) filter (where ${inCur}), 0) as disbursed_cur,
      coalesce(sum(d.disbursed) filter (where ${inPrev}), 0) as disbursed_prev,
      coalesce(sum(d.disbursed_financed_cents) filter (where ${inCur}), 0) as financed_cur,
      coalesce(sum(d.disbursed_financed_cents) filter (where ${inPrev}), 0) as financed_prev,
      round(v.commission_rate * coalesce(sum(d.disbursed_financed_cents) filter (where ${inCur}), 0)) as commission_cur,
      round(v.commission_rate * coalesce(sum(d.disbursed_financed_cents) filter (where ${inPrev}), 0)) as commission_prev
    from vendors v
    left join application_days d on d.vendor_id = v.id and ${applicationDaysMatch(f)}
      and ${dateIn(sql`d.day`, both(w))}
    where ${f.vendorId ? sql`v.id = ${f.vendorId}::uuid` : sql`true`}
    group by v.id`;
}

/** The vendors' totals for both periods. */
export async function vendorTotals(db: Executor, w: PeriodWindow, f: ReportFilter) {
  const row = await one(
    db,
    sql`with pv as (${perVendor(w, f)})
    select sum(applications_cur) as "applicationsCur", sum(applications_prev) as "applicationsPrev",
      sum(disbursed_cur) as "disbursedCur", sum(disbursed_prev) as "disbursedPrev",
      sum(financed_cur) as "financedCur", sum(financed_prev) as "financedPrev",
      sum(commission_cur) as "commissionCur", sum(commission_prev) as "commissionPrev"
    from pv`,
  );
  return {
    applications: [n(row.applicationsCur), n(row.applicationsPrev)],
    disbursed: [n(row.disbursedCur), n(row.disbursedPrev)],
    financedCents: [n(row.financedCur), n(row.financedPrev)],
    commissionCents: [n(row.commissionCur), n(row.commissionPrev)],
  } as const;
}

/** The vendors of the period: active ones, and inactive ones with activity in it; top earners first. */
export async function vendorRows(db: Executor, w: PeriodWindow, f: ReportFilter) {
  const rows = await queryRows<Row>(
    db,
    sql`with pv as (${perVendor(w, f)})
    select * from pv
    where is_active or applications_cur + approved_cur + disbursed_cur > 0
    order by commission_cur desc, financed_cur desc, applications_cur desc, name`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    dealershipName: r.dealership_name === null ? null : String(r.dealership_name),
    commissionRate: n(r.commission_rate),
    applications: n(r.applications_cur),
    approved: n(r.approved_cur),
    disbursedLoans: n(r.disbursed_cur),
    financedCents: n(r.financed_cur),
    commissionCents: n(r.commission_cur),
  }));
}

/* ---------------------------------------------------------------- series ------------------------- */

/** Per bucket of the current period: applications created, loans disbursed and their amount. */
export async function overviewSeries(db: Executor, w: PeriodWindow, bucket: SeriesBucket, f: ReportFilter) {
  const cur = current(w);
  const rows = await queryRows<Row>(
    db,
    sql`with b as (${bucketStarts(bucket, cur)}),
    days as (
      select ${bucketOf(sql`d.day`, bucket, w.from)} as bucket, sum(d.created) as created,
        sum(d.disbursed) as disbursed, sum(d.disbursed_financed_cents) as cents
      from application_days d where ${applicationDaysMatch(f)} and ${dateIn(sql`d.day`, cur)} group by 1
    )
    select b.start::text as date, coalesce(days.created, 0) as applications,
      coalesce(days.disbursed, 0) as disbursements, coalesce(days.cents, 0) as cents
    from b left join days on days.bucket = b.start
    order by b.start`,
  );
  return rows.map((r) => ({
    date: String(r.date),
    applications: n(r.applications),
    disbursements: n(r.disbursements),
    disbursedCents: n(r.cents),
  }));
}

/** Per bucket of the current period: units sold and their sale value. */
export async function salesSeries(db: Executor, w: PeriodWindow, bucket: SeriesBucket, f: ReportFilter) {
  const cur = current(w);
  const rows = await queryRows<Row>(
    db,
    sql`with b as (${bucketStarts(bucket, cur)}),
    sold as (
      select ${bucketOf(sql`d.day`, bucket, w.from)} as bucket, sum(d.sold) as n, sum(d.sale_cents) as cents
      from application_days d where ${applicationDaysMatch(f)} and ${dateIn(sql`d.day`, cur)} group by 1
    )
    select b.start::text as date, coalesce(sold.n, 0) as units, coalesce(sold.cents, 0) as cents
    from b left join sold on sold.bucket = b.start
    order by b.start`,
  );
  return rows.map((r) => ({ date: String(r.date), units: n(r.units), cents: n(r.cents) }));
}

/**
 * Per bucket of the current period: what fell due (amount and late fee) and the money received; and
 * the interest of the installments due in each period. Installments of approved or disbursed loans.
 */
export async function financingSeries(db: Executor, w: PeriodWindow, bucket: SeriesBucket, f: ReportFilter) {
  const cur = current(w);
  const rows = await queryRows<Row>(
    db,
    sql`with b as (${bucketStarts(bucket, cur)}),
    due as (
      select case when t.due_date >= ${w.from}::date then ${bucketOf(sql`t.due_date`, bucket, w.from)} end as bucket,
        sum(t.due_cents) as cents, sum(t.interest_cents) as interest
      from due_totals t
      where ${dueTotalsMatch(f)} and ${dateIn(sql`t.due_date`, both(w))}
      group by 1
    ), received as (
      select ${bucketOf(sql`b.day`, bucket, w.from)} as bucket, sum(b.received_cents) as cents
      from loan_book_days b
      where ${loanBookMatch(f)} and ${dateIn(sql`b.day`, cur)}
      group by 1
    )
    select b.start::text as date, coalesce(due.cents, 0) as scheduled, coalesce(received.cents, 0) as collected,
      (select sum(interest) from due where bucket is not null) as "interestCur",
      (select sum(interest) from due where bucket is null) as "interestPrev"
    from b left join due on due.bucket = b.start left join received on received.bucket = b.start
    order by b.start`,
  );
  const [first] = rows;
  return {
    interestScheduledCents: [n(first?.interestCur), n(first?.interestPrev)] as const,
    series: rows.map((r) => ({
      date: String(r.date),
      scheduledCents: n(r.scheduled),
      collectedCents: n(r.collected),
    })),
  };
}

/** Per bucket of the current period: customers registered. */
export async function customerSeries(db: Executor, w: PeriodWindow, bucket: SeriesBucket, f: ReportFilter) {
  const cur = current(w);
  const registered = sql`select ${bucketOf(sql`k.day`, bucket, w.from)} as bucket, sum(k.registered) as n
    from customer_days k where ${keptCustomersMatch(f)} and ${dateIn(sql`k.day`, cur)} group by 1`;
  const rows = await queryRows<Row>(
    db,
    sql`with b as (${bucketStarts(bucket, cur)}), registered as (${registered})
    select b.start::text as date, coalesce(registered.n, 0) as registered
    from b left join registered on registered.bucket = b.start
    order by b.start`,
  );
  return rows.map((r) => ({ date: String(r.date), newCustomers: n(r.registered) }));
}

/* ---------------------------------------------------------------- all-time totals ---------------- */

/** Live customers registered since a day (this calendar month, for the reports' header). */
export async function customersRegisteredSince(db: Executor, from: IsoDate) {
  const row = await one(
    db,
    sql`select count(*) as n from customers c where ${customerMatches({})} and c.created_at >= ${dayStart(from)}`,
  );
  return n(row.n);
}

/** The back-office inventory now: motorcycles, available ones and their price. */
export async function inventoryTotals(db: Executor) {
  const row = await one(
    db,
    sql`select count(*) as total, count(*) filter (where m.is_available) as available,
      sum(m.price_cents) filter (where m.is_available) as "valueCents"
    from motorcycles m where ${inventoryMatches({})} and m.deleted_at is null`,
  );
  return { total: n(row.total), available: n(row.available), valueCents: n(row.valueCents) };
}
