import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerToken, loginAs } from '../test/auth-helpers.ts';
import { PDF, PNG } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/*
 * A body cut short inside a file part that the route does not read (a part under another name)
 * once made the parser's error land on an unread stream with no listener, and the process exited
 * after answering 400. Every multipart route is sent such a body; the app must answer 4xx, raise
 * no uncaught error and go on serving.
 */

let t: TestApp;
let admin: string;
let vendor: string;
let customer: string;
let applicationId: string;
let motorcycleId: string;
const uncaught: unknown[] = [];
const record = (err: unknown) => uncaught.push(err);

beforeAll(async () => {
  process.on('uncaughtException', record);
  process.on('unhandledRejection', record);
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await loginAs(t.app, 'admin', 'operador', 'operador12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  customer = await customerToken(t.app, '+50760000001');
  const list = await call(t.app, 'GET', '/api/vendor/applications?limit=1', { token: vendor });
  applicationId = list.body.data.applications[0].id;
  const motorcycles = await call(t.app, 'GET', '/api/admin/motorcycles?limit=1', { token: admin });
  motorcycleId = motorcycles.body.data.motorcycles[0].id;
});
afterAll(async () => {
  process.off('uncaughtException', record);
  process.off('unhandledRejection', record);
  await t.close();
});

/** Fields, then a file part under `field` whose bytes stop mid-file: no closing boundary. */
function cutShortBody(fields: Record<string, string>, field: string, content: Buffer) {
  const boundary = `----quincena-${randomUUID()}`;
  const head = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const filePart =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="x.bin"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  return {
    payload: Buffer.concat([Buffer.from(head + filePart), content, Buffer.alloc(4096, 0x20)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const routes = () => ({
  'POST /documents/upload-universal': {
    url: '/api/documents/upload-universal',
    token: vendor,
    fields: { applicationId, documentType: 'OTHER' },
  },
  'POST /documents/upload/:id': {
    url: `/api/documents/upload/${applicationId}`,
    token: vendor,
    fields: { documentType: 'OTHER' },
  },
  'POST /customers/payments': {
    url: '/api/customers/payments',
    token: customer,
    fields: { amount: '10', paymentMethod: 'CARD', paymentDate: '2026-01-02' },
  },
  'POST /motorcycles/:id/image': { url: `/api/motorcycles/${motorcycleId}/image`, token: admin, fields: {} },
});

describe('a multipart body cut short in a part the route does not read', () => {
  const names = [
    'POST /documents/upload-universal',
    'POST /documents/upload/:id',
    'POST /customers/payments',
    'POST /motorcycles/:id/image',
  ] as const;
  for (const name of names) {
    it(`${name} answers 4xx and the app keeps serving`, async () => {
      const route = routes()[name];
      for (const field of ['unexpected', 'document', 'receipt', 'image']) {
        const body = cutShortBody(route.fields, field, field === 'image' ? PNG : PDF);
        const res = await t.app.inject({
          method: 'POST',
          url: route.url,
          payload: body.payload,
          headers: { authorization: `Bearer ${route.token}`, 'content-type': body.contentType },
        });
        expect(res.statusCode, `${name} with a cut part "${field}"`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${name} with a cut part "${field}"`).toBeLessThan(500);
        expect(res.json()).toMatchObject({ success: false });
        await settle();
      }
      expect(uncaught).toEqual([]);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    });
  }
});
