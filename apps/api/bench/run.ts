/**
 * `npm run bench`: seeds a large data set, serves the real app, loads the vendor endpoints, the
 * collections endpoints (calendar, payments dashboard, applying a payment), the quote and the
 * back-office reports, and prints latency percentiles next to the raw SQL each endpoint stands on.
 * The reports are timed one request at a time (an admin opening a report), the rest under load.
 *
 * BENCH_DATABASE_URL (or DATABASE_URL) names a PostgreSQL server; a fresh database is created on it.
 * BENCH_CUSTOMERS (default 100000) sets the size; BENCH_REQUESTS (default 300) the load per endpoint;
 * BENCH_REPORT_REQUESTS (default 30) the requests per report. BENCH_DATABASE_NAME keeps the seeded
 * database for the next run; BENCH_ONLY measures only the endpoints whose label contains it.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { businessToday, toCents } from '@quincena/shared';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { systemClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { bootstrapDatabase } from '../src/db/bootstrap.ts';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { seedScale } from '../src/db/seed/scale.ts';

const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const customers = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const reportRequests = Number(process.env.BENCH_REPORT_REQUESTS ?? 30);
const concurrency = 8;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function timeMany(count: number, work: () => Promise<void>, workers = concurrency): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next++ < count) {
      const start = performance.now();
      await work();
      times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return times.sort((a, b) => a - b);
}

// BENCH_DATABASE_NAME keeps the seeded database and reuses it on the next run (for profiling).
const kept = process.env.BENCH_DATABASE_NAME;
if (kept !== undefined && !/^[a-z_][a-z0-9_]*$/.test(kept))
  throw new Error('BENCH_DATABASE_NAME: a-z, 0-9, _');
const name = kept ?? `quincena_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const seeded =
  kept !== undefined &&
  (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
if (!seeded) await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const config = loadConfig({
  ...process.env,
  DATABASE_URL: url.toString(),
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'true',
  NODE_ENV: 'development',
  // The daily jobs would run over the seeded portfolio in the middle of the measurements.
  JOBS_ENABLED: 'false',
});

async function seed(database: Awaited<ReturnType<typeof openDatabase>>) {
  const seedStart = performance.now();
  await seedScale(database.db, {
    count: customers,
    today: businessToday(),
    lateFeeCents: toCents(25),
    graceDays: 5,
  });
  console.log(
    `seeded ${customers} customers with financings in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  // What autovacuum does to a live database (and a server may run without it): visibility maps, so
  // index-only scans need no heap visits, and fresh statistics.
  await database.db.execute(sql`vacuum analyze`);
}

try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await bootstrapDatabase(database.db, config, pino({ level: 'silent' }), systemClock);
  if (!seeded) await seed(database);

  const app = await buildApp({ config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/auth/vendor/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'vendedor', password: 'vendedor12345' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const adminLogin = await fetch(`${base}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin12345' }),
  });
  const adminToken = ((await adminLogin.json()) as { data: { token: string } }).data.token;
  // A month of installments: the calendar's heaviest ordinary view.
  const today = businessToday();
  const monthStart = `${today.slice(0, 8)}01`;
  const monthEnd = `${today.slice(0, 8)}28`;
  // One unpaid installment per loan, each paid once by the apply case.
  const unpaid = await queryRows<{ id: string; owed: number }>(
    database.db,
    sql`select distinct on (application_id) id,
          amount_cents + late_fee_cents - paid_late_fee_cents - paid_interest_cents - paid_principal_cents as owed
        from installments where paid_at is null order by application_id, due_date limit ${requests * 2}`,
  );
  const [vendor] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from vendors where username = 'vendedor'`,
  );
  const vendorId = vendor?.id as string;
  const [someApp] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from credit_applications where vendor_id = ${vendorId} and status = 'DISBURSED' limit 1`,
  );

  const financingRaw = sql`select sum(principal_left_cents) filter (where disbursed_at is not null),
      sum(principal_left_cents) filter (where current_date - first_open_due_date >= 1)
    from loan_positions where counted`;
  const cases: Array<{
    label: string;
    path: string;
    raw: SQL;
    as?: 'admin';
    post?: () => unknown;
    /** Reports: fewer requests, one at a time. */
    requests?: number;
    workers?: number;
  }> = [
    {
      label: 'customers page 1',
      path: '/api/vendor/customers',
      raw: sql`select c.* from vendor_customers vc join customers c on c.id = vc.customer_id
               where vc.vendor_id = ${vendorId} order by vc.created_at desc limit 20`,
    },
    {
      label: 'customers search',
      path: '/api/vendor/customers?search=garc',
      raw: sql`select c.* from vendor_customers vc join customers c on c.id = vc.customer_id
               where vc.vendor_id = ${vendorId}
                 and (coalesce(c.first_name,'') || ' ' || coalesce(c.last_name,'')) ilike '%garc%'
               order by vc.created_at desc limit 20`,
    },
    {
      label: 'applications by status',
      path: '/api/vendor/applications?status=PENDING',
      raw: sql`select a.* from credit_applications a join customers c on c.id = a.customer_id
               join motorcycles m on m.id = a.motorcycle_id
               where a.vendor_id = ${vendorId} and a.status = 'PENDING' and a.deleted_at is null
               order by a.created_at desc limit 20`,
    },
    {
      label: 'application detail',
      path: `/api/vendor/applications/${someApp?.id}`,
      raw: sql`select * from installments where application_id = ${someApp?.id} order by payment_number`,
    },
    {
      label: 'dashboard (month)',
      path: '/api/vendor/dashboard?period=month',
      raw: sql`select status, count(*) from credit_applications
               where vendor_id = ${vendorId} and created_at >= now() - interval '30 days' group by status`,
    },
    {
      label: 'payments calendar',
      path: `/api/admin/payments/calendar?dateFrom=${monthStart}&dateTo=${monthEnd}&limit=100`,
      as: 'admin',
      raw: sql`select i.*, c.first_name, c.last_name, c.phone_number, m.brand, m.model
               from installments i join credit_applications a on a.id = i.application_id
               join customers c on c.id = a.customer_id join motorcycles m on m.id = a.motorcycle_id
               where a.deleted_at is null and a.status in ('APPROVED', 'DISBURSED')
                 and i.due_date between ${monthStart} and ${monthEnd}
               order by i.due_date, i.id limit 100`,
    },
    {
      label: 'payments dashboard',
      path: '/api/admin/payments/dashboard?period=month',
      as: 'admin',
      // The heavier of its two scans: every overdue installment of the portfolio.
      raw: sql`select count(*), sum(i.amount_cents + i.late_fee_cents - i.paid_late_fee_cents
                 - i.paid_interest_cents - i.paid_principal_cents)
               from installments i join credit_applications a on a.id = i.application_id
               where a.deleted_at is null and a.status in ('APPROVED', 'DISBURSED')
                 and i.paid_at is null and i.due_date < ${today}`,
    },
    {
      label: 'apply a payment',
      path: '/api/admin/payments/apply',
      as: 'admin',
      post: () => {
        const target = unpaid.pop();
        if (!target) throw new Error('no unpaid installment left to apply to');
        return {
          paymentIds: [target.id],
          totalAmountReceived: target.owed / 100,
          paymentMethod: 'CASH',
          paymentDate: today,
        };
      },
      raw: sql`select * from installments where application_id = (select application_id from installments
               where paid_at is null limit 1) order by payment_number for update`,
    },
    {
      label: 'quote',
      path: '/api/financing/quote?motoValue=2000&downPayment=400&loanTermMonths=12',
      raw: sql`select 1`,
    },
    // The reports (month against the month before); raw SQL: the heaviest scan each stands on.
    ...[
      {
        label: 'report overview',
        path: '/api/admin/reports/overview?period=month',
        raw: sql`select count(*) filter (where created_at >= now() - interval '30 days'),
                 count(*) filter (where status in ('PENDING', 'IN_REVIEW')),
                 sum(financed_cents) filter (where status = 'DISBURSED' and disbursed_at >= now() - interval '30 days')
               from credit_applications where deleted_at is null`,
      },
      {
        label: 'report sales',
        path: '/api/admin/reports/sales?period=month',
        raw: sql`select count(*), sum(sale_value_cents), sum(down_payment_cents) from credit_applications
               where deleted_at is null and status in ('APPROVED', 'DISBURSED')
                 and approved_at >= now() - interval '60 days'`,
      },
      {
        label: 'report financing',
        path: '/api/admin/reports/financing?period=month',
        // The portfolio: one position per loan (what falls due is a ledger of a few thousand rows).
        raw: financingRaw,
      },
      // The longest window, and a filter (the sums then join the applications).
      ...['period=year', 'period=month&brand=Honda'].map((query) => ({
        label: `report financing ${query.replace('period=', '')}`,
        path: `/api/admin/reports/financing?${query}`,
        raw: financingRaw,
      })),
      {
        label: 'report customers',
        path: '/api/admin/reports/customers?period=month',
        raw: sql`select count(*), count(*) filter (where is_verified),
                 count(*) filter (where created_at >= now() - interval '30 days')
               from customers where deleted_at is null`,
      },
      {
        label: 'report inventory',
        path: '/api/admin/reports/inventory?period=month',
        raw: sql`select brand, count(*), count(*) filter (where is_available), sum(price_cents) from motorcycles
               where vendor_id is null and not is_placeholder and deleted_at is null group by brand`,
      },
      {
        label: 'report vendors',
        path: '/api/admin/reports/vendors?period=month',
        raw: sql`select v.id, count(a.id), sum(a.financed_cents) from vendors v
               left join credit_applications a on a.vendor_id = v.id and a.deleted_at is null
                 and a.created_at >= now() - interval '60 days'
               group by v.id`,
      },
      {
        label: 'reports dashboard',
        path: '/api/admin/reports/dashboard-stats',
        raw: sql`select count(*), count(*) filter (where is_verified) from customers where deleted_at is null`,
      },
    ].map((c) => ({ ...c, as: 'admin' as const, requests: reportRequests, workers: 1 })),
  ];

  console.log(
    `\n${requests} requests per endpoint, ${concurrency} concurrent (reports: ${reportRequests}, one at a time); times in ms\n`,
  );
  console.log('endpoint                 p50     p95     p99   | raw SQL p50   ratio');
  // BENCH_ONLY measures only the endpoints whose label contains it (e.g. 'report').
  for (const c of cases.filter((x) => x.label.includes(process.env.BENCH_ONLY ?? ''))) {
    const http = await timeMany(
      c.requests ?? requests,
      async () => {
        const headers = {
          authorization: `Bearer ${c.as === 'admin' ? adminToken : token}`,
          'content-type': 'application/json',
        };
        const res = c.post
          ? await fetch(`${base}${c.path}`, { method: 'POST', headers, body: JSON.stringify(c.post()) })
          : await fetch(`${base}${c.path}`, { headers });
        if (res.status !== (c.post ? 201 : 200)) throw new Error(`${c.path} answered ${res.status}`);
        await res.arrayBuffer();
      },
      c.workers,
    );
    const raw = await timeMany(
      c.requests ?? requests,
      async () => {
        await database.db.execute(c.raw);
      },
      c.workers,
    );
    const p50 = percentile(http, 50);
    const rawP50 = percentile(raw, 50);
    console.log(
      `${c.label.padEnd(22)} ${p50.toFixed(1).padStart(6)} ${percentile(http, 95).toFixed(1).padStart(7)} ${percentile(
        http,
        99,
      )
        .toFixed(1)
        .padStart(7)}   | ${rawP50.toFixed(2).padStart(9)}   ${(p50 / rawP50).toFixed(1).padStart(5)}x`,
    );
  }
  await app.close();
  await database.close();
} finally {
  if (kept === undefined) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
