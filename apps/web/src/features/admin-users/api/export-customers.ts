import { type AccountExportQuery, exportCustomersContract } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/api-client.ts';
import { searchTerm } from '../../../lib/search-term.ts';

/** GET /admin/customers/export: every customer the list's search finds, as CSV. */
export function exportCustomers(filters: AccountExportQuery): Promise<Blob> {
  return download(exportCustomersContract, { query: { search: searchTerm(filters.search) } });
}

export const useExportCustomers = () => useMutation({ mutationFn: exportCustomers });
