import { businessToday } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { submitNewApplication } from '../../test/applications.ts';
import { call, loginAs } from '../../test/auth-helpers.ts';
import { csvDownloader, csvRows } from '../../test/csv-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const EXPORT = '/api/admin/credit-applications/export';
const HEADER =
  'Solicitud,Fecha,Estado,Cliente,Teléfono,Correo,Moto,VIN,Placa,Vendedor,Concesionario,Valor total,' +
  'Abono inicial,Monto financiado,Plazo (meses),Tasa mensual (%),Cuota quincenal,Total a pagar';

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

const liveCount = async (where = sql`true`) => {
  const [row] = await queryRows<{ n: number }>(
    t.app.db,
    sql`select count(*)::int as n from credit_applications a join customers c on c.id = a.customer_id
      where a.deleted_at is null and ${where}`,
  );
  return row?.n ?? 0;
};

/** A vendor's new PENDING application: 2000 sale, 400 down, 12 months. */
async function newApplication(phoneNumber: string, lastName: string) {
  const id = await submitNewApplication(t.app, vendor, {
    firstName: 'Exporte',
    lastName,
    phoneNumber,
    email: 'exporte@correo.com.pa',
  });
  const detail = await call(t.app, 'GET', `/api/admin/credit-applications/${id}`, { token: admin });
  return detail.body.data.application;
}

describe('GET /api/admin/credit-applications/export', () => {
  it('answers every application the filters find as a CSV download, without paging', async () => {
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="solicitudes.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const all = csvRows(res.body);
    // More than a page of the list (20): the export is not paged.
    expect(all.length).toBeGreaterThan(20);
    expect(all).toHaveLength(await liveCount());

    const disbursed = csvRows((await download('?status=DISBURSED')).body);
    expect(disbursed.length).toBeGreaterThan(0);
    expect(disbursed.every((cells) => cells[2] === 'Desembolsada')).toBe(true);
    expect(disbursed).toHaveLength(await liveCount(sql`a.status = 'DISBURSED'`));

    const byPhone = csvRows((await download('?search=6000-0001')).body);
    expect(byPhone.length).toBeGreaterThan(0);
    expect(byPhone.every((cells) => cells[4] === '6000-0001')).toBe(true);
    expect(byPhone).toHaveLength(await liveCount(sql`c.phone_number = '+50760000001'`));
  });

  it('writes money from the cents with 2 decimals and the day of creation in Panama', async () => {
    const application = await newApplication('63950001', 'Dinero');
    const [row, ...others] = csvRows((await download('?search=6395-0001')).body);
    expect(others).toEqual([]);
    const { brand, model, year } = application.motorcycle;
    expect(row).toEqual([
      application.number,
      businessToday(new Date(application.createdAt)),
      'Pendiente',
      'Exporte Dinero',
      '6395-0001',
      'exporte@correo.com.pa',
      `${brand} ${model} ${year}`,
      '',
      '',
      application.vendor.name,
      application.vendor.dealershipName ?? '',
      '2000.00',
      '400.00',
      '1600.00',
      '12',
      (application.interestRate * 100).toFixed(2),
      '103.42',
      '2482.08',
    ]);
  });

  it('neutralises a name a spreadsheet would run as a formula', async () => {
    await newApplication('63950002', 'Formula');
    // Names stored before issue 22's checks could start with anything.
    await t.app.db.execute(sql`update customers set first_name = '=1+2' where phone_number = '+50763950002'`);
    const res = await download('?search=6395-0002');
    const [row] = csvRows(res.body);
    expect(row?.[3]).toBe("'=1+2 Formula");
  });

  it('is for admins only and refuses a bad filter with a Spanish message', async () => {
    expect((await download('', null)).statusCode).toBe(401);
    expect((await download('', vendor)).statusCode).toBe(403);
    const bad = await download('?status=LOST');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Elige una de las opciones.',
      details: [{ field: 'status', message: 'Elige una de las opciones.' }],
    });
    expect((await download(`?search=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});
