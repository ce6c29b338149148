import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ValidationError } from './errors.ts';

/** The success envelope every route answers with. */
export const ok = <T>(data: T, message?: string) => ({
  success: true as const,
  data,
  ...(message ? { message } : {}),
});

/** `/:id` route parameters: a UUID, or 400 in Spanish. */
export const idParams = z.object({ id: z.uuid('Identificador no válido.') });

/** Validates a body whose schema depends on who sends it; failures answer 400 like route schemas. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  throw new ValidationError(details[0]?.message, details);
}

/** A CSV download saved as `fileName`; never cached, as it holds customers' data. */
export const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
