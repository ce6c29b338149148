import { createHash, createHmac } from 'node:crypto';
import { createAdminBody } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { loginAs } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/* Every create honours an Idempotency-Key: a retried submission makes one record, not two. */

const JWT_SECRET = 'idempotency-test-secret-of-32-chars-or-more';
let t: TestApp;
let admin: string;
let vendor: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true', JWT_SECRET } });
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
});
afterAll(() => t?.close());

const motorcycle = {
  brand: 'Yamaha',
  model: 'XTZ 150',
  year: 2025,
  engineSize: '150cc',
  color: 'Azul',
  price: 3200,
};

const creates = [
  {
    what: 'an administrator',
    url: '/api/admin/admins',
    token: () => admin,
    body: { username: 'operadora2', email: 'operadora2@example.com', password: 'Clave12345!', role: 'ADMIN' },
    count: sql`select count(*)::int as n from admins where username = 'operadora2'`,
  },
  {
    what: 'a vendor',
    url: '/api/admin/vendors',
    token: () => admin,
    body: {
      username: 'vendedora9',
      email: 'vendedora9@example.com',
      password: 'Clave12345!',
      firstName: 'Luisa',
      lastName: 'Mora',
      phoneNumber: '61239876',
    },
    count: sql`select count(*)::int as n from vendors where username = 'vendedora9'`,
  },
  {
    what: 'an inventory motorcycle',
    url: '/api/admin/motorcycles',
    token: () => admin,
    body: motorcycle,
    count: sql`select count(*)::int as n from motorcycles where model = 'XTZ 150' and vendor_id is null`,
  },
  {
    what: "a vendor's catalog motorcycle",
    url: '/api/vendor/motorcycles',
    token: () => vendor,
    body: { ...motorcycle, model: 'XTZ 250' },
    count: sql`select count(*)::int as n from motorcycles where model = 'XTZ 250'`,
  },
];

describe.each(creates)('creating $what', ({ url, token, body, count }) => {
  it('twice with one key makes one record and replays the first answer', async () => {
    const send = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: {
          authorization: `Bearer ${token()}`,
          'idempotency-key': `create-${url.replaceAll('/', '-')}`,
        },
      });
    const [first, second] = await Promise.all([send(body), send(body)]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const [row] = await queryRows<{ n: number }>(t.app.db, count);
    expect(row?.n).toBe(1);
    // The same key with another body is a client mistake, not a second record.
    const other = await send({ ...body, email: 'otra@example.com', color: 'Negro' });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('the stored fingerprint', () => {
  it('is keyed with the server secret, so a password in a create body cannot be guessed from it', async () => {
    const rows = await queryRows<{ request_hash: string }>(
      t.app.db,
      sql`select request_hash from idempotency_keys where scope like '%/api/admin/admins%'`,
    );
    expect(rows).toHaveLength(1);
    const request = JSON.stringify({ params: {}, body: createAdminBody.parse(creates[0]?.body) });
    expect(rows[0]?.request_hash).toBe(createHmac('sha256', JWT_SECRET).update(request).digest('hex'));
    expect(rows[0]?.request_hash).not.toBe(createHash('sha256').update(request).digest('hex'));
  });
});
