import { quoteQuery, quoteResponse } from '../schemas/financing.ts';
import { defineRoute } from './define.ts';

/** GET: a quote, its fortnightly installment and its schedule; public. */
export const getQuoteContract = defineRoute({
  method: 'GET',
  path: '/financing/quote',
  query: quoteQuery,
  response: quoteResponse,
});
