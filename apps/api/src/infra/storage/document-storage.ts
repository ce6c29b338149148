import type { Readable } from 'node:stream';

export interface StoredObject {
  /** Random name chosen by the store; never derived from user input. */
  key: string;
  size: number;
}

/**
 * Where uploaded files live. Adapters are chosen by configuration: the disk today, an
 * S3-compatible bucket later (same interface, so the documents module does not change).
 */
export interface DocumentStorage {
  readonly driver: 'disk';
  /** Writes the whole content; on failure (including an error raised by the source) nothing is left behind. */
  save(content: Readable | Buffer): Promise<StoredObject>;
  /** Opens a stored file; throws StoredObjectNotFoundError when it is missing. */
  open(key: string): Promise<Readable>;
  /** The keys of the files last written before `before`, for the sweep of orphaned uploads. */
  listKeys(before: Date): AsyncIterable<string>;
  /** Removes a stored file; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Releases what the adapter holds (the disk adapter removes a temporary folder it created). */
  close(): Promise<void>;
}

export class StoredObjectNotFoundError extends Error {
  constructor() {
    super('stored object not found');
    this.name = 'StoredObjectNotFoundError';
  }
}

/** Keys are UUIDs: anything else is refused before it reaches a path or a bucket. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
