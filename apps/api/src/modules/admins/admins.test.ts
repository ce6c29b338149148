import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let superAdmin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  superAdmin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
});
afterAll(() => t.close());

describe('administrator accounts (SUPER_ADMIN only)', () => {
  it('lists accounts without any password', async () => {
    const res = await call(t.app, 'GET', '/api/admin/admins?limit=1', { token: superAdmin });
    expect(res.status).toBe(200);
    expect(res.body.data.admins).toHaveLength(1);
    expect(res.body.data.pagination).toMatchObject({
      page: 1,
      limit: 1,
      total: 2,
      totalPages: 2,
      hasPrev: false,
      hasNext: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon/i);
  });

  it('creates an admin who can then sign in, and enforces the password policy', async () => {
    const weak = await call(t.app, 'POST', '/api/admin/admins', {
      token: superAdmin,
      body: { username: 'cobros', email: 'cobros@quincena.com.pa', password: 'corta1', role: 'ADMIN' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('La contraseña debe tener al menos 8 caracteres, con letras y números.');

    const created = await call(t.app, 'POST', '/api/admin/admins', {
      token: superAdmin,
      body: { username: 'cobros', email: 'cobros@quincena.com.pa', password: 'cobros2026', role: 'ADMIN' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.admin).toMatchObject({ username: 'cobros', role: 'ADMIN', isActive: true });
    expect(await loginAs(t.app, 'admin', 'cobros', 'cobros2026')).toBeTruthy();

    const duplicate = await call(t.app, 'POST', '/api/admin/admins', {
      token: superAdmin,
      body: { username: 'COBROS', email: 'otro@quincena.com.pa', password: 'cobros2026' },
    });
    expect(duplicate.status).toBe(409);
  });

  it('keeps at least one active SUPER_ADMIN', async () => {
    const me = await call(t.app, 'GET', '/api/auth/admin/me', { token: superAdmin });
    const res = await call(t.app, 'PUT', `/api/admin/admins/${me.body.data.id}`, {
      token: superAdmin,
      body: { role: 'ADMIN' },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('LAST_SUPER_ADMIN');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (
        await call(t.app, 'GET', '/api/admin/admins/00000000-0000-4000-8000-000000000000', {
          token: superAdmin,
        })
      ).status,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/api/admin/admins/not-a-uuid', { token: superAdmin })).status).toBe(
      400,
    );
  });

  it('signs out an admin whose password was changed', async () => {
    const operator = await loginAs(t.app, 'admin', 'operador', 'operador12345');
    const list = await call(t.app, 'GET', '/api/admin/admins?search=operador', { token: superAdmin });
    const id = list.body.data.admins[0].id;
    const res = await call(t.app, 'PUT', `/api/admin/admins/${id}`, {
      token: superAdmin,
      body: { password: 'nuevaClave2026' },
    });
    expect(res.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: operator })).status).toBe(401);
    expect(await loginAs(t.app, 'admin', 'operador', 'nuevaClave2026')).toBeTruthy();
  });
});

describe('vendor accounts (back-office)', () => {
  it('creates a vendor with the default commission and a normalised phone', async () => {
    const admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    const res = await call(t.app, 'POST', '/api/admin/vendors', {
      token: admin,
      body: {
        username: 'motoscolon',
        email: 'ventas@motoscolon.com.pa',
        password: 'colon2026x',
        firstName: 'Luis',
        lastName: 'Batista',
        phoneNumber: '6555-1234',
        dealershipName: 'Motos Colón',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.vendor).toMatchObject({
      phoneNumber: '+50765551234',
      commissionRate: 0.05,
      isActive: true,
    });
    const vendor = await loginAs(t.app, 'vendor', 'motoscolon', 'colon2026x');
    expect((await call(t.app, 'GET', '/api/auth/me', { token: vendor })).body.data.dealershipName).toBe(
      'Motos Colón',
    );
  });

  it('validates the commission range and required names in Spanish', async () => {
    const admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    const res = await call(t.app, 'POST', '/api/admin/vendors', {
      token: admin,
      body: {
        username: 'x1y',
        email: 'a@b.pa',
        password: 'clave2026x',
        firstName: 'A',
        lastName: '',
        phoneNumber: '61234567',
        commissionRate: 1.5,
      },
    });
    expect(res.status).toBe(400);
    const messages = res.body.details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining(['El apellido es requerido.', 'La comisión debe estar entre 0 y 1.']),
    );
  });
});

describe('account searches and role guards', () => {
  it('searches admins by username and email; ADMIN, vendors and anonymous are refused', async () => {
    const byName = await call(t.app, 'GET', '/api/admin/admins?search=OPERA', { token: superAdmin });
    expect(byName.body.data.admins.map((a: { username: string }) => a.username)).toEqual(['operador']);
    const email = byName.body.data.admins[0].email as string;
    const byEmail = await call(t.app, 'GET', `/api/admin/admins?search=${encodeURIComponent(email)}`, {
      token: superAdmin,
    });
    expect(byEmail.body.data.admins).toHaveLength(1);
    expect(
      (await call(t.app, 'GET', '/api/admin/admins?search=%25', { token: superAdmin })).body.data.admins,
    ).toHaveLength(0);

    const operator = await loginAs(t.app, 'admin', 'operador', 'nuevaClave2026');
    const vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
    expect((await call(t.app, 'GET', '/api/admin/admins', { token: operator })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/admins', { token: vendor })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/admins')).status).toBe(401);
  });

  it('searches vendors by name, username, email, dealership and phone; any admin, no vendor', async () => {
    const operator = await loginAs(t.app, 'admin', 'operador', 'nuevaClave2026');
    const search = async (text: string) =>
      (
        await call(t.app, 'GET', `/api/admin/vendors?search=${encodeURIComponent(text)}`, { token: operator })
      ).body.data.vendors.map((v: { username: string }) => v.username);
    expect(await search('motoscolon')).toEqual(['motoscolon']);
    expect(await search('batista')).toContain('motoscolon');
    expect(await search('Motos Colón')).toEqual(['motoscolon']);
    expect(await search('ventas@motoscolon')).toEqual(['motoscolon']);
    expect(await search('6555-1234')).toEqual(['motoscolon']);
    expect(await search('no-existe-xyz')).toEqual([]);
    const vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
    expect((await call(t.app, 'GET', '/api/admin/vendors', { token: vendor })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/vendors')).status).toBe(401);
  });
});

describe('public settings', () => {
  it('gives the support contact without a session', async () => {
    const res = await call(t.app, 'GET', '/api/settings/public');
    expect(res.status).toBe(200);
    expect(res.body.data.companyEmail).toBe('soporte@quincena.com.pa');
  });
});

describe('deactivation', () => {
  it('ends the sessions of a deactivated vendor or admin for good, even after reactivation', async () => {
    const vendor = await loginAs(t.app, 'vendor', 'vendedor2', 'vendedor12345');
    const created = await call(t.app, 'POST', '/api/admin/admins', {
      token: superAdmin,
      body: {
        username: 'auditora',
        email: 'auditora@quincena.com.pa',
        password: 'Auditora2026',
        role: 'ADMIN',
      },
    });
    expect(created.status).toBe(201);
    const operator = await loginAs(t.app, 'admin', 'auditora', 'Auditora2026');
    expect((await call(t.app, 'GET', '/api/vendor/profile', { token: vendor })).status).toBe(200);
    const vendorId = (await call(t.app, 'GET', '/api/vendor/profile', { token: vendor })).body.data.vendor.id;
    const operatorId = created.body.data.admin.id;

    for (const [path, id] of [
      ['/api/admin/vendors', vendorId],
      ['/api/admin/admins', operatorId],
    ]) {
      expect(
        (await call(t.app, 'PUT', `${path}/${id}`, { token: superAdmin, body: { isActive: false } })).status,
      ).toBe(200);
      expect(
        (await call(t.app, 'PUT', `${path}/${id}`, { token: superAdmin, body: { isActive: true } })).status,
      ).toBe(200);
    }
    const oldVendor = await call(t.app, 'GET', '/api/vendor/profile', { token: vendor });
    expect(oldVendor.status).toBe(401);
    expect(oldVendor.body.code).toBe('TOKEN_REVOKED');
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { token: operator })).status).toBe(401);
    // Signing in again works.
    expect(await loginAs(t.app, 'vendor', 'vendedor2', 'vendedor12345')).toEqual(expect.any(String));
  });
});
