import { randomUUID } from 'node:crypto';
import { mkdir, open, opendir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type DocumentStorage, STORAGE_KEY_PATTERN, StoredObjectNotFoundError } from './document-storage.ts';

export interface DiskDocumentStorage extends DocumentStorage {
  readonly driver: 'disk';
  /** The folder holding the files (tests count its entries). */
  readonly root: string;
}

/**
 * Files under one folder, each named by a random UUID (no extension, nothing from the user).
 * `removeOnClose` is for throw-away folders (in-memory database mode).
 */
export async function createDiskStorage(
  root: string,
  options: { removeOnClose?: boolean } = {},
): Promise<DiskDocumentStorage> {
  await mkdir(root, { recursive: true, mode: 0o700 });

  const pathOf = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new StoredObjectNotFoundError();
    return path.join(root, key);
  };

  return {
    driver: 'disk',
    root,
    async save(content) {
      const key = randomUUID();
      const target = pathOf(key);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      // Open the file before streaming: a write stream opens lazily, and a refusal that came first
      // would let it create the file after the clean-up below, leaving an orphan behind.
      const handle = await open(target, 'wx', 0o600);
      try {
        await pipeline(source, counter, handle.createWriteStream());
      } catch (err) {
        await handle.close().catch(() => {});
        await rm(target, { force: true });
        throw err;
      }
      return { key, size };
    },
    async open(key) {
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredObjectNotFoundError();
        throw err;
      }
    },
    async *listKeys(before) {
      for await (const entry of await opendir(root)) {
        if (!entry.isFile() || !STORAGE_KEY_PATTERN.test(entry.name)) continue;
        const { mtime } = await stat(path.join(root, entry.name)).catch(() => ({ mtime: before }));
        if (mtime < before) yield entry.name;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async close() {
      if (options.removeOnClose) await rm(root, { recursive: true, force: true });
    },
  };
}
