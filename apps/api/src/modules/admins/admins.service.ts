import type { createAdminBody, updateAdminBody } from '@quincena/shared';
import { buildPagination, passwordPolicyError } from '@quincena/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { hashSecret } from '../../infra/passwords.ts';
import { adminSnapshot, auditDiff, recordAudit } from '../audit/index.ts';
import { findSystemSettings } from '../settings/index.ts';
import {
  findAdminById,
  insertAdmin,
  listAdmins,
  lockAdminAndSuperAdmins,
  toAdminAccount,
  updateAdmin,
} from './admins.repository.ts';

/** Hashes a new password after checking it against the settings' policy. */
export async function hashPolicyPassword(
  db: Executor,
  password: string,
  field = 'password',
): Promise<string> {
  const { security } = await findSystemSettings(db);
  const problem = passwordPolicyError(password, {
    minLength: security.passwordMinLength,
    complexity: security.passwordComplexity,
  });
  if (problem) throw new ValidationError(problem, [{ field, message: problem }], 'WEAK_PASSWORD');
  return hashSecret(password);
}

/** Unique violations become a 409 that names no other account's data. */
export async function uniqueOr409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const code =
      (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    if (code === '23505')
      throw new ConflictError('El usuario o el correo ya está registrado.', 'ACCOUNT_EXISTS');
    throw err;
  }
}

export async function listAdminAccounts(db: Database, query: Parameters<typeof listAdmins>[1]) {
  const { rows, total } = await listAdmins(db, query);
  return { admins: rows.map(toAdminAccount), pagination: buildPagination(query, total) };
}

export async function getAdminAccount(db: Database, id: string) {
  const row = await findAdminById(db, id);
  if (!row) throw new NotFoundError('Administrador no encontrado.');
  return toAdminAccount(row);
}

export async function createAdminAccount(
  db: Database,
  actorId: string,
  input: z.infer<typeof createAdminBody>,
) {
  const passwordHash = await hashPolicyPassword(db, input.password);
  return db.transaction(async (tx) => {
    const row = await uniqueOr409(() =>
      insertAdmin(tx, {
        username: input.username,
        email: input.email,
        role: input.role,
        isActive: input.isActive,
        passwordHash,
      }),
    );
    await recordAudit(tx, {
      entityType: 'admin',
      entityId: row.id,
      action: 'created',
      actor: { role: 'admin', id: actorId },
      changes: auditDiff(null, adminSnapshot(row)),
    });
    return toAdminAccount(row);
  });
}

export async function updateAdminAccount(
  db: Database,
  clock: Clock,
  actorId: string,
  id: string,
  input: z.infer<typeof updateAdminBody>,
) {
  const passwordHash = input.password ? await hashPolicyPassword(db, input.password) : undefined;
  return db.transaction(async (tx) => {
    const { admin: before, activeSuperAdmins } = await lockAdminAndSuperAdmins(tx, id);
    if (!before) throw new NotFoundError('Administrador no encontrado.');
    const losesSuperPower =
      before.role === 'SUPER_ADMIN' &&
      before.isActive &&
      (input.role === 'ADMIN' || input.isActive === false);
    if (losesSuperPower && activeSuperAdmins <= 1) {
      throw new ConflictError('Debe quedar al menos un super administrador activo.', 'LAST_SUPER_ADMIN');
    }
    const { password: _password, ...fields } = input;
    const row = await uniqueOr409(() =>
      updateAdmin(tx, id, {
        ...fields,
        updatedAt: clock.now(),
        ...(passwordHash ? { passwordHash } : {}),
        // A new password or a deactivation ends every session; reactivating does not revive them.
        ...(passwordHash || (before.isActive && input.isActive === false)
          ? { tokenVersion: before.tokenVersion + 1 }
          : {}),
      }),
    );
    if (!row) throw new NotFoundError('Administrador no encontrado.');
    await recordAudit(tx, {
      entityType: 'admin',
      entityId: id,
      action: 'updated',
      actor: { role: 'admin', id: actorId },
      changes: auditDiff(
        { ...adminSnapshot(before), password: before.passwordHash },
        { ...adminSnapshot(row), password: row.passwordHash },
      ),
    });
    return toAdminAccount(row);
  });
}
