import { type AdminApplicationExportQuery, exportAdminApplicationsContract } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/api-client.ts';
import { searchTerm } from '../../../lib/search-term.ts';

/** GET /admin/credit-applications/export: every application the list's filters find, as CSV. */
export function exportAdminApplications(filters: AdminApplicationExportQuery): Promise<Blob> {
  return download(exportAdminApplicationsContract, {
    query: { search: searchTerm(filters.search), status: filters.status },
  });
}

export const useExportAdminApplications = () => useMutation({ mutationFn: exportAdminApplications });
