import type { ApprovalItem, approvalListQuery, Pagination } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type ApprovalFilters = z.output<typeof approvalListQuery>;

export interface ApprovalList {
  approvals: ApprovalItem[];
  pagination: Pagination;
}

/** Every approvals query starts with this key: a decision refreshes the queue and the menu's count. */
export const approvalsQueryKey = ['admin', 'approvals'] as const;

/** GET /admin/approvals?status=: the requests in one status, newest first. */
export function listApprovals(filters: ApprovalFilters, signal?: AbortSignal): Promise<ApprovalList> {
  return api.get<ApprovalList>('/admin/approvals', { query: { ...filters }, signal });
}

export function useApprovals(filters: ApprovalFilters) {
  return useQuery({
    queryKey: [...approvalsQueryKey, 'list', filters],
    queryFn: ({ signal }) => listApprovals(filters, signal),
    placeholderData: keepPreviousData,
  });
}
