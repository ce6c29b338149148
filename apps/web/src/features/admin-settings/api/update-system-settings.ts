import {
  type SystemSettings,
  type SystemSettingsInput,
  updateSystemSettingsContract,
} from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { PUBLIC_SETTINGS_KEY } from '../../../lib/public-settings.ts';
import { SYSTEM_SETTINGS_KEY } from '../../../lib/system-settings.ts';

/** PUT /admin/settings (SUPER_ADMIN): the whole document; answers it as saved. */
export function updateSystemSettings(body: SystemSettingsInput | SystemSettings) {
  return call(updateSystemSettingsContract, { body });
}

/** Keeps the saved document, and refreshes what the login page and the forms read from it. */
export function useUpdateSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystemSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(SYSTEM_SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: PUBLIC_SETTINGS_KEY });
    },
  });
}
