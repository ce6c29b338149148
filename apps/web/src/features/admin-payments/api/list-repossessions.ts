import { listRepossessionsContract, type repossessionListQuery } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';

export type RepossessionFilters = z.output<typeof repossessionListQuery>;

/** Every repossessions query starts with this key: a step on a loan's page refreshes the list. */
export const repossessionsQueryKey = ['admin', 'repossessions'] as const;

/** GET /admin/repossessions?scope=: those in course, or every one, newest first. */
export function useRepossessions(filters: RepossessionFilters) {
  return useQuery({
    queryKey: [...repossessionsQueryKey, 'list', filters],
    queryFn: ({ signal }) => call(listRepossessionsContract, { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}
