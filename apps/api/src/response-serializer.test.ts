import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializer, forSerialization } from './response-serializer.ts';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });

const account = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.enum(['ACTIVE', 'LOCKED']).nullable(),
  amountCents: z.number().int(),
  tags: z.array(z.object({ label: z.string() })),
  owner: z.object({ id: z.string() }).nullable(),
});

const sample = {
  id: '0b7a8f56-4c8f-4e55-8f2b-3c0a9f3f2a11',
  name: 'Ana "la" Pérez',
  email: null,
  status: 'ACTIVE' as const,
  amountCents: 12_345,
  tags: [{ label: 'a' }],
  owner: null,
};

describe('the compiled response serializer', () => {
  it('writes what zod would write, field for field, and leaves out undeclared fields', () => {
    const write = createResponseSerializer({ checkContract: false })(route(account));
    const leaked = { ...sample, passwordHash: 'secret', tags: [{ label: 'a', internal: 1 }] };
    const written = JSON.parse(write(leaked));
    expect(written).toEqual(JSON.parse(JSON.stringify(z.encode(account, sample))));
    expect(written).not.toHaveProperty('passwordHash');
    expect(written.tags[0]).not.toHaveProperty('internal');
  });

  it('writes a nullable field either way', () => {
    const write = createResponseSerializer({ checkContract: false })(route(account));
    const filled = { ...sample, email: 'ana@example.com', owner: { id: 'u1' } };
    expect(JSON.parse(write(filled))).toMatchObject({ email: 'ana@example.com', owner: { id: 'u1' } });
  });

  it('under contract checking, refuses an answer that breaks its schema', () => {
    const write = createResponseSerializer({ checkContract: true })(route(account));
    expect(() => write({ ...sample, amountCents: 'twelve' })).toThrow();
    expect(() => write({ ...sample, name: undefined })).toThrow();
    expect(JSON.parse(write(sample))).toEqual(sample);
  });

  it('keeps zod for a schema JSON Schema cannot express', () => {
    const transformed = z.object({ at: z.string().transform((s) => s.length) });
    const write = createResponseSerializer({ checkContract: false })(route(transformed));
    expect(() => write({ at: 3 })).toThrow();
  });
});

describe('forSerialization', () => {
  it('chooses a union branch by its declared fields, whatever else the row holds', () => {
    const session = z.union([
      z.object({ token: z.string(), customer: z.object({ id: z.string(), kind: z.enum(['A']).nullable() }) }),
      z.object({ consent: z.literal(true), phoneNumber: z.string() }),
    ]);
    const write = createResponseSerializer({ checkContract: true })(route(session));
    const row = { token: 't', customer: { id: 'c', kind: null, pinHash: 'x' }, extra: 1 };
    expect(JSON.parse(write(row))).toEqual({ token: 't', customer: { id: 'c', kind: null } });
    expect(JSON.parse(write({ consent: true, phoneNumber: '6' }))).toEqual({
      consent: true,
      phoneNumber: '6',
    });
  });

  it('turns a nullable scalar into a type list, leaves objects alone, drops additionalProperties: false', () => {
    const object = { type: 'object', properties: {} };
    expect(
      forSerialization({
        additionalProperties: false,
        properties: {
          additionalProperties: { type: 'boolean' },
          a: { anyOf: [{ type: 'string', format: 'email' }, { type: 'null' }] },
          b: { anyOf: [object, { type: 'null' }] },
          c: { anyOf: [{ type: 'string' }, { type: 'number' }] },
          d: { anyOf: [{ type: 'string', enum: ['A'] }, { type: 'null' }] },
        },
      }),
    ).toEqual({
      properties: {
        additionalProperties: { type: 'boolean' },
        a: { type: ['string', 'null'], format: 'email' },
        b: { anyOf: [object, { type: 'null' }] },
        c: { anyOf: [{ type: 'string' }, { type: 'number' }] },
        d: { type: ['string', 'null'], enum: ['A', null] },
      },
    });
  });
});
