import { type approvalListQuery, listApprovalsContract } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';

export type ApprovalFilters = z.output<typeof approvalListQuery>;

/** Every approvals query starts with this key: a decision refreshes the queue and the menu's count. */
export const approvalsQueryKey = ['admin', 'approvals'] as const;

/** GET /admin/approvals?status=: the requests in one status, newest first. */
export function listApprovals(filters: ApprovalFilters, signal?: AbortSignal) {
  return call(listApprovalsContract, { query: { ...filters }, signal });
}

export function useApprovals(filters: ApprovalFilters) {
  return useQuery({
    queryKey: [...approvalsQueryKey, 'list', filters],
    queryFn: ({ signal }) => listApprovals(filters, signal),
    placeholderData: keepPreviousData,
  });
}
