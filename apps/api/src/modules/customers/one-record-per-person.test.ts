import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, customerToken, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Issue 22 (user 6): a registration abandoned and started again never makes a second customer for
 * the same person. One identity number is one live customer (however it is typed), atomically; a
 * vendor finds its unfinished registrations to resume them.
 */

let t: TestApp;
let vendor: string;
let otherVendor: string;
let phones = 0;
const nextPhone = () => `6480${String(++phones).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  otherVendor = await loginAs(t.app, 'vendor', 'vendedor2', 'vendedor12345');
}, 300_000);
afterAll(() => t?.close());

const register = (token: string, identityNumber: string | undefined, phoneNumber = nextPhone()) =>
  call(t.app, 'POST', '/api/vendor/customers', {
    token,
    body: {
      firstName: 'María José',
      lastName: 'Núñez Pérez',
      phoneNumber,
      ...(identityNumber ? { identityType: 'licencia', identityNumber } : {}),
    },
  });

const identityClash = {
  success: false,
  code: 'IDENTITY_ALREADY_REGISTERED',
  message: 'Este número de identificación ya está registrado con otro teléfono: continúa con ese número.',
  details: [{ field: 'identityNumber' }],
};

const customersWithIdentity = async (compact: string) => {
  const rows = await queryRows<{ n: number }>(
    t.app.db,
    sql`select count(*)::int as n from customers
      where deleted_at is null and upper(regexp_replace(identity_number, '[^0-9A-Za-z]', '', 'g')) = ${compact}`,
  );
  return rows[0]?.n;
};

describe('one customer per identity number', () => {
  it('refuses a second customer with the same identity number however it is typed, by any vendor', async () => {
    expect((await register(vendor, '8-881-1001')).status).toBe(201);
    for (const [token, typed] of [
      [vendor, '8 881 1001'],
      [otherVendor, '8881-1001'],
    ] as const) {
      const res = await register(token, typed);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject(identityClash);
    }
    expect(await customersWithIdentity('88811001')).toBe(1);
  });

  it('refuses a vendor edit that would take another customer’s identity number', async () => {
    await register(vendor, '8-881-2002');
    const second = await register(vendor, undefined);
    const res = await call(t.app, 'PUT', `/api/vendor/customers/${second.body.data.customer.id}`, {
      token: vendor,
      body: { firstName: 'María José', lastName: 'Núñez Pérez', identityNumber: '8-881-2002' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject(identityClash);
    const after = await call(t.app, 'GET', `/api/vendor/customers/${second.body.data.customer.id}`, {
      token: vendor,
    });
    expect(after.body.data.customer.identityNumber).toBeNull();
  });

  it('refuses a customer who signs up again with another phone, and writes nothing of the onboarding', async () => {
    await register(vendor, '8-881-3003');
    const phone = `+507${nextPhone()}`;
    const token = await customerToken(t.app, phone);
    const res = await call(t.app, 'POST', '/api/customers/onboarding', {
      token,
      body: {
        firstName: 'María José',
        lastName: 'Núñez Pérez',
        identityType: 'licencia',
        identityNumber: '8-881-3003',
        requestedAmount: 2000,
        downPayment: 400,
        loanTermMonths: 12,
      },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject(identityClash);
    const mine = await call(t.app, 'GET', '/api/customers/credit-applications', { token });
    expect(mine.body.data.applications).toHaveLength(0);
  });

  it('lets two people without an identity number, or with a blank one, both be registered', async () => {
    expect((await register(vendor, undefined)).status).toBe(201);
    expect((await register(vendor, undefined)).status).toBe(201);
  });

  it('lets exactly one of two simultaneous registrations of one identity number through', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => register(vendor, '8-881-4004')));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await customersWithIdentity('88814004')).toBe(1);
  });
});

describe('unfinished registrations', () => {
  it('lists the vendor’s customers with no application of its own, and only its own', async () => {
    const unfinished = await register(vendor, '8-881-5005');
    const id = unfinished.body.data.customer.id;
    const res = await call(t.app, 'GET', '/api/vendor/customers?hasApplications=false&limit=100', {
      token: vendor,
    });
    expect(res.status).toBe(200);
    const ids = res.body.data.customers.map((c: { id: string }) => c.id);
    expect(ids).toContain(id);
    for (const c of res.body.data.customers) expect(c.applicationsCount).toBe(0);
    const withApps = await call(t.app, 'GET', '/api/vendor/customers?hasApplications=true&limit=100', {
      token: vendor,
    });
    expect(withApps.body.data.customers.length).toBeGreaterThan(0);
    for (const c of withApps.body.data.customers) expect(c.applicationsCount).toBeGreaterThan(0);
    expect(withApps.body.data.pagination.total + res.body.data.pagination.total).toBe(
      (await call(t.app, 'GET', '/api/vendor/customers?limit=1', { token: vendor })).body.data.pagination
        .total,
    );
    const others = await call(t.app, 'GET', '/api/vendor/customers?hasApplications=false&limit=100', {
      token: otherVendor,
    });
    expect(others.body.data.customers.map((c: { id: string }) => c.id)).not.toContain(id);
  });

  it('answers 400 in Spanish for a filter value it does not know', async () => {
    const res = await call(t.app, 'GET', '/api/vendor/customers?hasApplications=maybe', { token: vendor });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});

describe('the migration for a database that already holds one person twice', () => {
  it('keeps the earliest record’s identity number and audits what the later ones had', async () => {
    const migration = await readFile(
      new URL('../../../drizzle/0015_identity_document_unique.sql', import.meta.url),
      'utf8',
    );
    const [dedupe] = migration.split('--> statement-breakpoint');
    await t.app.db.execute(sql`drop index customers_identity_document_key`);
    try {
      const first = await register(vendor, '8-881-6006');
      const second = await register(vendor, undefined);
      const secondId: string = second.body.data.customer.id;
      await t.app.db.execute(sql`update customers set identity_number = '8 881 6006' where id = ${secondId}`);
      await t.app.db.execute(sql.raw(dedupe ?? ''));
      const rows = await queryRows<{ id: string; identity_number: string | null }>(
        t.app.db,
        sql`select id, identity_number from customers
          where id in (${first.body.data.customer.id}, ${secondId})`,
      );
      const byId = Object.fromEntries(rows.map((r) => [r.id, r.identity_number]));
      expect(byId[first.body.data.customer.id]).toBe('8-881-6006');
      expect(byId[secondId]).toBeNull();
      const audit = await queryRows<{ actor_role: string; changes: unknown }>(
        t.app.db,
        sql`select actor_role, changes from audit_log where entity_id = ${secondId} and actor_role = 'system'`,
      );
      expect(audit).toEqual([
        { actor_role: 'system', changes: { identityNumber: { from: '8 881 6006', to: null } } },
      ]);
    } finally {
      const [index] = migration.split('--> statement-breakpoint').slice(-1);
      await t.app.db.execute(sql.raw(index ?? ''));
    }
  });
});
