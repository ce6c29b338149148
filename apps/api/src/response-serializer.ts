import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError, serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode, toJSONSchema } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;

/*
 * A response is written by fast-json-stringify from its zod schema, turned into JSON Schema once when
 * the route is registered: it writes only the declared fields, as zod's strip does, without a zod
 * parse of every answer (the largest fixed cost per request in the bench; ADR 019). A schema JSON
 * Schema cannot express (a transform) keeps zod's encoder. With `checkContract` (the tests), every
 * answer is also encoded by zod first, so a handler that drifts from its contract still fails there.
 */
export function createResponseSerializer({ checkContract }: { checkContract: boolean }) {
  const compile: FastifySerializerCompiler<unknown> = (route) => {
    const { schema, method, url } = route;
    if (!(schema instanceof $ZodType)) return zodSerializer(route as never);
    let write: (data: unknown) => string;
    try {
      write = fastJsonStringify(forSerialization(jsonSchemaOf(schema)) as never);
    } catch {
      return zodSerializer(route as never);
    }
    if (!checkContract) return write;
    return (data: unknown) => {
      const encoded = safeEncode(schema, data);
      if (encoded.error) throw new ResponseSerializationError(method, url, { cause: encoded.error });
      return write(data);
    };
  };
  return compile;
}

function jsonSchemaOf(schema: $ZodType): JsonSchema {
  return toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'throw' }) as JsonSchema;
}

/**
 * The schema as fast-json-stringify should read it:
 * - `additionalProperties: false` goes: only declared fields are written anyway, and a union's branch
 *   is chosen by validating the answer, where a row's undeclared fields must not rule a branch out
 *   (zod's union strips them too);
 * - zod writes `x | null` as `anyOf: [x, {type: 'null'}]`, which is resolved by validating each
 *   answer against both; a type list (`type: [t, 'null']`) says the same and is written directly.
 *   Only for simple types: an object or array keeps its `anyOf`.
 */
export function forSerialization(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerialization);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] =
      key === 'properties' ? mapValues(value as JsonSchema, forSerialization) : forSerialization(value);
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((s) => isOnly(s, { type: 'null' }));
    const other = anyOf[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex !== -1 && other && isScalar(other)) {
      const { anyOf: _, ...rest } = out;
      const nullable: JsonSchema = { ...rest, ...other, type: [other.type, 'null'] };
      if (Array.isArray(other.enum)) nullable.enum = [...other.enum, null];
      return nullable;
    }
  }
  return out;
}

const mapValues = (record: JsonSchema, f: (v: unknown) => unknown) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v)]));

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);

function isScalar(schema: JsonSchema) {
  return typeof schema.type === 'string' && SCALARS.has(schema.type) && !('const' in schema);
}

function isOnly(schema: unknown, expected: JsonSchema) {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    Object.keys(schema).length === Object.keys(expected).length &&
    Object.entries(expected).every(([k, v]) => (schema as JsonSchema)[k] === v)
  );
}
