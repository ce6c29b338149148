import type { IsoDate, SeriesBucket } from '@quincena/shared';
import { type SQL, sql } from 'drizzle-orm';

/*
 * The reports' definitions (PRODUCT.md §8, ADR 012), written once: every report query and the
 * dashboard stats are built from these fragments, so a figure means the same wherever it appears.
 * What an application counts for each day (created, waiting, decided, sold, disbursed) is defined
 * once too, where it is kept: `application_day_moves_of` in migration 0023 (ADR 039).
 *
 * Table aliases the fragments expect: a = credit_applications, c = customers, m = motorcycles,
 * i = installments. Instants are compared with the bounds of business days in America/Panama, so
 * the plain indexes on the instant columns serve them.
 */

/** 'Filtros': one vendor, one brand (case-insensitive), one term. */
export interface ReportFilter {
  vendorId?: string;
  brand?: string;
  termMonths?: number;
}

/** Business days, both included. */
export interface DayRange {
  from: IsoDate;
  to: IsoDate;
}

/** The instant a business day starts. */
export const dayStart = (date: IsoDate) => sql`((${date}::date)::timestamp at time zone 'America/Panama')`;
/** The instant a business day ends (exclusive): the next day's start. */
export const dayEnd = (date: IsoDate) => sql`((${date}::date + 1)::timestamp at time zone 'America/Panama')`;

export const dateIn = (date: SQL, range: DayRange) =>
  sql`(${date} between ${range.from}::date and ${range.to}::date)`;

const and = (parts: (SQL | undefined)[]) =>
  sql.join(
    parts.filter((p): p is SQL => p !== undefined),
    sql` and `,
  );

/* ---------------------------------------------------------------- applications (alias a) ---------- */

/** Brand of a loan's motorcycle, whatever catalog it came from. */
const brandIs = (motorcycleId: SQL, brand: string) =>
  sql`${motorcycleId} in (select id from motorcycles where lower(brand) = lower(${brand}::text))`;

/** Applications that count: never deleted ones; narrowed by the filters. */
export const applicationMatches = (f: ReportFilter) =>
  and([
    sql`a.deleted_at is null`,
    f.vendorId ? sql`a.vendor_id = ${f.vendorId}::uuid` : undefined,
    f.termMonths ? sql`a.loan_term_months = ${f.termMonths}::int` : undefined,
    f.brand ? brandIs(sql`a.motorcycle_id`, f.brand) : undefined,
  ]);

/* ---------------------------------------------------------------- customers (alias c) ------------- */

/**
 * Customers that count: never deleted ones. The vendor filter keeps the customers the vendor
 * registered; brand and term keep those with a live application of that brand or term.
 */
export const customerMatches = (f: ReportFilter) =>
  and([
    sql`c.deleted_at is null`,
    f.vendorId ? sql`c.created_by_vendor_id = ${f.vendorId}::uuid` : undefined,
    f.brand || f.termMonths
      ? sql`exists (select 1 from credit_applications a where a.customer_id = c.id and ${applicationMatches({
          brand: f.brand,
          termMonths: f.termMonths,
        })})`
      : undefined,
  ]);

/* ---------------------------------------------------------------- inventory (alias m) ------------- */

/** The back-office inventory: motorcycles without a vendor, placeholders aside; narrowed by brand. */
export const inventoryMatches = (f: ReportFilter) =>
  and([
    sql`m.vendor_id is null and not m.is_placeholder`,
    f.brand ? sql`lower(m.brand) = lower(${f.brand}::text)` : undefined,
  ]);

/** In the inventory when the day ended: created by then and not deleted by then. */
export const inInventoryAt = (date: IsoDate) =>
  sql`(m.created_at < ${dayEnd(date)} and (m.deleted_at is null or m.deleted_at >= ${dayEnd(date)}))`;

/**
 * Available when the day ended: the availability the audit trail last recorded for the motorcycle
 * by then (its creation or an edit, as a value or as a from/to change); without a recorded one, its
 * current flag.
 */
export const availableAt = (date: IsoDate) => sql`coalesce((
    select case jsonb_typeof(l.changes -> 'isAvailable')
        when 'boolean' then (l.changes ->> 'isAvailable')::boolean
        when 'object' then (l.changes -> 'isAvailable' ->> 'to')::boolean
      end
    from audit_log l
    where l.entity_type = 'motorcycle' and l.entity_id = m.id::text
      and l.changes -> 'isAvailable' is not null and l.created_at < ${dayEnd(date)}
    order by l.created_at desc, l.id desc
    limit 1
  ), m.is_available)`;

/** No vendor, brand or term chosen. */
export const unfiltered = (f: ReportFilter) => !f.vendorId && !f.brand && !f.termMonths;

/* ---------------------------------------------------------------- the kept ledgers --------------- */

/**
 * A ledger keyed by the loans' vendor, motorcycle and term, narrowed by the filters: what falls due
 * (alias t, `due_totals`, counted loans alone), what the applications did each day (alias d,
 * `application_days`, migration 0023, live applications alone) and the loan book's days (alias b,
 * `loan_book_days`, migration 0025, live loans alone).
 */
const ledgerMatches = (alias: 't' | 'd' | 'b', f: ReportFilter) => {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return and([
    sql`true`,
    f.vendorId ? sql`${column('vendor_id')} = ${f.vendorId}::uuid` : undefined,
    f.termMonths ? sql`${column('term_months')} = ${f.termMonths}::int` : undefined,
    f.brand ? brandIs(column('motorcycle_id'), f.brand) : undefined,
  ]);
};
export const dueTotalsMatch = (f: ReportFilter) => ledgerMatches('t', f);
export const applicationDaysMatch = (f: ReportFilter) => ledgerMatches('d', f);
export const loanBookMatch = (f: ReportFilter) => ledgerMatches('b', f);

/* ---------------------------------------------------------------- series ------------------------- */

/**
 * The first day of the bucket holding a business date: the day itself; 7-day slices counted from the
 * period's first day (a quarter is 13 of them); calendar months, the first one starting with the
 * period.
 */
export function bucketOf(date: SQL, bucket: SeriesBucket, from: IsoDate): SQL {
  if (bucket === 'day') return sql`(${date})::date`;
  if (bucket === 'week') return sql`(${from}::date + (((${date})::date - ${from}::date) / 7) * 7)`;
  return sql`greatest(date_trunc('month', (${date})::timestamp)::date, ${from}::date)`;
}

/** Every bucket's first day over the range, as rows of `start`. */
export function bucketStarts(bucket: SeriesBucket, range: DayRange): SQL {
  if (bucket === 'month') {
    return sql`select greatest(d::date, ${range.from}::date) as start
      from generate_series(date_trunc('month', ${range.from}::date::timestamp), ${range.to}::date::timestamp, interval '1 month') d`;
  }
  const step = bucket === 'week' ? sql`interval '7 days'` : sql`interval '1 day'`;
  return sql`select d::date as start
    from generate_series(${range.from}::date::timestamp, ${range.to}::date::timestamp, ${step}) d`;
}
