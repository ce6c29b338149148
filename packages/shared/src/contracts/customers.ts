import { z } from 'zod';
import { accountExportQuery, accountListQuery } from '../schemas/accounts.ts';
import { adminCustomerDetail, adminCustomerSummary } from '../schemas/admin-users.ts';
import {
  applicationListQuery,
  applicationSummary,
  customerApplicationBody,
  customerOnboardingBody,
  financialSummary,
  submittedApplication,
  updateCustomerOnboardingBody,
} from '../schemas/applications.ts';
import { customerProfile, updateProfileBody } from '../schemas/auth.ts';
import { idParams, pagination, panamaPhone } from '../schemas/common.ts';
import {
  updateVendorCustomerBody,
  vendorCustomerBody,
  vendorCustomerListQuery,
  vendorCustomerSummary,
} from '../schemas/customers.ts';
import { defineRoute } from './define.ts';

const customerAnswer = z.object({ customer: customerProfile });
const phoneParams = z.object({ phone: panamaPhone });

// The back-office (`/admin/customers`).

/** GET: customers, a page at a time, searched by name, phone or email; any admin role. */
export const listCustomersContract = defineRoute({
  method: 'GET',
  path: '/admin/customers',
  query: accountListQuery,
  response: z.object({ customers: z.array(adminCustomerSummary), pagination }),
});

/** GET: the list's search as CSV, identity numbers masked; any admin role. */
export const exportCustomersContract = defineRoute({
  method: 'GET',
  path: '/admin/customers/export',
  query: accountExportQuery,
  file: true,
});

/** GET: a customer's profile and applications; any admin role. */
export const getCustomerContract = defineRoute({
  method: 'GET',
  path: '/admin/customers/:id',
  params: idParams,
  response: z.object({ customer: adminCustomerDetail }),
});

/** DELETE: a customer without financing or payments (soft, audited); any admin role. */
export const deleteCustomerContract = defineRoute({
  method: 'DELETE',
  path: '/admin/customers/:id',
  params: idParams,
  response: z.null(),
});

// The signed-in customer's own data (`/customers`).

/** GET: the signed-in customer's profile; the customer. */
export const getCustomerProfileContract = defineRoute({
  method: 'GET',
  path: '/customers/profile',
  response: customerAnswer,
});

/** PUT: the signed-in customer changes its profile; the customer. */
export const updateCustomerProfileContract = defineRoute({
  method: 'PUT',
  path: '/customers/profile',
  body: updateProfileBody,
  response: customerAnswer,
});

/** POST: the customer's data and first application, together (idempotent); the customer. */
export const submitCustomerOnboardingContract = defineRoute({
  method: 'POST',
  path: '/customers/onboarding',
  body: customerOnboardingBody,
  response: z.object({ customer: customerProfile, application: submittedApplication }),
  status: 201,
});

/** PUT: the financing of the customer's PENDING application; the customer. */
export const updateCustomerOnboardingContract = defineRoute({
  method: 'PUT',
  path: '/customers/onboarding/:id',
  params: idParams,
  body: updateCustomerOnboardingBody,
  response: submittedApplication,
});

/** GET: the signed-in customer's applications, a page at a time; the customer. */
export const listCustomerApplicationsContract = defineRoute({
  method: 'GET',
  path: '/customers/credit-applications',
  query: applicationListQuery,
  response: z.object({ applications: z.array(applicationSummary), pagination }),
});

/** POST: a new application of the signed-in customer (idempotent); the customer. */
export const submitCustomerApplicationContract = defineRoute({
  method: 'POST',
  path: '/customers/credit-applications',
  body: customerApplicationBody,
  response: submittedApplication,
  status: 201,
});

/** GET: the customer's applications counted and its active financing (spec part 1 §7); the customer. */
export const getFinancialSummaryContract = defineRoute({
  method: 'GET',
  path: '/customers/financial-summary',
  response: financialSummary,
});

// A dealer's customers (`/vendor/customers`): its own or granted by consent; others' are 404.

/** GET: the vendor's customers, a page at a time; a vendor. */
export const listVendorCustomersContract = defineRoute({
  method: 'GET',
  path: '/vendor/customers',
  query: vendorCustomerListQuery,
  response: z.object({ customers: z.array(vendorCustomerSummary), pagination }),
});

/** POST: a new customer of the vendor (idempotent; a registered phone is 409); a vendor. */
export const createVendorCustomerContract = defineRoute({
  method: 'POST',
  path: '/vendor/customers',
  body: vendorCustomerBody,
  response: customerAnswer,
  status: 201,
});

/** GET: the customer with this phone, given its consent or a link; a vendor. */
export const findCustomerByPhoneContract = defineRoute({
  method: 'GET',
  path: '/vendor/customers/by-phone/:phone',
  params: phoneParams,
  response: customerAnswer,
});

/** PUT: the customer with this phone, linking it to the vendor by its consent; a vendor. */
export const updateCustomerByPhoneContract = defineRoute({
  method: 'PUT',
  path: '/vendor/customers/by-phone/:phone',
  params: phoneParams,
  body: updateVendorCustomerBody,
  response: customerAnswer,
});

/** GET: a customer of the vendor with the vendor's applications for it; a vendor. */
export const getVendorCustomerContract = defineRoute({
  method: 'GET',
  path: '/vendor/customers/:id',
  params: idParams,
  response: z.object({
    customer: customerProfile.extend({ applicationsCount: z.number() }),
    creditApplications: z.array(applicationSummary),
  }),
});

/** PUT: a customer of the vendor, any subset of its data but the phone; a vendor. */
export const updateVendorCustomerContract = defineRoute({
  method: 'PUT',
  path: '/vendor/customers/:id',
  params: idParams,
  body: updateVendorCustomerBody,
  response: customerAnswer,
});
