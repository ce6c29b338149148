import { z } from 'zod';
import { approvalRequested } from '../schemas/approvals.ts';
import {
  postedPayoff,
  refundBody,
  restructureBody,
  termExtensionQuery,
  termExtensionView,
  writeOffBody,
} from '../schemas/loan-servicing.ts';
import { payoffBody } from '../schemas/payments.ts';
import { defineRoute } from './define.ts';

/**
 * POST (201, `Idempotency-Key`): money that pays the loan off on its payment date, at least that
 * date's payoff total; closes the loan (PAID_OFF). Any admin role, as for any receipt.
 */
export const postLoanPayoffContract = defineRoute({
  method: 'POST',
  path: '/admin/loans/:applicationId/payoff',
  params: z.object({ applicationId: z.uuid('Préstamo no válido.') }),
  body: payoffBody,
  response: postedPayoff,
  status: 201,
});

/**
 * POST (202, `Idempotency-Key`): asks a second admin to write the loan off, at 90+ days past due
 * (PRODUCT.md §9); any admin role.
 */
export const requestWriteOffContract = defineRoute({
  method: 'POST',
  path: '/admin/loans/:applicationId/write-off',
  params: z.object({ applicationId: z.uuid('Préstamo no válido.') }),
  body: writeOffBody,
  response: approvalRequested,
  status: 202,
});

/** POST (202, `Idempotency-Key`): asks a second admin to pay unapplied credit back; any admin role. */
export const requestRefundContract = defineRoute({
  method: 'POST',
  path: '/admin/loans/:applicationId/refund',
  params: z.object({ applicationId: z.uuid('Préstamo no válido.') }),
  body: refundBody,
  response: approvalRequested,
  status: 202,
});

/** POST (202, `Idempotency-Key`): asks a second admin to restructure the loan; any admin role. */
export const requestRestructureContract = defineRoute({
  method: 'POST',
  path: '/admin/loans/:applicationId/restructure',
  params: z.object({ applicationId: z.uuid('Préstamo no válido.') }),
  body: restructureBody,
  response: approvalRequested,
  status: 202,
});

/** GET: the schedule a term extension to a longer term would leave, as its approval would apply it today. */
export const previewTermExtensionContract = defineRoute({
  method: 'GET',
  path: '/admin/loans/:applicationId/term-extension',
  params: z.object({ applicationId: z.uuid('Préstamo no válido.') }),
  query: termExtensionQuery,
  response: z.object({ extension: termExtensionView }),
});
