import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import {
  type DocumentStorage,
  STORAGE_KEY_PATTERN,
  StorageUnavailableError,
  StoredObjectNotFoundError,
} from './document-storage.ts';

export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2 …); absent for AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Absent: the SDK's default chain (AWS_* variables, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface S3DocumentStorage extends DocumentStorage {
  readonly driver: 's3';
  readonly bucket: string;
}

/**
 * Objects are `uploads/<uuid>`, as files are `DATA_DIR/uploads/<uuid>`: in a bucket shared with
 * other data, the orphan sweep lists and deletes nothing outside this prefix.
 */
export const S3_KEY_PREFIX = 'uploads/';

/** S3's smallest multipart part. A file no larger than this goes up in one PutObject. */
export const PART_BYTES = 5 * 1024 * 1024;

type Warn = (details: Record<string, unknown>, message: string) => void;

/** Only what says what failed: an SDK error's name and status, never its request (which is signed). */
function failureOf(err: unknown) {
  const e = err as {
    name?: string;
    code?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  return { name: e.code ?? e.name, message: e.message, status: e.$metadata?.httpStatusCode };
}

/**
 * Documents in an S3-compatible bucket. Uploads stream in parts of PART_BYTES (one part held in
 * memory at a time); an upload that fails or is refused mid-stream is aborted, so no object and
 * no unfinished multipart upload is left. Downloads stream the object's body; the bucket is never
 * exposed (no public or presigned URL), every read goes through the app's authorised routes.
 * Checks at start that the bucket answers, so a wrong name or key stops the app before it serves.
 */
export async function createS3Storage(
  settings: S3StorageSettings,
  options: { warn: Warn },
): Promise<S3DocumentStorage> {
  const Bucket = settings.bucket;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Fail fast when the store is unreachable; a download whose reader stalls for a minute is dropped.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });

  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (err) {
    client.destroy();
    const { name, status } = failureOf(err);
    throw new Error(
      `S3 bucket "${Bucket}" is not reachable: ${name ?? 'error'}${status ? ` (${status})` : ''}`,
    );
  }

  const objectKey = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new StoredObjectNotFoundError();
    return `${S3_KEY_PREFIX}${key}`;
  };
  /** The store's own failures become a 503; errors raised by the upload's source pass through as they are. */
  const send = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      throw new StorageUnavailableError(err);
    }
  };

  return {
    driver: 's3',
    bucket: Bucket,
    async save(content) {
      const key = randomUUID();
      const Key = objectKey(key);
      const source: AsyncIterable<Buffer> | Iterable<Buffer> = Buffer.isBuffer(content) ? [content] : content;
      let uploadId: string | undefined;
      const parts: CompletedPart[] = [];
      let held: Buffer[] = [];
      let heldBytes = 0;
      let size = 0;
      const take = () => {
        const body = Buffer.concat(held, heldBytes);
        held = [];
        heldBytes = 0;
        return body;
      };
      const sendPart = async (Body: Buffer) => {
        if (uploadId === undefined) {
          const created = await send(() => client.send(new CreateMultipartUploadCommand({ Bucket, Key })));
          uploadId = created.UploadId;
        }
        const PartNumber = parts.length + 1;
        const { ETag } = await send(() =>
          client.send(new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body })),
        );
        parts.push({ ETag, PartNumber });
      };
      try {
        for await (const chunk of source) {
          size += chunk.length;
          held.push(chunk);
          heldBytes += chunk.length;
          if (heldBytes > PART_BYTES) await sendPart(take());
        }
        if (uploadId === undefined) {
          // The whole file fitted in one part: a single PutObject, which S3 stores whole or not at all.
          await send(() => client.send(new PutObjectCommand({ Bucket, Key, Body: take() })));
        } else {
          if (heldBytes > 0) await sendPart(take());
          await send(() =>
            client.send(
              new CompleteMultipartUploadCommand({
                Bucket,
                Key,
                UploadId: uploadId,
                MultipartUpload: { Parts: parts },
              }),
            ),
          );
        }
      } catch (err) {
        if (uploadId !== undefined) {
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId }))
            .catch((abortErr: unknown) => {
              // The bucket's lifecycle rule for incomplete uploads reclaims what this could not.
              options.warn(
                { key, failure: failureOf(abortErr) },
                'could not abort a refused multipart upload',
              );
            });
        }
        throw err;
      }
      return { key, size };
    },
    async open(key) {
      const Key = objectKey(key);
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key }));
        // In Node the SDK's body is the HTTP response as a stream: it is piped out, never buffered.
        return Body as Readable;
      } catch (err) {
        if (err instanceof NoSuchKey) throw new StoredObjectNotFoundError();
        throw new StorageUnavailableError(err);
      }
    },
    async *listKeys(before) {
      const pages = paginateListObjectsV2({ client }, { Bucket, Prefix: S3_KEY_PREFIX });
      try {
        for await (const page of pages) {
          for (const object of page.Contents ?? []) {
            const key = object.Key?.slice(S3_KEY_PREFIX.length) ?? '';
            if (STORAGE_KEY_PATTERN.test(key) && object.LastModified && object.LastModified < before) {
              yield key;
            }
          }
        }
      } catch (err) {
        throw new StorageUnavailableError(err);
      }
    },
    async remove(key) {
      const Key = objectKey(key);
      await send(() => client.send(new DeleteObjectCommand({ Bucket, Key })));
    },
    async close() {
      client.destroy();
    },
  };
}
