import { auditList, auditListQuery } from '../schemas/audit.ts';
import { defineRoute } from './define.ts';

/** GET: the activity log, newest change first, filtered; any admin. */
export const listAuditEntriesContract = defineRoute({
  method: 'GET',
  path: '/admin/audit',
  query: auditListQuery,
  response: auditList,
});
