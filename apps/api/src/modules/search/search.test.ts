import { formatApplicationNumber } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, customerToken, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
let operator: string;
let vendor: string;
/** A customer and one of its applications, given values no demo row has. */
let customerId: string;
let applicationId: string;
let applicationNumber: string;
let sequenceNumber: number;

const PHONE = '+50769990123';
const IDENTITY = '8-888-12345';
const VIN = '9C2KC1670ZX123457';
const PLATE = 'QW-9876';

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  operator = await loginAs(t.app, 'admin', 'operador', 'operador12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  const [row] = await queryRows<{ customer_id: string; id: string; number: number; created_at: string }>(
    t.app.db,
    sql`select customer_id, id, number, created_at from credit_applications
      where deleted_at is null and status = 'DISBURSED' order by number desc limit 1`,
  );
  if (!row) throw new Error('the demo has no disbursed application');
  ({ customer_id: customerId, id: applicationId, number: sequenceNumber } = row);
  applicationNumber = formatApplicationNumber(row.number, row.created_at);
  await queryRows(
    t.app.db,
    sql`update customers set first_name = 'Zacarías', last_name = 'Xiomara Búho',
      phone_number = ${PHONE}, identity_number = ${IDENTITY} where id = ${customerId}`,
  );
  await queryRows(
    t.app.db,
    sql`update credit_applications set vin = ${VIN}, placa = ${PLATE} where id = ${applicationId}`,
  );
});
afterAll(() => t.close());

const search = (q: string, token = admin) =>
  call(t.app, 'GET', `/api/admin/search?q=${encodeURIComponent(q)}`, { token });

type Found = { id: string };
const customerIds = (body: { data: { results: { customers: Found[] } } }) =>
  body.data.results.customers.map((c) => c.id);
const applicationIds = (body: { data: { results: { applications: Found[] } } }) =>
  body.data.results.applications.map((a) => a.id);

describe('GET /api/admin/search', () => {
  it('finds a customer by name, whole or by the start of a first or last name', async () => {
    for (const q of ['Zacarías', 'zacarías xiomara', 'ÍAS XIO', 'xi', 'Za']) {
      const res = await search(q);
      expect(res.status, q).toBe(200);
      expect(customerIds(res.body), q).toContain(customerId);
    }
  });

  it('answers what the box shows: the name, the phone and the identity number masked', async () => {
    const res = await search('Zacarías');
    expect(res.body.data.results.customers).toEqual([
      { id: customerId, name: 'Zacarías Xiomara Búho', phoneNumber: PHONE, identityNumber: '•-•••-•2345' },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(IDENTITY);
  });

  it.each(['6999-0123', '69990123', '6999 0123', '+507 6999-0123', '507 6999 0123', '(6999) 0123', '999-01'])(
    'finds a customer by phone typed as %s',
    async (q) => {
      const res = await search(q);
      expect(res.status).toBe(200);
      expect(customerIds(res.body)).toContain(customerId);
    },
  );

  it.each([IDENTITY, '8 888 12345', '888812345', '888-123'])(
    'finds a customer by identity number typed as %s',
    async (q) => {
      expect(customerIds((await search(q)).body)).toContain(customerId);
    },
  );

  it('finds an application by its number, with what the box shows', async () => {
    for (const q of [
      applicationNumber,
      applicationNumber.toLowerCase().replaceAll('-', ''),
      String(sequenceNumber),
    ]) {
      const res = await search(q);
      expect(res.status, q).toBe(200);
      expect(applicationIds(res.body), q).toEqual([applicationId]);
    }
    const [found] = (await search(applicationNumber)).body.data.results.applications;
    expect(found).toEqual({
      id: applicationId,
      number: applicationNumber,
      status: 'DISBURSED',
      customerName: 'Zacarías Xiomara Búho',
      motorcycle: expect.stringMatching(/^\S.* \d{4}$/),
      vin: VIN,
      plate: PLATE,
    });
  });

  it.each([VIN, VIN.toLowerCase(), 'zx1234', '123457'])(
    'finds an application by VIN typed as %s',
    async (q) => {
      expect(applicationIds((await search(q)).body)).toContain(applicationId);
    },
  );

  it.each([PLATE, 'qw9876', 'QW 9876', 'w-98'])('finds an application by plate typed as %s', async (q) => {
    expect(applicationIds((await search(q)).body)).toContain(applicationId);
  });

  it('answers at most five of each group', async () => {
    // Every demo VIN starts with the same maker code, and many names hold an "a".
    const res = await search('9C2KC');
    expect(res.body.data.results.applications).toHaveLength(5);
    expect((await search('ana')).body.data.results.customers.length).toBeLessThanOrEqual(5);
  });

  it('answers empty groups when nothing matches', async () => {
    const res = await search('Ningún cliente así');
    expect(res.status).toBe(200);
    expect(res.body.data.results).toEqual({ customers: [], applications: [] });
  });

  it('leaves out deleted applications', async () => {
    await queryRows(
      t.app.db,
      sql`update credit_applications set vin = 'JH2PC40000M999999', deleted_at = now()
        where id = (select id from credit_applications where status = 'REJECTED' and deleted_at is null limit 1)`,
    );
    expect(applicationIds((await search('JH2PC40000M999999')).body)).toEqual([]);
  });

  it('takes % and _ literally and the text as a value, never as SQL', async () => {
    for (const q of ['%%', '%%%', '__', '___', "' or 1=1 --", "'; drop table customers; --"]) {
      const res = await search(q);
      expect(res.status, q).toBe(200);
      expect(res.body.data.results, q).toEqual({ customers: [], applications: [] });
    }
    const [count] = await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from customers`);
    expect(count?.n).toBeGreaterThan(0);
  });

  it('refuses a search shorter than two characters, in Spanish', async () => {
    for (const url of ['/api/admin/search?q=a', '/api/admin/search?q=%20a%20', '/api/admin/search']) {
      const res = await call(t.app, 'GET', url, { token: admin });
      expect(res.status, url).toBe(400);
      expect(res.body, url).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'Escribe al menos 2 caracteres para buscar.',
      });
    }
    const long = await search('x'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('La búsqueda no puede superar 100 caracteres.');
  });

  it('admits any admin and no one else', async () => {
    expect((await search('Zacarías', operator)).status).toBe(200);
    expect((await search('Zacarías', vendor)).status).toBe(403);
    expect((await search('Zacarías', await customerToken(t.app, PHONE))).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/search?q=Zacar')).status).toBe(401);
  });
});
