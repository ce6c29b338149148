import { z } from 'zod';
import { loanDetail } from '../schemas/loans.ts';
import { defineRoute } from './define.ts';

/** GET: a loan as its ledger replays today (PRODUCT.md §9); any admin role. */
export const getLoanContract = defineRoute({
  method: 'GET',
  path: '/admin/loans/:applicationId',
  params: z.object({ applicationId: z.uuid('Préstamo no válido.') }),
  response: loanDetail,
});
