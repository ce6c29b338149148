import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSettings } from './s3-storage.ts';

export interface TestS3Server {
  settings: S3StorageSettings;
  /** The same settings as environment variables, for an app built with STORAGE=s3. */
  env: Record<string, string>;
  /** Multipart uploads started and neither completed nor aborted. */
  pendingUploads(): Promise<string[]>;
  close(): Promise<void>;
}

/** s3rver checks signatures against the key pairs of its one account. */
const s3rverAccount = createRequire(import.meta.url)('s3rver/lib/models/account.js') as {
  DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
};

/** s3rver's folder of unfinished multipart uploads, one subfolder per upload id. */
const uploadsFolder = (root: string, bucket: string) => path.join(root, bucket, '._S3rver_uploads');

/**
 * A local S3-compatible server (s3rver, files in a temporary folder) on a free loopback port, with
 * one empty bucket. s3rver lacks AbortMultipartUpload; in front of it, this answers that one call
 * as S3 does (204, the upload's parts gone; 404 NoSuchUpload for an unknown id), unless
 * `abortMultipart` is false, which keeps s3rver's own refusal.
 */
export async function startTestS3Server(options: { abortMultipart?: boolean } = {}): Promise<TestS3Server> {
  const root = await mkdtemp(path.join(tmpdir(), 'quincena-s3-'));
  const bucket = `quincena-${randomBytes(4).toString('hex')}`;
  const s3 = new S3rver({ directory: root, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3.configureBuckets();
  const handle = s3.callback();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const uploadId = url.searchParams.get('uploadId');
    if (options.abortMultipart === false || req.method !== 'DELETE' || !uploadId) return handle(req, res);
    const folder = path.join(uploadsFolder(root, bucket), path.basename(uploadId));
    const exists = await stat(folder).then(
      () => true,
      () => false,
    );
    req.resume();
    if (!exists) {
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code></Error>');
      return;
    }
    await rm(folder, { recursive: true, force: true });
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  // A key pair of its own, so a test can search the logs for a secret nothing else contains.
  const credentials = {
    accessKeyId: `AKQ${randomBytes(8).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(24).toString('base64url'),
  };
  s3rverAccount.DUMMY_ACCOUNT.createKeyPair(credentials.accessKeyId, credentials.secretAccessKey);

  return {
    settings: { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials },
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async pendingUploads() {
      return readdir(uploadsFolder(root, bucket)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await rm(root, { recursive: true, force: true });
    },
  };
}
