import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { DocumentStorage } from './document-storage.ts';

export type { DiskDocumentStorage } from './disk-storage.ts';
export * from './document-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    documentStorage: DocumentStorage;
  }
}

/**
 * Which store holds documents. Only 'disk' exists today; an S3-compatible adapter is one more
 * member of this union and one more branch in createDocumentStorage. `documentStorage` is read
 * from the app configuration once it carries it (e.g. a DOCUMENT_STORAGE variable); until then
 * the disk is the default.
 */
export type StorageSettings = { driver: 'disk'; dataDir: string };

export function storageSettingsFrom(
  config: Pick<AppConfig, 'dataDir'> & { documentStorage?: StorageSettings['driver'] },
): StorageSettings {
  return { driver: config.documentStorage ?? 'disk', dataDir: config.dataDir };
}

export async function createDocumentStorage(settings: StorageSettings): Promise<DocumentStorage> {
  switch (settings.driver) {
    case 'disk': {
      // With an in-memory database the files are throw-away too: a fresh temporary folder.
      if (settings.dataDir.startsWith('memory://')) {
        const root = await mkdtemp(path.join(tmpdir(), 'quincena-uploads-'));
        return createDiskStorage(root, { removeOnClose: true });
      }
      return createDiskStorage(path.join(settings.dataDir, 'uploads'));
    }
  }
}

/** Decorates the app with the configured store (`app.documentStorage`) and closes it with the app. */
export const documentStoragePlugin = fp(async (app: FastifyInstance) => {
  const storage = await createDocumentStorage(storageSettingsFrom(app.config));
  app.decorate('documentStorage', storage);
  app.addHook('onClose', () => storage.close());
});
