import { adminDashboard } from '../schemas/admin-applications.ts';
import { defineRoute } from './define.ts';

/** GET: the back-office's home figures; any admin. */
export const getAdminDashboardContract = defineRoute({
  method: 'GET',
  path: '/admin/dashboard',
  response: adminDashboard,
});
