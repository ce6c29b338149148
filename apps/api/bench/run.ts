/**
 * `npm run bench`: the read endpoints at 100,000 customers on PostgreSQL, measured three ways (ADR 019).
 *  1. Throughput: requests/s at a fixed concurrency (autocannon) beside a bare Fastify + `pg` handler
 *     that verifies the same JWT, checks the account's token version and replays the statements
 *     captured from the real endpoint, sending a body of the same size. real/bare is the figure.
 *  2. Latency at a fixed arrival rate (open loop) for the lists, searches, calendar and reports.
 *  3. Every report, one request at a time, for a month, a year and each filter, against 300 ms.
 *  4. A list at a fixed rate while 12 admins keep asking for the year's financing report (ADR 037).
 *  5. Every page a user opens (lists at their first, middle and last page, searches, the calendar,
 *     the dashboards, every report) one request at a time, against p95 ≤ 150 ms; the figures are kept
 *     in the temporary directory by size, and BENCH_COMPARE=<customers> prints how each p50 grew
 *     since the run at that size (target ≤ 2×): run 10,000 first, then 1,000,000.
 *  6. /api/health at a fixed rate while 50 account statements (PDF) are drawn at once, again and
 *     again: the server stays responsive (health p99 < 100 ms), and its memory peak (issue 25).
 *  7. A bank statement of 10,000 transfers to loans drawn at random (1% naming none) imported from
 *     upload to the last line worked, against 30 s (issue 26).
 * The app and the bare handlers run in their own processes (bench/real-server.ts, bare-server.ts).
 *
 * BENCH_DATABASE_URL (or DATABASE_URL) names a PostgreSQL server; a fresh database is created on it.
 * BENCH_DATABASE_NAME keeps the seeded database for the next run; BENCH_CUSTOMERS (100000) sets its
 * size. BENCH_ONLY measures only the endpoints whose label contains it (or one of a comma list);
 * BENCH_PARTS (throughput,rate,reports,starve,pages,statements,imports) the parts to run.
 * Part 1: BENCH_CONNECTIONS (8), BENCH_SECONDS (12 a side), BENCH_TURNS (4), BENCH_WARMUP_SECONDS (2).
 * Part 2: BENCH_RATE (200, or a list), BENCH_REPORT_RATE (5), BENCH_RATE_SECONDS (15). Part 3: BENCH_REPORT_REQUESTS (20).
 * BENCH_SHOW_SQL prints the captured statements; BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the
 * real app (read it with `npx tsx bench/profile-summary.ts <file>`).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  businessToday,
  formatApplicationNumber,
  paymentReference,
  quoteQuery,
  toCents,
} from '@quincena/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { systemClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { bootstrapDatabase } from '../src/db/bootstrap.ts';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { seedScale } from '../src/db/seed/scale.ts';
import type { BareRoute } from './bare-server.ts';
import type { Statement } from './capture.ts';
import { callsTo } from './ipc.ts';
import { fixedRate, oneAtATime, percentile, type Throughput, throughput } from './load.ts';

const env = process.env;
const serverUrl = env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const customers = Number(env.BENCH_CUSTOMERS ?? 100_000);
const connections = Number(env.BENCH_CONNECTIONS ?? 8);
const seconds = Number(env.BENCH_SECONDS ?? 12);
const rounds = Number(env.BENCH_TURNS ?? 4);
const warmupSeconds = Number(env.BENCH_WARMUP_SECONDS ?? 2);
// The first rate is the issue's (its target holds there); more, e.g. 200,50, show a lighter load.
const rates = (env.BENCH_RATE ?? '200').split(',').map(Number);
// A report costs the database 50–500 ms at this size: 200 a second would only measure a queue
// growing for the whole run; a handful of admins opening reports is a few a second.
const reportRate = Number(env.BENCH_REPORT_RATE ?? 5);
const rateSeconds = Number(env.BENCH_RATE_SECONDS ?? 15);
const reportRequests = Number(env.BENCH_REPORT_REQUESTS ?? 20);
const only = (env.BENCH_ONLY ?? '').split(',');
const parts = new Set(
  (env.BENCH_PARTS ?? 'throughput,rate,reports,starve,pages,statements,imports').split(','),
);
const RATIO_TARGET = 0.6;
const P99_TARGET_MS = 50;
const REPORT_TARGET_MS = 300;
const PAGE_TARGET_MS = 150;
const GROWTH_TARGET = 2;
const HEALTH_P99_TARGET_MS = 100;
const PARALLEL_STATEMENTS = 50;
const IMPORT_LINES = 10_000;
const IMPORT_TARGET_S = 30;
const compareWith = env.BENCH_COMPARE;

// BENCH_DATABASE_NAME keeps the seeded database and reuses it on the next run.
const kept = env.BENCH_DATABASE_NAME;
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
const serverEnv = {
  ...env,
  DATABASE_URL: url.toString(),
  // Production's level; the servers write the lines nowhere (bench/real-server.ts, bare-server.ts).
  LOG_LEVEL: 'info',
  SEED_DEMO: 'true',
  NODE_ENV: 'development',
  // The daily jobs would run over the seeded portfolio in the middle of the measurements.
  JOBS_ENABLED: 'false',
  // Both servers check tokens with the same key.
  JWT_SECRET: randomBytes(32).toString('hex'),
};

/** A table printed row by row as the measurements come in. */
function table(title: string, columns: Array<[string, number]>) {
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(columns[0]?.[1] ?? 0) : cell.padStart(columns[i]?.[1] ?? 0)))
      .join('  ');
  console.log(`\n${title}\n`);
  console.log(line(columns.map(([heading]) => heading)));
  console.log(line(columns.map(([, width]) => '-'.repeat(width))));
  return (...cells: string[]) => console.log(line(cells));
}
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
const mark = (ok: boolean) => (ok ? '✓' : '✖');

