import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, customerToken, loginAs } from '../../test/auth-helpers.ts';
import { expectLedgerConsistent, expectLoansReplayTheirLedger } from '../../test/ledger-invariants.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/* GET /admin/loans/:applicationId (PRODUCT.md §9) and the ledger behind it (issue 23). */

let t: TestApp;
let admin: string;
const detail = (id: string, token = admin) => call(t.app, 'GET', `/api/admin/loans/${id}`, { token });
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.app.db, query);

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await loginAs(t.app, 'admin', 'operador', 'operador12345');
}, 300_000);
afterAll(() => t?.close());

/** A demo loan with an unpaid installment, and that installment (the oldest open one). */
async function openLoan() {
  const [row] = await rows<{ application_id: string; id: string }>(
    sql`select i.application_id, i.id from installments i
      join credit_applications a on a.id = i.application_id
      where a.status = 'DISBURSED' and a.deleted_at is null and i.paid_at is null
      order by a.number, i.due_date limit 1`,
  );
  if (!row) throw new Error('the demo seed has no open loan');
  return row;
}

describe('GET /admin/loans/:applicationId', () => {
  it('is for admins only', async () => {
    const { application_id } = await openLoan();
    expect((await call(t.app, 'GET', `/api/admin/loans/${application_id}`)).status).toBe(401);
    const vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
    expect((await detail(application_id, vendor)).status).toBe(403);
    const [customer] = await rows<{ phone_number: string }>(
      sql`select c.phone_number from customers c join credit_applications a on a.customer_id = c.id
        where a.id = ${application_id}`,
    );
    const customerAuth = await customerToken(t.app, customer?.phone_number as string);
    expect((await detail(application_id, customerAuth)).status).toBe(403);
    const superAdmin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    expect((await detail(application_id, superAdmin)).status).toBe(200);
  });

  it('answers 400 for an id that is not a uuid and 404 for what is not a loan', async () => {
    const bad = await detail('no-es-un-id');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    const unknown = await detail('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      success: false,
      code: 'LOAN_NOT_FOUND',
      message: 'Préstamo no encontrado.',
    });
    const notLoans = await rows<{ id: string }>(
      sql`select distinct on (status) id from credit_applications
        where status in ('PENDING', 'IN_REVIEW', 'REJECTED') order by status, number`,
    );
    expect(notLoans.length).toBeGreaterThan(0);
    for (const { id } of notLoans) expect((await detail(id)).status).toBe(404);
    // A deleted loan (no money received yet) is no loan either.
    const [approved] = await rows<{ id: string }>(
      sql`select a.id from credit_applications a where a.status = 'APPROVED' and a.deleted_at is null
        and not exists (select 1 from payments p where p.application_id = a.id) order by a.number limit 1`,
    );
    const superAdmin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    expect((await detail(approved?.id as string)).status).toBe(200);
    const deleted = await call(t.app, 'DELETE', `/api/admin/credit-applications/${approved?.id}`, {
      token: superAdmin,
    });
    expect(deleted.status).toBe(200);
    expect((await detail(approved?.id as string)).status).toBe(404);
  });

  it('replays a loan after an admin’s receipt to what the schedule shows, with who and the split', async () => {
    const { application_id: loanId, id: installmentId } = await openLoan();
    const before = await call(t.app, 'GET', `/api/admin/payment-schedules?applicationId=${loanId}`, {
      token: admin,
    });
    const owed = before.body.data.installments.find((i: { id: string }) => i.id === installmentId).owedAmount;
    const applied = await call(t.app, 'POST', '/api/admin/payments/apply', {
      token: admin,
      body: {
        paymentIds: [installmentId],
        totalAmountReceived: owed,
        paymentMethod: 'CASH',
        paymentReference: 'REC-LEDGER-1',
        paymentDate: (
          await rows<{ d: string }>(sql`select (now() at time zone 'America/Panama')::date::text as d`)
        )[0]?.d,
      },
    });
    expect(applied.status).toBe(201);

    const res = await detail(loanId);
    expect(res.status).toBe(200);
    const { loan, installments, transactions } = res.body.data;
    const schedule = await call(t.app, 'GET', `/api/admin/payment-schedules?applicationId=${loanId}`, {
      token: admin,
    });
    const shown = schedule.body.data.installments.map(
      (i: { id: string; paidAmount: number; isPaid: boolean; lateFee: number }) => [
        i.id,
        i.paidAmount,
        i.isPaid,
        i.lateFee,
      ],
    );
    expect(
      installments.map((i: { id: string; paidAmount: number; isPaid: boolean; lateFee: number }) => [
        i.id,
        i.paidAmount,
        i.isPaid,
        i.lateFee,
      ]),
    ).toEqual(shown);
    expect(installments.find((i: { id: string }) => i.id === installmentId)).toMatchObject({
      isPaid: true,
      status: 'PAID',
    });

    const [app] = await rows<{ number: number; financed: number }>(
      sql`select number, financed_cents as financed from credit_applications where id = ${loanId}`,
    );
    expect(loan).toMatchObject({ applicationId: loanId, status: 'ACTIVE' });
    expect(loan.number).toMatch(/^SOL-\d{4}-\d{6}$/);
    expect(loan.paymentReference).toMatch(new RegExp(`^Q${loan.number.replace(/\D/g, '')}\\d$`));
    expect(transactions[0]).toMatchObject({
      type: 'DISBURSEMENT',
      amount: (app?.financed ?? 0) / 100,
      principal: (app?.financed ?? 0) / 100,
      createdBy: 'admin',
    });
    const repayment = transactions.find(
      (tx: { type: string; createdBy: string; amount: number }) =>
        tx.type === 'REPAYMENT' && tx.createdBy === 'operador',
    );
    expect(repayment).toMatchObject({ amount: owed });
    expect(repayment.principal + repayment.interest + repayment.lateFee).toBeCloseTo(owed, 2);
    const [payment] = await rows<{ p: number; i: number; f: number }>(
      sql`select applied_principal_cents as p, applied_interest_cents as i, applied_late_fee_cents as f
        from payments where reference = 'REC-LEDGER-1'`,
    );
    expect([repayment.principal, repayment.interest, repayment.lateFee]).toEqual([
      (payment?.p ?? 0) / 100,
      (payment?.i ?? 0) / 100,
      (payment?.f ?? 0) / 100,
    ]);
    // The outstanding principal is the schedule's principal less what was paid of it.
    const [left] = await rows<{ cents: number }>(
      sql`select sum(principal_cents - paid_principal_cents)::int as cents from installments where application_id = ${loanId}`,
    );
    expect(loan.principalOutstanding).toBe((left?.cents ?? 0) / 100);
  });
});

