import { z } from 'zod';

/** The success envelope every route answers with. */
export const ok = <T>(data: T, message?: string) => ({
  success: true as const,
  data,
  ...(message ? { message } : {}),
});

/** `/:id` route parameters: a UUID, or 400 in Spanish. */
export const idParams = z.object({ id: z.uuid('Identificador no válido.') });
