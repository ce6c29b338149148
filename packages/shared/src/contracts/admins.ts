import { z } from 'zod';
import { accountListQuery, createAdminBody, updateAdminBody } from '../schemas/accounts.ts';
import { adminAccount } from '../schemas/auth.ts';
import { idParams, pagination } from '../schemas/common.ts';
import { defineRoute } from './define.ts';

/** GET: administrator accounts, a page at a time, searched; SUPER_ADMIN only. */
export const listAdminAccountsContract = defineRoute({
  method: 'GET',
  path: '/admin/admins',
  query: accountListQuery,
  response: z.object({ admins: z.array(adminAccount), pagination }),
});

/** GET: one administrator account; SUPER_ADMIN only. */
export const getAdminAccountContract = defineRoute({
  method: 'GET',
  path: '/admin/admins/:id',
  params: idParams,
  response: z.object({ admin: adminAccount }),
});

/** POST: creates an administrator account (idempotent); SUPER_ADMIN only. */
export const createAdminAccountContract = defineRoute({
  method: 'POST',
  path: '/admin/admins',
  body: createAdminBody,
  response: z.object({ admin: adminAccount }),
  status: 201,
});

/** PUT: edits an administrator account; SUPER_ADMIN only. */
export const updateAdminAccountContract = defineRoute({
  method: 'PUT',
  path: '/admin/admins/:id',
  params: idParams,
  body: updateAdminBody,
  response: z.object({ admin: adminAccount }),
});
