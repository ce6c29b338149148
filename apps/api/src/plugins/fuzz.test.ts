import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken, freshIp, loginAs } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/*
 * Every operation of the OpenAPI document, sent malformed values by every kind of caller: no answer
 * may be a 5xx, and every error must be the JSON envelope (never Fastify's own body or a stack).
 */

// biome-ignore lint/suspicious/noExplicitAny: a JSON schema from the OpenAPI document, read loosely.
type JsonSchema = any;

/** A plausible value for a JSON schema, so one mutated field at a time reaches the service. */
function sample(schema: JsonSchema, name = ''): unknown {
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const union = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (union) return sample(union.find((s: JsonSchema) => s.type !== 'null') ?? union[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  if (type === 'object') {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, k)]));
  }
  if (type === 'array') return schema.minItems ? [sample(schema.items, name)] : [];
  if (type === 'boolean') return true;
  if (type === 'number' || type === 'integer') return Math.max(schema.minimum ?? 1, 1);
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date' || /date/i.test(name)) return '2026-11-20';
  if (/phone/i.test(name)) return '61234567';
  return 'a'.repeat(Math.max(schema.minLength ?? 1, 8));
}

interface Operation {
  method: string;
  path: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header' }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

const NASTY_TEXT = [
  'a\u0000b',
  '\ud800',
  'x'.repeat(5000),
  '%',
  '-1',
  '1e309',
  '0x1F',
  "' or 1=1 --",
  '../../etc/passwd',
];
/** Query values as a client writes them on the wire: NUL, a lone surrogate, bad escapes, huge. */
const NASTY_QUERY = [
  'a%00b',
  '%ED%A0%80',
  '%ud800',
  '%',
  'x'.repeat(5000),
  '-1',
  '1e309',
  '0x1F',
  '%27%20or%201%3D1%20--',
];
const NASTY_VALUES: unknown[] = [
  ...NASTY_TEXT,
  true,
  null,
  [],
  {},
  '',
  -1,
  1e15,
  21_474_836.48,
  Number.MAX_SAFE_INTEGER,
  0.001,
];
const NASTY_IDS = ['not-a-uuid', '%00', 'a'.repeat(3000), randomUUID(), '%ED%A0%80'];

let t: TestApp;
let operations: Operation[];
const callers: Record<string, string | undefined> = { anonymous: undefined };

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(
    ([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
  callers.admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  callers.vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  callers.customer = await customerToken(t.app, '+50761234567');
}, 60_000);
afterAll(() => t?.close());

/** Who a route is for, by its path: only they get past its guard to the body's validation. */
function ownersOf(path: string): string[] {
  if (path.startsWith('/api/admin')) return ['admin'];
  if (path.startsWith('/api/vendor')) return ['vendor'];
  if (path.startsWith('/api/customers')) return ['customer'];
  return Object.keys(callers);
}

/** The path with each parameter replaced by `id` (kept raw so encoded bytes reach the router). */
function fill(path: string, id: string) {
  return path.replace(/\{[^}]+\}/g, id);
}

async function send(method: string, url: string, token: string | undefined, payload?: unknown) {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: freshIp(),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return res;
}

const failures: string[] = [];

/** Notes an answer that is a 5xx, or an error that is not the envelope. */
function expectEnvelope(res: Awaited<ReturnType<typeof send>>, what: string) {
  const wrong = () => failures.push(`${what} → ${res.statusCode} ${res.body.slice(0, 160)}`);
  if (res.statusCode >= 500) return wrong();
  if (res.statusCode < 400) return;
  let body: { success?: unknown; message?: unknown; code?: unknown };
  try {
    body = res.json();
  } catch {
    return wrong();
  }
  if (body.success !== false || typeof body.message !== 'string' || typeof body.code !== 'string') wrong();
}

describe('fuzz over the OpenAPI document', () => {
  it('lists the operations it probes', () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  it('answers malformed ids, queries and bodies with a 4xx envelope, never a 5xx', async () => {
    let sent = 0;
    for (const op of operations) {
      if (op.path.startsWith('/api/docs')) continue;
      const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      const bodyFields = Object.keys(bodySchema?.properties ?? {});
      // Signing out would end the session every later request needs.
      if (op.path.endsWith('/logout')) continue;
      for (const [role, token] of Object.entries(callers)) {
        for (const id of op.path.includes('{') ? NASTY_IDS : ['']) {
          const path = fill(op.path, id);
          const res = await send(op.method, path, token, bodyFields.length ? {} : undefined);
          expectEnvelope(res, `${role} ${op.method} ${path.slice(0, 80)}`);
          sent++;
        }
        const path = fill(op.path, randomUUID());
        for (const name of queryNames) {
          for (const value of NASTY_QUERY) {
            const url = `${path}?${name}=${value}`;
            expectEnvelope(await send(op.method, url, token), `${role} ${op.method} ${url.slice(0, 80)}`);
            sent++;
          }
        }
        if (!ownersOf(op.path).includes(role)) continue;
        const valid = sample(bodySchema) as Record<string, unknown>;
        for (const field of bodyFields) {
          for (const value of NASTY_VALUES) {
            const res = await send(op.method, path, token, { ...valid, [field]: value });
            expectEnvelope(
              res,
              `${role} ${op.method} ${path} {${field}: ${JSON.stringify(value)?.slice(0, 20)}}`,
            );
            sent++;
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 600_000);
});
