import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, customerToken, loginAs } from '../../test/auth-helpers.ts';
import { type FilePart, JPEG, MB, multipartBody, PNG } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 body')]);
const nextYear = new Date().getUTCFullYear() + 1;
const body = {
  brand: 'Suzuki',
  model: 'Gixxer 150',
  year: 2025,
  engineSize: '155cc',
  color: 'Azul marino',
  price: 2650.5,
  description: 'Deportiva para ciudad.',
};

let t: TestApp;
let admin: string;
let operator: string;
let vendor: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  operator = await loginAs(t.app, 'admin', 'operador', 'operador12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  customer = await customerToken(t.app, '+50760000001');
});
afterAll(() => t.close());

const get = (url: string, token?: string) => call(t.app, 'GET', url, { token });
const post = (url: string, payload: unknown, token = admin) =>
  call(t.app, 'POST', url, { body: payload, token });
const put = (url: string, payload: unknown, token = admin) =>
  call(t.app, 'PUT', url, { body: payload, token });

/** `token: null` sends none. */
async function uploadImage(id: string, file?: FilePart, token: string | null = admin) {
  const form = multipartBody({}, file);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/motorcycles/${id}/image`,
    payload: form.payload,
    headers: { 'content-type': form.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}
const image = (content: Buffer, filename = 'foto.png'): FilePart => ({
  field: 'image',
  filename,
  content,
  contentType: 'image/png',
});

async function createMotorcycle(overrides: Partial<typeof body> = {}) {
  const res = await post('/api/admin/motorcycles', { ...body, ...overrides });
  expect(res.status).toBe(201);
  return res.body.data.motorcycle as { id: string; imageUrl: string | null };
}

describe('admin motorcycles', () => {
  it('creates with the spec defaults, audits, and reads it back', async () => {
    const res = await post('/api/admin/motorcycles', body, operator);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Moto creada');
    const created = res.body.data.motorcycle;
    expect(created).toMatchObject({ ...body, isAvailable: true, imageUrl: null });
    expect((await get(`/api/admin/motorcycles/${created.id}`, admin)).body.data.motorcycle).toEqual(created);
    const audit = await queryRows<{ action: string }>(
      t.app.db,
      sql`select action from audit_log where entity_id = ${created.id}`,
    );
    expect(audit).toEqual([{ action: 'created' }]);
  });

  it('validates the fields in Spanish', async () => {
    const res = await post('/api/admin/motorcycles', {
      brand: '',
      model: 'X',
      year: nextYear + 1,
      engineSize: '',
      color: 'Rojo',
      price: -1,
    });
    expect(res.status).toBe(400);
    const messages = res.body.details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'La marca es requerida.',
        `El año no puede ser mayor que ${nextYear}.`,
        'La cilindrada es requerida.',
        'Monto no válido. Usa un número positivo con hasta 2 decimales.',
      ]),
    );
    const cents = await post('/api/admin/motorcycles', { ...body, price: 10.999 });
    expect(cents.status).toBe(400);
    const old = await post('/api/admin/motorcycles', { ...body, year: 1899 });
    expect(old.body.details[0].message).toBe('El año debe ser 1900 o posterior.');
  });

  it('lists and searches by brand, model, color and engine size', async () => {
    const created = await createMotorcycle({ brand: 'Benelli', model: 'TNT 15', color: 'Verde lima' });
    for (const search of ['benelli', 'tnt 15', 'verde lima', '155cc']) {
      const res = await get(`/api/admin/motorcycles?search=${encodeURIComponent(search)}`, admin);
      expect(res.status).toBe(200);
      expect(res.body.data.motorcycles.map((m: { id: string }) => m.id)).toContain(created.id);
    }
    const none = await get('/api/admin/motorcycles?search=no-existe-xyz', admin);
    expect(none.body.data).toMatchObject({ motorcycles: [], pagination: { total: 0 } });
  });

  it('updates and audits; the public routes follow availability', async () => {
    const created = await createMotorcycle({ model: 'Intruder' });
    const res = await put(`/api/admin/motorcycles/${created.id}`, { price: 3100, isAvailable: false });
    expect(res.status).toBe(200);
    expect(res.body.data.motorcycle).toMatchObject({ price: 3100, isAvailable: false });
    expect((await put(`/api/admin/motorcycles/${created.id}`, { year: 1800 })).status).toBe(400);

    const available = await get('/api/motorcycles/available?search=intruder');
    expect(available.body.data.motorcycles).toHaveLength(0);
    const all = await get('/api/motorcycles?search=intruder');
    expect(all.body.data.motorcycles).toHaveLength(1);
    const one = await get(`/api/motorcycles/${created.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.motorcycle.price).toBe(3100);
  });

  it('soft-deletes, even a motorcycle an application uses', async () => {
    const [used] = await queryRows<{ id: string; applications: number }>(
      t.app.db,
      sql`select m.id, count(a.id)::int as applications from motorcycles m
        join credit_applications a on a.motorcycle_id = m.id
        where m.vendor_id is null group by m.id limit 1`,
    );
    if (!used) throw new Error('the demo has no inventory motorcycle in use');
    const res = await call(t.app, 'DELETE', `/api/admin/motorcycles/${used.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Moto eliminada');
    expect((await get(`/api/admin/motorcycles/${used.id}`, admin)).status).toBe(404);
    expect((await get(`/api/motorcycles/${used.id}`)).status).toBe(404);
    const [row] = await queryRows<{ deleted: boolean; applications: number }>(
      t.app.db,
      sql`select m.deleted_at is not null as deleted,
        (select count(*)::int from credit_applications a where a.motorcycle_id = m.id) as applications
        from motorcycles m where m.id = ${used.id}`,
    );
    expect(row).toEqual({ deleted: true, applications: used.applications });
    const audit = await queryRows<{ actor_role: string }>(
      t.app.db,
      sql`select actor_role from audit_log where entity_id = ${used.id} and action = 'deleted'`,
    );
    expect(audit).toEqual([{ actor_role: 'admin' }]);
  });

  it('keeps vendor catalogs out of the back-office inventory (404)', async () => {
    const own = await get('/api/vendor/motorcycles', vendor);
    const vendorMotorcycle = own.body.data.motorcycles[0].id;
    expect((await get(`/api/admin/motorcycles/${vendorMotorcycle}`, admin)).status).toBe(404);
    expect((await put(`/api/admin/motorcycles/${vendorMotorcycle}`, { price: 1 })).status).toBe(404);
    expect((await get(`/api/motorcycles/${vendorMotorcycle}`)).status).toBe(404);
    expect((await uploadImage(vendorMotorcycle, image(PNG))).status).toBe(404);
  });

  it('describes the routes in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/api/docs/json')).body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/motorcycles',
        '/api/admin/motorcycles/{id}',
        '/api/motorcycles/{id}',
        '/api/motorcycles/{id}/image',
        '/api/admin/customers/{id}',
      ]),
    );
  });

  it('guards every admin route', async () => {
    for (const token of [vendor, customer]) {
      expect((await get('/api/admin/motorcycles', token)).status).toBe(403);
      expect((await post('/api/admin/motorcycles', body, token)).status).toBe(403);
      expect((await put(`/api/admin/motorcycles/${UNKNOWN}`, { price: 1 }, token)).status).toBe(403);
      expect((await call(t.app, 'DELETE', `/api/admin/motorcycles/${UNKNOWN}`, { token })).status).toBe(403);
      expect((await uploadImage(UNKNOWN, image(PNG), token)).status).toBe(403);
    }
    expect((await get('/api/admin/motorcycles')).status).toBe(401);
    expect((await uploadImage(UNKNOWN, image(PNG), null)).status).toBe(401);
    expect((await get(`/api/admin/motorcycles/${UNKNOWN}`, admin)).status).toBe(404);
    expect((await put(`/api/admin/motorcycles/${UNKNOWN}`, { price: 1 })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/admin/motorcycles/${UNKNOWN}`, { token: admin })).status).toBe(
      404,
    );
    expect((await get(`/api/motorcycles/${UNKNOWN}`)).status).toBe(404);
    expect((await get('/api/admin/motorcycles/nope', admin)).body.message).toBe('Identificador no válido.');
  });
});

