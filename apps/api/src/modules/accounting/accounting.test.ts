import { addDays, type IsoDate, toCents } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, customerToken, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/* GET /admin/accounting/journal (PRODUCT.md §9, issue 23 item 7) over the demo data. */

let t: TestApp;
let admin: string;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.app.db, query);
const journal = (query: string, token = admin) =>
  call(t.app, 'GET', `/api/admin/accounting/journal${query}`, { token });

interface Line {
  date: string;
  transactionId: string;
  applicationId: string;
  applicationNumber: string;
  account: string;
  accountName: string;
  debit: number;
  credit: number;
  memo: string;
}

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await loginAs(t.app, 'admin', 'operador', 'operador12345');
}, 300_000);
afterAll(() => t?.close());

/** Pays the oldest open installment of the first `count` open loans through the admin's receipt. */
async function payOldestInstallments(count: number) {
  const open = await rows<{ application_id: string; id: string }>(
    sql`select distinct on (a.number) i.application_id, i.id from installments i
      join credit_applications a on a.id = i.application_id
      where a.status = 'DISBURSED' and a.deleted_at is null and i.paid_at is null
      order by a.number, i.due_date limit ${count}`,
  );
  const [{ today } = { today: '' }] = await rows<{ today: string }>(
    sql`select (now() at time zone 'America/Panama')::date::text as today`,
  );
  for (const [k, { application_id, id }] of open.entries()) {
    const schedule = await call(
      t.app,
      'GET',
      `/api/admin/payment-schedules?applicationId=${application_id}`,
      {
        token: admin,
      },
    );
    const owed = schedule.body.data.installments.find((i: { id: string }) => i.id === id).owedAmount;
    const paid = await call(t.app, 'POST', '/api/admin/payments/apply', {
      token: admin,
      // A little over what is owed: the rest goes to the next installments, so a split has parts.
      body: {
        paymentIds: [id],
        totalAmountReceived: owed + 15,
        paymentMethod: 'CASH',
        paymentReference: `REC-DIARIO-${k}`,
        paymentDate: today,
      },
    });
    expect(paid.status).toBe(201);
  }
  return open.length;
}

/** The journal from the first value date to the last, read in windows of a year. */
async function wholeJournal(): Promise<Line[]> {
  const [span] = await rows<{ first: IsoDate; last: IsoDate }>(
    sql`select min(value_date)::text as first, max(value_date)::text as last from loan_transactions`,
  );
  const lines: Line[] = [];
  for (let from = span?.first as IsoDate; from <= (span?.last as IsoDate); from = addDays(from, 366)) {
    const res = await journal(`?from=${from}&to=${addDays(from, 365)}`);
    expect(res.status).toBe(200);
    lines.push(...res.body.data.entries);
  }
  return lines;
}

const sumCents = (lines: Line[], pick: (l: Line) => number) =>
  lines.reduce((s, l) => s + toCents(pick(l)), 0);

