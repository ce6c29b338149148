import {
  AUDIT_REFERENCE_FIELDS,
  type AuditEntityType,
  type AuditList,
  type AuditListQuery,
  buildPagination,
} from '@quincena/shared';
import type { Database } from '../../db/client.ts';
import { findEntityLabels, listAuditEntries } from './audit.repository.ts';

export type Changes = Record<string, { from: unknown; to: unknown }> | null;

/** The records an entry's changes point at (a motorcycle, a customer…), by type and id. */
export function referencesOf(changes: Changes): { entityType: AuditEntityType; entityId: string }[] {
  if (!changes) return [];
  return Object.entries(changes).flatMap(([field, change]) => {
    const entityType = AUDIT_REFERENCE_FIELDS[field];
    if (!entityType) return [];
    return [change.from, change.to]
      .filter((v): v is string => typeof v === 'string')
      .map((entityId) => ({ entityType, entityId }));
  });
}

/** An entry's `references`: the id → name of each record it points at that has a name. */
export function namedReferences(
  labels: Map<string, string>,
  pointed: { entityType: AuditEntityType; entityId: string }[],
): Record<string, string> {
  return Object.fromEntries(
    pointed.flatMap(({ entityType, entityId }) => {
      const label = labels.get(`${entityType}:${entityId}`);
      return label ? [[entityId, label]] : [];
    }),
  );
}

/**
 * The 'Actividad' list: one page of the trail, newest first, each entry with who, on what, and the
 * names of the records its changes point at. Every name of the page is read in one lookup per type.
 */
export async function listActivity(db: Database, query: AuditListQuery): Promise<AuditList> {
  const { page, limit, ...filter } = query;
  const { rows, total } = await listAuditEntries(db, filter, { limit, offset: (page - 1) * limit });
  const pointed = rows.map((row) => referencesOf(row.changes as Changes));
  const labels = await findEntityLabels(db, [...rows, ...pointed.flat()]);
  return {
    entries: rows.map((row, i) => ({
      id: row.id,
      entityType: row.entityType as AuditEntityType,
      entityId: row.entityId,
      entityLabel: labels.get(`${row.entityType}:${row.entityId}`) ?? null,
      action: row.action,
      actor: { role: row.actorRole, id: row.actorId, name: row.actorName },
      changes: row.changes,
      references: namedReferences(labels, pointed[i] ?? []),
      createdAt: row.createdAt.toISOString(),
    })),
    pagination: buildPagination(query, total),
  };
}