describe('motorcycle image', () => {
  it('accepts PNG, JPEG and WebP by content and serves the latest one publicly, cacheable', async () => {
    const created = await createMotorcycle({ model: 'Con foto' });
    for (const [content, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const res = await uploadImage(created.id, image(content, 'foto.bin'));
      expect(res.status).toBe(200);
      const { imageUrl } = res.body.data.motorcycle;
      expect(imageUrl).toMatch(new RegExp(`^/api/motorcycles/${created.id}/image\\?v=`));
      const served = await t.app.inject({ method: 'GET', url: imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(content)).toBe(true);
      const again = await t.app.inject({
        method: 'GET',
        url: imageUrl,
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    const bare = await t.app.inject({ method: 'GET', url: `/api/motorcycles/${created.id}/image` });
    expect(bare.headers['cache-control']).toBe('public, no-cache');
    const listed = await get('/api/motorcycles/available?search=con foto');
    expect(listed.body.data.motorcycles[0].imageUrl).toMatch(/\?v=/);
    const audit = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from audit_log where entity_id = ${created.id} and action = 'image_updated'`,
    );
    expect(audit[0]?.n).toBe(3);
  });

  it('refuses a fake image, a file over 5 MB and a missing file, in Spanish', async () => {
    const created = await createMotorcycle({ model: 'Sin foto' });
    const fake = await uploadImage(created.id, image(Buffer.from('esto no es una imagen'), 'foto.png'));
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({
      code: 'INVALID_FILE_TYPE',
      message: 'Tipo de archivo no válido. Tipos aceptados: JPG, JPEG, PNG, WEBP',
    });
    const big = await uploadImage(created.id, image(Buffer.concat([PNG, Buffer.alloc(5 * MB)])));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('El archivo es demasiado grande. Máximo 5 MB');
    const missing = await uploadImage(created.id);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('La imagen es requerida.');
    const notMultipart = await post(`/api/motorcycles/${created.id}/image`, { image: 'x' });
    expect(notMultipart.status).toBe(400);

    expect(
      (await get(`/api/admin/motorcycles/${created.id}`, admin)).body.data.motorcycle.imageUrl,
    ).toBeNull();
    const served = await get(`/api/motorcycles/${created.id}/image`);
    expect(served.status).toBe(404);
    expect(served.body.message).toBe('Imagen no encontrada.');
    expect((await uploadImage(UNKNOWN, image(PNG))).status).toBe(404);
  });
});
