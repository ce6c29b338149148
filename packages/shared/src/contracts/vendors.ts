import { z } from 'zod';
import { accountListQuery, createVendorBody, updateVendorBody } from '../schemas/accounts.ts';
import { vendorAccount } from '../schemas/auth.ts';
import { idParams, pagination } from '../schemas/common.ts';
import {
  changePasswordBody,
  dashboardQuery,
  updateVendorProfileBody,
  vendorDashboard,
} from '../schemas/vendor-portal.ts';
import { defineRoute } from './define.ts';

/** GET: vendor accounts, a page at a time, searched; any admin role. */
export const listVendorAccountsContract = defineRoute({
  method: 'GET',
  path: '/admin/vendors',
  query: accountListQuery,
  response: z.object({ vendors: z.array(vendorAccount), pagination }),
});

/** GET: one vendor account; any admin role. */
export const getVendorAccountContract = defineRoute({
  method: 'GET',
  path: '/admin/vendors/:id',
  params: idParams,
  response: z.object({ vendor: vendorAccount }),
});

/** POST: creates a vendor account (idempotent); any admin role. */
export const createVendorAccountContract = defineRoute({
  method: 'POST',
  path: '/admin/vendors',
  body: createVendorBody,
  response: z.object({ vendor: vendorAccount }),
  status: 201,
});

/** PUT: edits a vendor account; any admin role. */
export const updateVendorAccountContract = defineRoute({
  method: 'PUT',
  path: '/admin/vendors/:id',
  params: idParams,
  body: updateVendorBody,
  response: z.object({ vendor: vendorAccount }),
});

/** GET: the signed-in vendor's dashboard for a period; the vendor. */
export const getVendorDashboardContract = defineRoute({
  method: 'GET',
  path: '/vendor/dashboard',
  query: dashboardQuery,
  response: vendorDashboard,
});

/** GET: the signed-in vendor's own profile; the vendor. */
export const getVendorProfileContract = defineRoute({
  method: 'GET',
  path: '/vendor/profile',
  response: z.object({ vendor: vendorAccount }),
});

/** PUT: the vendor's personal and company data; the vendor. */
export const updateVendorProfileContract = defineRoute({
  method: 'PUT',
  path: '/vendor/profile',
  body: updateVendorProfileBody,
  response: z.object({ vendor: vendorAccount }),
});

/** PUT: a new password, ending every session; answers this tab's fresh token; the vendor. */
export const changeVendorPasswordContract = defineRoute({
  method: 'PUT',
  path: '/vendor/change-password',
  body: changePasswordBody,
  response: z.object({ token: z.string() }),
});
