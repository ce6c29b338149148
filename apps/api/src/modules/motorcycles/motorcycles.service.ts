import { Readable } from 'node:stream';
import {
  buildPagination,
  FILE_KINDS,
  type FileKind,
  fromCents,
  MOTORCYCLE_IMAGE_FIELD,
  MOTORCYCLE_IMAGE_KINDS,
  MOTORCYCLE_IMAGE_MAX_BYTES,
  type Motorcycle,
  type MotorcycleInput,
  motorcycleImageMessages,
  type motorcycleListQuery,
  toCents,
  type updateMotorcycleBody,
} from '@quincena/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import { type DocumentStorage, StoredObjectNotFoundError } from '../../infra/storage/index.ts';
import { auditDeleted, auditDiff, motorcycleSnapshot, recordAudit } from '../audit/index.ts';
import type { UploadPart } from '../documents/index.ts';
import { type GuardResult, guardUpload, UploadTooLargeError, UploadTypeError } from '../documents/index.ts';
import {
  findMotorcycle,
  insertMotorcycle,
  listMotorcycles,
  lockMotorcycle,
  type MotorcycleRow,
  updateMotorcycle,
} from './motorcycles.repository.ts';

/** The photo's address; the version changes with each new photo, so browsers may cache it for good. */
const imageVersionOf = (imageKey: string) => imageKey.slice(0, 8);

export function toMotorcycle(row: MotorcycleRow): Motorcycle {
  return {
    id: row.id,
    brand: row.brand,
    model: row.model,
    year: row.year,
    engineSize: row.engineSize,
    color: row.color,
    price: fromCents(row.priceCents),
    description: row.description,
    specifications: row.specifications,
    isAvailable: row.isAvailable,
    imageUrl: row.imageKey ? `/api/motorcycles/${row.id}/image?v=${imageVersionOf(row.imageKey)}` : null,
    createdAt: row.createdAt.toISOString(),
  };
}

type ListQuery = z.infer<typeof motorcycleListQuery>;
type MotorcycleChanges = z.infer<typeof updateMotorcycleBody>;
/** Who changes a motorcycle; admins manage the back-office inventory, vendors their own catalog. */
type Actor = { role: 'admin' | 'vendor'; id: string };
/** Whose motorcycles: a vendor id, or null for the back-office inventory. */
type Owner = string | null;

const motorcycleNotFound = () => new NotFoundError('Moto no encontrada.', 'MOTORCYCLE_NOT_FOUND');
const availability = (v?: 'true' | 'false') => (v === undefined ? undefined : v === 'true');

