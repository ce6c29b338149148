import type { updateProfileBody } from '@quincena/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { toCustomerProfile, updateCustomer } from './customers.repository.ts';

export async function updateOwnProfile(
  db: Database,
  customerId: string,
  input: z.infer<typeof updateProfileBody>,
) {
  return db.transaction(async (tx) => {
    const row = await updateCustomer(tx, customerId, input);
    if (!row) throw new NotFoundError('Cliente no encontrado.');
    await recordAudit(tx, {
      entityType: 'customer',
      entityId: customerId,
      action: 'profile_updated',
      actor: { role: 'customer', id: customerId },
      changes: input,
    });
    return toCustomerProfile(row);
  });
}
