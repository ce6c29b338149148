import { z } from 'zod';
import { pagination } from '../schemas/common.ts';
import { repossessionView } from '../schemas/repossession-view.ts';
import {
  orderRepossessionBody,
  repossessionListItem,
  repossessionListQuery,
  updateRepossessionBody,
} from '../schemas/repossessions.ts';
import { defineRoute } from './define.ts';

const loanParams = z.object({ applicationId: z.uuid('Préstamo no válido.') });
const answer = z.object({ repossession: repossessionView });

/** POST (201, `Idempotency-Key`): orders the motorcycle recovered (PRODUCT.md §9); any admin role. */
export const orderRepossessionContract = defineRoute({
  method: 'POST',
  path: '/admin/loans/:applicationId/repossession',
  params: loanParams,
  body: orderRepossessionBody,
  response: answer,
  status: 201,
});

/** PUT: the repossession's next step — recovered, then redeemed or sold; any admin role. */
export const updateRepossessionContract = defineRoute({
  method: 'PUT',
  path: '/admin/loans/:applicationId/repossession',
  params: loanParams,
  body: updateRepossessionBody,
  response: answer,
});

/** GET: the motorcycles being recovered (or every repossession), newest first; any admin role. */
export const listRepossessionsContract = defineRoute({
  method: 'GET',
  path: '/admin/repossessions',
  query: repossessionListQuery,
  response: z.object({ repossessions: z.array(repossessionListItem), pagination }),
});
