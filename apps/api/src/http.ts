import { type RouteContract, successEnvelope } from '@quincena/shared';
import type { FastifyInstance, FastifyReply, FastifySchema } from 'fastify';
import { z } from 'zod';
import { ValidationError } from './errors.ts';
import { inDocumentLane } from './infra/pdf/render-pdf.ts';

/** The success envelope every route answers with. */
export const ok = <T>(data: T, message?: string) => ({
  success: true as const,
  data,
  ...(message ? { message } : {}),
});

/** `/:id` route parameters (declared in packages/shared for the contracts). */
export { idParams } from '@quincena/shared';

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

/**
 * A PDF the customer keeps, drawn by `draw` in the documents' lane (a few at a time, the rest waiting
 * before they read a row: ADR 052) and saved as its `fileName`; never cached, as it holds their data.
 */
export async function sendPdf(reply: FastifyReply, draw: () => Promise<{ pdf: Buffer; fileName: string }>) {
  const { pdf, fileName } = await inDocumentLane(draw);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

type Envelope<C extends RouteContract> = z.ZodObject<{
  success: z.ZodLiteral<true>;
  data: C['response'] extends z.ZodType ? C['response'] : z.ZodNull;
  message: z.ZodOptional<z.ZodString>;
}>;

/** The Fastify schema a contract stands for; documentation (tags, description) is added by the route. */
type ContractSchema<C extends RouteContract, D extends FastifySchema> = {
  params: C['params'];
  querystring: C['query'];
  body: C['multipart'] extends true ? undefined : C['body'];
  response: C['file'] extends true
    ? undefined
    : { [status in C['status'] extends number ? C['status'] : 200]: Envelope<C> } & D['response'];
};

/**
 * The method, URL and schema of `contract` for a route registered in `app` (ADR 033). The URL is
 * the contract's path less the plugin's prefix: a contract registered under the wrong prefix fails
 * at start-up, so a path cannot drift from the one the web calls.
 */
export function routeOf<C extends RouteContract, D extends FastifySchema>(
  app: FastifyInstance,
  contract: C,
  docs: D,
): { method: C['method']; url: string; schema: Omit<D, 'response'> & ContractSchema<C, D> } {
  const base = app.prefix.replace(/^\/api(?=\/|$)/, '');
  if (!contract.path.startsWith(base)) {
    throw new Error(`Contract ${contract.method} ${contract.path} registered under ${app.prefix}`);
  }
  const schema: FastifySchema = { ...docs };
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  if (contract.body && !contract.multipart) schema.body = contract.body;
  if (!contract.file) {
    // A second success code a route documents (a 202 beside the 200) stays beside the contract's.
    const extra = (docs.response ?? {}) as Record<number, unknown>;
    schema.response = { ...extra, [contract.status ?? 200]: successEnvelope(contract.response ?? z.null()) };
  }
  return {
    method: contract.method,
    url: contract.path.slice(base.length) || '/',
    schema: schema as Omit<D, 'response'> & ContractSchema<C, D>,
  };
}
