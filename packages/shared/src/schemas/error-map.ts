import type { z } from 'zod';

/**
 * The Spanish every schema speaks when it does not set its own message: what a person reads under a
 * field, in their words ('Escribe como máximo 80 caracteres.'), never the library's developer Spanish
 * ('Demasiado grande: se esperaba que texto tuviera <=80 caracteres'). Installed once, for the API
 * and the web alike, by `./locale.ts`.
 */
export const errorMapMessages = {
  required: 'Este campo es obligatorio.',
  number: 'Ingresa un número.',
  wholeNumber: 'Usa un número entero.',
  text: 'Escribe un texto.',
  yesOrNo: 'Elige sí o no.',
  date: 'Ingresa una fecha válida.',
  list: 'Elige una o más opciones.',
  invalid: 'Este dato no es válido.',
  choose: 'Elige una de las opciones.',
  format: 'El formato no es válido.',
  email: 'Escribe un correo electrónico válido, como nombre@correo.com.',
  url: 'Escribe una dirección web válida.',
  id: 'El identificador no es válido.',
  twoDecimals: 'Usa como máximo 2 decimales.',
  fileTooLarge: 'El archivo es demasiado grande.',
  fileEmpty: 'El archivo está vacío.',
  atMostChars: (n: number) => `Escribe como máximo ${n} ${n === 1 ? 'carácter' : 'caracteres'}.`,
  atLeastChars: (n: number) => `Escribe al menos ${n} ${n === 1 ? 'carácter' : 'caracteres'}.`,
  exactChars: (n: number) => `Escribe exactamente ${n} ${n === 1 ? 'carácter' : 'caracteres'}.`,
  atMost: (n: string) => `Debe ser ${n} o menos.`,
  below: (n: string) => `Debe ser menor que ${n}.`,
  atLeast: (n: string) => `Debe ser ${n} o más.`,
  above: (n: string) => `Debe ser mayor que ${n}.`,
  atMostOptions: (n: number) => `Elige como máximo ${n} ${n === 1 ? 'opción' : 'opciones'}.`,
  atLeastOptions: (n: number) => `Elige al menos ${n} ${n === 1 ? 'opción' : 'opciones'}.`,
  multipleOf: (n: number) => `Debe ser múltiplo de ${n}.`,
  startsWith: (prefix: string) => `Debe empezar con «${prefix}».`,
  endsWith: (suffix: string) => `Debe terminar con «${suffix}».`,
  includes: (part: string) => `Debe incluir «${part}».`,
  unexpected: (keys: string[]) =>
    `${keys.length === 1 ? 'Dato no esperado' : 'Datos no esperados'}: ${keys.join(', ')}.`,
} as const;

const m = errorMapMessages;

/** A bound as people read it: 1000 → '1000', a date → '2026-01-31'. */
const bound = (value: number | bigint | Date | unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

const ID_FORMATS = new Set([
  'uuid',
  'uuidv4',
  'uuidv6',
  'uuidv7',
  'guid',
  'cuid',
  'cuid2',
  'ulid',
  'xid',
  'ksuid',
  'nanoid',
]);
const DATE_FORMATS = new Set(['date', 'datetime', 'time', 'duration']);
const SIZED = new Set(['array', 'set']);

function invalidType(issue: { expected: string; input: unknown }): string {
  if (issue.input === undefined || issue.input === null) return m.required;
  switch (issue.expected) {
    case 'number':
    case 'bigint':
    case 'nan':
      return m.number;
    case 'int':
      return typeof issue.input === 'number' ? m.wholeNumber : m.number;
    case 'string':
      return m.text;
    case 'boolean':
      return m.yesOrNo;
    case 'date':
      return m.date;
    case 'array':
    case 'set':
    case 'tuple':
      return m.list;
    default:
      return m.invalid;
  }
}

function tooBig(issue: { origin: string; maximum: number | bigint; inclusive?: boolean; exact?: boolean }) {
  const n = Number(issue.maximum);
  if (issue.origin === 'string') return issue.exact ? m.exactChars(n) : m.atMostChars(n);
  if (issue.origin === 'file') return m.fileTooLarge;
  if (SIZED.has(issue.origin)) return m.atMostOptions(n);
  return issue.inclusive === false ? m.below(bound(issue.maximum)) : m.atMost(bound(issue.maximum));
}

function tooSmall(issue: { origin: string; minimum: number | bigint; inclusive?: boolean; exact?: boolean }) {
  const n = Number(issue.minimum);
  if (issue.origin === 'string') {
    if (issue.exact) return m.exactChars(n);
    return n <= 1 ? m.required : m.atLeastChars(n);
  }
  if (issue.origin === 'file') return m.fileEmpty;
  if (SIZED.has(issue.origin)) return m.atLeastOptions(Math.max(1, n));
  return issue.inclusive === false ? m.above(bound(issue.minimum)) : m.atLeast(bound(issue.minimum));
}

function invalidFormat(issue: Record<string, unknown> & { format: string }): string {
  if (issue.format === 'email') return m.email;
  if (issue.format === 'url') return m.url;
  if (ID_FORMATS.has(issue.format)) return m.id;
  if (DATE_FORMATS.has(issue.format)) return m.date;
  if (issue.format === 'starts_with') return m.startsWith(String(issue.prefix));
  if (issue.format === 'ends_with') return m.endsWith(String(issue.suffix));
  if (issue.format === 'includes') return m.includes(String(issue.includes));
  return m.format;
}

function notMultipleOf(divisor: number): string {
  if (divisor === 1) return m.wholeNumber;
  if (divisor === 0.01) return m.twoDecimals;
  return m.multipleOf(divisor);
}

/** zod's error map: every issue a schema raises without its own message, in plain Spanish. */
export const spanishErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return notMultipleOf(issue.divisor);
    case 'invalid_value':
      return issue.values.length > 1 ? m.choose : m.invalid;
    case 'unrecognized_keys':
      return m.unexpected(issue.keys);
    default:
      return m.invalid;
  }
};
