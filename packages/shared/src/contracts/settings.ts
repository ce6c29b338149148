import { publicSettings, systemSettings, systemSettingsDocument } from '../schemas/settings.ts';
import { defineRoute } from './define.ts';

/** GET: the system settings in force; any admin role. */
export const getSystemSettingsContract = defineRoute({
  method: 'GET',
  path: '/admin/settings',
  response: systemSettingsDocument,
});

/** PUT: saves the whole settings document, answered as saved; SUPER_ADMIN only. */
export const updateSystemSettingsContract = defineRoute({
  method: 'PUT',
  path: '/admin/settings',
  body: systemSettings,
  response: systemSettingsDocument,
});

/** GET: support contact, password policy, payment methods and financing policy; public. */
export const getPublicSettingsContract = defineRoute({
  method: 'GET',
  path: '/settings/public',
  response: publicSettings,
});
