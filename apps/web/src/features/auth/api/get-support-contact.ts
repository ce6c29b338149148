import type { publicSettings } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { api } from '../../../lib/api-client.ts';

type PublicSettings = z.infer<typeof publicSettings>;

/** GET /settings/public: the company's support contact, as the back-office configured it. */
export function getSupportContact(): Promise<PublicSettings> {
  return api.get<PublicSettings>('/settings/public');
}

export function useSupportContact() {
  return useQuery({ queryKey: ['settings', 'public'], queryFn: getSupportContact, staleTime: 10 * 60_000 });
}
