import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { businessToday } from '@quincena/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase } from './test/test-app.ts';

/*
 * Two API processes over one PostgreSQL behind the same JWT_SECRET, as behind a load balancer
 * (issue 11): sessions, rate limits, daily jobs and money all hold across them. PostgreSQL only:
 * the embedded database belongs to one process. They run the compiled server, as `npm start` does,
 * built first so that it is never an old build.
 */

const apiDir = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Instance {
  url: string;
  process: ChildProcess;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance exited: ${stderr.slice(0, 500)}`);
    const up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { url, process: child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('instance did not start in 60 s');
}

async function send(instance: Instance, method: string, url: string, body?: unknown, headers = {}) {
  const res = await fetch(`${instance.url}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are asserted field by field.
  return { status: res.status, body: (await res.json()) as { data?: any; code?: string } };
}

describe.runIf(process.env.DATABASE_URL)('two instances over one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let dataDir: string;
  let a: Instance;
  let b: Instance;
  let client: pg.Client;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createServerDatabase(process.env.DATABASE_URL as string);
    dataDir = await mkdtemp(path.join(tmpdir(), 'quincena-two-'));
    env = {
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      JOBS_ENABLED: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    };
    await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: apiDir });
    // Started together: the bootstrap's advisory lock lets one migrate and seed, the other wait.
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    for (const instance of [a, b]) instance?.process.kill('SIGTERM');
    await Promise.all(
      [a, b].map(
        (instance) =>
          instance && new Promise((resolve) => instance.process.once('exit', resolve).once('error', resolve)),
      ),
    );
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const staffToken = async (instance: Instance, username: string, password: string) => {
    const login = await send(instance, 'POST', '/api/auth/admin/login', { username, password });
    expect(login.status).toBe(200);
    return login.body.data.token as string;
  };
  const adminToken = (instance: Instance) => staffToken(instance, 'admin', 'admin12345');

  it('accepts a session signed by one instance on the other', async () => {
    const token = await adminToken(a);
    const me = await send(b, 'GET', '/api/auth/me', undefined, { authorization: `Bearer ${token}` });
    expect(me.status).toBe(200);
    expect(me.body.data.userType).toBe('admin');
    // A sign-out on the other instance ends it on both.
    await send(b, 'POST', '/api/auth/logout', undefined, { authorization: `Bearer ${token}` });
    const after = await send(a, 'GET', '/api/auth/me', undefined, { authorization: `Bearer ${token}` });
    expect(after.status).toBe(401);
  });

  it('holds a rate limit counted on one instance on the other', async () => {
    const phoneNumber = '+50762223344';
    expect((await send(a, 'POST', '/api/auth/send-otp', { phoneNumber })).status).toBe(200);
    const again = await send(b, 'POST', '/api/auth/send-otp', { phoneNumber });
    expect(again.status).toBe(429);
  });

  it('applies a settings change saved on one instance on the other at once', async () => {
    const token = await adminToken(a);
    const auth = { authorization: `Bearer ${token}` };
    const current = await send(a, 'GET', '/api/admin/settings', undefined, auth);
    expect(current.status).toBe(200);
    const changed = {
      ...current.body.data,
      general: { ...current.body.data.general, companyEmail: 'cobros@quincena.example' },
      security: { ...current.body.data.security, sessionTimeout: 30 },
    };
    expect((await send(a, 'PUT', '/api/admin/settings', changed, auth)).status).toBe(200);

    const open = await send(b, 'GET', '/api/settings/public');
    expect(open.body.data.companyEmail).toBe('cobros@quincena.example');
    // A session the other instance signs now lives the saved 30 minutes.
    const fresh = await adminToken(b);
    const claims = JSON.parse(Buffer.from(fresh.split('.')[1] as string, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(30 * 60);
  });

  it('runs a daily job triggered on both instances once', async () => {
    const [tokenA, tokenB] = [await adminToken(a), await adminToken(b)];
    const run = (instance: Instance, token: string) =>
      send(instance, 'POST', '/api/admin/jobs/payment-reminders/run', undefined, {
        authorization: `Bearer ${token}`,
      });
    const [onA, onB] = await Promise.all([run(a, tokenA), run(b, tokenB)]);
    expect([onA.status, onB.status]).toEqual([200, 200]);
    const sent = onA.body.data.processed + onB.body.data.processed;
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from sms_outbox where body like 'Quincena: te recordamos%' or body like 'Quincena: tu cuota%'`,
    );
    expect(sent).toBeGreaterThan(0);
    expect(rows[0]?.n).toBe(sent);
    // Each reminder went once: a third run finds nothing left to send.
    expect((await run(a, tokenA)).body.data.processed).toBe(0);
  });

  it('gives 20 concurrent applies of one installment, split across both, exactly one payment', async () => {
    const [tokenA, tokenB] = [await adminToken(a), await adminToken(b)];
    const { rows } = await client.query<{ id: string; owed: number }>(
      `select i.id, (i.amount_cents + i.late_fee_cents - i.paid_late_fee_cents - i.paid_interest_cents
                     - i.paid_principal_cents) as owed
       from installments i join credit_applications c on c.id = i.application_id
       where c.status = 'DISBURSED' and c.deleted_at is null and i.paid_at is null
       order by i.due_date, i.id limit 1`,
    );
    const installment = rows[0];
    if (!installment) throw new Error('the demo data has no unpaid installment');
    const body = {
      paymentIds: [installment.id],
      totalAmountReceived: installment.owed / 100,
      paymentMethod: 'CASH',
      paymentDate: businessToday(),
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(i % 2 === 0 ? a : b, 'POST', '/api/admin/payments/apply', body, {
          authorization: `Bearer ${i % 2 === 0 ? tokenA : tokenB}`,
          'idempotency-key': randomUUID(),
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const payments = await client.query(
      'select distinct al.payment_id from payment_allocations al where al.installment_id = $1',
      [installment.id],
    );
    expect(payments.rowCount).toBe(1);
  });

  it('leaves nothing of a reversal whose deciding process is killed mid-transaction', async () => {
    const [admin, operator] = [await adminToken(a), await staffToken(a, 'operador', 'operador12345')];
    const { rows } = await client.query<{ id: string; applicationId: string; owed: number }>(
      `select i.id, i.application_id as "applicationId", (i.amount_cents + i.late_fee_cents
         - i.paid_late_fee_cents - i.paid_interest_cents - i.paid_principal_cents) as owed
       from installments i join credit_applications c on c.id = i.application_id
       where c.status = 'DISBURSED' and c.deleted_at is null and i.paid_at is null
       order by i.due_date desc, i.id limit 1`,
    );
    const installment = rows[0];
    if (!installment) throw new Error('the demo data has no unpaid installment');
    const paid = await send(
      a,
      'POST',
      '/api/admin/payments/apply',
      {
        paymentIds: [installment.id],
        totalAmountReceived: installment.owed / 100,
        paymentMethod: 'CASH',
        paymentDate: businessToday(),
      },
      { authorization: `Bearer ${admin}`, 'idempotency-key': randomUUID() },
    );
    expect(paid.status).toBe(201);
    const paymentId = paid.body.data.payment.id as string;
    const asked = await send(
      a,
      'POST',
      `/api/admin/payments/${paymentId}/reverse`,
      { reason: 'Cheque devuelto' },
      { authorization: `Bearer ${operator}`, 'idempotency-key': randomUUID() },
    );
    expect(asked.status).toBe(202);
    const approvalId = asked.body.data.approval.id as string;

    // Hold the loan's lock, so the decision stops after its first write (the approval claimed).
    await client.query('begin');
    await client.query('select 1 from credit_applications where id = $1 for update', [
      installment.applicationId,
    ]);
    const decision = send(
      b,
      'PUT',
      `/api/admin/approvals/${approvalId}/approve`,
      {},
      {
        authorization: `Bearer ${admin}`,
      },
    ).catch(() => 'killed');
    const waiting = async () =>
      (
        await client.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
        )
      ).rows[0]?.n ?? 0;
    const deadline = Date.now() + 20_000;
    while ((await waiting()) === 0) {
      if (Date.now() > deadline) throw new Error('the decision never reached the loan lock');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // It had written already: the approval's claim holds its row lock in the stalled transaction.
    const claimed = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
       join pg_stat_activity s on s.pid = l.pid
       where c.relname = 'approvals' and l.mode = 'RowExclusiveLock' and s.wait_event_type = 'Lock'`,
    );
    expect(claimed.rows[0]?.n).toBe(1);
    const exited = new Promise((resolve) => b.process.once('exit', resolve));
    b.process.kill('SIGKILL');
    await exited;
    expect(await decision).toBe('killed');
    await client.query('rollback');

    // PostgreSQL rolled the decision back whole: still pending, no REVERSAL, the receipt as it was.
    const state = async () => {
      const {
        rows: [row],
      } = await client.query<{ status: string; reversals: number; reversed: boolean }>(
        `select (select status from approvals where id = $1) as status,
           (select count(*)::int from loan_transactions r join loan_transactions t on t.id = r.reversal_of
             where t.payment_id = $2) as reversals,
           (select reversed_at is not null from payments where id = $2) as reversed`,
        [approvalId, paymentId],
      );
      return row;
    };
    expect(await state()).toEqual({ status: 'PENDING', reversals: 0, reversed: false });

    // The same decision on the instance still up carries it out, once.
    const approved = await send(
      a,
      'PUT',
      `/api/admin/approvals/${approvalId}/approve`,
      {},
      {
        authorization: `Bearer ${admin}`,
      },
    );
    expect(approved.status).toBe(200);
    expect(await state()).toEqual({ status: 'APPROVED', reversals: 1, reversed: true });
    b = await startInstance(env);
  });
});