function startServer(
  file: string,
  execArgv: string[] = [],
): { child: ChildProcess; call: ReturnType<typeof callsTo>['call']; ready: Promise<void> } {
  const child = fork(path.join(import.meta.dirname, file), {
    env: serverEnv,
    execArgv: ['--import', 'tsx', ...execArgv],
    serialization: 'advanced',
    stdio: 'inherit',
  });
  return { child, ...callsTo(child) };
}

let real: ReturnType<typeof startServer> | undefined;
let bare: ReturnType<typeof startServer> | undefined;
try {
  const config = loadConfig(serverEnv);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await bootstrapDatabase(database.db, config, pino({ level: 'silent' }), systemClock);
  if (!seeded) {
    const seedStart = performance.now();
    await seedScale(database.db, {
      count: customers,
      today: businessToday(),
      lateFeeCents: toCents(25),
      graceDays: 5,
      writers: 2,
    });
    console.log(
      `seeded ${customers} customers with financings in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    // What autovacuum does to a live database: visibility maps (index-only scans) and statistics.
    await database.db.execute(sql`vacuum analyze`);
  }
  const [vendor] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from vendors where username = 'vendedor'`,
  );
  const vendorId = vendor?.id as string;
  // Live rows: what the lists page over (their last page is the deepest).
  const [counts] = await queryRows<{
    customers: number;
    applications: number;
    vendorCustomers: number;
    installments: number;
  }>(
    database.db,
    sql`select (select count(*)::int from customers where deleted_at is null) as customers,
      (select count(*)::int from credit_applications where deleted_at is null) as applications,
      (select count(*)::int from vendor_customers where vendor_id = ${vendorId}) as "vendorCustomers",
      (select count(*)::int from installments) as installments`,
  );
  const [someApp] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from credit_applications where vendor_id = ${vendorId} and status = 'DISBURSED' limit 1`,
  );
  // The brand with the most loans: the heaviest brand filter.
  const [brand] = await queryRows<{ brand: string }>(
    database.db,
    sql`select m.brand from credit_applications a join motorcycles m on m.id = a.motorcycle_id
        group by m.brand order by count(*) desc limit 1`,
  );
  const today = businessToday();
  // One unpaid installment per loan, each paid once by the write case: loans drawn at random, so
  // runs on a kept database spread over the book instead of lengthening the same loans' histories.
  const unpaid =
    parts.has('throughput') && only.some((part) => 'apply a payment'.includes(part))
      ? await queryRows<{ id: string; owed: number }>(
          database.db,
          sql`select id, owed from (select distinct on (application_id) id,
              amount_cents + late_fee_cents - paid_late_fee_cents - paid_interest_cents - paid_principal_cents as owed
            from installments where paid_at is null order by application_id, due_date) oldest
            order by random() limit 20000`,
        )
      : [];
  // Loans with the longest histories: the heaviest statements.
  const statementLoans = parts.has('statements')
    ? await queryRows<{ id: string }>(
        database.db,
        sql`select application_id as id from payments group by application_id
            order by count(*) desc limit ${PARALLEL_STATEMENTS}`,
      )
    : [];
  // Loans drawn at random for the bank statement: each line pays one of them by its reference.
  const importLoans = parts.has('imports')
    ? await queryRows<{ number: number; createdAt: Date }>(
        database.db,
        sql`select number, created_at as "createdAt" from credit_applications
            where status = 'DISBURSED' and deleted_at is null order by random() limit ${IMPORT_LINES}`,
      )
    : [];
  await database.close();

  real = startServer(
    'real-server.ts',
    env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_CPU_PROF}`] : [],
  );
  await real.ready;
  const realBase = `http://127.0.0.1:${await real.call<number>('port')}`;
  const login = async (path: string, username: string, password: string) => {
    const res = await fetch(`${realBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    return ((await res.json()) as { data: { token: string } }).data.token;
  };
  const tokens = {
    vendor: await login('/api/auth/vendor/login', 'vendedor', 'vendedor12345'),
    admin: await login('/api/auth/admin/login', 'admin', 'admin12345'),
  };
  // Every measured request takes a compressed answer, as a browser does.
  const headersOf = (as: Case['as']): Record<string, string> => ({
    'accept-encoding': 'br, gzip',
    ...(as === 'public' ? {} : { authorization: `Bearer ${tokens[as]}` }),
  });

  type Kind = 'list' | 'search' | 'calendar' | 'report' | 'other';
  interface Case {
    label: string;
    path: string;
    as: 'vendor' | 'admin' | 'public';
    kind: Kind;
  }
  const monthStart = `${today.slice(0, 8)}01`;
  const pages = (rows: number) => Math.max(1, Math.ceil(rows / 20));
  const monthEnd = `${today.slice(0, 8)}28`;
  const reportTypes = ['overview', 'sales', 'financing', 'customers', 'inventory', 'vendors'];
  const reads: Case[] = [
    { label: 'vendor customers', path: '/api/vendor/customers', as: 'vendor', kind: 'list' },
    {
      label: 'vendor customers search',
      path: '/api/vendor/customers?search=garc',
      as: 'vendor',
      kind: 'search',
    },
    {
      label: 'vendor applications',
      path: '/api/vendor/applications?status=PENDING',
      as: 'vendor',
      kind: 'list',
    },
    {
      label: 'vendor application detail',
      path: `/api/vendor/applications/${someApp?.id}`,
      as: 'vendor',
      kind: 'other',
    },
    { label: 'vendor dashboard', path: '/api/vendor/dashboard?period=month', as: 'vendor', kind: 'other' },
    { label: 'admin dashboard', path: '/api/admin/dashboard', as: 'admin', kind: 'other' },
    { label: 'admin applications', path: '/api/admin/credit-applications', as: 'admin', kind: 'list' },
    {
      label: 'admin applications middle',
      path: `/api/admin/credit-applications?page=${Math.ceil(pages(counts?.applications ?? 0) / 2)}`,
      as: 'admin',
      kind: 'list',
    },
    {
      label: 'admin applications last',
      path: `/api/admin/credit-applications?page=${pages(counts?.applications ?? 0)}`,
      as: 'admin',
      kind: 'list',
    },
    { label: 'admin customers', path: '/api/admin/customers', as: 'admin', kind: 'list' },
    {
      label: 'admin customers middle',
      path: `/api/admin/customers?page=${Math.ceil(pages(counts?.customers ?? 0) / 2)}`,
      as: 'admin',
      kind: 'list',
    },
    {
      label: 'admin customers last',
      path: `/api/admin/customers?page=${pages(counts?.customers ?? 0)}`,
      as: 'admin',
      kind: 'list',
    },
    {
      label: 'vendor customers last',
      path: `/api/vendor/customers?page=${pages(counts?.vendorCustomers ?? 0)}`,
      as: 'vendor',
      kind: 'list',
    },
    {
      label: 'admin customers search',
      path: '/api/admin/customers?search=garc',
      as: 'admin',
      kind: 'search',
    },
    // A month of installments: the calendar's heaviest ordinary view.
    {
      label: 'payments calendar',
      path: `/api/admin/payments/calendar?dateFrom=${monthStart}&dateTo=${monthEnd}&limit=100`,
      as: 'admin',
      kind: 'calendar',
    },
    {
      label: 'payments dashboard',
      path: '/api/admin/payments/dashboard?period=month',
      as: 'admin',
      kind: 'other',
    },
    {
      label: 'quote',
      path: '/api/financing/quote?motoValue=2000&downPayment=400&loanTermMonths=12',
      as: 'public',
      kind: 'other',
    },
    ...reportTypes.map((type) => ({
      label: `report ${type}`,
      path: `/api/admin/reports/${type}?period=month`,
      as: 'admin' as const,
      kind: 'report' as const,
    })),
    {
      label: 'report dashboard-stats',
      path: '/api/admin/reports/dashboard-stats',
      as: 'admin',
      kind: 'report',
    },
  ];
  // A deep page as the screens reach it, by 'Siguiente': after the last row of the page before (ADR
  // 053). The 'middle' and 'last' cases above are the same pages asked by number (a shared link).
  const reachedByNext = async (label: string, path: string, page: number, as: Case['as']): Promise<Case> => {
    const res = await fetch(`${realBase}${path}?page=${page - 1}`, { headers: headersOf(as) });
    const before = (await res.json()) as { data: { pagination: { next?: string } } };
    const after = encodeURIComponent(before.data.pagination.next ?? '');
    return { label, path: `${path}?page=${page}&after=${after}`, as, kind: 'list' };
  };
  reads.push(
    await reachedByNext(
      'admin applications middle, next',
      '/api/admin/credit-applications',
      Math.ceil(pages(counts?.applications ?? 0) / 2),
      'admin',
    ),
    await reachedByNext(
      'admin customers middle, next',
      '/api/admin/customers',
      Math.ceil(pages(counts?.customers ?? 0) / 2),
      'admin',
    ),
    await reachedByNext(
      'vendor customers middle, next',
      '/api/vendor/customers',
      Math.ceil(pages(counts?.vendorCustomers ?? 0) / 2),
      'vendor',
    ),
  );
  // Part 3: each report for a month, a year and with each filter, one at a time.
  const reportCases: Case[] = [
    ...reportTypes.flatMap((type) =>
      [
        'period=month',
        'period=year',
        `period=month&brand=${encodeURIComponent(brand?.brand ?? 'Honda')}`,
        `period=month&vendorId=${vendorId}`,
        'period=month&termMonths=12',
      ].map((query) => ({
        label: `report ${type} ${query
          .replace('period=', '')
          .replace(/vendorId=[^&]+/, 'vendorId')
          .replace('&', ' ')}`,
        path: `/api/admin/reports/${type}?${query}`,
        as: 'admin' as const,
        kind: 'report' as const,
      })),
    ),
    {
      label: 'report dashboard-stats',
      path: '/api/admin/reports/dashboard-stats',
      as: 'admin',
      kind: 'report',
    },
  ];
  const wanted = (c: Case) => only.some((part) => c.label.includes(part));

  /** The figures the quote endpoint reads from its query, as the real handler gets them. */
  const quoteInputOf = (path: string) => {
    const { motoValue, downPayment, loanTermMonths, startDate } = quoteQuery.parse(
      Object.fromEntries(new URL(path, 'http://bench').searchParams),
    );
    return { motoValue, downPayment, loanTermMonths, startDate: startDate ?? businessToday() };
  };

  // Capture each endpoint's statements (the second of two requests, once caches are warm) and give
  // them to the bare server.
  const captured = new Map<string, { bytes: number; statements: Statement[]; route: string }>();
  const toCapture = [
    ...(parts.has('throughput') || parts.has('rate') ? reads.filter(wanted) : []),
    ...(parts.has('reports') ? reportCases.filter(wanted) : []),
  ];
  for (const c of toCapture) {
    if (captured.has(c.path)) continue;
    // Captured uncompressed: the bare twin builds a body of the answer's own size and compresses it.
    const { 'accept-encoding': _, ...plain } = headersOf(c.as);
    const request = { method: 'GET', url: c.path, headers: plain };
    type Captured = { status: number; bytes: number; statements: Statement[] };
    const first = await real.call<Captured>('capture', request);
    const second = await real.call<Captured>('capture', request);
    if (second.status !== 200) throw new Error(`${c.path} answered ${second.status}`);
    const texts = (x: Captured) => x.statements.map((s) => s.text).join('\n');
    if (texts(first) !== texts(second))
      console.warn(`note: ${c.label} ran other statements on its first request`);
    if (c.as !== 'public' && !/from "(vendors|admins)"/.test(second.statements[0]?.text ?? ''))
      throw new Error(`${c.label}: the first statement is not the session lookup`);
    captured.set(c.path, { ...second, route: `/bare/${captured.size}` });
  }
  bare = startServer('bare-server.ts');
  await bare.ready;
  const routes: BareRoute[] = [...captured.entries()].map(([path, c]) => ({
    path: c.route,
    session: reads.concat(reportCases).find((x) => x.path === path)?.as !== 'public',
    statements: c.statements,
    bytes: c.bytes,
    ...(path.startsWith('/api/financing/quote') ? { quote: quoteInputOf(path) } : {}),
    report: path.startsWith('/api/admin/reports/'),
  }));
  const bareBase = `http://127.0.0.1:${await bare.call<number>('listen', routes)}`;
  const bareUrl = (c: Case) => `${bareBase}${captured.get(c.path)?.route}`;
  // Each bare route answers, with the session check passing, and as many bytes as the real one.
  for (const [path, c] of captured) {
    const as = reads.concat(reportCases).find((x) => x.path === path)?.as ?? 'public';
    const res = await fetch(`${bareBase}${c.route}`, { headers: headersOf(as) });
    const size = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200 || size !== c.bytes)
      throw new Error(`bare ${path} answered ${res.status} with ${size} bytes (real: ${c.bytes})`);
    // BENCH_SHOW_SQL prints what each endpoint sent (group: statements sent together).
    if (env.BENCH_SHOW_SQL) {
      console.log(`\n${path}`);
      for (const s of c.statements)
        console.log(
          `  [${s.group}${s.client === null ? '' : ' tx'}${s.name ? ` ${s.name}` : ''}] ${s.text.replace(/\s+/g, ' ')} -- ${JSON.stringify(s.values)}`,
        );
    }
  }

  console.log(
    `\n${counts?.customers} customers, ${counts?.installments} installments; database ${name}; ` +
      `Node ${process.version}; ${(await admin.query('show server_version')).rows[0]?.server_version} PostgreSQL`,
  );

  if (parts.has('throughput')) {
    const slice = Math.max(1, Math.round(seconds / rounds));
    const row = table(
      `1. Throughput: ${connections} connections; real and bare take ${rounds} turns each of ~${slice} s ` +
        `(same number of requests) after ${warmupSeconds} s of warm-up; target real/bare ≥ ${RATIO_TARGET}`,
      [
        ['endpoint', 26],
        ['SQL', 3],
        ['bytes', 6],
        ['real req/s', 10],
        ['bare req/s', 10],
        ['ratio', 5],
        ['turns min–max', 13],
        ['', 1],
        ['CPU ms/req: real', 16],
        ['bare', 5],
      ],
    );
    const perSecond = (runs: Throughput[]) =>
      runs.reduce((n, r) => n + r.completed, 0) / runs.reduce((t, r) => t + r.seconds, 0);
    for (const c of reads.filter(wanted)) {
      const capture = captured.get(c.path);
      const headers = headersOf(c.as);
      const targets = [`${realBase}${c.path}`, bareUrl(c)] as const;
      const warm: Throughput[] = [];
      for (const url of targets)
        warm.push(await throughput({ url, connections, seconds: warmupSeconds, headers }));
      // Short turns, in alternating order, so both sides see the same neighbours on a shared machine.
      // Each turn sends a fixed number of requests (about `slice` seconds of the slower side, at least
      // two per connection) and is timed to its last answer: a slow report then is not cut to the
      // handful of answers that happened to land inside a fixed window.
      const amount = Math.max(2 * connections, Math.round(Math.min(...warm.map((w) => w.rps)) * slice));
      const runs: [Throughput[], Throughput[]] = [[], []];
      const cpuMs = [0, 0];
      for (let turn = 0; turn < rounds; turn++) {
        for (const side of turn % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const)) {
          const server = (side === 0 ? real : bare) as NonNullable<typeof real>;
          const before = await server.call<number>('cpu');
          runs[side].push(await throughput({ url: targets[side], connections, amount, headers }));
          cpuMs[side] = (cpuMs[side] ?? 0) + (await server.call<number>('cpu')) - before;
        }
      }
      const [realRuns, bareRuns] = runs;
      const ratio = perSecond(realRuns) / perSecond(bareRuns);
      const turns = realRuns.map((r, i) => r.rps / (bareRuns[i]?.rps ?? Number.NaN)).sort((x, y) => x - y);
      const failures = [...realRuns, ...bareRuns].reduce((n, r) => n + r.failures, 0);
      const cpuPerRequest = (side: 0 | 1) =>
        ((cpuMs[side] ?? 0) / runs[side].reduce((n, r) => n + r.completed, 0)).toFixed(2);
      row(
        c.label,
        String(capture?.statements.length ?? 0),
        String(capture?.bytes),
        perSecond(realRuns).toFixed(0),
        perSecond(bareRuns).toFixed(0),
        ratio.toFixed(2),
        `${turns[0]?.toFixed(2)}–${turns.at(-1)?.toFixed(2)}`,
        mark(ratio >= RATIO_TARGET && failures === 0),
        cpuPerRequest(0),
        cpuPerRequest(1),
        failures ? `(${failures} failed)` : '',
      );
    }
    if (only.some((part) => 'apply a payment'.includes(part))) {
      // A write: each request pays another installment, so there is nothing the same to replay.
      const headers = { ...headersOf('admin'), 'content-type': 'application/json' };
      const nextBody = () => {
        const target = unpaid.pop();
        return JSON.stringify(
          target
            ? {
                paymentIds: [target.id],
                totalAmountReceived: target.owed / 100,
                paymentMethod: 'CASH',
                paymentDate: today,
              }
            : {},
        );
      };
      const url = `${realBase}/api/admin/payments/apply`;
      await throughput({ url, connections, seconds: warmupSeconds, headers, method: 'POST', nextBody });
      // The app's CPU per receipt: steadier than receipts/s when the machine is shared (ADR 028).
      const cpuBefore = await real.call<number>('cpu');
      const r = await throughput({ url, connections, seconds, headers, method: 'POST', nextBody });
      const cpuMs = (await real.call<number>('cpu')) - cpuBefore;
      row(
        'apply a payment (write)',
        '',
        '',
        r.rps.toFixed(0),
        '—',
        '',
        '',
        '',
        (cpuMs / r.completed).toFixed(2),
        '',
        r.failures ? `(${r.failures} failed)` : '',
      );
    }
  }

  if (parts.has('rate')) {
    const row = table(
      `2. Latency at a fixed arrival rate (reports: ${reportRate}/s) for ${rateSeconds} s, open loop ` +
        '(each timed from when it was due); ' +
        `target p99 ≤ ${P99_TARGET_MS} ms at ${rates[0]}/s for lists, searches and the calendar (ms)`,
      [
        ['endpoint', 26],
        ['req/s', 5],
        ['real p50', 8],
        ['p95', 7],
        ['p99', 7],
        ['answers/s', 9],
        ['cut off', 7],
        ['bare p50', 8],
        ['p95', 7],
        ['p99', 7],
        ['', 1],
      ],
    );
    const measured = reads.filter((x) => wanted(x) && x.kind !== 'other');
    const runs = [
      ...rates.flatMap((rate) => measured.filter((c) => c.kind !== 'report').map((c) => ({ c, rate }))),
      ...measured.filter((c) => c.kind === 'report').map((c) => ({ c, rate: reportRate })),
    ];
    for (const { c, rate } of runs) {
      const headers = headersOf(c.as);
      const load = { rate, seconds: rateSeconds, headers };
      const measure = async (url: string) => {
        const result = await fixedRate({ url, ...load });
        // Requests cut off at the client may still be running in the server: one more request, queued
        // behind them, returns when they are done, so the next measurement starts on an idle server.
        await oneAtATime(url, headers, 1);
        return result;
      };
      const r = await measure(`${realBase}${c.path}`);
      const b = await measure(bareUrl(c));
      const p = (x: typeof r, q: number) => ms(percentile(x.latencies, q));
      const failed = r.errors + r.unanswered > 0;
      const targeted = c.kind !== 'report' && rate === rates[0];
      row(
        c.label,
        String(rate),
        p(r, 50),
        p(r, 95),
        p(r, 99),
        r.answeredPerSecond.toFixed(0),
        String(r.unanswered + r.errors),
        p(b, 50),
        p(b, 95),
        p(b, 99),
        targeted ? mark(!failed && percentile(r.latencies, 99) <= P99_TARGET_MS) : '',
      );
    }
  }

  if (parts.has('reports')) {
    const row = table(
      `3. Reports one request at a time: ${reportRequests} each after 2 unmeasured; target p95 < ${REPORT_TARGET_MS} ms ` +
        '(bare: the same statements, ms)',
      [
        ['report', 38],
        ['SQL', 3],
        ['real p50', 8],
        ['p95', 7],
        ['bare p50', 8],
        ['p95', 7],
        ['', 1],
      ],
    );
    for (const c of reportCases.filter(wanted)) {
      const headers = headersOf(c.as);
      const time = async (target: string) => {
        await oneAtATime(target, headers, 2);
        return oneAtATime(target, headers, reportRequests);
      };
      const r = await time(`${realBase}${c.path}`);
      const b = await time(bareUrl(c));
      row(
        c.label,
        String(captured.get(c.path)?.statements.length ?? 0),
        ms(percentile(r, 50)),
        ms(percentile(r, 95)),
        ms(percentile(b, 50)),
        ms(percentile(b, 95)),
        mark(percentile(r, 95) < REPORT_TARGET_MS),
      );
    }
  }
  if (parts.has('starve')) {
    const row = table(
      `4. The admin customers list at 50/s for ${rateSeconds} s while 12 connections ask for the year's ` +
        `financing report back to back; target list p95 ≤ ${P99_TARGET_MS} ms`,
      [
        ['while', 26],
        ['list p50', 8],
        ['p95', 7],
        ['p99', 7],
        ['reports/s', 9],
        ['refused', 7],
        ['', 1],
      ],
    );
    const list = `${realBase}/api/admin/customers`;
    const report = `${realBase}/api/admin/reports/financing?period=year`;
    const quiet = await fixedRate({ url: list, rate: 50, seconds: rateSeconds, headers: headersOf('admin') });
    const [busy, reports] = await Promise.all([
      fixedRate({ url: list, rate: 50, seconds: rateSeconds, headers: headersOf('admin') }),
      throughput({ url: report, connections: 12, seconds: rateSeconds, headers: headersOf('admin') }),
    ]);
    const p = (x: typeof busy, q: number) => ms(percentile(x.latencies, q));
    row('nothing else', p(quiet, 50), p(quiet, 95), p(quiet, 99), '', '', '');
    row(
      '12 year reports',
      p(busy, 50),
      p(busy, 95),
      p(busy, 99),
      reports.rps.toFixed(1),
      String(reports.failures),
      mark(busy.errors + busy.unanswered === 0 && percentile(busy.latencies, 95) <= P99_TARGET_MS),
    );
  }
  if (parts.has('pages')) {
    const row = table(
      `5. Every page one request at a time: ${reportRequests} each after 2 unmeasured; target p95 ≤ ${PAGE_TARGET_MS} ms` +
        (compareWith ? `, p50 ≤ ${GROWTH_TARGET}× its p50 at ${compareWith} customers` : ''),
      [
        ['page', 38],
        ['p50', 7],
        ['p95', 7],
        ['', 1],
        ...(compareWith
          ? ([
              [`p50 at ${compareWith}`, 11],
              ['growth', 6],
              ['', 1],
            ] as Array<[string, number]>)
          : []),
      ],
    );
    const resultsFile = (size: string) => path.join(tmpdir(), `quincena-bench-pages-${size}.json`);
    const before: Record<string, number> = compareWith
      ? JSON.parse(await readFile(resultsFile(compareWith), 'utf8'))
      : {};
    const results: Record<string, number> = {};
    const pageCases = [...reads, ...reportCases].filter(
      (c, i, all) => wanted(c) && all.findIndex((x) => x.path === c.path) === i,
    );
    for (const c of pageCases) {
      const headers = headersOf(c.as);
      await oneAtATime(`${realBase}${c.path}`, headers, 2);
      const r = await oneAtATime(`${realBase}${c.path}`, headers, reportRequests);
      const [p50, p95] = [percentile(r, 50), percentile(r, 95)];
      results[c.label] = p50;
      const then = before[c.label];
      const growth = then === undefined ? Number.NaN : p50 / then;
      row(
        c.label,
        ms(p50),
        ms(p95),
        mark(p95 <= PAGE_TARGET_MS),
        ...(compareWith ? [ms(then ?? Number.NaN), growth.toFixed(2), mark(growth <= GROWTH_TARGET)] : []),
      );
    }
    await writeFile(resultsFile(String(customers)), JSON.stringify(results));
  }
  if (parts.has('statements')) {
    const row = table(
      `6. /api/health at 20/s for ${rateSeconds} s while ${PARALLEL_STATEMENTS} account statements are drawn ` +
        `at once, again and again; target health p99 < ${HEALTH_P99_TARGET_MS} ms`,
      [
        ['while', 26],
        ['health p50', 10],
        ['p95', 7],
        ['p99', 7],
        ['statements', 10],
        ['ms each', 7],
        ['RSS peak MB', 11],
        ['', 1],
      ],
    );
    const health = `${realBase}/api/health`;
    const headers = headersOf('admin');
    const quiet = await fixedRate({ url: health, rate: 20, seconds: rateSeconds, headers });
    await real.call('memory');
    let drawing = true;
    let drawn = 0;
    let failed = 0;
    const drawTimes: number[] = [];
    const draw = async () => {
      while (drawing) {
        await Promise.all(
          statementLoans.map(async ({ id }) => {
            const start = performance.now();
            const res = await fetch(`${realBase}/api/admin/loans/${id}/statement`, { headers });
            const pdf = await res.arrayBuffer();
            if (res.status === 200 && pdf.byteLength > 0) drawn += 1;
            else failed += 1;
            drawTimes.push(performance.now() - start);
          }),
        );
      }
    };
    const drawing$ = draw();
    const busy = await fixedRate({ url: health, rate: 20, seconds: rateSeconds, headers });
    drawing = false;
    await drawing$;
    const { peakMb } = await real.call<{ peakMb: number }>('memory');
    const p = (x: typeof busy, q: number) => ms(percentile(x.latencies, q));
    row('nothing else', p(quiet, 50), p(quiet, 95), p(quiet, 99), '', '', '', '');
    row(
      `${PARALLEL_STATEMENTS} statements at once`,
      p(busy, 50),
      p(busy, 95),
      p(busy, 99),
      `${drawn}${failed ? ` (${failed} failed)` : ''}`,
      ms(percentile(drawTimes, 50)),
      peakMb.toFixed(0),
      mark(
        failed === 0 &&
          busy.errors + busy.unanswered === 0 &&
          percentile(busy.latencies, 99) < HEALTH_P99_TARGET_MS,
      ),
    );
  }
  if (parts.has('imports')) {
    const row = table(
      `7. A bank statement of ${IMPORT_LINES.toLocaleString('en')} transfers (1% naming no loan), from upload ` +
        `to its last line; target < ${IMPORT_TARGET_S} s`,
      [
        ['lines', 8],
        ['upload ms', 10],
        ['done s', 8],
        ['applied', 8],
        ['review', 7],
        ['lines/s', 8],
        ['', 1],
      ],
    );
    const run = randomBytes(3).toString('hex');
    const lines = Array.from({ length: IMPORT_LINES }, (_, i) => {
      const loan = importLoans[i % importLoans.length] as { number: number; createdAt: Date };
      const reference =
        i % 100 === 99
          ? 'SIN REFERENCIA'
          : paymentReference(formatApplicationNumber(loan.number, loan.createdAt));
      return `${businessToday()},25.00,${reference},BENCH,BENCH-${run}-${i}`;
    });
    const form = new FormData();
    form.set('bank', 'BANCO_GENERAL');
    const file = ['date,amount,reference,payer,bankTransactionId', ...lines].join('\r\n');
    form.set('file', new Blob([file], { type: 'text/csv' }), 'bench.csv');
    const headers = headersOf('admin');
    const start = performance.now();
    const res = await fetch(`${realBase}/api/admin/bank-statements`, { method: 'POST', headers, body: form });
    const uploadMs = performance.now() - start;
    const { data } = (await res.json()) as { data: { statement: { id: string } } };
    type Progress = { statement: { status: string; counts: Record<string, number> } };
    let progress: Progress | undefined;
    while (performance.now() - start < 10 * IMPORT_TARGET_S * 1000) {
      const got = await fetch(`${realBase}/api/admin/bank-statements/${data.statement.id}?limit=1`, {
        headers,
      });
      progress = ((await got.json()) as { data: Progress }).data;
      if (progress.statement.status === 'DONE') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const doneS = (performance.now() - start) / 1000;
    const counts = progress?.statement.counts ?? {};
    const done = progress?.statement.status === 'DONE';
    const worked = IMPORT_LINES - (counts.PENDING ?? IMPORT_LINES);
    row(
      String(IMPORT_LINES),
      ms(uploadMs),
      // Unfinished when the wait ran out: how long it waited, and the pace of the lines it got through.
      `${done ? '' : '>'}${doneS.toFixed(1)}`,
      String(counts.APPLIED ?? 0),
      String(counts.REVIEW ?? 0),
      (worked / doneS).toFixed(0),
      mark(done && doneS < IMPORT_TARGET_S),
    );
  }
} finally {
  for (const server of [real, bare]) {
    if (!server || server.child.exitCode !== null) continue;
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    await server.call('stop').catch(() => server.child.kill());
    await exited;
  }
  if (kept === undefined) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
