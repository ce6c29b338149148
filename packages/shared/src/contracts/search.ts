import { z } from 'zod';
import { adminSearchQuery, adminSearchResults } from '../schemas/search.ts';
import { defineRoute } from './define.ts';

/** GET: the back-office's global search over customers and applications; any admin. */
export const searchAdminContract = defineRoute({
  method: 'GET',
  path: '/admin/search',
  query: adminSearchQuery,
  response: z.object({ results: adminSearchResults }),
});