/** A vendor's catalog, or the back-office inventory when `vendorId` is null. */
export async function listCatalog(db: Database, vendorId: Owner, query: ListQuery) {
  const { rows, total } = await listMotorcycles(
    db,
    { vendorId, search: query.search, isAvailable: availability(query.isAvailable) },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return { motorcycles: rows.map(toMotorcycle), pagination: buildPagination(query, total) };
}

/** Motorcycles a vendor may finance: its own catalog and the available back-office inventory. */
export async function findFinanceableMotorcycle(db: Database, id: string, vendorId: string | null) {
  const row = await findMotorcycle(db, id);
  const reachable = row && (row.vendorId === null ? row.isAvailable : row.vendorId === vendorId);
  if (!row || !reachable) throw motorcycleNotFound();
  return row;
}

async function ownedMotorcycle(db: Database, owner: Owner, id: string) {
  const row = await findMotorcycle(db, id);
  if (!row || row.vendorId !== owner) throw motorcycleNotFound();
  return row;
}

/** The spec's wizard creates its price-only placeholder with this shape. */
const isPlaceholderShape = (m: { model: string; engineSize: string; color: string }) =>
  m.model === 'Financing' && m.engineSize === 'N/A' && m.color === 'N/A';

async function createMotorcycle(db: Database, actor: Actor, owner: Owner, input: MotorcycleInput) {
  return db.transaction(async (tx) => {
    const { price, ...fields } = input;
    const row = await insertMotorcycle(tx, {
      ...fields,
      priceCents: toCents(price),
      vendorId: owner,
      isPlaceholder: owner !== null && isPlaceholderShape(fields),
    });
    await recordAudit(tx, {
      entityType: 'motorcycle',
      entityId: row.id,
      action: 'created',
      actor,
      changes: auditDiff(null, motorcycleSnapshot(row)),
    });
    return toMotorcycle(row);
  });
}

async function changeMotorcycle(
  db: Database,
  clock: Clock,
  actor: Actor,
  owner: Owner,
  id: string,
  input: MotorcycleChanges,
) {
  await ownedMotorcycle(db, owner, id);
  return db.transaction(async (tx) => {
    const before = await lockMotorcycle(tx, id);
    const { price, ...fields } = input;
    const row = await updateMotorcycle(tx, id, {
      ...fields,
      ...(price === undefined ? {} : { priceCents: toCents(price) }),
      updatedAt: clock.now(),
    });
    if (!before || !row) throw motorcycleNotFound();
    await recordAudit(tx, {
      entityType: 'motorcycle',
      entityId: id,
      action: 'updated',
      actor,
      changes: auditDiff(motorcycleSnapshot(before), motorcycleSnapshot(row)),
    });
    return toMotorcycle(row);
  });
}

/** Soft delete: applications keep pointing at the motorcycle they financed, so none is ever removed. */
async function removeMotorcycle(db: Database, clock: Clock, actor: Actor, owner: Owner, id: string) {
  await ownedMotorcycle(db, owner, id);
  await db.transaction(async (tx) => {
    const deletedAt = clock.now();
    await updateMotorcycle(tx, id, { deletedAt, isAvailable: false, updatedAt: deletedAt });
    await recordAudit(tx, {
      entityType: 'motorcycle',
      entityId: id,
      action: 'deleted',
      actor,
      changes: auditDeleted(deletedAt),
    });
  });
}

const vendorActor = (vendorId: string): Actor => ({ role: 'vendor', id: vendorId });
const adminActor = (adminId: string): Actor => ({ role: 'admin', id: adminId });

export async function getOwnMotorcycle(db: Database, vendorId: string, id: string) {
  return toMotorcycle(await ownedMotorcycle(db, vendorId, id));
}
export const createOwnMotorcycle = (db: Database, vendorId: string, input: MotorcycleInput) =>
  createMotorcycle(db, vendorActor(vendorId), vendorId, input);
export const updateOwnMotorcycle = (
  db: Database,
  clock: Clock,
  vendorId: string,
  id: string,
  input: MotorcycleChanges,
) => changeMotorcycle(db, clock, vendorActor(vendorId), vendorId, id, input);
export const deleteOwnMotorcycle = (db: Database, clock: Clock, vendorId: string, id: string) =>
  removeMotorcycle(db, clock, vendorActor(vendorId), vendorId, id);

/** One motorcycle of the back-office inventory (public: the catalog pickers and the admin). */
export async function getInventoryMotorcycle(db: Database, id: string) {
  return toMotorcycle(await ownedMotorcycle(db, null, id));
}
export const createInventoryMotorcycle = (db: Database, adminId: string, input: MotorcycleInput) =>
  createMotorcycle(db, adminActor(adminId), null, input);
export const updateInventoryMotorcycle = (
  db: Database,
  clock: Clock,
  adminId: string,
  id: string,
  input: MotorcycleChanges,
) => changeMotorcycle(db, clock, adminActor(adminId), null, id, input);
export const deleteInventoryMotorcycle = (db: Database, clock: Clock, adminId: string, id: string) =>
  removeMotorcycle(db, clock, adminActor(adminId), null, id);

export interface ImageDeps {
  db: Database;
  clock: Clock;
  storage: DocumentStorage;
  log: FastifyBaseLogger;
}

/** Reads the form and stores its `image` file through the content and size guard. */
async function storeImage(storage: DocumentStorage, parts: AsyncIterable<UploadPart>) {
  let stored: { key: string; kind: FileKind } | undefined;
  for await (const part of parts) {
    if (part.type === 'field') continue;
    if (part.name !== MOTORCYCLE_IMAGE_FIELD || stored) {
      part.stream.resume();
      continue;
    }
    const result: GuardResult = {};
    try {
      const { key } = await storage.save(
        Readable.from(
          guardUpload(part.stream, {
            maxBytes: MOTORCYCLE_IMAGE_MAX_BYTES,
            accepted: MOTORCYCLE_IMAGE_KINDS,
            filename: part.filename,
            result,
          }),
        ),
      );
      stored = { key, kind: result.kind as FileKind };
    } catch (err) {
      if (err instanceof UploadTooLargeError) {
        throw new AppError(413, 'FILE_TOO_LARGE', motorcycleImageMessages.tooLarge);
      }
      if (err instanceof UploadTypeError) {
        throw new ValidationError(motorcycleImageMessages.invalidType, undefined, 'INVALID_FILE_TYPE');
      }
      throw err;
    }
  }
  return stored;
}

/**
 * Replaces the photo of an inventory motorcycle. The new file is stored first; the row is then
 * switched to it under a row lock, and the previous file removed once that is committed.
 */
export async function replaceMotorcycleImage(
  deps: ImageDeps,
  adminId: string,
  id: string,
  parts: AsyncIterable<UploadPart>,
) {
  // Refuse an unknown motorcycle before reading a byte of the file.
  await ownedMotorcycle(deps.db, null, id);
  const stored = await storeImage(deps.storage, parts);
  if (!stored) {
    throw new ValidationError(
      motorcycleImageMessages.required,
      [{ field: MOTORCYCLE_IMAGE_FIELD, message: motorcycleImageMessages.required }],
      'FILE_REQUIRED',
    );
  }
  const mimeType = FILE_KINDS[stored.kind].mimeType;
  try {
    const { row, previousKey } = await deps.db.transaction(async (tx) => {
      const before = await lockMotorcycle(tx, id);
      if (!before) throw motorcycleNotFound();
      const row = await updateMotorcycle(tx, id, {
        imageKey: stored.key,
        imageMimeType: mimeType,
        updatedAt: deps.clock.now(),
      });
      if (!row) throw motorcycleNotFound();
      await recordAudit(tx, {
        entityType: 'motorcycle',
        entityId: id,
        action: 'image_updated',
        actor: adminActor(adminId),
        changes: auditDiff(
          { imageUrl: toMotorcycle(before).imageUrl },
          { imageUrl: toMotorcycle(row).imageUrl },
        ),
      });
      return { row, previousKey: before.imageKey };
    });
    if (previousKey) {
      await deps.storage.remove(previousKey).catch((err: unknown) => {
        deps.log.error({ err, key: previousKey }, 'could not remove a replaced motorcycle image');
      });
    }
    return toMotorcycle(row);
  } catch (err) {
    await deps.storage.remove(stored.key).catch(() => {});
    throw err;
  }
}

/** The photo of a live motorcycle, to serve publicly. */
export async function openMotorcycleImage(deps: Pick<ImageDeps, 'db' | 'storage'>, id: string) {
  const row = await findMotorcycle(deps.db, id);
  if (!row?.imageKey || !row.imageMimeType) {
    throw new NotFoundError(motorcycleImageMessages.notFound, 'IMAGE_NOT_FOUND');
  }
  try {
    return {
      stream: await deps.storage.open(row.imageKey),
      mimeType: row.imageMimeType,
      version: imageVersionOf(row.imageKey),
    };
  } catch (err) {
    if (err instanceof StoredObjectNotFoundError) {
      throw new NotFoundError(motorcycleImageMessages.notFound, 'IMAGE_NOT_FOUND');
    }
    throw err;
  }
}
