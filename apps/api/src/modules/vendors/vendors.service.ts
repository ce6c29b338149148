import {
  buildPagination,
  commissionPercentToRate,
  type createVendorBody,
  type updateVendorBody,
} from '@quincena/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { hashPolicyPassword, uniqueOr409 } from '../admins/index.ts';
import { auditDiff, recordAudit } from '../audit/index.ts';
import { findSystemSettings } from '../settings/index.ts';
import {
  findVendorById,
  insertVendor,
  listVendors,
  lockVendor,
  toVendorAccount,
  updateVendor,
  vendorSnapshot,
} from './vendors.repository.ts';

export async function listVendorAccounts(db: Database, query: Parameters<typeof listVendors>[1]) {
  const { rows, total } = await listVendors(db, query);
  return { vendors: rows.map(toVendorAccount), pagination: buildPagination(query, total) };
}

export async function getVendorAccount(db: Database, id: string) {
  const row = await findVendorById(db, id);
  if (!row) throw new NotFoundError('Vendedor no encontrado.');
  return toVendorAccount(row);
}

export async function createVendorAccount(
  db: Database,
  actorId: string,
  input: z.infer<typeof createVendorBody>,
) {
  const passwordHash = await hashPolicyPassword(db, input.password);
  // The settings keep the default commission in percent; a vendor's rate is a fraction.
  const commissionRate =
    input.commissionRate ??
    commissionPercentToRate((await findSystemSettings(db)).payments.defaultCommission);
  const { password: _password, ...fields } = input;
  return db.transaction(async (tx) => {
    const row = await uniqueOr409(() =>
      insertVendor(tx, { ...fields, commissionRate: commissionRate.toFixed(4), passwordHash }),
    );
    await recordAudit(tx, {
      entityType: 'vendor',
      entityId: row.id,
      action: 'created',
      actor: { role: 'admin', id: actorId },
      changes: auditDiff(null, vendorSnapshot(row)),
    });
    return toVendorAccount(row);
  });
}

export async function updateVendorAccount(
  db: Database,
  clock: Clock,
  actorId: string,
  id: string,
  input: z.infer<typeof updateVendorBody>,
) {
  const passwordHash = input.password ? await hashPolicyPassword(db, input.password) : undefined;
  return db.transaction(async (tx) => {
    const before = await lockVendor(tx, id);
    if (!before) throw new NotFoundError('Vendedor no encontrado.');
    const { password: _password, commissionRate, ...fields } = input;
    const row = await uniqueOr409(() =>
      updateVendor(tx, id, {
        updatedAt: clock.now(),
        ...fields,
        ...(commissionRate === undefined ? {} : { commissionRate: commissionRate.toFixed(4) }),
        ...(passwordHash ? { passwordHash } : {}),
        // A new password or a deactivation ends every session; reactivating does not revive them.
        ...(passwordHash || (before.isActive && input.isActive === false)
          ? { tokenVersion: before.tokenVersion + 1 }
          : {}),
      }),
    );
    if (!row) throw new NotFoundError('Vendedor no encontrado.');
    await recordAudit(tx, {
      entityType: 'vendor',
      entityId: id,
      action: 'updated',
      actor: { role: 'admin', id: actorId },
      changes: auditDiff(
        { ...vendorSnapshot(before), password: before.passwordHash },
        { ...vendorSnapshot(row), password: row.passwordHash },
      ),
    });
    return toVendorAccount(row);
  });
}
