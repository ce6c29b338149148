import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DISBURSEMENT_DOCUMENT_TYPES, documentSizeLimit } from '@quincena/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GuardResult,
  guardUpload,
  UploadTooLargeError,
  UploadTypeError,
} from '../../modules/documents/index.ts';
import { EXE, MB, PDF } from '../../test/multipart.ts';
import { type DocumentStorage, STORAGE_KEY_PATTERN, StoredObjectNotFoundError } from './document-storage.ts';

export interface StorageUnderTest {
  storage: DocumentStorage;
  /** Everything the backend holds, finished or not (files; objects and unfinished multipart uploads). */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

/** A PDF of `bytes` bytes: the real header, then random bytes, as a stream of 64 KiB chunks. */
function pdfOf(bytes: number) {
  const content = Buffer.concat([PDF, randomBytes(bytes - PDF.length)]);
  const chunks = function* () {
    for (let at = 0; at < content.length; at += 64 * 1024) yield content.subarray(at, at + 64 * 1024);
  };
  return { content, stream: () => Readable.from(chunks()) };
}

/** An upload as the documents module streams it: through the content and size guard. */
const guarded = (source: Readable, maxBytes: number) =>
  Readable.from(
    guardUpload(source, { maxBytes, accepted: ['pdf'], filename: 'a.pdf', result: {} as GuardResult }),
  );

async function bytesOf(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { content: Buffer.concat(chunks), chunks: chunks.length };
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

const GENERAL_LIMIT = documentSizeLimit('CEDULA');
const DISBURSEMENT_LIMIT = documentSizeLimit(DISBURSEMENT_DOCUMENT_TYPES[0]);
const FAR_FUTURE = new Date(Date.now() + 24 * 60 * 60 * 1000);

/** The behaviour every document store shares; each adapter's test file runs it against its own backend. */
export function documentStorageContract(name: string, start: () => Promise<StorageUnderTest>) {
  describe(`${name}: the document storage contract`, () => {
    let subject: StorageUnderTest;
    let storage: DocumentStorage;
    beforeAll(async () => {
      subject = await start();
      storage = subject.storage;
    });
    afterAll(() => subject?.close());

    /** Runs a save that must fail, and checks that the store holds exactly what it held before. */
    async function expectNothingLeft(save: () => Promise<unknown>) {
      const before = (await subject.leftovers()).sort();
      const failure = await save().then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(failure).toBeInstanceOf(Error);
      expect((await subject.leftovers()).sort()).toEqual(before);
      return failure;
    }

    it('stores content under a fresh random key and gives the same bytes back', async () => {
      const first = await storage.save(PDF);
      const second = await storage.save(PDF);
      expect(first).toMatchObject({ size: PDF.length });
      expect(first.key).toMatch(STORAGE_KEY_PATTERN);
      expect(second.key).toMatch(STORAGE_KEY_PATTERN);
      expect(second.key).not.toBe(first.key);
      expect((await bytesOf(await storage.open(first.key))).content.equals(PDF)).toBe(true);
    });

    it('streams an upload at the general limit in and out, chunk by chunk, leaving only the object', async () => {
      const file = pdfOf(GENERAL_LIMIT);
      const before = await subject.leftovers();
      const saved = await storage.save(guarded(file.stream(), GENERAL_LIMIT));
      expect(saved.size).toBe(GENERAL_LIMIT);
      const download = await storage.open(saved.key);
      expect(download).toBeInstanceOf(Readable);
      const read = await bytesOf(download);
      expect(read.chunks).toBeGreaterThan(1);
      expect(sha256(read.content)).toBe(sha256(file.content));
      expect((await subject.leftovers()).length).toBe(before.length + 1);
    });

    it('refuses a file over its limit mid-stream and leaves nothing behind, however far it got', async () => {
      // Refused at 5 MB (in S3, before a part is sent) and at 10 MB (after one is).
      for (const limit of [DISBURSEMENT_LIMIT, GENERAL_LIMIT]) {
        const failure = await expectNothingLeft(() =>
          storage.save(guarded(pdfOf(limit + MB).stream(), limit)),
        );
        expect(failure).toBeInstanceOf(UploadTooLargeError);
      }
    });

    it('refuses content that is not an accepted type before storing anything', async () => {
      const failure = await expectNothingLeft(() =>
        storage.save(guarded(Readable.from([EXE]), GENERAL_LIMIT)),
      );
      expect(failure).toBeInstanceOf(UploadTypeError);
    });

    it('leaves nothing behind when the upload is cut off, and passes the source’s error on', async () => {
      const cutOff = new Error('client went away');
      const source = async function* () {
        yield pdfOf(7 * MB).content;
        throw cutOff;
      };
      expect(await expectNothingLeft(() => storage.save(Readable.from(source())))).toBe(cutOff);
    });

    it('removes a file; removing it again is no error, and opening it answers not found', async () => {
      const { key } = await storage.save(PDF);
      await storage.remove(key);
      await storage.remove(key);
      await expect(storage.open(key)).rejects.toBeInstanceOf(StoredObjectNotFoundError);
      expect(await subject.leftovers()).not.toContainEqual(expect.stringContaining(key));
    });

    it('answers not found for a key it never stored, and for anything that is not a key', async () => {
      for (const key of [randomUUID(), '../../etc/passwd', `uploads/${randomUUID()}`, '']) {
        await expect(storage.open(key)).rejects.toBeInstanceOf(StoredObjectNotFoundError);
      }
    });

    it('lists the keys written before an instant, for the orphan sweep', async () => {
      const { key } = await storage.save(PDF);
      const listed = async (before: Date) => {
        const keys: string[] = [];
        for await (const listedKey of storage.listKeys(before)) keys.push(listedKey);
        return keys;
      };
      expect(await listed(FAR_FUTURE)).toContain(key);
      expect(await listed(new Date(Date.now() - 60 * 60 * 1000))).not.toContain(key);
    });
  });
}
