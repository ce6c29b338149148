import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Executor, queryRows } from '../db/client.ts';
import { loanStartDate, replayStoredLoan } from '../modules/loans/index.ts';

/**
 * The figures kept beside the ledger agree with it: what falls due (a ledger kept by triggers) with a
 * recount of the installments, the loan book's days with a recount of every loan's receipts and
 * portfolio, the lists' and dashboards' kept counts with a recount of the
 * applications (with their amounts), the vendors' links and the customers (live, verified, active),
 * and each receipt's applied parts with its allocations. Run after a suite has paid, corrected,
 * re-anchored and fined loans through the API.
 */
export async function expectLedgerConsistent(db: Executor) {
  // What falls due: the ledger, folded per key, against a recount of the installments of counted loans.
  const totals = (source: SQL) => sql`(select coalesce(jsonb_agg(x order by x::text), '[]') from (
      select due_date, vendor_id, motorcycle_id, term_months, sum(due_cents)::bigint as due,
        sum(interest_cents)::bigint as interest, sum(paid_cents)::bigint as paid,
        sum(installments)::bigint as installments, sum(open_installments)::bigint as open
      from ${source} group by 1, 2, 3, 4
      having sum(due_cents) <> 0 or sum(interest_cents) <> 0 or sum(paid_cents) <> 0
        or sum(installments) <> 0 or sum(open_installments) <> 0) x)`;
  const [due] = await queryRows<{ kept: unknown[]; recounted: unknown[] }>(
    db,
    sql`select ${totals(sql`due_totals`)} as kept, ${totals(sql`due_totals_computed`)} as recounted`,
  );
  expect(due?.recounted.length).toBeGreaterThan(0);
  expect(due?.kept).toEqual(due?.recounted);

  // The loan book by day (receipts and the portfolio's changes) against a recount of every loan.
  const bookDays = (source: SQL) => sql`(select coalesce(jsonb_agg(x order by x::text), '[]') from (
      select day, vendor_id, motorcycle_id, term_months, sum(received_cents)::bigint as received,
        sum(unapplied_cents)::bigint as unapplied, sum(principal_cents)::bigint as principal,
        sum(interest_cents)::bigint as interest, sum(late_fee_cents)::bigint as late_fee,
        sum(outstanding_cents)::bigint as outstanding, sum(par1_cents)::bigint as par1,
        sum(par30_cents)::bigint as par30, sum(par60_cents)::bigint as par60, sum(par90_cents)::bigint as par90
      from ${source} group by 1, 2, 3, 4
      having sum(received_cents) <> 0 or sum(unapplied_cents) <> 0 or sum(principal_cents) <> 0
        or sum(interest_cents) <> 0 or sum(late_fee_cents) <> 0 or sum(outstanding_cents) <> 0
        or sum(par1_cents) <> 0 or sum(par30_cents) <> 0 or sum(par60_cents) <> 0 or sum(par90_cents) <> 0) x)`;
  const [days] = await queryRows<{ kept: unknown[]; recounted: unknown[] }>(
    db,
    sql`select ${bookDays(sql`loan_book_days`)} as kept, ${bookDays(sql`loan_book_days_computed`)} as recounted`,
  );
  expect(days?.recounted.length).toBeGreaterThan(0);
  expect(days?.kept).toEqual(days?.recounted);

  // The collections by day and channel against a recount of every receipt.
  const channelDays = (source: SQL) => sql`(select coalesce(jsonb_agg(x order by x::text), '[]') from (
      select day, vendor_id, motorcycle_id, term_months, channel, sum(receipts)::bigint as receipts,
        sum(cents)::bigint as cents
      from ${source} group by 1, 2, 3, 4, 5 having sum(receipts) <> 0 or sum(cents) <> 0) x)`;
  const [channels] = await queryRows<{ kept: unknown[]; recounted: unknown[] }>(
    db,
    sql`select ${channelDays(sql`collection_days`)} as kept, ${channelDays(sql`collection_days_computed`)} as recounted`,
  );
  expect(channels?.kept).toEqual(channels?.recounted);

  await expectKeptCountsConsistent(db);

  const receipts = await queryRows<{ id: string; kept: string; counted: string }>(
    db,
    sql`select p.id,
        p.applied_late_fee_cents || ' ' || p.applied_interest_cents || ' ' || p.applied_principal_cents as kept,
        coalesce(sum(al.late_fee_cents), 0) || ' ' || coalesce(sum(al.interest_cents), 0) || ' '
          || coalesce(sum(al.principal_cents), 0) as counted
      from payments p left join payment_allocations al on al.payment_id = p.id
      where p.reversed_at is null
      group by p.id`,
  );
  expect(receipts.length).toBeGreaterThan(0);
  expect(receipts.filter((r) => r.kept !== r.counted)).toEqual([]);

  await expectLoansReplayTheirLedger(db);
}

