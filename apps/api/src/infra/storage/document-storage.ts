import type { Readable } from 'node:stream';
import { AppError } from '../../errors.ts';

export interface StoredObject {
  /** Random name chosen by the store; never derived from user input. */
  key: string;
  size: number;
}

/**
 * Where uploaded files live. Adapters are chosen by configuration (`STORAGE`): a folder on disk or
 * an S3-compatible bucket, behind one interface so the modules that store files do not change.
 */
export interface DocumentStorage {
  readonly driver: 'disk' | 's3';
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

/**
 * The store did not answer or refused the request (network, credentials, outage): the user hears
 * a 503 in Spanish and may retry; the cause stays in the server log.
 */
export class StorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(
      503,
      'STORAGE_UNAVAILABLE',
      'El almacenamiento de documentos no está disponible. Intente nuevamente.',
    );
    this.cause = cause;
  }
}

/** Keys are UUIDs: anything else is refused before it reaches a path or a bucket. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
