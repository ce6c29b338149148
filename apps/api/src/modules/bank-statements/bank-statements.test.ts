import { formatApplicationNumber, paymentReference, type StatementLineStatus } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { approveNewLoan, submitNewApplication } from '../../test/applications.ts';
import { call, loginAs } from '../../test/auth-helpers.ts';
import { expectLedgerConsistent } from '../../test/ledger-invariants.ts';
import { MB, multipartBody } from '../../test/multipart.ts';
import { nameTag } from '../../test/names.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';
import { createStatementWorker } from './statement-worker.ts';

/*
 * Importing a bank's statement (PRODUCT.md §11, issue 26 item 2, ADR 056): lines matched by the
 * loan's payment reference or the payer's phone and applied once per bank transaction, whatever the
 * re-uploads, the instances or the order; the rest queued for review, assigned or dismissed by hand;
 * bad files refused whole and bad cells refused per line. Concurrent runs go to PostgreSQL in CI.
 */

// Loans approved on 2026-08-12 fall due on 2026-08-31, 2026-09-15, …; "today" is 2026-09-20.
const clock = new TestClock('2026-08-12T15:00:00Z');
const TODAY = '2026-09-20';

let t: TestApp;
let admin: string;
let vendor: string;
interface Loan {
  id: string;
  phone: string;
  digits: string;
  reference: string;
  number: string;
}
const loans: Loan[] = [];
const newLoan = () => loans.shift() as Loan;

