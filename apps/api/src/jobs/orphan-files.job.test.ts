import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import type { DocumentStorage } from '../infra/storage/index.ts';
import { insertDocument } from '../modules/documents/documents.repository.ts';
import { PDF, PNG } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClock } from '../test/test-clock.ts';
import { sweepOrphanFiles } from './orphan-files.job.ts';

const HOUR = 60 * 60 * 1000;
let t: TestApp;
const clock = new TestClock();
let storage: DocumentStorage;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SEED_DEMO: 'true' } });
  storage = t.app.documentStorage;
});
afterAll(() => t?.close());

const sweep = () => sweepOrphanFiles({ db: t.app.db, clock, sms: t.app.sms, log: t.app.log, storage });

async function storedKeys() {
  const keys: string[] = [];
  for await (const key of storage.listKeys(new Date(Date.now() + 24 * HOUR))) keys.push(key);
  return keys.sort();
}

describe('the orphan-file sweep', () => {
  it('removes files no row uses once they are an hour old, and keeps every file in use', async () => {
    // A document's file and a motorcycle's photo, as the upload routes leave them.
    const [application] = await queryRows<{ id: string; customer_id: string }>(
      t.app.db,
      sql`select id, customer_id from credit_applications limit 1`,
    );
    const documentFile = await storage.save(PDF);
    await insertDocument(t.app.db, {
      customerId: application?.customer_id,
      applicationId: application?.id,
      documentType: 'CONTRACT',
      originalName: 'contrato.pdf',
      storageKey: documentFile.key,
      mimeType: 'application/pdf',
      fileSize: documentFile.size,
      uploadedByRole: 'admin',
    });
    const photo = await storage.save(PNG);
    await t.app.db.execute(
      sql`update motorcycles set image_key = ${photo.key} where id = (select id from motorcycles limit 1)`,
    );
    // Left behind by a crash between writing the file and inserting its row.
    const orphan = await storage.save(Buffer.from('%PDF-1.4 cut short'));

    // Within the hour it may still be an upload in flight: nothing goes.
    expect(await sweep()).toMatchObject({ processed: 0 });
    expect(await storedKeys()).toContain(orphan.key);

    clock.advance(2 * HOUR);
    const result = await sweep();
    expect(result.processed).toBe(1);
    const left = await storedKeys();
    expect(left).not.toContain(orphan.key);
    expect(left).toEqual(expect.arrayContaining([documentFile.key, photo.key]));
    expect(result.skipped).toBe(left.length);
  });
});
