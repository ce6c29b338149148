import type { SystemSettings } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const SYSTEM_SETTINGS_KEY = ['settings', 'system'] as const;

/** GET /admin/settings: the whole settings document in force (any admin). */
export function getSystemSettings(signal?: AbortSignal): Promise<SystemSettings> {
  return api.get<SystemSettings>('/admin/settings', { signal });
}

export function useSystemSettings() {
  return useQuery({ queryKey: SYSTEM_SETTINGS_KEY, queryFn: ({ signal }) => getSystemSettings(signal) });
}
