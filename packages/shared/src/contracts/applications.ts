import { z } from 'zod';
import {
  adminApplicationDetail,
  adminApplicationExportQuery,
  adminApplicationListQuery,
  adminApplicationSummary,
  applicationStatusCounts,
  approveApplicationBody,
  assignVehicleInfoBody,
  disburseApplicationBody,
  rejectApplicationBody,
} from '../schemas/admin-applications.ts';
import {
  applicationDetail,
  applicationListQuery,
  applicationSummary,
  createVendorApplicationBody,
  customerApplicationBody,
  submittedApplication,
  updateCustomerOnboardingBody,
} from '../schemas/applications.ts';
import { idParams, pagination } from '../schemas/common.ts';
import { documentRecord } from '../schemas/documents.ts';
import { defineRoute } from './define.ts';

const applicationList = z.object({ applications: z.array(applicationSummary), pagination });
const applicationAnswer = z.object({ application: applicationDetail });
/** The answer of the back-office's detail and of every transition: the application as it is now. */
const adminApplicationAnswer = z.object({ application: adminApplicationDetail });

// The back-office (`/admin/credit-applications`).

/** GET: applications, a page at a time, with the counts per status; any admin role. */
export const listAdminApplicationsContract = defineRoute({
  method: 'GET',
  path: '/admin/credit-applications',
  query: adminApplicationListQuery,
  response: z.object({
    applications: z.array(adminApplicationSummary),
    pagination,
    summary: applicationStatusCounts,
  }),
});

/** GET: the list's filters as CSV; any admin role. */
export const exportAdminApplicationsContract = defineRoute({
  method: 'GET',
  path: '/admin/credit-applications/export',
  query: adminApplicationExportQuery,
  file: true,
});

/** GET: an application with its schedule, documents and history; any admin role. */
export const getAdminApplicationContract = defineRoute({
  method: 'GET',
  path: '/admin/credit-applications/:id',
  params: idParams,
  response: adminApplicationAnswer,
});

/** GET: an application's documents; any admin role. */
export const listAdminApplicationDocumentsContract = defineRoute({
  method: 'GET',
  path: '/admin/credit-applications/:id/documents',
  params: idParams,
  response: z.object({ documents: z.array(documentRecord) }),
});

/** PUT: PENDING → IN_REVIEW; any admin role. */
export const reviewApplicationContract = defineRoute({
  method: 'PUT',
  path: '/admin/credit-applications/:id/review',
  params: idParams,
  response: adminApplicationAnswer,
});

/** PUT: PENDING or IN_REVIEW → APPROVED, its schedule stored; any admin role. */
export const approveApplicationContract = defineRoute({
  method: 'PUT',
  path: '/admin/credit-applications/:id/approve',
  params: idParams,
  body: approveApplicationBody,
  response: adminApplicationAnswer,
});

/** PUT: PENDING or IN_REVIEW → REJECTED; any admin role. */
export const rejectApplicationContract = defineRoute({
  method: 'PUT',
  path: '/admin/credit-applications/:id/reject',
  params: idParams,
  body: rejectApplicationBody,
  response: adminApplicationAnswer,
});

/** PUT: the VIN and plate of the application's motorcycle; any admin role. */
export const assignVehicleInfoContract = defineRoute({
  method: 'PUT',
  path: '/admin/credit-applications/:id/assign-vehicle-info',
  params: idParams,
  body: assignVehicleInfoBody,
  response: adminApplicationAnswer,
});

/** POST: APPROVED → DISBURSED; any admin role. */
export const disburseApplicationContract = defineRoute({
  method: 'POST',
  path: '/admin/credit-applications/:id/disburse',
  params: idParams,
  body: disburseApplicationBody,
  response: adminApplicationAnswer,
});

/** DELETE: an application no money was applied to (soft, audited); SUPER_ADMIN only. */
export const deleteApplicationContract = defineRoute({
  method: 'DELETE',
  path: '/admin/credit-applications/:id',
  params: idParams,
  response: z.null(),
});

// The spec's role-scoped `/applications` (part 1 §7): each role sees its own; another's id is 404.

/** GET: the caller's applications, a page at a time; an admin (all), a vendor or a customer. */
export const listApplicationsContract = defineRoute({
  method: 'GET',
  path: '/applications',
  query: applicationListQuery,
  response: applicationList,
});

/** GET: one of the caller's applications with its schedule; an admin, a vendor or a customer. */
export const getApplicationContract = defineRoute({
  method: 'GET',
  path: '/applications/:id',
  params: idParams,
  response: applicationAnswer,
});

/** POST: a vendor's application for its customer, or a customer's own (idempotent); not an admin. */
export const submitApplicationContract = defineRoute({
  method: 'POST',
  path: '/applications',
  body: z.union([createVendorApplicationBody, customerApplicationBody]),
  response: submittedApplication,
  status: 201,
});

/** PUT: the financing of the customer's own PENDING application; the customer. */
export const updateApplicationContract = defineRoute({
  method: 'PUT',
  path: '/applications/:id',
  params: idParams,
  body: updateCustomerOnboardingBody,
  response: submittedApplication,
});

// A dealer's own applications (`/vendor/applications`); another vendor's id is 404.

/** GET: the vendor's applications, a page at a time; a vendor. */
export const listVendorApplicationsContract = defineRoute({
  method: 'GET',
  path: '/vendor/applications',
  query: applicationListQuery,
  response: applicationList,
});

/** GET: one of the vendor's applications with its schedule; a vendor. */
export const getVendorApplicationContract = defineRoute({
  method: 'GET',
  path: '/vendor/applications/:id',
  params: idParams,
  response: applicationAnswer,
});

/** POST: a PENDING application for one of the vendor's customers (idempotent); a vendor. */
export const submitVendorApplicationContract = defineRoute({
  method: 'POST',
  path: '/vendor/applications',
  body: createVendorApplicationBody,
  response: submittedApplication,
  status: 201,
});
