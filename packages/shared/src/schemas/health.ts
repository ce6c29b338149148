import { z } from 'zod';

export const healthResponse = z.object({
  status: z.literal('ok'),
  /** Only for a signed-in admin: which database an anonymous caller need not learn. */
  database: z.enum(['pglite', 'postgres']).optional(),
  time: z.string(),
});