describe('GET /admin/accounting/journal', () => {
  it('is for admins only', async () => {
    const query = '?from=2026-01-01&to=2026-01-31';
    expect((await call(t.app, 'GET', `/api/admin/accounting/journal${query}`)).status).toBe(401);
    const vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
    expect((await journal(query, vendor)).status).toBe(403);
    const [customer] = await rows<{ phone_number: string }>(sql`select phone_number from customers limit 1`);
    expect((await journal(query, await customerToken(t.app, customer?.phone_number as string))).status).toBe(
      403,
    );
    const superAdmin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    expect((await journal(query, superAdmin)).status).toBe(200);
  });

  it.each([
    ['', 'Indica la fecha "Desde" (AAAA-MM-DD).'],
    ['?from=2026-01-01', 'Indica la fecha "Hasta" (AAAA-MM-DD).'],
    ['?from=2026-02-30&to=2026-03-01', 'Fecha no válida. Usa el formato AAAA-MM-DD.'],
    ['?from=2026-03-02&to=2026-03-01', 'La fecha "Hasta" debe ser igual o posterior a "Desde".'],
    ['?from=2026-01-01&to=2027-01-02', 'El rango no puede superar 366 días. Acota las fechas.'],
    ['?from=2026-01-01&to=2026-01-31&format=xml', 'Formato no válido: usa json o csv.'],
  ])('answers 400 in Spanish for %s', async (query, message) => {
    const res = await journal(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it('takes a leap year whole: 366 days, both dates included', async () => {
    expect((await journal('?from=2028-01-01&to=2028-12-31')).status).toBe(200);
  });

  it("balances every entry and the period; the portfolio is the loans' outstanding principal", async () => {
    expect(await payOldestInstallments(3)).toBe(3);
    const lines = await wholeJournal();
    expect(lines.length).toBeGreaterThan(0);
    const byEntry = new Map<string, Line[]>();
    for (const l of lines) byEntry.set(l.transactionId, [...(byEntry.get(l.transactionId) ?? []), l]);
    for (const entryLines of byEntry.values()) {
      expect(sumCents(entryLines, (l) => l.debit)).toBe(sumCents(entryLines, (l) => l.credit));
    }
    expect(lines.some((l) => l.account === '4101' && l.credit > 0)).toBe(true);

    const portfolio = lines.filter((l) => l.account === '1201');
    const booked = sumCents(portfolio, (l) => l.debit) - sumCents(portfolio, (l) => l.credit);
    const loans = await rows<{ id: string }>(
      sql`select id from credit_applications where status in ('APPROVED', 'DISBURSED') and deleted_at is null`,
    );
    expect(new Set(lines.map((l) => l.applicationId))).toEqual(new Set(loans.map((l) => l.id)));
    let outstanding = 0;
    for (const { id } of loans) {
      const detail = await call(t.app, 'GET', `/api/admin/loans/${id}`, { token: admin });
      outstanding += toCents(detail.body.data.loan.principalOutstanding);
    }
    expect(booked).toBe(outstanding);
  });

  it('answers the totals of the range, equal on both sides, and every line named', async () => {
    const [{ today } = { today: '' }] = await rows<{ today: IsoDate }>(
      sql`select (now() at time zone 'America/Panama')::date::text as today`,
    );
    const res = await journal(`?from=${addDays(today, -365)}&to=${today}`);
    expect(res.status).toBe(200);
    const { entries, totals } = res.body.data as {
      entries: Line[];
      totals: { debit: number; credit: number };
    };
    expect(totals.debit).toBe(totals.credit);
    expect(toCents(totals.debit)).toBe(sumCents(entries, (l) => l.debit));
    const receipt = entries.filter((l) => l.memo === 'Pago recibido' && l.date === today);
    expect(receipt.map((l) => l.accountName)).toEqual(
      expect.arrayContaining(['Caja y bancos', 'Cartera de préstamos']),
    );
    expect(entries.every((l) => l.date >= addDays(today, -365) && l.date <= today)).toBe(true);
    expect(entries.map((l) => l.date)).toEqual(entries.map((l) => l.date).sort());
    expect((await journal('?from=2001-01-01&to=2001-12-31')).body.data).toEqual({
      entries: [],
      totals: { debit: 0, credit: 0 },
    });
  });

  it('downloads the same journal as CSV with a BOM, Spanish headers and the totals row', async () => {
    const [{ today } = { today: '' }] = await rows<{ today: IsoDate }>(
      sql`select (now() at time zone 'America/Panama')::date::text as today`,
    );
    const from = addDays(today, -365);
    const json = await journal(`?from=${from}&to=${today}`);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/accounting/journal?from=${from}&to=${today}&format=csv`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="diario-${from}-${today}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Fecha,Solicitud,Cuenta,Nombre de la cuenta,Debe,Haber,Concepto,Transacción');
    const entries = json.body.data.entries as Line[];
    expect(lines).toHaveLength(entries.length + 3); // headers, totals, and the final CRLF
    const first = entries[0] as Line;
    expect(lines[1]).toBe(
      [
        first.date,
        first.applicationNumber,
        first.account,
        first.accountName,
        first.debit.toFixed(2),
        first.credit.toFixed(2),
        first.memo,
        first.transactionId,
      ].join(','),
    );
    const { debit, credit } = json.body.data.totals;
    expect(lines.at(-2)).toBe(`Totales,,,,${debit.toFixed(2)},${credit.toFixed(2)},,`);
  });
});