async function upload(fields: Record<string, string>, content: Buffer | string, token = admin) {
  const body = multipartBody(fields, {
    field: 'file',
    filename: 'extracto.csv',
    content: Buffer.isBuffer(content) ? content : Buffer.from(content),
    contentType: 'text/csv',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/bank-statements',
    payload: body.payload,
    headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

/** Uploads and waits for the background work to end; the statement and all its lines. */
async function imported(fields: Record<string, string>, content: Buffer | string) {
  const res = await upload(fields, content);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  await t.app.statementWorker.idle();
  return statementOf(res.body.data.statement.id);
}
async function statementOf(id: string, query = '') {
  const res = await call(t.app, 'GET', `/api/admin/bank-statements/${id}?limit=100${query}`, {
    token: admin,
  });
  expect(res.status).toBe(200);
  return res.body.data as {
    statement: {
      id: string;
      status: string;
      lineCount: number;
      processedCount: number;
      counts: Record<StatementLineStatus, number>;
      appliedAmount: number;
    };
    lines: {
      id: string;
      lineNumber: number;
      status: string;
      reason: string | null;
      applicationId: string | null;
      paymentId: string | null;
      loanNumber: string | null;
    }[];
  };
}
const lineAt = (lines: { lineNumber: number }[], n: number) =>
  lines.find((l) => l.lineNumber === n) as never as {
    id: string;
    status: string;
    reason: string | null;
    applicationId: string | null;
    paymentId: string | null;
    loanNumber: string | null;
  };

const receiptsOf = (applicationId: string) =>
  queryRows<{
    method: string;
    source: string;
    amount_cents: number;
    reference: string;
    payment_date: string;
  }>(
    t.app.db,
    sql`select method, source, amount_cents, reference, payment_date::text from payments where application_id = ${applicationId} order by created_at`,
  );
const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join('\r\n');
const HEADER = ['date', 'amount', 'reference', 'payer', 'bankTransactionId'];

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  for (let k = 1; k <= 10; k += 1) {
    const digits = `6395${String(k).padStart(4, '0')}`;
    const { id } = await approveNewLoan(
      t.app,
      { vendor, admin },
      { firstName: 'Extracto', lastName: `Prueba ${nameTag(k)}`, phoneNumber: digits },
    );
    const [row] = await queryRows<{ number: number; created_at: Date }>(
      t.app.db,
      sql`select number, created_at from credit_applications where id = ${id}`,
    );
    const number = formatApplicationNumber(row?.number as number, row?.created_at as Date);
    loans.push({ id, phone: `+507${digits}`, digits, number, reference: paymentReference(number) });
  }
  clock.set(`${TODAY}T15:00:00Z`);
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
}, 300_000);
afterAll(() => t?.close());

describe('importing a statement', () => {
  it('applies the lines that name a loan, once per bank transaction, and queues the rest', async () => {
    const [a, b, c] = [newLoan(), newLoan(), newLoan()];
    const file = csv([
      HEADER,
      ['2026-09-14', '50.00', a.reference, 'JUAN PEREZ', 'TX-1001'],
      ['15/09/2026', '"1,020.50"', `PAGO ${b.reference} CUOTA`, 'MARIA', 'TX-1002'],
      ['2026-09-16', '40.00', 'TRANSFERENCIA', `ACH ${c.digits.slice(0, 4)}-${c.digits.slice(4)}`, 'TX-1003'],
      ['2026-09-16', '25.00', 'SIN REFERENCIA', 'DESCONOCIDO', 'TX-1004'],
      ['2026-09-17', '-30.00', a.reference, 'DEBITO', 'TX-1005'],
      ['2026-09-17', '30.00', a.reference, 'REPETIDA', 'TX-1001'],
      ['2026-13-01', '30.00', a.reference, 'MALA FECHA', 'TX-1006'],
      ['2026-09-18', '12.00', a.reference, 'SIN TRANSACCION', ''],
      // A reference with a wrong check digit finds nothing, rather than someone else's loan.
      [
        '2026-09-18',
        '10.00',
        `${a.reference.slice(0, -1)}${(Number(a.reference.slice(-1)) + 1) % 10}`,
        'OTRO',
        'TX-1007',
      ],
    ]);
    const { statement, lines } = await imported({ bank: 'BANCO_GENERAL' }, file);
    expect(statement).toMatchObject({ status: 'DONE', lineCount: 9, processedCount: 9 });
    expect(statement.counts).toMatchObject({ APPLIED: 3, REVIEW: 2, DUPLICATE: 1, INVALID: 3, PENDING: 0 });
    expect(statement.appliedAmount).toBe(1110.5);

    expect(lineAt(lines, 1)).toMatchObject({ status: 'APPLIED', applicationId: a.id, loanNumber: a.number });
    expect(lineAt(lines, 2)).toMatchObject({ status: 'APPLIED', applicationId: b.id });
    expect(lineAt(lines, 3)).toMatchObject({ status: 'APPLIED', applicationId: c.id });
    expect(lineAt(lines, 4)).toMatchObject({ status: 'REVIEW', applicationId: null });
    expect(lineAt(lines, 4).reason).toMatch(/No se encontró el préstamo/);
    expect(lineAt(lines, 5)).toMatchObject({
      status: 'INVALID',
      reason: 'El monto es negativo: es un débito, no un pago.',
    });
    expect(lineAt(lines, 6)).toMatchObject({
      status: 'DUPLICATE',
      reason: 'Transacción ya importada: línea 1 de «extracto.csv».',
    });
    expect(lineAt(lines, 7)).toMatchObject({
      status: 'INVALID',
      reason: 'La fecha «2026-13-01» no es válida.',
    });
    expect(lineAt(lines, 8)).toMatchObject({
      status: 'INVALID',
      reason: 'Falta el número de transacción del banco.',
    });
    expect(lineAt(lines, 9).status).toBe('REVIEW');

    // Each as a transfer of its own date, through the receipts' one write path.
    expect(await receiptsOf(a.id)).toEqual([
      {
        method: 'BANK_TRANSFER',
        source: 'BANK_STATEMENT',
        amount_cents: 5000,
        reference: 'TX-1001',
        payment_date: '2026-09-14',
      },
    ]);
    expect(await receiptsOf(b.id)).toEqual([
      expect.objectContaining({ amount_cents: 102050, payment_date: '2026-09-15' }),
    ]);
    expect(await receiptsOf(c.id)).toEqual([expect.objectContaining({ amount_cents: 4000 })]);
    // The receipt SMS went to each customer.
    const sms = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from sms_outbox where "to" in (${a.phone}, ${b.phone}, ${c.phone})`,
    );
    expect(sms[0]?.n).toBeGreaterThanOrEqual(3);
    await expectLedgerConsistent(t.app.db);

    // The same file again applies nothing: every transaction was taken.
    const again = await imported({ bank: 'BANCO_GENERAL' }, file);
    expect(again.statement.counts).toMatchObject({ APPLIED: 0, REVIEW: 0, DUPLICATE: 6, INVALID: 3 });
    expect(await receiptsOf(a.id)).toHaveLength(1);
    expect(await receiptsOf(b.id)).toHaveLength(1);
    // The same transaction number at another bank is another transfer.
    const otherBank = await imported(
      { bank: 'BANISTMO' },
      csv([HEADER, ['2026-09-19', '5.00', a.reference, 'X', 'TX-1001']]),
    );
    expect(otherBank.statement.counts.APPLIED).toBe(1);

    // The review queue, filtered.
    const review = await statementOf(statement.id, '&status=REVIEW');
    expect(review.lines.map((l) => l.lineNumber)).toEqual([4, 9]);
  });

  it("applies a batch as one by one would: a loan's lines in their order, a refused one alone sent to review", async () => {
    const [batched, byHand] = [newLoan(), newLoan()];
    // An application not approved yet takes no money.
    const pendingId = await submitNewApplication(t.app, vendor, {
      firstName: 'Extracto',
      lastName: 'Pendiente',
      phoneNumber: '63959999',
    });
    const [row] = await queryRows<{ number: number; created_at: Date }>(
      t.app.db,
      sql`select number, created_at from credit_applications where id = ${pendingId}`,
    );
    const pending = paymentReference(formatApplicationNumber(row?.number as number, row?.created_at as Date));
    // Three transfers for one loan in one batch (one back-dated), and one for the pending application.
    const receipts = [
      ['2026-09-16', '30.00'],
      ['2026-09-14', '45.50'],
      ['2026-09-19', '80.25'],
    ];
    const { statement, lines } = await imported(
      { bank: 'CAJA_DE_AHORROS' },
      csv([
        HEADER,
        ...receipts.map(
          ([date, amount], k) => [date, amount, batched.reference, 'LOTE', `CA-${k}`] as string[],
        ),
        ['2026-09-18', '20.00', pending, 'PENDIENTE', 'CA-9'],
      ]),
    );
    expect(statement.counts).toMatchObject({ APPLIED: 3, REVIEW: 1 });
    expect(lineAt(lines, 4)).toMatchObject({
      status: 'REVIEW',
      applicationId: pendingId,
      reason: 'El préstamo no está activo.',
    });
    expect(await receiptsOf(pendingId)).toEqual([]);
    expect((await receiptsOf(batched.id)).map((r) => r.payment_date).sort()).toEqual([
      '2026-09-14',
      '2026-09-16',
      '2026-09-19',
    ]);

    // The same transfers for a twin loan, assigned by hand one at a time in the same order.
    const manual = await imported(
      { bank: 'CAJA_DE_AHORROS' },
      csv([
        HEADER,
        ...receipts.map(([date, amount], k) => [date, amount, 'SIN REF', 'MANUAL', `CM-${k}`] as string[]),
      ]),
    );
    for (const n of [2, 1, 3]) {
      const url = `/api/admin/bank-statements/${manual.statement.id}/lines/${lineAt(manual.lines, n).id}/assign`;
      expect((await call(t.app, 'POST', url, { token: admin, body: { loan: byHand.number } })).status).toBe(
        200,
      );
    }
    const state = (applicationId: string) =>
      queryRows<Record<string, unknown>>(
        t.app.db,
        sql`select payment_number, paid_late_fee_cents, paid_interest_cents, paid_principal_cents,
              late_fee_cents, paid_at::text from installments where application_id = ${applicationId}
            order by payment_number`,
      );
    const splits = (applicationId: string) =>
      queryRows<Record<string, unknown>>(
        t.app.db,
        sql`select payment_date::text, applied_late_fee_cents, applied_interest_cents, applied_principal_cents,
              unapplied_cents from payments where application_id = ${applicationId} order by payment_date`,
      );
    expect(await state(batched.id)).toEqual(await state(byHand.id));
    expect(await splits(batched.id)).toEqual(await splits(byHand.id));
    await expectLedgerConsistent(t.app.db);
  });

  it('assigns a line in review to the loan named by hand, once, and dismisses another', async () => {
    const loan = newLoan();
    const { statement, lines } = await imported(
      { bank: 'BAC' },
      csv([
        HEADER,
        ['2026-09-18', '33.00', 'DEPOSITO', 'ANONIMO', 'BAC-1'],
        ['2026-09-18', '7.00', 'X', 'Y', 'BAC-2'],
      ]),
    );
    const [first, second] = [lineAt(lines, 1), lineAt(lines, 2)];
    const url = (id: string, action: string) =>
      `/api/admin/bank-statements/${statement.id}/lines/${id}/${action}`;

    const unknown = await call(t.app, 'POST', url(first.id, 'assign'), {
      token: admin,
      body: { loan: 'SOL-2026-999999' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No hay un préstamo con ese número o referencia.');
    expect(
      (await call(t.app, 'POST', url(first.id, 'assign'), { token: admin, body: { loan: '' } })).status,
    ).toBe(400);

    const assigned = await call(t.app, 'POST', url(first.id, 'assign'), {
      token: admin,
      body: { loan: loan.number },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.line).toMatchObject({
      status: 'ASSIGNED',
      applicationId: loan.id,
      loanNumber: loan.number,
    });
    expect(await receiptsOf(loan.id)).toEqual([
      expect.objectContaining({ amount_cents: 3300, reference: 'BAC-1', payment_date: '2026-09-18' }),
    ]);
    // Twice is refused, and so is dismissing what was applied.
    const twice = await call(t.app, 'POST', url(first.id, 'assign'), {
      token: admin,
      body: { loan: loan.reference },
    });
    expect(twice.status).toBe(409);
    expect(
      (await call(t.app, 'POST', url(first.id, 'dismiss'), { token: admin, body: { reason: 'x' } })).status,
    ).toBe(409);
    expect(await receiptsOf(loan.id)).toHaveLength(1);

    expect(
      (await call(t.app, 'POST', url(second.id, 'dismiss'), { token: admin, body: { reason: ' ' } })).status,
    ).toBe(400);
    const dismissed = await call(t.app, 'POST', url(second.id, 'dismiss'), {
      token: admin,
      body: { reason: 'Depósito de un proveedor' },
    });
    expect(dismissed.body.data.line).toMatchObject({
      status: 'DISMISSED',
      reason: 'Depósito de un proveedor',
    });
    // By its payment reference works too, and a line of another statement is not found here.
    const other = await imported({ bank: 'BAC' }, csv([HEADER, ['2026-09-18', '1.00', 'X', 'Y', 'BAC-3']]));
    const foreign = await call(t.app, 'POST', url(lineAt(other.lines, 1).id, 'assign'), {
      token: admin,
      body: { loan: loan.reference },
    });
    expect(foreign.status).toBe(404);
    const own = `/api/admin/bank-statements/${other.statement.id}/lines/${lineAt(other.lines, 1).id}/assign`;
    expect((await call(t.app, 'POST', own, { token: admin, body: { loan: loan.reference } })).status).toBe(
      200,
    );
    await expectLedgerConsistent(t.app.db);
  });

  it('reads another bank once its columns are mapped, in Latin-1 with semicolons, and keeps the mapping', async () => {
    const loan = newLoan();
    const latin1 = (text: string) => Buffer.from(text, 'latin1');
    const file = latin1(
      `Fecha Valor;Descripción;Importe;Ordenante;Nº Operación\r\n17/09/2026;ABONO ${loan.reference};1.234,56;José Núñez;OP-77\r\n`,
    );
    const unmapped = await upload({ bank: 'BANESCO' }, file);
    expect(unmapped.status).toBe(400);
    expect(unmapped.body.code).toBe('STATEMENT_MAPPING_REQUIRED');

    const mapping = {
      date: 'Fecha Valor',
      amount: 'Importe',
      reference: 'Descripción',
      payer: 'Ordenante',
      bankTransactionId: 'Nº Operación',
    };
    const missing = await upload(
      { bank: 'BANESCO', mapping: JSON.stringify({ ...mapping, amount: 'Monto' }) },
      file,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('El archivo no tiene la columna «Monto».');
    const twice = await upload(
      { bank: 'BANESCO', mapping: JSON.stringify({ ...mapping, payer: 'Importe' }) },
      file,
    );
    expect(twice.body.message).toBe('Cada dato debe venir de una columna distinta.');

    const mapped = await upload({ bank: 'BANESCO', mapping: JSON.stringify(mapping) }, file);
    expect(mapped.status).toBe(202);
    await t.app.statementWorker.idle();
    expect(await receiptsOf(loan.id)).toEqual([
      expect.objectContaining({ amount_cents: 123456, reference: 'OP-77' }),
    ]);

    // Saved: the next file of this bank needs none.
    const saved = await call(t.app, 'GET', '/api/admin/bank-statements/mappings', { token: admin });
    expect(saved.body.data.mappings).toContainEqual({ bank: 'BANESCO', mapping });
    const next = await imported(
      { bank: 'BANESCO' },
      latin1(
        `Fecha Valor;Descripción;Importe;Ordenante;Nº Operación\r\n18/09/2026;ABONO ${loan.reference};10,00;José;OP-78\r\n`,
      ),
    );
    expect(next.statement.counts.APPLIED).toBe(1);
  });

  it('refuses a file it cannot read, whole, and stores nothing', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from bank_statements`))[0]?.n;
    const before = await count();
    const refusals: [Record<string, string>, Buffer | string, number, string][] = [
      [{ bank: 'BANCO_GENERAL' }, '', 400, 'Adjunta el archivo CSV del extracto.'],
      [{ bank: 'BANCO_GENERAL' }, '\r\n\r\n', 400, 'El archivo no tiene líneas de movimientos.'],
      [{ bank: 'BANCO_GENERAL' }, csv([HEADER]), 400, 'El archivo no tiene líneas de movimientos.'],
      [
        { bank: 'BANCO_GENERAL' },
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]),
        400,
        'El archivo no es un CSV de texto.',
      ],
      [
        { bank: 'BANCO_GENERAL' },
        'a,b\r\n1,2',
        400,
        'El archivo tiene menos de cinco columnas: no es un extracto de movimientos.',
      ],
      [{}, csv([HEADER, ['2026-09-18', '1.00', 'X', 'Y', 'Z']]), 400, 'Elige el banco del extracto.'],
      [
        { bank: 'OTRO' },
        csv([HEADER, ['2026-09-18', '1.00', 'X', 'Y', 'Z']]),
        400,
        'Elige el banco del extracto.',
      ],
      [
        { bank: 'BANCO_GENERAL', mapping: '{nope' },
        csv([HEADER]),
        400,
        'La correspondencia de columnas no es válida.',
      ],
      [{ bank: 'BANCO_GENERAL' }, Buffer.alloc(11 * MB, 'a'), 413, 'El archivo supera el máximo de 10 MB.'],
      [{ bank: 'BANCO_GENERAL' }, Buffer.alloc(50 * MB, 'a'), 413, 'El archivo supera el máximo de 10 MB.'],
    ];
    for (const [fields, content, status, message] of refusals) {
      const res = await upload(fields, content);
      expect(res.status, message).toBe(status);
      expect(res.body).toMatchObject({ success: false, message });
    }
    const tooLong = csv([
      HEADER,
      ...Array.from({ length: 20_001 }, (_, i) => ['2026-09-18', '1.00', 'X', 'Y', `L-${i}`]),
    ]);
    const long = await upload({ bank: 'BANCO_GENERAL' }, tooLong);
    expect(long.body.message).toBe('El extracto tiene más de 20,000 líneas. Divídelo en varios archivos.');
    expect(await count()).toBe(before);
  });

  it('is for admins only, and an unknown statement is not found', async () => {
    const file = csv([HEADER, ['2026-09-18', '1.00', 'X', 'Y', 'Z']]);
    expect((await upload({ bank: 'BANCO_GENERAL' }, file, vendor)).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/bank-statements', { token: vendor })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/bank-statements')).status).toBe(401);
    const missing = await call(
      t.app,
      'GET',
      '/api/admin/bank-statements/00000000-0000-4000-8000-000000000000',
      { token: admin },
    );
    expect(missing.status).toBe(404);
    expect((await call(t.app, 'GET', '/api/admin/bank-statements/nope', { token: admin })).status).toBe(400);
    const list = await call(t.app, 'GET', '/api/admin/bank-statements?limit=5', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.statements.length).toBeGreaterThan(0);
  });
});

