import type { updateProfileBody } from '@quincena/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { auditDiff, recordAudit } from '../audit/index.ts';
import {
  customerSnapshot,
  findCustomerById,
  toCustomerProfile,
  updateCustomer,
} from './customers.repository.ts';

export async function updateOwnProfile(
  db: Database,
  clock: Clock,
  customerId: string,
  input: z.infer<typeof updateProfileBody>,
) {
  return db.transaction(async (tx) => {
    const before = await findCustomerById(tx, customerId);
    const row = await updateCustomer(tx, customerId, { ...input, updatedAt: clock.now() });
    if (!before || !row) throw new NotFoundError('Cliente no encontrado.');
    await recordAudit(tx, {
      entityType: 'customer',
      entityId: customerId,
      action: 'profile_updated',
      actor: { role: 'customer', id: customerId },
      changes: auditDiff(customerSnapshot(before), customerSnapshot(row)),
    });
    return toCustomerProfile(row);
  });
}
