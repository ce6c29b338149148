import { z } from 'zod';
import { sendOtpResponse } from '../schemas/auth.ts';
import {
  acceptContractBody,
  contractAcceptance,
  contractAcceptanceView,
} from '../schemas/contract-acceptance.ts';
import {
  customerPayoffQuery,
  customerStatementQuery,
  loanDetail,
  payoffQuery,
  payoffView,
  statementQuery,
} from '../schemas/loans.ts';
import { defineRoute } from './define.ts';

/** GET: a loan as its ledger replays today (PRODUCT.md §9); any admin role. */
export const getLoanContract = defineRoute({
  method: 'GET',
  path: '/admin/loans/:applicationId',
  params: z.object({ applicationId: z.uuid('Préstamo no válido.') }),
  response: loanDetail,
});

/** GET: what paying the loan off on a date takes (today by default); any admin role. */
export const getLoanPayoffContract = defineRoute({
  method: 'GET',
  path: '/admin/loans/:applicationId/payoff',
  params: z.object({ applicationId: z.uuid('Préstamo no válido.') }),
  query: payoffQuery,
  response: payoffView,
});

/** GET: the same for one of the signed-in customer's own financings; the customer. */
export const getCustomerPayoffContract = defineRoute({
  method: 'GET',
  path: '/customers/payoff',
  query: customerPayoffQuery,
  response: payoffView,
});

const loanParams = z.object({ applicationId: z.uuid('Préstamo no válido.') });

/** GET: the paz y salvo (payoff and lien-release letter) of a loan paid off, as PDF; any admin role. */
export const getLoanReleaseLetterContract = defineRoute({
  method: 'GET',
  path: '/admin/loans/:applicationId/release-letter',
  params: loanParams,
  file: true,
});

/** GET: the same for one of the signed-in customer's own loans (another's answers 404). */
export const getCustomerReleaseLetterContract = defineRoute({
  method: 'GET',
  path: '/customers/credit-applications/:applicationId/release-letter',
  params: loanParams,
  file: true,
});

/** GET: the loan's account statement for a period as PDF: every entry with the running balance; any admin role. */
export const getLoanStatementContract = defineRoute({
  method: 'GET',
  path: '/admin/loans/:applicationId/statement',
  params: loanParams,
  query: statementQuery,
  file: true,
});

/** GET: the signed-in customer's account statement of one of its financings, as PDF. */
export const getCustomerStatementContract = defineRoute({
  method: 'GET',
  path: '/customers/statement',
  query: customerStatementQuery,
  file: true,
});

const applicationParams = z.object({ id: z.uuid('Solicitud no válida.') });

/** GET: the financing contract of an approved credit, with every disclosure, as PDF; any admin role. */
export const getAdminFinancingContract = defineRoute({
  method: 'GET',
  path: '/admin/credit-applications/:id/contract',
  params: applicationParams,
  file: true,
});

/** GET: the same for one of the vendor's own applications (another's answers 404). */
export const getVendorFinancingContract = defineRoute({
  method: 'GET',
  path: '/vendor/applications/:id/contract',
  params: applicationParams,
  file: true,
});

/** GET: the same for one of the signed-in customer's own credits (another's answers 404). */
export const getCustomerFinancingContract = defineRoute({
  method: 'GET',
  path: '/customers/credit-applications/:id/contract',
  params: applicationParams,
  file: true,
});

/** POST: texts the customer a code to accept the contract of its own approved credit. */
export const sendContractCodeContract = defineRoute({
  method: 'POST',
  path: '/customers/credit-applications/:id/contract/send-code',
  params: applicationParams,
  response: sendOtpResponse,
});

/**
 * POST: the customer accepts the contract with the texted code; records when, from where and the
 * SHA-256 of the exact PDF accepted (kept as the application's contract). A second time answers 409.
 */
export const acceptContractContract = defineRoute({
  method: 'POST',
  path: '/customers/credit-applications/:id/contract/accept',
  params: applicationParams,
  body: acceptContractBody,
  response: contractAcceptance,
});

/** GET: the customer's acceptance of a credit's contract, if any, for the disbursement; any admin role. */
export const getContractAcceptanceContract = defineRoute({
  method: 'GET',
  path: '/admin/credit-applications/:id/contract-acceptance',
  params: applicationParams,
  response: contractAcceptanceView,
});
