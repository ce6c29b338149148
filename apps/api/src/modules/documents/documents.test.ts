import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import type { DiskDocumentStorage } from '../../infra/storage/index.ts';
import { call, customerToken, loginAs } from '../../test/auth-helpers.ts';
import {
  bigPdf,
  DOC,
  DOCX,
  ELF,
  EXE,
  type FilePart,
  JPEG,
  MB,
  multipartBody,
  PDF,
  PNG,
} from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { contentDisposition } from './documents.routes.ts';

let t: TestApp;
let vendor: string;
let vendor2: string;
let admin: string;
let customer: string;
let otherCustomer: string;
let vendorApplicationId: string;
let vendor2ApplicationId: string;
let demoCustomerId: string;
let vendor2CustomerId: string;

async function upload(
  url: string,
  token: string | undefined,
  fields: Record<string, string>,
  file?: FilePart | FilePart[],
  options: { fileFirst?: boolean } = {},
) {
  const body = multipartBody(fields, file, options.fileFirst);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

const storedFiles = async () => readdir((t.app.documentStorage as DiskDocumentStorage).root);
const documentCount = async () =>
  (await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from documents`))[0]?.n;

/** Runs an upload that must be refused, and checks that it left no row and no file behind. */
async function expectNothingStored(
  run: () => Promise<{ status: number; body: { message: string; code?: string } }>,
) {
  const filesBefore = (await storedFiles()).length;
  const rowsBefore = await documentCount();
  const res = await run();
  expect((await storedFiles()).length).toBe(filesBefore);
  expect(await documentCount()).toBe(rowsBefore);
  return res;
}

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  vendor2 = await loginAs(t.app, 'vendor', 'vendedor2', 'vendedor12345');
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  customer = await customerToken(t.app, '+50760000001');
  otherCustomer = await customerToken(t.app, '+50769876501');
  const [mine] = await queryRows<{ id: string }>(
    t.app.db,
    sql`select a.id from credit_applications a join vendors v on v.id = a.vendor_id
        join customers c on c.id = a.customer_id
        where v.username = 'vendedor' and c.phone_number = '+50760000001' limit 1`,
  );
  const [theirs] = await queryRows<{ id: string; customer_id: string }>(
    t.app.db,
    sql`select a.id, a.customer_id from credit_applications a join vendors v on v.id = a.vendor_id
        where v.username = 'vendedor2' limit 1`,
  );
  const [demo] = await queryRows<{ id: string }>(
    t.app.db,
    sql`select id from customers where phone_number = '+50760000001'`,
  );
  vendorApplicationId = mine?.id as string;
  vendor2ApplicationId = theirs?.id as string;
  vendor2CustomerId = theirs?.customer_id as string;
  demoCustomerId = demo?.id as string;
  expect(vendorApplicationId && vendor2ApplicationId && demoCustomerId).toBeTruthy();
});
afterAll(() => t.close());

describe('uploading', () => {
  let pdfId: string;

  it('stores a PDF for the vendor’s application, taking the customer from it', async () => {
    const res = await upload(
      '/api/documents/upload-universal',
      vendor,
      {
        documentType: 'LICENCIA_FRONT',
        applicationId: vendorApplicationId,
        notes: 'Frente de la licencia',
      },
      { filename: 'licencia frente.pdf', content: PDF },
    );
    expect(res.status).toBe(201);
    const document = res.body.data.document;
    expect(document).toMatchObject({
      documentType: 'LICENCIA_FRONT',
      applicationId: vendorApplicationId,
      customerId: demoCustomerId,
      originalName: 'licencia frente.pdf',
      mimeType: 'application/pdf',
      fileSize: PDF.length,
      status: 'PENDING',
      isVerified: false,
      notes: 'Frente de la licencia',
    });
    expect(document.fileUrl).toBe(`/api/documents/${document.id}/download`);
    expect(new Date(document.uploadedAt).toISOString()).toBe(document.uploadedAt);
    pdfId = document.id;

    const [audit] = await queryRows<{ action: string; actor_role: string }>(
      t.app.db,
      sql`select action, actor_role from audit_log where entity_type = 'document' and entity_id = ${pdfId}`,
    );
    expect(audit).toMatchObject({ action: 'uploaded', actor_role: 'vendor' });
  });

  it('sets the stored type from the content, not from the name or the declared type', async () => {
    const res = await upload(
      '/api/documents/upload-universal',
      vendor,
      {
        documentType: 'LICENCIA_BACK',
        applicationId: vendorApplicationId,
      },
      { filename: 'reverso.pdf', content: PNG, contentType: 'application/pdf' },
    );
    expect(res.status).toBe(201);
    expect(res.body.data.document.mimeType).toBe('image/png');
  });

  it('takes the file before the fields, and the `file` field name, on /upload/:id', async () => {
    const res = await upload(
      `/api/documents/upload/${vendorApplicationId}`,
      vendor,
      { documentType: 'INCOME_PROOF', applicationId: '' },
      { field: 'file', filename: 'talonario.jpeg', content: JPEG, contentType: 'image/jpeg' },
      { fileFirst: true },
    );
    expect(res.status).toBe(201);
    expect(res.body.data.document).toMatchObject({
      applicationId: vendorApplicationId,
      customerId: demoCustomerId,
      mimeType: 'image/jpeg',
      documentType: 'INCOME_PROOF',
    });
  });

  it('attaches a customer’s upload without ids to the customer', async () => {
    const res = await upload(
      '/api/documents/upload-universal',
      customer,
      { documentType: 'UTILITY_BILL' },
      {
        filename: 'recibo-luz.png',
        content: PNG,
        contentType: 'image/png',
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.data.document).toMatchObject({ customerId: demoCustomerId, applicationId: null });
  });

  it('lets a vendor attach to a linked customer, and asks a vendor without ids for a target', async () => {
    const linked = await upload(
      '/api/documents/upload-universal',
      vendor,
      {
        documentType: 'CEDULA',
        customerId: demoCustomerId,
      },
      { filename: 'cedula.pdf', content: PDF },
    );
    expect(linked.status).toBe(201);
    expect(linked.body.data.document).toMatchObject({ customerId: demoCustomerId, applicationId: null });

    const none = await expectNothingStored(() =>
      upload(
        '/api/documents/upload-universal',
        vendor,
        { documentType: 'CEDULA' },
        {
          filename: 'cedula.pdf',
          content: PDF,
        },
      ),
    );
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Indica la solicitud o el cliente del documento.');
  });

  it('refuses a missing file, a missing type and a malformed id in Spanish', async () => {
    const noFile = await upload('/api/documents/upload-universal', vendor, {
      documentType: 'CEDULA',
      applicationId: vendorApplicationId,
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body).toMatchObject({ code: 'FILE_REQUIRED', message: 'El archivo es requerido.' });

    const noType = await expectNothingStored(() =>
      upload(
        '/api/documents/upload-universal',
        vendor,
        { applicationId: vendorApplicationId },
        {
          filename: 'a.pdf',
          content: PDF,
        },
      ),
    );
    expect(noType.status).toBe(400);
    expect(noType.body.message).toBe('Tipo de documento no válido.');

    const badId = await upload(
      '/api/documents/upload-universal',
      vendor,
      {
        documentType: 'CEDULA',
        applicationId: 'abc',
      },
      { filename: 'a.pdf', content: PDF },
    );
    expect(badId.status).toBe(400);

    const json = await call(t.app, 'POST', '/api/documents/upload-universal', {
      token: vendor,
      body: { documentType: 'CEDULA' },
    });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe('MULTIPART_REQUIRED');
  });

  it('refuses an executable renamed to .pdf with 400, storing nothing', async () => {
    for (const content of [EXE, ELF]) {
      const res = await expectNothingStored(() =>
        upload(
          '/api/documents/upload-universal',
          vendor,
          {
            documentType: 'INCOME_PROOF',
            applicationId: vendorApplicationId,
          },
          { filename: 'comprobante.pdf', content, contentType: 'application/pdf' },
        ),
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        code: 'INVALID_FILE_TYPE',
        message: 'Tipo de archivo no válido. Tipos aceptados: PDF, JPG, JPEG, PNG',
      });
    }
    // Also when the type is only known after the file has streamed, and for an empty file.
    const late = await expectNothingStored(() =>
      upload(
        '/api/documents/upload-universal',
        vendor,
        { documentType: 'INCOME_PROOF', applicationId: vendorApplicationId },
        { filename: 'x.pdf', content: EXE },
        { fileFirst: true },
      ),
    );
    expect(late.status).toBe(400);
    const empty = await expectNothingStored(() =>
      upload(
        '/api/documents/upload-universal',
        vendor,
        {
          documentType: 'INCOME_PROOF',
          applicationId: vendorApplicationId,
        },
        { filename: 'vacio.pdf', content: Buffer.alloc(0) },
      ),
    );
    expect(empty.status).toBe(400);
  });

  it('refuses a second file in the same request, storing nothing', async () => {
    const res = await expectNothingStored(() =>
      upload(
        '/api/documents/upload-universal',
        vendor,
        {
          documentType: 'CEDULA',
          applicationId: vendorApplicationId,
        },
        [
          { filename: 'a.pdf', content: PDF },
          { filename: 'b.pdf', content: PDF },
        ],
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('TOO_MANY_FILES');
  });

  it('takes Word files only on the admin’s extra-document upload', async () => {
    const docx = await upload(
      '/api/documents/upload-universal',
      admin,
      {
        documentType: 'OTHER',
        applicationId: vendorApplicationId,
      },
      { filename: 'carta.docx', content: DOCX, contentType: 'application/octet-stream' },
    );
    expect(docx.status).toBe(201);
    expect(docx.body.data.document.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const doc = await upload(
      '/api/documents/upload-universal',
      admin,
      {
        documentType: 'APC',
        applicationId: vendorApplicationId,
      },
      { filename: 'apc.doc', content: DOC },
    );
    expect(doc.status).toBe(201);
    expect(doc.body.data.document.mimeType).toBe('application/msword');

    const byVendor = await expectNothingStored(() =>
      upload(
        '/api/documents/upload-universal',
        vendor,
        {
          documentType: 'OTHER',
          applicationId: vendorApplicationId,
        },
        { filename: 'carta.docx', content: DOCX },
      ),
    );
    expect(byVendor.status).toBe(400);
    const zipNotDocx = await expectNothingStored(() =>
      upload(
        '/api/documents/upload-universal',
        admin,
        {
          documentType: 'OTHER',
          applicationId: vendorApplicationId,
        },
        { filename: 'carta.zip', content: DOCX },
      ),
    );
    expect(zipNotDocx.status).toBe(400);
    expect(zipNotDocx.body.message).toBe(
      'Tipo de archivo no válido. Tipos aceptados: PDF, JPG, JPEG, PNG, DOC, DOCX',
    );
    const contractAsWord = await expectNothingStored(() =>
      upload(
        '/api/documents/upload-universal?context=disbursement',
        admin,
        {
          documentType: 'CONTRACT',
          applicationId: vendorApplicationId,
        },
        { filename: 'contrato.docx', content: DOCX },
      ),
    );
    expect(contractAsWord.status).toBe(400);
    expect(contractAsWord.body.message).toBe('Tipo de archivo no válido. Tipos aceptados: PDF');
  });

  it('takes a PDF for the disbursement from an admin', async () => {
    const res = await upload(
      '/api/documents/upload-universal',
      admin,
      {
        documentType: 'CONTRACT',
        applicationId: vendorApplicationId,
        context: 'disbursement',
      },
      { filename: 'contrato firmado.pdf', content: bigPdf(4 * MB) },
    );
    expect(res.status).toBe(201);
    expect(res.body.data.document.fileUrl).toMatch(/^\/api\/documents\/[0-9a-f-]{36}\/download$/);
  });

  it('exposes the upload form in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const spec = res.json();
    const post = spec.paths['/api/documents/upload-universal'].post;
    expect(post.requestBody.content['multipart/form-data'].schema.properties).toHaveProperty('documentType');
    expect(spec.paths).toHaveProperty(['/api/admin/documents/{id}/verify']);
  });

  describe('size limits, enforced while streaming', () => {
    it('answers 413 to 16 MB in onboarding and leaves nothing behind', async () => {
      const res = await expectNothingStored(() =>
        upload(
          '/api/documents/upload-universal',
          vendor,
          {
            documentType: 'INCOME_PROOF',
            applicationId: vendorApplicationId,
            context: 'onboarding',
          },
          { filename: 'grande.pdf', content: bigPdf(16 * MB) },
        ),
      );
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({
        code: 'FILE_TOO_LARGE',
        message: 'El archivo es demasiado grande. Máximo 15 MB',
      });

      const viaQuery = await expectNothingStored(() =>
        upload(
          '/api/documents/upload-universal?context=onboarding',
          vendor,
          { documentType: 'INCOME_PROOF', applicationId: vendorApplicationId },
          { filename: 'grande.pdf', content: bigPdf(16 * MB) },
          { fileFirst: true },
        ),
      );
      expect(viaQuery.status).toBe(413);
      expect(viaQuery.body.message).toBe('El archivo es demasiado grande. Máximo 15 MB');
    });

    it('answers 413 to 11 MB outside onboarding', async () => {
      const res = await expectNothingStored(() =>
        upload(
          '/api/documents/upload-universal',
          vendor,
          {
            documentType: 'INCOME_PROOF',
            applicationId: vendorApplicationId,
          },
          { filename: 'grande.pdf', content: bigPdf(11 * MB) },
        ),
      );
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('El archivo es demasiado grande. Máximo 10 MB');
      // The same check when the fields arrive after the file.
      const late = await expectNothingStored(() =>
        upload(
          '/api/documents/upload-universal',
          vendor,
          { documentType: 'INCOME_PROOF', applicationId: vendorApplicationId },
          { filename: 'grande.pdf', content: bigPdf(11 * MB) },
          { fileFirst: true },
        ),
      );
      expect(late.status).toBe(413);
      expect(late.body.message).toBe('El archivo es demasiado grande. Máximo 10 MB');
    });

    it('answers 413 to a 6 MB contract (disbursement files: 5 MB)', async () => {
      const res = await expectNothingStored(() =>
        upload(
          '/api/documents/upload-universal',
          admin,
          {
            documentType: 'CONTRACT',
            applicationId: vendorApplicationId,
          },
          { filename: 'contrato.pdf', content: bigPdf(6 * MB) },
        ),
      );
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('El archivo es demasiado grande. Máximo 5 MB');
    });

    it('takes 12 MB in onboarding even when the context comes after the file', async () => {
      const res = await upload(
        '/api/documents/upload-universal',
        vendor,
        { documentType: 'INCOME_PROOF', applicationId: vendorApplicationId, context: 'onboarding' },
        { filename: 'escaneo.pdf', content: bigPdf(12 * MB) },
        { fileFirst: true },
      );
      expect(res.status).toBe(201);
      expect(res.body.data.document.fileSize).toBe(12 * MB);
    });
  });

  describe('reading, reviewing and deleting', () => {
    it('lists what the caller may see, with pagination and filters', async () => {
      const res = await call(t.app, 'GET', `/api/documents?applicationId=${vendorApplicationId}&limit=2`, {
        token: vendor,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.documents).toHaveLength(2);
      expect(res.body.data.pagination).toMatchObject({ page: 1, limit: 2, hasPrev: false, hasNext: true });
      const all = await call(t.app, 'GET', '/api/documents?documentType=LICENCIA_FRONT', { token: vendor });
      expect(all.body.data.documents.map((d: { id: string }) => d.id)).toEqual([pdfId]);

      const byApplication = await call(t.app, 'GET', `/api/documents/application/${vendorApplicationId}`, {
        token: vendor,
      });
      expect(byApplication.status).toBe(200);
      expect(byApplication.body.data.documents.map((d: { id: string }) => d.id)).toContain(pdfId);

      // The customer sees the documents of its own application and its own uploads.
      const mine = await call(t.app, 'GET', '/api/documents?limit=100', { token: customer });
      const ids = mine.body.data.documents.map((d: { id: string }) => d.id);
      expect(ids).toContain(pdfId);
      expect(
        mine.body.data.documents.every((d: { customerId: string }) => d.customerId === demoCustomerId),
      ).toBe(true);
    });

    it('gets one document and downloads its exact content with safe headers', async () => {
      const one = await call(t.app, 'GET', `/api/documents/${pdfId}`, { token: customer });
      expect(one.status).toBe(200);
      expect(one.body.data.document.id).toBe(pdfId);

      const res = await t.app.inject({
        method: 'GET',
        url: `/api/documents/${pdfId}/download`,
        headers: { authorization: `Bearer ${vendor}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-length']).toBe(String(PDF.length));
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="licencia frente.pdf"; filename*=UTF-8''licencia%20frente.pdf`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it('builds an ASCII fallback name for any original name', () => {
      expect(contentDisposition('cédula "año" 2026.pdf')).toBe(
        `attachment; filename="cedula _ano_ 2026.pdf"; filename*=UTF-8''c%C3%A9dula%20%22a%C3%B1o%22%202026.pdf`,
      );
      expect(contentDisposition('報告.pdf')).toContain('filename="__.pdf"');
    });

    it('lets only an admin change the status, with an audit entry', async () => {
      const byVendor = await call(t.app, 'PUT', `/api/documents/${pdfId}/status`, {
        token: vendor,
        body: { status: 'VERIFIED' },
      });
      expect(byVendor.status).toBe(403);

      const rejected = await call(t.app, 'PUT', `/api/documents/${pdfId}/status`, {
        token: admin,
        body: { status: 'REJECTED', notes: 'Ilegible' },
      });
      expect(rejected.status).toBe(200);
      expect(rejected.body.data.document).toMatchObject({
        status: 'REJECTED',
        isVerified: false,
        notes: 'Ilegible',
      });

      const bad = await call(t.app, 'PUT', `/api/documents/${pdfId}/status`, {
        token: admin,
        body: { status: 'APROBADO' },
      });
      expect(bad.status).toBe(400);

      const verified = await call(t.app, 'PUT', `/api/admin/documents/${pdfId}/verify`, { token: admin });
      expect(verified.status).toBe(200);
      expect(verified.body.data.document).toMatchObject({ status: 'VERIFIED', isVerified: true });
      expect(
        (await call(t.app, 'PUT', `/api/admin/documents/${pdfId}/verify`, { token: vendor })).status,
      ).toBe(403);
      // The back office's undo of a verification: back to pending, audited as a status change.
      const undone = await call(t.app, 'PUT', `/api/documents/${pdfId}/status`, {
        token: admin,
        body: { status: 'PENDING' },
      });
      expect(undone.body.data.document).toMatchObject({ status: 'PENDING', isVerified: false });
      // Verified again: the tests below take it reviewed.
      expect(
        (await call(t.app, 'PUT', `/api/admin/documents/${pdfId}/verify`, { token: admin })).status,
      ).toBe(200);

      const audit = await queryRows<{ action: string; changes: { status: { from: string; to: string } } }>(
        t.app.db,
        sql`select action, changes from audit_log
            where entity_id = ${pdfId} and action in ('status_changed', 'verified')
            order by created_at, id`,
      );
      expect(audit.map((a) => [a.action, a.changes.status.from, a.changes.status.to])).toEqual([
        ['status_changed', 'PENDING', 'REJECTED'],
        ['verified', 'REJECTED', 'VERIFIED'],
        ['status_changed', 'VERIFIED', 'PENDING'],
        ['verified', 'PENDING', 'VERIFIED'],
      ]);
    });

    it('soft-deletes: the uploader while pending, an admin always; the file is kept', async () => {
      const reviewed = await call(t.app, 'DELETE', `/api/documents/${pdfId}`, { token: vendor });
      expect(reviewed.status).toBe(409);

      const fresh = await upload(
        '/api/documents/upload-universal',
        vendor,
        {
          documentType: 'APC',
          applicationId: vendorApplicationId,
        },
        { filename: 'apc.pdf', content: PDF },
      );
      const id = fresh.body.data.document.id;
      expect((await call(t.app, 'DELETE', `/api/documents/${id}`, { token: customer })).status).toBe(403);

      const filesBefore = (await storedFiles()).length;
      const res = await call(t.app, 'DELETE', `/api/documents/${id}`, { token: vendor });
      expect(res.status).toBe(200);
      expect((await call(t.app, 'GET', `/api/documents/${id}`, { token: vendor })).status).toBe(404);
      expect((await call(t.app, 'GET', `/api/documents/${id}`, { token: admin })).status).toBe(404);
      expect((await call(t.app, 'DELETE', `/api/documents/${id}`, { token: vendor })).status).toBe(404);
      expect((await storedFiles()).length).toBe(filesBefore);
      const [row] = await queryRows<{ deleted: boolean }>(
        t.app.db,
        sql`select deleted_at is not null as deleted from documents where id = ${id}`,
      );
      expect(row?.deleted).toBe(true);
      const [audit] = await queryRows<{ actor_role: string }>(
        t.app.db,
        sql`select actor_role from audit_log where entity_id = ${id} and action = 'deleted'`,
      );
      expect(audit?.actor_role).toBe('vendor');

      expect((await call(t.app, 'DELETE', `/api/documents/${pdfId}`, { token: admin })).status).toBe(200);
    });
  });

  describe('object-level access', () => {
    let vendorDocId: string;
    let customerDocId: string;
    beforeAll(async () => {
      const a = await upload(
        '/api/documents/upload-universal',
        vendor,
        {
          documentType: 'INCOME_PROOF',
          applicationId: vendorApplicationId,
        },
        { filename: 'ingresos.pdf', content: PDF },
      );
      vendorDocId = a.body.data.document.id;
      const b = await upload(
        '/api/documents/upload-universal',
        customer,
        { documentType: 'CEDULA' },
        {
          filename: 'cedula.jpg',
          content: JPEG,
        },
      );
      customerDocId = b.body.data.document.id;
    });

    it('answers 404 to another vendor on every route, storing nothing', async () => {
      for (const id of [vendorDocId, customerDocId]) {
        for (const [method, url] of [
          ['GET', `/api/documents/${id}`],
          ['GET', `/api/documents/${id}/download`],
          ['DELETE', `/api/documents/${id}`],
        ] as const) {
          const res = await call(t.app, method, url, { token: vendor2 });
          expect(res.status, `${method} ${url}`).toBe(404);
          expect(res.body.message).toBe('Documento no encontrado.');
        }
      }
      for (const url of [
        `/api/documents/application/${vendorApplicationId}`,
        `/api/documents?applicationId=${vendorApplicationId}`,
      ]) {
        const res = await call(t.app, 'GET', url, { token: vendor2 });
        expect(res.status, url).toBe(404);
        expect(res.body.message).toBe('Solicitud no encontrada.');
      }
      const byCustomer = await call(t.app, 'GET', `/api/documents?customerId=${demoCustomerId}`, {
        token: vendor2,
      });
      expect(byCustomer.status).toBe(404);
      expect(byCustomer.body.message).toBe('Cliente no encontrado.');

      const listed = await call(t.app, 'GET', '/api/documents?limit=100', { token: vendor2 });
      const ids = listed.body.data.documents.map((d: { id: string }) => d.id);
      expect(ids).not.toContain(vendorDocId);
      expect(ids).not.toContain(customerDocId);

      for (const [url, fields] of [
        [`/api/documents/upload/${vendorApplicationId}`, { documentType: 'CEDULA' }],
        ['/api/documents/upload-universal', { documentType: 'CEDULA', applicationId: vendorApplicationId }],
        ['/api/documents/upload-universal', { documentType: 'CEDULA', customerId: demoCustomerId }],
      ] as const) {
        const res = await expectNothingStored(() =>
          upload(url, vendor2, fields, { filename: 'c.pdf', content: PDF }),
        );
        expect(res.status, url).toBe(404);
      }
      // And the first vendor cannot reach the second one's application or customer either.
      const reverse = await expectNothingStored(() =>
        upload(
          '/api/documents/upload-universal',
          vendor,
          {
            documentType: 'CEDULA',
            applicationId: vendor2ApplicationId,
          },
          { filename: 'c.pdf', content: PDF },
        ),
      );
      expect(reverse.status).toBe(404);
      expect(reverse.body.message).toBe('Solicitud no encontrada.');
      const reverseCustomer = await expectNothingStored(() =>
        upload(
          '/api/documents/upload-universal',
          vendor,
          {
            documentType: 'CEDULA',
            customerId: vendor2CustomerId,
          },
          { filename: 'c.pdf', content: PDF },
        ),
      );
      expect(reverseCustomer.status).toBe(404);
    });

    it('answers 404 to another customer', async () => {
      for (const id of [vendorDocId, customerDocId]) {
        expect((await call(t.app, 'GET', `/api/documents/${id}`, { token: otherCustomer })).status).toBe(404);
        expect(
          (await call(t.app, 'GET', `/api/documents/${id}/download`, { token: otherCustomer })).status,
        ).toBe(404);
        expect((await call(t.app, 'DELETE', `/api/documents/${id}`, { token: otherCustomer })).status).toBe(
          404,
        );
      }
      expect(
        (
          await call(t.app, 'GET', `/api/documents/application/${vendorApplicationId}`, {
            token: otherCustomer,
          })
        ).status,
      ).toBe(404);
      const res = await expectNothingStored(() =>
        upload(
          `/api/documents/upload/${vendorApplicationId}`,
          otherCustomer,
          { documentType: 'CEDULA' },
          {
            filename: 'c.pdf',
            content: PDF,
          },
        ),
      );
      expect(res.status).toBe(404);
      const foreignCustomer = await expectNothingStored(() =>
        upload(
          '/api/documents/upload-universal',
          otherCustomer,
          {
            documentType: 'CEDULA',
            customerId: demoCustomerId,
          },
          { filename: 'c.pdf', content: PDF },
        ),
      );
      expect(foreignCustomer.status).toBe(404);
      const own = await call(t.app, 'GET', '/api/documents', { token: otherCustomer });
      expect(own.body.data.documents).toEqual([]);
    });

    it('lets an admin reach everything', async () => {
      expect((await call(t.app, 'GET', `/api/documents/${customerDocId}`, { token: admin })).status).toBe(
        200,
      );
      const res = await call(t.app, 'GET', `/api/documents/application/${vendor2ApplicationId}`, {
        token: admin,
      });
      expect(res.status).toBe(200);
    });

    it('answers 401 without a session, storing nothing', async () => {
      for (const [method, url] of [
        ['GET', '/api/documents'],
        ['GET', `/api/documents/${vendorDocId}`],
        ['GET', `/api/documents/${vendorDocId}/download`],
        ['GET', `/api/documents/application/${vendorApplicationId}`],
        ['DELETE', `/api/documents/${vendorDocId}`],
        ['PUT', `/api/documents/${vendorDocId}/status`],
        ['PUT', `/api/admin/documents/${vendorDocId}/verify`],
      ] as const) {
        const res = await call(t.app, method, url, method === 'PUT' ? { body: { status: 'VERIFIED' } } : {});
        expect(res.status, `${method} ${url}`).toBe(401);
      }
      for (const url of ['/api/documents/upload-universal', `/api/documents/upload/${vendorApplicationId}`]) {
        const res = await expectNothingStored(() =>
          upload(
            url,
            undefined,
            { documentType: 'CEDULA', applicationId: vendorApplicationId },
            {
              filename: 'c.pdf',
              content: PDF,
            },
          ),
        );
        expect(res.status).toBe(401);
      }
    });
  });
});

describe('over a real connection', () => {
  it('answers a refused upload at once and keeps the connection usable', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cases: { token?: string; url: string; head: string; megabytes: number; status: number }[] = [
      { token: vendor, url: '/api/documents/upload-universal', head: '%PDF-', megabytes: 11, status: 413 },
      { token: vendor, url: '/api/documents/upload-universal', head: 'MZ', megabytes: 8, status: 400 },
      {
        token: vendor2,
        url: `/api/documents/upload/${vendorApplicationId}`,
        head: '%PDF-',
        megabytes: 8,
        status: 404,
      },
      { url: '/api/documents/upload-universal', head: '%PDF-', megabytes: 8, status: 401 },
      { token: vendor, url: '/api/documents/upload-universal', head: '%PDF-', megabytes: 1, status: 201 },
    ];
    for (const c of cases) {
      const content = Buffer.alloc(c.megabytes * MB, 0x20);
      content.write(c.head, 'latin1');
      const form = new FormData();
      form.append('documentType', 'INCOME_PROOF');
      form.append('applicationId', vendorApplicationId);
      form.append('document', new Blob([content]), 'archivo.pdf');
      const res = await fetch(`${address}${c.url}`, {
        method: 'POST',
        body: form,
        headers: c.token ? { authorization: `Bearer ${c.token}` } : {},
        signal: AbortSignal.timeout(10_000),
      });
      expect(res.status, c.url).toBe(c.status);
      const next = await fetch(`${address}/api/documents?limit=1`, {
        headers: { authorization: `Bearer ${vendor}` },
        signal: AbortSignal.timeout(10_000),
      });
      expect(next.status).toBe(200);
    }
  });
});