/**
 * Every loan's ledger replays to exactly its stored installments (paid parts, late fees, paid_at),
 * and each receipt's row holds the split the replay gives its REPAYMENT: every write path appended
 * its entry, and every reversal projected the loan again.
 */
export async function expectLoansReplayTheirLedger(db: Executor) {
  const loans = await queryRows<{ id: string; startDate: string }>(
    db,
    // A deleted application is no loan any more (its detail answers 404): only live loans replay.
    sql`select credit_applications.id, ${loanStartDate} as "startDate" from credit_applications
      where status in ('APPROVED', 'DISBURSED') and deleted_at is null
        and exists (select 1 from installments i where i.application_id = credit_applications.id)`,
  );
  expect(loans.length).toBeGreaterThan(0);
  const asOf = '2100-01-01';
  const mismatches: unknown[] = [];
  for (const { id, startDate } of loans) {
    const stored = await queryRows<{
      id: string;
      late_fee_cents: number;
      paid_late_fee_cents: number;
      paid_interest_cents: number;
      paid_principal_cents: number;
      rebated_interest_cents: number;
      paid_at: string | null;
    }>(
      db,
      sql`select id, late_fee_cents, paid_late_fee_cents, paid_interest_cents, paid_principal_cents,
        rebated_interest_cents, paid_at::text as paid_at from installments
        where application_id = ${id} order by payment_number`,
    );
    const { replay } = await replayStoredLoan(db, { id, startDate }, asOf);
    const replayed = new Map(replay.installments.map((i) => [i.id, i]));
    for (const row of stored) {
      const r = replayed.get(row.id);
      const want = [
        row.late_fee_cents,
        row.paid_late_fee_cents,
        row.paid_interest_cents,
        row.paid_principal_cents,
        row.rebated_interest_cents,
        row.paid_at,
      ];
      const got = [
        r?.lateFeeCents,
        r?.paidLateFeeCents,
        r?.paidInterestCents,
        r?.paidPrincipalCents,
        r?.rebatedInterestCents,
        r?.paidAt,
      ];
      if (JSON.stringify(want) !== JSON.stringify(got))
        mismatches.push({ loan: id, installment: row.id, want, got });
    }
  }
  expect(mismatches).toEqual([]);

  // Each receipt has one REPAYMENT with its amount and date; a surviving one is applied as the
  // replay splits it today (a reversal moves the later receipts up), a reversed one has no
  // allocations left and carries its reversal.
  const receipts = await queryRows<{
    id: string;
    application_id: string;
    start_date: string;
    kept: string;
    posted: string | null;
    entry_id: string | null;
    reversed: boolean;
    reversal: boolean;
    allocations: number;
    shares: string | null;
  }>(
    db,
    sql`select p.id, p.application_id, (select ${loanStartDate} from credit_applications
          where credit_applications.id = p.application_id) as start_date,
        p.applied_principal_cents || ' ' || p.applied_interest_cents || ' ' || p.applied_late_fee_cents
          || ' ' || p.unapplied_cents as kept,
        (select string_agg(t.amount_cents || ' ' || t.value_date, '; ') from loan_transactions t
          where t.payment_id = p.id and t.type in ('REPAYMENT', 'PAYOFF', 'RECOVERY')) as posted,
        (select t.id from loan_transactions t where t.payment_id = p.id and t.type in ('REPAYMENT', 'PAYOFF', 'RECOVERY') limit 1) as entry_id,
        p.reversed_at is not null as reversed,
        exists (select 1 from loan_transactions r join loan_transactions t on t.id = r.reversal_of
          where t.payment_id = p.id) as reversal,
        (select count(*)::int from payment_allocations al where al.payment_id = p.id) as allocations,
        (select string_agg(al.installment_id || ' ' || al.late_fee_cents || ' ' || al.interest_cents || ' '
          || al.principal_cents, '; ' order by al.installment_id) from payment_allocations al
          where al.payment_id = p.id) as shares
      from payments p`,
  );
  const splits = new Map<string, string>();
  // Each surviving receipt's allocations, row for row, as the replay shares it out.
  const shares = new Map<string, string[]>();
  const startDates = new Map(receipts.map((r) => [r.application_id, r.start_date]));
  for (const [id, startDate] of startDates) {
    const { replay } = await replayStoredLoan(db, { id, startDate }, asOf);
    for (const t of replay.transactions) {
      splits.set(t.id, `${t.principalCents} ${t.interestCents} ${t.lateFeeCents} ${t.creditCents}`);
    }
    for (const a of replay.allocations) {
      const share = `${a.installmentId} ${a.lateFeeCents} ${a.interestCents} ${a.principalCents}`;
      shares.set(a.transactionId, [...(shares.get(a.transactionId) ?? []), share]);
    }
  }
  const sharesOf = (entryId: string | null) =>
    shares
      .get(entryId ?? '')
      ?.sort()
      .join('; ') ?? null;
  const wrong = receipts.filter(
    (r) =>
      r.posted === null ||
      r.posted.includes(';') ||
      r.reversed !== r.reversal ||
      (r.reversed
        ? r.allocations !== 0
        : splits.get(r.entry_id ?? '') !== r.kept || sharesOf(r.entry_id) !== r.shares),
  );
  expect(wrong).toEqual([]);
  const dated = await queryRows<{ id: string }>(
    db,
    sql`select p.id from payments p join loan_transactions t on t.payment_id = p.id and t.type in ('REPAYMENT', 'PAYOFF', 'RECOVERY')
      where t.amount_cents <> p.amount_cents or t.value_date <> p.payment_date`,
  );
  expect(dated).toEqual([]);
}

