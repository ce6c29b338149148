import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardUpload, UploadTooLargeError } from '../../modules/documents/file-content.ts';
import { MB, PDF } from '../../test/multipart.ts';
import { StorageUnavailableError } from './document-storage.ts';
import { createS3Storage, S3_KEY_PREFIX, type S3StorageSettings } from './s3-storage.ts';
import { startTestS3Server, type TestS3Server } from './s3-test-server.ts';
import { documentStorageContract } from './storage-contract.ts';

const FAR_FUTURE = new Date(Date.now() + 24 * 60 * 60 * 1000);

/** Every object in the bucket, whatever its prefix. */
async function objectsIn(settings: S3StorageSettings) {
  const client = new S3Client(settings);
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '');
  } finally {
    client.destroy();
  }
}

function recordingWarn() {
  const calls: { details: Record<string, unknown>; message: string }[] = [];
  return {
    calls,
    warn: (details: Record<string, unknown>, message: string) => calls.push({ details, message }),
  };
}

documentStorageContract('s3', async () => {
  const server = await startTestS3Server();
  const storage = await createS3Storage(server.settings, recordingWarn());
  return {
    storage,
    leftovers: async () => [
      ...(await objectsIn(server.settings)),
      ...(await server.pendingUploads()).map((id) => `unfinished upload ${id}`),
    ],
    async close() {
      await storage.close();
      await server.close();
    },
  };
});

describe('the S3 adapter', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startTestS3Server();
  });
  afterAll(() => server?.close());

  it('keeps documents under uploads/ and lists only its own keys, whatever else the bucket holds', async () => {
    const storage = await createS3Storage(server.settings, recordingWarn());
    const { key } = await storage.save(PDF);
    const client = new S3Client(server.settings);
    const head = await client.send(
      new HeadObjectCommand({ Bucket: server.settings.bucket, Key: `${S3_KEY_PREFIX}${key}` }),
    );
    expect(head.ContentLength).toBe(PDF.length);
    const foreign = [randomUUID(), `backups/${randomUUID()}`];
    for (const Key of foreign) {
      await client.send(new PutObjectCommand({ Bucket: server.settings.bucket, Key, Body: PDF }));
    }
    client.destroy();
    const listed: string[] = [];
    for await (const listedKey of storage.listKeys(FAR_FUTURE)) listed.push(listedKey);
    expect(listed).toContain(key);
    for (const Key of foreign) expect(listed.some((listedKey) => Key.endsWith(listedKey))).toBe(false);
    await storage.close();
  });

  it('refuses to start on a missing bucket or a wrong key, naming the bucket and never the secret', async () => {
    const secret = server.settings.credentials?.secretAccessKey as string;
    const missing = createS3Storage({ ...server.settings, bucket: 'no-such-bucket' }, recordingWarn());
    await expect(missing).rejects.toThrow(/"no-such-bucket" is not reachable/);
    // s3rver checks the key id, not the V4 signature: an unknown id stands for any wrong key.
    const wrongKey = createS3Storage(
      { ...server.settings, credentials: { accessKeyId: 'AKQUNKNOWN', secretAccessKey: secret } },
      recordingWarn(),
    );
    const failure = await wrongKey.catch((err: Error) => err);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/not reachable.*403/);
    expect((failure as Error).message).not.toContain(secret);
  });

  it('answers every operation with a 503 once the store stops answering', async () => {
    const doomed = await startTestS3Server();
    const storage = await createS3Storage(doomed.settings, recordingWarn());
    const { key } = await storage.save(PDF);
    await doomed.close();
    const listing = async () => {
      for await (const _ of storage.listKeys(FAR_FUTURE)) break;
    };
    for (const operation of [
      () => storage.save(PDF),
      () => storage.open(key),
      () => storage.remove(key),
      listing,
    ]) {
      const failure = await operation().catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(StorageUnavailableError);
      expect(failure).toMatchObject({ statusCode: 503, code: 'STORAGE_UNAVAILABLE' });
    }
    await storage.close();
  });

  it('logs a refused upload that the store would not abort, and still answers the refusal', async () => {
    const noAbort = await startTestS3Server({ abortMultipart: false });
    const { calls, warn } = recordingWarn();
    const storage = await createS3Storage(noAbort.settings, { warn });
    const content = Buffer.concat([PDF, Buffer.alloc(7 * MB)]);
    const upload = Readable.from(
      guardUpload(Readable.from([content.subarray(0, 6 * MB), content.subarray(6 * MB)]), {
        maxBytes: 6 * MB,
        accepted: ['pdf'],
        filename: 'a.pdf',
        result: {},
      }),
    );
    await expect(storage.save(upload)).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(calls).toEqual([
      {
        details: expect.objectContaining({ key: expect.any(String) }),
        message: 'could not abort a refused multipart upload',
      },
    ]);
    expect(JSON.stringify(calls)).not.toContain(noAbort.settings.credentials?.secretAccessKey);
    // No object either way; the unfinished upload is what the bucket's lifecycle rule reclaims.
    expect(await objectsIn(noAbort.settings)).toEqual([]);
    expect(await noAbort.pendingUploads()).toHaveLength(1);
    await storage.close();
    await noAbort.close();
  });
});
