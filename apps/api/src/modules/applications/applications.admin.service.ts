import {
  type AdminApplicationExportQuery,
  type AdminApplicationListQuery,
  type ApplicationStatusCounts,
  buildPagination,
  businessToday,
} from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import { LIST_EXPORT_MAX_ROWS, withinExportCap } from '../../csv.ts';
import type { Database } from '../../db/client.ts';
import { cursorsOf } from '../../db/page-cut.ts';
import { NotFoundError } from '../../errors.ts';
import {
  type Changes,
  findEntityLabels,
  listApplicationHistory,
  namedReferences,
  referencesOf,
} from '../audit/index.ts';
import { listApplicationDocuments, toDocumentRecord } from '../documents/index.ts';
import { toAdminApplicationDetail, toAdminApplicationSummary } from './application-views.ts';
import {
  countApplicationsByStatus,
  findApplicationSummary,
  listApplicationSummaries,
  listInstallments,
  selectApplicationSummaries,
} from './applications.repository.ts';
import { applicationsCsv } from './applications-csv.ts';

/** Every application, filtered and paged, with the counts of the summary cards (all applications). */
export async function listAdminApplications(db: Database, query: AdminApplicationListQuery) {
  const [{ rows, total }, byStatus] = await Promise.all([
    listApplicationSummaries(db, { search: query.search, status: query.status }, query),
    countApplicationsByStatus(db, {}),
  ]);
  const n = (status: string) => byStatus.find((s) => s.status === status)?.n ?? 0;
  const summary: ApplicationStatusCounts = {
    total: byStatus.reduce((sum, s) => sum + s.n, 0),
    pending: n('PENDING'),
    inReview: n('IN_REVIEW'),
    approved: n('APPROVED'),
    rejected: n('REJECTED'),
    disbursed: n('DISBURSED'),
  };
  return {
    applications: rows.map(toAdminApplicationSummary),
    pagination: buildPagination(query, total, cursorsOf(rows)),
    summary,
  };
}

/** GET /admin/credit-applications/export: the list's filtered applications as CSV, newest first. */
export async function exportAdminApplications(db: Database, query: AdminApplicationExportQuery) {
  const rows = await selectApplicationSummaries(
    db,
    { search: query.search, status: query.status },
    { limit: LIST_EXPORT_MAX_ROWS + 1, offset: 0 },
  );
  return applicationsCsv(withinExportCap(rows));
}

/** The back-office detail: stored schedule with what is paid, documents and the whole history. */
/** An application's documents alone: the list the documents tab asks for, without the rest of the detail. */
export async function listAdminApplicationDocuments(db: Database, id: string, adminId: string) {
  const [row, documents] = await Promise.all([
    findApplicationSummary(db, id, {}),
    listApplicationDocuments(db, { role: 'admin', adminId }, id),
  ]);
  if (!row) throw new NotFoundError('Solicitud no encontrada.', 'APPLICATION_NOT_FOUND');
  return { documents: documents.map(toDocumentRecord) };
}

export async function getAdminApplication(db: Database, clock: Clock, id: string, adminId: string) {
  const row = await findApplicationSummary(db, id, {});
  if (!row) throw new NotFoundError('Solicitud no encontrada.', 'APPLICATION_NOT_FOUND');
  const [installments, documents, history] = await Promise.all([
    listInstallments(db, id),
    listApplicationDocuments(db, { role: 'admin', adminId }, id),
    listApplicationHistory(db, id),
  ]);
  // The motorcycles, payments… the history points at, named in one lookup per type.
  const pointed = history.map((h) => referencesOf(h.changes as Changes));
  const labels = await findEntityLabels(db, pointed.flat());
  return toAdminApplicationDetail(
    row,
    {
      installments,
      documents: documents.map(toDocumentRecord),
      history,
      references: pointed.map((refs) => namedReferences(labels, refs)),
    },
    businessToday(clock.now()),
  );
}
