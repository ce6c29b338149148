import { type AuditEntityType, type AuditList, type AuditListQuery, buildPagination } from '@quincena/shared';
import type { Database } from '../../db/client.ts';
import { findEntityLabels, listAuditEntries } from './audit.repository.ts';

/** The 'Actividad' list: one page of the trail, newest first, each entry with who and on what. */
export async function listActivity(db: Database, query: AuditListQuery): Promise<AuditList> {
  const { page, limit, ...filter } = query;
  const { rows, total } = await listAuditEntries(db, filter, { limit, offset: (page - 1) * limit });
  const labels = await findEntityLabels(db, rows);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      entityType: row.entityType as AuditEntityType,
      entityId: row.entityId,
      entityLabel: labels.get(`${row.entityType}:${row.entityId}`) ?? null,
      action: row.action,
      actor: { role: row.actorRole, id: row.actorId, name: row.actorName },
      changes: row.changes,
      createdAt: row.createdAt.toISOString(),
    })),
    pagination: buildPagination(query, total),
  };
}
