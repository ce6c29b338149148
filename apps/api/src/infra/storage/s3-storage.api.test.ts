import { createHash } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { sweepOrphanFiles } from '../../jobs/orphan-files.job.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { bigPdf, EXE, type FilePart, MB, multipartBody, PDF, PNG } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';
import { S3_KEY_PREFIX } from './s3-storage.ts';
import { startTestS3Server, type TestS3Server } from './s3-test-server.ts';

let s3: TestS3Server;
let t: TestApp;
let vendor: string;
let vendor2: string;
let admin: string;
let applicationId: string;
const logLines: string[] = [];

beforeAll(async () => {
  s3 = await startTestS3Server();
  t = await createTestApp({
    env: { SEED_DEMO: 'true', LOG_LEVEL: 'trace', ...s3.env },
    logStream: { write: (line: string) => logLines.push(line) },
  });
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  vendor2 = await loginAs(t.app, 'vendor', 'vendedor2', 'vendedor12345');
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  const [mine] = await queryRows<{ id: string }>(
    t.app.db,
    sql`select a.id from credit_applications a join vendors v on v.id = a.vendor_id
        where v.username = 'vendedor' limit 1`,
  );
  applicationId = mine?.id as string;
  expect(applicationId).toBeTruthy();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function objects() {
  const client = new S3Client(s3.settings);
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  } finally {
    client.destroy();
  }
}

async function upload(file: FilePart, token = vendor) {
  const form = multipartBody({ documentType: 'CEDULA', applicationId }, file);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents/upload-universal',
    payload: form.payload,
    headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

const download = (id: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/documents/${id}/download`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const storageKeyOf = async (documentId: string) =>
  (
    await queryRows<{ key: string }>(
      t.app.db,
      sql`select storage_key as key from documents where id = ${documentId}`,
    )
  )[0]?.key;

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe('documents with STORAGE=s3', () => {
  it('stores an upload in the bucket and streams it back only through the authorised route', async () => {
    expect(t.app.documentStorage.driver).toBe('s3');
    const res = await upload({ filename: 'cédula.pdf', content: PDF });
    expect(res.status).toBe(201);
    const document = res.body.data.document;
    expect(document.fileUrl).toBe(`/api/documents/${document.id}/download`);
    expect(await objects()).toContain(`${S3_KEY_PREFIX}${await storageKeyOf(document.id)}`);

    const mine = await download(document.id, vendor);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-length']).toBe(String(PDF.length));
    expect(mine.headers['cache-control']).toBe('private, no-store');

    expect((await download(document.id, vendor2)).statusCode).toBe(404);
    expect((await download(document.id)).statusCode).toBe(401);
  });

  it('takes a document of several parts at the general limit and gives back the same bytes', async () => {
    const content = bigPdf(10 * MB);
    const res = await upload({ filename: 'estado de cuenta.pdf', content });
    expect(res.status).toBe(201);
    const served = await download(res.body.data.document.id, admin);
    expect(served.statusCode).toBe(200);
    expect(sha256(served.rawPayload)).toBe(sha256(content));
    expect(await s3.pendingUploads()).toEqual([]);
  });

  it('refuses a file too large or of the wrong type in Spanish, leaving no object and no row', async () => {
    const before = await objects();
    const rows = async () =>
      (await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from documents`))[0]?.n;
    const rowsBefore = await rows();

    const tooLarge = await upload({ filename: 'grande.pdf', content: bigPdf(10 * MB + 1) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ success: false, code: 'FILE_TOO_LARGE' });
    expect(tooLarge.body.message).toMatch(/10 MB/);

    const program = await upload({ filename: 'factura.pdf', content: EXE });
    expect(program.status).toBe(400);
    expect(program.body).toMatchObject({ success: false, code: 'INVALID_FILE_TYPE' });

    expect(await objects()).toEqual(before);
    expect(await s3.pendingUploads()).toEqual([]);
    expect(await rows()).toBe(rowsBefore);
  });

  it('keeps a motorcycle photo in the bucket and serves it from the app', async () => {
    const [motorcycle] = await queryRows<{ id: string }>(t.app.db, sql`select id from motorcycles limit 1`);
    const form = multipartBody(
      {},
      { field: 'image', filename: 'foto.png', content: PNG, contentType: 'image/png' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/motorcycles/${motorcycle?.id}/image`,
      payload: form.payload,
      headers: { 'content-type': form.contentType, authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json().data.motorcycle;
    expect(imageUrl).toMatch(/^\/api\/motorcycles\//);
    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('lets the orphan sweep remove an object no row uses, and keep every one in use', async () => {
    const orphan = await t.app.documentStorage.save(PDF);
    const inUse = (await objects()).filter((key) => !key.endsWith(orphan.key));
    // The sweep's own clock, two hours on: the app's sessions keep the real time.
    const later = new TestClock();
    later.advance(2 * 60 * 60 * 1000);
    const { db, sms, log, documentStorage: storage } = t.app;
    const result = await sweepOrphanFiles({ db, clock: later, sms, log, storage });
    expect(result).toEqual({ processed: 1, skipped: inUse.length });
    expect(await objects()).toEqual(inUse);
  });

  it('answers 503 in Spanish when the store stops answering, and never logs its secret key', async () => {
    const uploaded = await upload({ filename: 'recibo.pdf', content: PDF });
    expect(uploaded.status).toBe(201);
    await s3.close();

    const res = await download(uploaded.body.data.document.id, vendor);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      code: 'STORAGE_UNAVAILABLE',
      message: 'El almacenamiento de documentos no está disponible. Intente nuevamente.',
    });
    const refused = await upload({ filename: 'otro.pdf', content: PDF });
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('STORAGE_UNAVAILABLE');

    // The cause is kept for whoever reads the log; the key pair is not.
    const log = logLines.join('');
    expect(log).toMatch(/"type":"StorageUnavailableError".*ECONNREFUSED/);
    expect(log).not.toContain(s3.env.S3_SECRET_ACCESS_KEY);
  });
});
