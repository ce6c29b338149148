import type { AdminApplicationExportQuery } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { searchTerm } from '../../../lib/search-term.ts';

/** GET /admin/credit-applications/export: every application the list's filters find, as CSV. */
export function exportAdminApplications(filters: AdminApplicationExportQuery): Promise<Blob> {
  return api.file('/admin/credit-applications/export', {
    query: { search: searchTerm(filters.search), status: filters.status },
  });
}

export const useExportAdminApplications = () => useMutation({ mutationFn: exportAdminApplications });
