import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditEntry {
  entityType:
    | 'credit_application'
    | 'payment'
    | 'installment'
    | 'document'
    | 'admin'
    | 'vendor'
    | 'customer'
    | 'motorcycle'
    | 'setting';
  entityId: string;
  action: string;
  actor: { role: 'admin' | 'vendor' | 'customer' | 'system'; id?: string | null };
  changes?: Record<string, unknown>;
}

/** Records who changed what; call it inside the same transaction as the change. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    actorRole: entry.actor.role,
    actorId: entry.actor.id ?? null,
    changes: entry.changes ?? null,
  });
}
