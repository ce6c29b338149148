import { z } from 'zod';
import { jobRunResult } from '../schemas/payments.ts';
import { defineRoute } from './define.ts';

/** POST: runs a scheduled job now (an unknown name answers 404); SUPER_ADMIN only. */
export const runJobContract = defineRoute({
  method: 'POST',
  path: '/admin/jobs/:name/run',
  params: z.object({ name: z.string() }),
  response: jobRunResult,
});
