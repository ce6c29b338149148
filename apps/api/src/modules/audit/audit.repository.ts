import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { admins, auditLog, customers, documents, vendors } from '../../db/schema/index.ts';

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
  await recordAudits(db, [entry]);
}

/** Many entries in one statement, for a batch of changes (a job's run). */
export async function recordAudits(db: Executor, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      entityType: entry.entityType,
      entityId: entry.entityId,
      action: entry.action,
      actorRole: entry.actor.role,
      actorId: entry.actor.id ?? null,
      changes: entry.changes ?? null,
    })),
  );
}

export type HistoryRow = Awaited<ReturnType<typeof listApplicationHistory>>[number];

/**
 * Every entry of an application and of its documents, oldest first, with the actor's name as people
 * know it (an admin's username, a vendor's or customer's full name).
 */
export async function listApplicationHistory(db: Executor, applicationId: string) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      actorRole: auditLog.actorRole,
      actorId: auditLog.actorId,
      actorName: sql<string | null>`coalesce(${admins.username},
        ${vendors.firstName} || ' ' || ${vendors.lastName},
        nullif(trim(coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '')), ''))`,
      changes: auditLog.changes,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(admins, and(eq(auditLog.actorRole, 'admin'), eq(admins.id, auditLog.actorId)))
    .leftJoin(vendors, and(eq(auditLog.actorRole, 'vendor'), eq(vendors.id, auditLog.actorId)))
    .leftJoin(customers, and(eq(auditLog.actorRole, 'customer'), eq(customers.id, auditLog.actorId)))
    .where(
      or(
        and(eq(auditLog.entityType, 'credit_application'), eq(auditLog.entityId, applicationId)),
        and(
          eq(auditLog.entityType, 'document'),
          inArray(
            auditLog.entityId,
            db
              .select({ id: sql<string>`${documents.id}::text` })
              .from(documents)
              .where(eq(documents.applicationId, applicationId)),
          ),
        ),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}