/**
 * The lists', dashboards' and reports' counts, folded per key, against a recount of the applications
 * (with their amounts, and what they did each day), the vendors' links, each customer's counted
 * applications and the customers (live, verified, active; by registration day, city and birth date).
 */
export async function expectKeptCountsConsistent(db: Executor) {
  const counts = (
    source: SQL,
    key: SQL,
    values: SQL[],
  ) => sql`(select coalesce(jsonb_agg(x order by x::text), '[]') from (select ${key},
      ${sql.join(
        values.map((value, i) => sql`sum(${value})::numeric as ${sql.raw(`v${i}`)}`),
        sql`, `,
      )}
    from ${source} group by ${key} having ${sql.join(
      values.map((value) => sql`sum(${value}) <> 0`),
      sql` or `,
    )}) x)`;
  const applicationParts = [sql`applications`, sql`financed_cents`, sql`sale_value_cents`];
  const dayParts = [
    'created',
    'closed',
    'decided',
    'approved',
    'processing_seconds',
    'sold',
    'sale_cents',
    'down_payment_cents',
    'sold_financed_cents',
    'disbursed',
    'disbursed_financed_cents',
  ].map((part) => sql`${sql.identifier(part)}`);
  const dayKey = sql`day, vendor_id, motorcycle_id, term_months`;
  const [lists] = await queryRows<Record<string, unknown[]>>(
    db,
    sql`select ${counts(sql`application_counts`, sql`vendor_id, status`, applicationParts)} as kept_applications,
      ${counts(sql`application_counts_computed`, sql`vendor_id, status`, applicationParts)} as applications,
      ${counts(sql`vendor_customer_counts`, sql`vendor_id`, [sql`customers`])} as kept_links,
      ${counts(sql`vendor_customer_counts_computed`, sql`vendor_id`, [sql`customers`])} as links,
      ${counts(sql`customer_loan_counts`, sql`customer_id`, [sql`loans`])} as kept_loans,
      ${counts(sql`customer_loan_counts_computed`, sql`customer_id`, [sql`loans`])} as loans,
      ${counts(sql`application_days`, dayKey, dayParts)} as kept_days,
      ${counts(sql`application_days_computed`, dayKey, dayParts)} as days,
      ${counts(sql`customer_days`, sql`day, vendor_id, brand, term_months`, [sql`registered`, sql`verified`])} as kept_registrations,
      ${counts(sql`customer_days_computed`, sql`day, vendor_id, brand, term_months`, [sql`registered`, sql`verified`])} as registrations,
      ${counts(sql`customer_places`, sql`vendor_id, city, brand, term_months`, [sql`customers`])} as kept_places,
      ${counts(sql`customer_places_computed`, sql`vendor_id, city, brand, term_months`, [sql`customers`])} as places,
      ${counts(sql`customer_births`, sql`vendor_id, date_of_birth, brand, term_months`, [sql`customers`])} as kept_births,
      ${counts(sql`customer_births_computed`, sql`vendor_id, date_of_birth, brand, term_months`, [sql`customers`])} as births`,
  );
  expect(lists?.applications?.length).toBeGreaterThan(0);
  expect(lists?.kept_applications).toEqual(lists?.applications);
  expect(lists?.kept_links).toEqual(lists?.links);
  expect(lists?.kept_loans).toEqual(lists?.loans);
  expect(lists?.days?.length).toBeGreaterThan(0);
  expect(lists?.kept_days).toEqual(lists?.days);
  expect(lists?.registrations?.length).toBeGreaterThan(0);
  expect(lists?.kept_registrations).toEqual(lists?.registrations);
  expect(lists?.kept_places).toEqual(lists?.places);
  expect(lists?.kept_births).toEqual(lists?.births);
  const [people] = await queryRows<{ kept: string; counted: string }>(
    db,
    sql`select (select coalesce(sum(customers), 0) || ' ' || coalesce(sum(verified), 0) || ' ' || coalesce(sum(active), 0)
        from customer_counts) as kept,
      (select customers || ' ' || verified || ' ' || active from customer_counts_computed) as counted`,
  );
  expect(people?.kept).toBe(people?.counted);
}
