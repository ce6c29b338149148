import { businessToday } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { submitNewApplication } from '../../test/applications.ts';
import { call, customerToken, loginAs } from '../../test/auth-helpers.ts';
import { csvDownloader, csvRows } from '../../test/csv-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const EXPORT = '/api/admin/payments/export';
const HEADER =
  'Fecha de reporte,Cliente,Teléfono,Solicitud,Monto,Método,Referencia,Fecha de pago,Estado,' +
  'Fecha de revisión,Notas del cliente,Notas de revisión,Comprobante';

let t: TestApp;
let admin: string;
let vendor: string;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await loginAs(t.app, 'admin', 'operador', 'operador12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
});
afterAll(() => t.close());

const download = csvDownloader(
  () => t.app,
  EXPORT,
  () => admin,
);

/** A customer with an approved loan, signed in: answers its token and the loan's number. */
async function borrower(phoneNumber: string, lastName: string) {
  const id = await submitNewApplication(t.app, vendor, { firstName: 'Pago', lastName, phoneNumber });
  const approved = await call(t.app, 'PUT', `/api/admin/credit-applications/${id}/approve`, {
    token: admin,
    body: {},
  });
  expect(approved.status).toBe(200);
  return {
    token: await customerToken(t.app, `+507${phoneNumber}`),
    number: approved.body.data.application.number,
  };
}

async function report(token: string, body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', '/api/customers/payments', { token, body });
  expect(res.status).toBe(201);
  return res.body.data.payment.id as string;
}

describe('GET /api/admin/payments/export', () => {
  it('answers the reports of the chosen status as a CSV download, without paging', async () => {
    const today = businessToday();
    const { token, number } = await borrower('63970001', 'Transferencia');
    await report(token, {
      amount: 150.5,
      paymentMethod: 'BANK_TRANSFER',
      paymentReference: 'TRX-9',
      paymentDate: today,
      notes: 'Pago de la quincena',
    });
    const rejectedId = await report(token, { amount: 20, paymentMethod: 'CASH', paymentDate: today });
    const rejected = await call(t.app, 'PUT', `/api/admin/payments/${rejectedId}/reject`, {
      token: admin,
      body: { reason: 'No encontramos el depósito, revísalo' },
    });
    expect(rejected.status).toBe(200);

    const res = await download('?status=PENDING');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="pagos-reportados.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const pending = csvRows(res.body);
    expect(pending.every((cells) => cells[8] === 'Pendiente')).toBe(true);
    expect(pending).toContainEqual([
      today,
      'Pago Transferencia',
      '6397-0001',
      number,
      '150.50',
      'Transferencia',
      'TRX-9',
      today,
      'Pendiente',
      '',
      'Pago de la quincena',
      '',
      'No',
    ]);

    const rejectedRows = csvRows((await download('?status=REJECTED')).body);
    expect(rejectedRows).toContainEqual([
      today,
      'Pago Transferencia',
      '6397-0001',
      number,
      '20.00',
      'Efectivo',
      '',
      today,
      'Rechazado',
      today,
      '',
      'No encontramos el depósito, revísalo',
      'No',
    ]);
    expect(rejectedRows.every((cells) => cells[8] === 'Rechazado')).toBe(true);

    const all = csvRows((await download()).body);
    const [stored] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from customer_payment_reports`,
    );
    expect(all).toHaveLength(stored?.n ?? 0);
    expect(all.length).toBe(pending.length + rejectedRows.length);
  });

  it('neutralises a name a spreadsheet would run as a formula', async () => {
    const { token } = await borrower('63970002', 'Formula');
    await report(token, { amount: 30, paymentMethod: 'CASH', paymentDate: businessToday() });
    // Names stored before issue 22's checks could start with anything.
    await t.app.db.execute(sql`update customers set first_name = '=1+2' where phone_number = '+50763970002'`);
    const rows = csvRows((await download()).body);
    expect(rows.find((cells) => cells[2] === '6397-0002')?.[1]).toBe("'=1+2 Formula");
  });

  it('is for admins only and refuses a bad status with a Spanish message', async () => {
    expect((await download('', null)).statusCode).toBe(401);
    expect((await download('', vendor)).statusCode).toBe(403);
    const bad = await download('?status=LOST');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Elige una de las opciones.',
      details: [{ field: 'status' }],
    });
  });
});
