import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './locale.ts';
import { customerInfoFields } from './customers.ts';
import { errorMapMessages } from './error-map.ts';

const messageOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return parsed.error.issues[0]?.message;
};

describe('the Spanish error map', () => {
  it.each([
    ['a text over its maximum', z.string().max(80), 'x'.repeat(81), 'Escribe como máximo 80 caracteres.'],
    ['a text under its minimum', z.string().min(3), 'ab', 'Escribe al menos 3 caracteres.'],
    ['an empty required text', z.string().min(1), '', 'Este campo es obligatorio.'],
    ['a text of fixed length', z.string().length(17), 'abc', 'Escribe exactamente 17 caracteres.'],
    ['a missing field', z.object({ a: z.string() }), {}, 'Este campo es obligatorio.'],
    ['a null field', z.object({ a: z.number() }), { a: null }, 'Este campo es obligatorio.'],
    ['a word for a number', z.number(), 'diez', 'Ingresa un número.'],
    ['NaN for a number', z.number(), Number.NaN, 'Ingresa un número.'],
    ['a fraction for a whole number', z.int(), 1.5, 'Usa un número entero.'],
    ['a number over its maximum', z.number().max(10), 11, 'Debe ser 10 o menos.'],
    ['a number at an exclusive maximum', z.number().lt(10), 10, 'Debe ser menor que 10.'],
    ['a number under its minimum', z.number().min(1), 0, 'Debe ser 1 o más.'],
    ['zero for a positive number', z.number().positive(), 0, 'Debe ser mayor que 0.'],
    ['three decimals for money', z.number().multipleOf(0.01), 1.005, 'Usa como máximo 2 decimales.'],
    ['a number for a text', z.string(), 5, 'Escribe un texto.'],
    ['a text for a yes/no', z.boolean(), 'sí', 'Elige sí o no.'],
    ['an unknown option', z.enum(['a', 'b']), 'c', 'Elige una de las opciones.'],
    ['a wrong literal', z.literal('es'), 'en', 'Este dato no es válido.'],
    ['a bad e-mail', z.email(), 'ana@', errorMapMessages.email],
    ['a bad id', z.uuid(), '123', 'El identificador no es válido.'],
    ['a pattern', z.string().regex(/^\d+$/), 'a', 'El formato no es válido.'],
    ['an empty list', z.array(z.string()).min(1), [], 'Elige al menos 1 opción.'],
    ['a long list', z.array(z.string()).max(2), ['a', 'b', 'c'], 'Elige como máximo 2 opciones.'],
    ['an unexpected key', z.strictObject({}), { x: 1 }, 'Dato no esperado: x.'],
    ['no union member', z.union([z.number(), z.boolean()]), 'x', 'Este dato no es válido.'],
  ])('%s', (_name, schema, input, expected) => {
    expect(messageOf(schema, input)).toBe(expected);
  });

  it('a message a schema sets itself still wins', () => {
    expect(messageOf(z.string().max(2, 'Muy largo.'), 'abc')).toBe('Muy largo.');
  });

  it("speaks to the user on the shared schemas: a first name over 80 characters (issue 22's example)", () => {
    const name = z.object({ firstName: customerInfoFields.firstName });
    expect(messageOf(name, { firstName: 'a'.repeat(81) })).toBe('Escribe como máximo 80 caracteres.');
  });

  it('never answers with the library’s developer Spanish, whatever the input', () => {
    const schema = z.object({
      text: z.string().min(2).max(5),
      count: z.int().min(0).max(9),
      when: z.iso.date(),
      mail: z.email(),
      tags: z.array(z.enum(['a', 'b'])).max(1),
      flag: z.boolean(),
    });
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
        const parsed = schema.safeParse({ text: a, count: b, when: c, mail: a, tags: b, flag: c });
        for (const issue of parsed.success ? [] : parsed.error.issues) {
          expect(issue.message).not.toMatch(/se esperaba|recibido|Entrada inválida|<=|>=|instanceof/);
          expect(issue.message).toMatch(/^[A-ZÁÉÍÓÚÑ¡¿].*\.$/);
        }
      }),
    );
  });
});
