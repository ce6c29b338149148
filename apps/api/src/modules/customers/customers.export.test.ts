import { businessToday } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, customerToken, loginAs } from '../../test/auth-helpers.ts';
import { csvDownloader, csvRows } from '../../test/csv-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const EXPORT = '/api/admin/customers/export';
const HEADER = 'Cliente,Teléfono,Correo,Identificación,Estado,Solicitudes,Fecha de registro';

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

async function newCustomer(phoneNumber: string, lastName: string) {
  const created = await call(t.app, 'POST', '/api/vendor/customers', {
    token: vendor,
    body: { firstName: 'Cliente', lastName, phoneNumber, email: '' },
  });
  expect(created.status).toBe(201);
  return created.body.data.customer.id as string;
}

describe('GET /api/admin/customers/export', () => {
  it('answers every customer the search finds as a CSV download, without paging', async () => {
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="clientes.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const all = csvRows(res.body);
    const [live] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from customers where deleted_at is null`,
    );
    // More than a page of the list (20): the export is not paged.
    expect(all.length).toBeGreaterThan(20);
    expect(all).toHaveLength(live?.n ?? 0);

    const [demo, ...others] = csvRows((await download('?search=6000-0001')).body);
    expect(others).toEqual([]);
    expect(demo?.[0]).toMatch(/^María /);
    expect(demo?.[1]).toBe('6000-0001');
    expect(Number(demo?.[5])).toBeGreaterThan(0);
    const byName = csvRows((await download(`?search=${encodeURIComponent('maría gonz')}`)).body);
    expect(byName.map((cells) => cells[1])).toContain('6000-0001');
  });

  it('masks identity numbers as the admin search shows them, never writing them whole', async () => {
    const id = await newCustomer('63960001', 'Cedula');
    await t.app.db.execute(sql`update customers set identity_number = '8-123-4567' where id = ${id}`);
    const [row] = csvRows((await download('?search=6396-0001')).body);
    const [created] = await queryRows<{ created_at: string }>(
      t.app.db,
      sql`select created_at from customers where id = ${id}`,
    );
    expect(row).toEqual([
      'Cliente Cedula',
      '6396-0001',
      '',
      '•-•••-4567',
      'Pendiente',
      '0',
      businessToday(new Date(created?.created_at ?? '')),
    ]);
    const search = await call(t.app, 'GET', '/api/admin/search?q=6396-0001', { token: admin });
    expect(JSON.stringify(search.body)).toContain('•-•••-4567');

    const body = (await download()).body;
    const numbers = await queryRows<{ identity_number: string }>(
      t.app.db,
      sql`select identity_number from customers where identity_number is not null and deleted_at is null`,
    );
    expect(numbers.length).toBeGreaterThan(1);
    for (const { identity_number: whole } of numbers) expect(body).not.toContain(whole);
  });

  it('neutralises a name a spreadsheet would run as a formula', async () => {
    const id = await newCustomer('63960002', 'Formula');
    // Names stored before issue 22's checks could start with anything.
    await t.app.db.execute(sql`update customers set first_name = '=HYPERLINK("x","y")' where id = ${id}`);
    const res = await download('?search=6396-0002');
    expect(res.body).toContain(`\r\n"'=HYPERLINK(""x"",""y"") Formula",6396-0002,`);
    expect(csvRows(res.body)[0]?.[0]).toBe(`'=HYPERLINK("x","y") Formula`);
  });

  it('is for admins only and refuses a bad search with a Spanish message', async () => {
    expect((await download('', null)).statusCode).toBe(401);
    expect((await download('', vendor)).statusCode).toBe(403);
    const customer = await customerToken(t.app, '+50760000001');
    expect((await download('', customer)).statusCode).toBe(403);
    const long = await download(`?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      details: [{ field: 'search' }],
    });
    expect(long.json().message).toBe('Escribe como máximo 100 caracteres.');
  });
});
