import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { DocumentStorage } from './document-storage.ts';
import { createS3Storage, type S3StorageSettings } from './s3-storage.ts';

export type { DiskDocumentStorage } from './disk-storage.ts';
export * from './document-storage.ts';
export type { S3DocumentStorage } from './s3-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    documentStorage: DocumentStorage;
  }
}

/** Which store holds documents, from `STORAGE` (and the S3_* variables) in the app configuration. */
export type StorageSettings = { driver: 'disk'; dataDir: string } | ({ driver: 's3' } & S3StorageSettings);

export function storageSettingsFrom(config: Pick<AppConfig, 'dataDir' | 'storage'>): StorageSettings {
  const { storage } = config;
  if (storage.driver === 's3') return storage;
  return { driver: 'disk', dataDir: config.dataDir };
}

export async function createDocumentStorage(
  settings: StorageSettings,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<DocumentStorage> {
  switch (settings.driver) {
    case 'disk': {
      // With an in-memory database the files are throw-away too: a fresh temporary folder.
      if (settings.dataDir.startsWith('memory://')) {
        const root = await mkdtemp(path.join(tmpdir(), 'quincena-uploads-'));
        return createDiskStorage(root, { removeOnClose: true });
      }
      return createDiskStorage(path.join(settings.dataDir, 'uploads'));
    }
    case 's3': {
      const { driver: _, ...s3 } = settings;
      return createS3Storage(s3, { warn: (details, message) => log.warn(details, message) });
    }
  }
}

/** Decorates the app with the configured store (`app.documentStorage`) and closes it with the app. */
export const documentStoragePlugin = fp(async (app: FastifyInstance) => {
  const storage = await createDocumentStorage(storageSettingsFrom(app.config), app.log);
  app.decorate('documentStorage', storage);
  app.addHook('onClose', () => storage.close());
});
