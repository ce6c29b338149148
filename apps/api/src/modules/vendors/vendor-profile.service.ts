import type { changePasswordBody, updateVendorProfileBody } from '@quincena/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { verifySecret } from '../../infra/passwords.ts';
import { hashPolicyPassword } from '../admins/index.ts';
import { auditDiff, recordAudit } from '../audit/index.ts';
import type { SessionClaims, TokenService } from '../auth/index.ts';
import { reissueSession } from '../auth/index.ts';
import { reserveTry } from '../rate-limit/index.ts';
import {
  findVendorById,
  lockVendor,
  toVendorAccount,
  updateVendor,
  vendorSnapshot,
} from './vendors.repository.ts';

async function requireVendor(db: Database, vendorId: string) {
  const row = await findVendorById(db, vendorId);
  if (!row) throw new NotFoundError('Vendedor no encontrado.');
  return row;
}

export async function getVendorProfile(db: Database, vendorId: string) {
  return toVendorAccount(await requireVendor(db, vendorId));
}

/** Vendors edit their personal and company data; the email stays as the back-office set it. */
export async function updateVendorProfile(
  db: Database,
  clock: Clock,
  vendorId: string,
  input: z.infer<typeof updateVendorProfileBody>,
) {
  return db.transaction(async (tx) => {
    const before = await findVendorById(tx, vendorId);
    const row = await updateVendor(tx, vendorId, { ...input, updatedAt: clock.now() });
    if (!before || !row) throw new NotFoundError('Vendedor no encontrado.');
    await recordAudit(tx, {
      entityType: 'vendor',
      entityId: vendorId,
      action: 'profile_updated',
      actor: { role: 'vendor', id: vendorId },
      changes: auditDiff(vendorSnapshot(before), vendorSnapshot(row)),
    });
    return toVendorAccount(row);
  });
}

/** A new password ends every other session; the caller gets a fresh token to stay signed in. */
export async function changeVendorPassword(
  deps: { db: Database; clock: Clock; tokens: TokenService },
  session: Extract<SessionClaims, { role: 'vendor' }>,
  input: z.infer<typeof changePasswordBody>,
) {
  const { vendorId } = session;
  const vendor = await requireVendor(deps.db, vendorId);
  // The current password is a secret too: a stolen session may not guess it without limit.
  const giveBack = await reserveTry(deps.db, deps.clock.now(), {
    key: `password-change:${vendorId}`,
    max: 5,
    windowMs: 15 * 60_000,
  });
  if (!(await verifySecret(vendor.passwordHash, input.currentPassword))) {
    const message = 'La contraseña actual es incorrecta.';
    throw new ValidationError(message, [{ field: 'currentPassword', message }], 'WRONG_PASSWORD');
  }
  await giveBack();
  const passwordHash = await hashPolicyPassword(deps.db, input.newPassword, 'newPassword');
  const tokenVersion = await deps.db.transaction(async (tx) => {
    // The version moves on from what the row holds now, whatever ended a session meanwhile.
    const locked = await lockVendor(tx, vendorId);
    if (!locked) throw new NotFoundError('Vendedor no encontrado.');
    const next = locked.tokenVersion + 1;
    await updateVendor(tx, vendorId, { passwordHash, tokenVersion: next, updatedAt: deps.clock.now() });
    await recordAudit(tx, {
      entityType: 'vendor',
      entityId: vendorId,
      action: 'password_changed',
      actor: { role: 'vendor', id: vendorId },
      changes: auditDiff({ password: vendor.passwordHash }, { password: passwordHash }),
    });
    return next;
  });
  // Same session, under the new version: the caller stays signed in, every other session ended.
  const { token } = await reissueSession(deps, session, tokenVersion);
  return { token };
}