describe('racing imports', () => {
  it('takes each bank transaction once when the same file is uploaded twice at once and two instances work it', async () => {
    const [a, b] = [newLoan(), newLoan()];
    const rows = Array.from({ length: 40 }, (_, i) => [
      `2026-09-${String(10 + (i % 9)).padStart(2, '0')}`,
      '2.00',
      (i % 2 === 0 ? a : b).reference,
      'CARRERA',
      `RACE-${i}`,
    ]);
    const file = csv([HEADER, ...rows]);
    // A second instance's worker on the same database, working the same statements.
    const other = createStatementWorker({
      db: t.app.db,
      clock,
      sms: t.app.sms,
      log: t.app.log,
      publicUrl: undefined,
    });
    const [first, second] = await Promise.all([
      upload({ bank: 'MULTIBANK' }, file),
      upload({ bank: 'MULTIBANK' }, file),
    ]);
    expect([first.status, second.status]).toEqual([202, 202]);
    for (const id of [first.body.data.statement.id, second.body.data.statement.id]) other.kick(id);
    await Promise.all([t.app.statementWorker.idle(), other.idle()]);
    await other.stop();

    const [one, two] = [
      await statementOf(first.body.data.statement.id),
      await statementOf(second.body.data.statement.id),
    ];
    expect(one.statement.status).toBe('DONE');
    expect(two.statement.status).toBe('DONE');
    expect(one.statement.counts.APPLIED + two.statement.counts.APPLIED).toBe(40);
    expect(one.statement.counts.DUPLICATE + two.statement.counts.DUPLICATE).toBe(40);
    expect((await receiptsOf(a.id)).length + (await receiptsOf(b.id)).length).toBe(40);
    await expectLedgerConsistent(t.app.db);
  });

  it('lets one of two admins settle a line in review when one assigns and the other dismisses at once', async () => {
    const loan = newLoan();
    const { statement, lines } = await imported(
      { bank: 'GLOBAL_BANK' },
      csv([HEADER, ['2026-09-18', '9.00', 'DEPOSITO', 'ANONIMO', 'GB-1']]),
    );
    const base = `/api/admin/bank-statements/${statement.id}/lines/${lineAt(lines, 1).id}`;
    const results = await Promise.all([
      call(t.app, 'POST', `${base}/assign`, { token: admin, body: { loan: loan.number } }),
      call(t.app, 'POST', `${base}/dismiss`, { token: admin, body: { reason: 'No es nuestro' } }),
      call(t.app, 'POST', `${base}/assign`, { token: admin, body: { loan: loan.reference } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const final = lineAt((await statementOf(statement.id)).lines, 1);
    expect(await receiptsOf(loan.id)).toHaveLength(final.status === 'ASSIGNED' ? 1 : 0);
  });
});
