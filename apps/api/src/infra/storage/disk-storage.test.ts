import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDiskStorage } from './disk-storage.ts';
import { documentStorageContract } from './storage-contract.ts';

documentStorageContract('disk', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'quincena-disk-contract-'));
  const storage = await createDiskStorage(root, { removeOnClose: true });
  return { storage, leftovers: () => readdir(root), close: () => storage.close() };
});
