import { getSystemSettingsContract } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';

/*
 * The whole settings document, for the back-office: the settings screen edits it and the vendor form
 * shows its default commission, so it lives beside the public settings rather than in one feature.
 */

export const SYSTEM_SETTINGS_KEY = ['settings', 'system'] as const;

/** GET /admin/settings: the whole settings document in force (any admin). */
export function getSystemSettings(signal?: AbortSignal) {
  return call(getSystemSettingsContract, { signal });
}

export function useSystemSettings() {
  return useQuery({ queryKey: SYSTEM_SETTINGS_KEY, queryFn: ({ signal }) => getSystemSettings(signal) });
}