describe('the loan ledger in the database', () => {
  it('refuses an UPDATE, a DELETE and a TRUNCATE', async () => {
    const [entry] = await rows<{ id: string }>(sql`select id from loan_transactions limit 1`);
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.app.db.execute(statement).then(
        () => 'accepted',
        (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message),
      );
    expect(
      await refusal(sql`update loan_transactions set notes = 'editado' where id = ${entry?.id}`),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`delete from loan_transactions where id = ${entry?.id}`)).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusal(sql`truncate loan_transactions`)).toMatch(/append-only: TRUNCATE refused/);
  });

  it('is rebuilt from the rows by the migration’s backfill with the same balances', async () => {
    // Fine loans and waive one fee through the API, then check every write path posted its entry.
    const superAdmin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    const jobs = await call(t.app, 'POST', '/api/admin/jobs/late-fees/run', { token: superAdmin });
    expect(jobs.status).toBe(200);
    const [fined] = await rows<{ id: string }>(
      sql`select i.id from installments i join credit_applications a on a.id = i.application_id
        where a.deleted_at is null and i.paid_at is null and i.late_fee_cents > i.paid_late_fee_cents limit 1`,
    );
    const waived = await call(t.app, 'PUT', `/api/admin/payment-schedules/${fined?.id}`, {
      token: admin,
      body: { waiveLateFee: true, notes: 'Cliente al día por acuerdo' },
    });
    // A waiver is asked for by one admin and carried out when another approves (§9).
    expect(waived.status).toBe(202);
    const approved = await call(
      t.app,
      'PUT',
      `/api/admin/approvals/${waived.body.data.approval.id}/approve`,
      {
        token: superAdmin,
        body: {},
      },
    );
    expect(approved.status).toBe(200);
    const [waiver] = await rows<{ n: number }>(
      sql`select count(*)::int as n from loan_transactions where type = 'LATE_FEE_WAIVER' and installment_id = ${fined?.id}`,
    );
    expect(waiver?.n).toBe(1);
    await expectLedgerConsistent(t.app.db);

    const balances = async () => {
      const loans = await rows<{ id: string }>(
        sql`select id from credit_applications
          where status in ('APPROVED', 'DISBURSED') and deleted_at is null order by id`,
      );
      const out: unknown[] = [];
      for (const { id } of loans) out.push((await detail(id)).body.data.loan);
      return out;
    };
    const before = await balances();

    const migration = await readFile(
      new URL('../../../drizzle/0016_loan_ledger.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .filter((statement) => statement.includes('INSERT INTO "loan_transactions"'));
    expect(backfill).toHaveLength(3);
    await t.app.db.execute(sql`alter table loan_transactions disable trigger loan_transactions_append_only`);
    try {
      await t.app.db.execute(sql`delete from loan_transactions`);
    } finally {
      await t.app.db.execute(sql`alter table loan_transactions enable trigger loan_transactions_append_only`);
    }
    for (const statement of backfill) await t.app.db.execute(sql.raw(statement));

    await expectLoansReplayTheirLedger(t.app.db);
    expect(await balances()).toEqual(before);
  });
});
