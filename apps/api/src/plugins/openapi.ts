import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorEnvelope } from '@quincena/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { OPERATION_SUMMARIES } from './openapi-summaries.ts';

/**
 * OpenAPI 3.0 has no null type: a nullable union must say `nullable` on each typed branch, not
 * beside an `anyOf` (what the zod conversion writes for `.nullable()` of a union).
 */
function nullableOnBranches(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableOnBranches(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
    delete schema.nullable;
    for (const branch of schema.anyOf) {
      if (typeof branch === 'object' && branch !== null && 'type' in branch) {
        (branch as Record<string, unknown>).nullable = true;
      }
    }
  }
  for (const value of Object.values(schema)) nullableOnBranches(value);
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The error envelope under each status an operation can answer with: 400 (its input refused, or a
 * rule of the business), 401 and 403 behind a session, 404 for an id in the path (also another
 * user's), 409 for a change. A status the route documents itself is kept.
 */
function withErrorAnswers({ schema, url, route }: TransformInput): TransformInput['schema'] {
  const security = (schema as { security?: Record<string, unknown>[] }).security ?? [];
  const needsSession = security.length > 0 && security.every((entry) => 'bearerAuth' in entry);
  const statuses = [
    400,
    ...(needsSession ? [401, 403] : []),
    ...(url.includes(':') ? [404] : []),
    ...(route.method === 'GET' ? [] : [409]),
  ];
  const response = { ...((schema as { response?: Record<number, unknown> }).response ?? {}) };
  for (const status of statuses) response[status] ??= errorEnvelope;
  return { ...schema, response } as TransformInput['schema'];
}

/** 'GET /api/admin/credit-applications/{id}/documents' → 'getAdminCreditApplicationsByIdDocuments'. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith('{') ? ['by', segment.slice(1, -1)] : segment.split(/[-_]/)))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]?.toUpperCase() + w.slice(1))].join('');
}

/** The OpenAPI document is generated from the same zod schemas that validate the routes. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Quincena API',
        description: 'Financiamiento de motocicletas en Panamá',
        version: '1.0.0',
      },
      servers: [{ url: '/', description: 'Este servidor' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => {
      const { schema, url: routeUrl } = jsonSchemaTransform({ ...input, schema: withErrorAnswers(input) });
      // A module's root route ('/' under its prefix) answers without the slash too: document it so.
      const url = routeUrl.length > 1 ? routeUrl.replace(/\/$/, '') : routeUrl;
      const path = url.replace(/:(\w+)/g, '{$1}');
      const operation = `${input.route.method} ${path}`;
      return {
        url,
        schema: {
          summary: OPERATION_SUMMARIES[operation],
          operationId: operationIdOf(String(input.route.method), path),
          ...(schema as Record<string, unknown>),
        },
      };
    },
    transformObject: (documents) => {
      const document = 'openapiObject' in documents ? documents.openapiObject : documents.swaggerObject;
      nullableOnBranches(document.paths);
      return document;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
