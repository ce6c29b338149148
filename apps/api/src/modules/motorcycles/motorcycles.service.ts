import {
  buildPagination,
  fromCents,
  type Motorcycle,
  type motorcycleBody,
  type motorcycleListQuery,
  toCents,
  type updateMotorcycleBody,
} from '@quincena/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import {
  findMotorcycle,
  insertMotorcycle,
  listMotorcycles,
  type MotorcycleRow,
  updateMotorcycle,
} from './motorcycles.repository.ts';

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
    createdAt: row.createdAt.toISOString(),
  };
}

type ListQuery = z.infer<typeof motorcycleListQuery>;
const availability = (v?: 'true' | 'false') => (v === undefined ? undefined : v === 'true');

/** A vendor's catalog, or the back-office inventory when `vendorId` is null. */
export async function listCatalog(db: Database, vendorId: string | null, query: ListQuery) {
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
  if (!row || !reachable) throw new NotFoundError('Moto no encontrada.');
  return row;
}

async function ownMotorcycle(db: Database, vendorId: string, id: string) {
  const row = await findMotorcycle(db, id);
  if (!row || row.vendorId !== vendorId) throw new NotFoundError('Moto no encontrada.');
  return row;
}

export async function getOwnMotorcycle(db: Database, vendorId: string, id: string) {
  return toMotorcycle(await ownMotorcycle(db, vendorId, id));
}

/** The spec's wizard creates its price-only placeholder with this shape. */
const isPlaceholderShape = (m: { model: string; engineSize: string; color: string }) =>
  m.model === 'Financing' && m.engineSize === 'N/A' && m.color === 'N/A';

export async function createOwnMotorcycle(
  db: Database,
  vendorId: string,
  input: z.infer<typeof motorcycleBody>,
) {
  return db.transaction(async (tx) => {
    const { price, ...fields } = input;
    const row = await insertMotorcycle(tx, {
      ...fields,
      priceCents: toCents(price),
      vendorId,
      isPlaceholder: isPlaceholderShape(fields),
    });
    await recordAudit(tx, {
      entityType: 'motorcycle',
      entityId: row.id,
      action: 'created',
      actor: { role: 'vendor', id: vendorId },
      changes: { brand: row.brand, model: row.model, price },
    });
    return toMotorcycle(row);
  });
}

export async function updateOwnMotorcycle(
  db: Database,
  vendorId: string,
  id: string,
  input: z.infer<typeof updateMotorcycleBody>,
) {
  await ownMotorcycle(db, vendorId, id);
  return db.transaction(async (tx) => {
    const { price, ...fields } = input;
    const row = await updateMotorcycle(tx, id, {
      ...fields,
      ...(price === undefined ? {} : { priceCents: toCents(price) }),
    });
    if (!row) throw new NotFoundError('Moto no encontrada.');
    await recordAudit(tx, {
      entityType: 'motorcycle',
      entityId: id,
      action: 'updated',
      actor: { role: 'vendor', id: vendorId },
      changes: input,
    });
    return toMotorcycle(row);
  });
}

/** Soft delete: applications keep pointing at the motorcycle they financed. */
export async function deleteOwnMotorcycle(db: Database, vendorId: string, id: string) {
  await ownMotorcycle(db, vendorId, id);
  await db.transaction(async (tx) => {
    await updateMotorcycle(tx, id, { deletedAt: new Date(), isAvailable: false });
    await recordAudit(tx, {
      entityType: 'motorcycle',
      entityId: id,
      action: 'deleted',
      actor: { role: 'vendor', id: vendorId },
    });
  });
}
