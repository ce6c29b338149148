import { z } from 'zod';
import {
  type BirthDateProblem,
  birthDateProblem,
  businessToday,
  isIsoDate,
  isPersonName,
  MAX_PLAUSIBLE_AGE,
  MIN_BORROWER_AGE,
  normalizePanamaPhone,
  toCents,
} from '../domain/index.ts';
import { messages } from '../messages.ts';

/** Every JSON answer is an envelope; this builds the success shape around a data schema. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});

/** `/:id` route parameters: a UUID, or 400 in Spanish. */
export const idParams = z.object({ id: z.uuid('Identificador no válido.') });

/** The largest amount any form takes: far above a motorcycle loan, far below integer-cent overflow. */
export const MAX_MONEY_INPUT = 9_999_999.99;

/** A plain decimal as people and query strings write it: digits, an optional point and decimals. */
const DECIMAL_TEXT = /^\s*\d+(\.\d+)?\s*$/;

/**
 * A dollar amount with at most 2 decimals, accepted as a number or a numeric string (query strings
 * and form fields). Nothing else is read as a number: `true`, `null`, `""`, `[]` and `"0x1F"` are
 * refused, not taken for 1, 0 or 31.
 */
export const moneyInput = z
  .preprocess(
    (value) => (typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : value),
    z.number({ error: messages.invalidAmount }),
  )
  .refine((n) => Number.isFinite(n) && n >= 0 && n <= MAX_MONEY_INPUT, { error: messages.invalidAmount })
  .refine(
    (n) => {
      try {
        toCents(n);
        return true;
      } catch {
        return false;
      }
    },
    { error: messages.invalidAmount },
  );

/** Money in answers: a number with at most 2 decimals. */
export const money = z.number();

export const isoDate = z.string().refine(isIsoDate, { error: messages.invalidDate });

/** The identity checks' Spanish (issue 22): said at the field, what was typed left as typed. */
export const identityMessages = {
  personName: 'Usa solo letras, espacios, apóstrofos, guiones y puntos.',
  birthDate: {
    invalid: messages.invalidDate,
    future: 'La fecha de nacimiento no puede ser futura.',
    underage: `Debe ser mayor de edad: al menos ${MIN_BORROWER_AGE} años.`,
    implausible: `Revisa el año: la persona tendría más de ${MAX_PLAUSIBLE_AGE} años.`,
  } satisfies Record<BirthDateProblem, string>,
} as const;

/** A person's first or last name: required, at most 80 characters, letters and name punctuation only. */
export const personName = (required: string) =>
  // No `error` on z.string(): it would also speak for the length check below.
  z
    .string()
    .trim()
    .min(1, required)
    .max(80)
    .refine((name) => name === '' || isPersonName(name), { error: identityMessages.personName });

/** A birth date: a calendar date, not in the future, of an adult on Panama's date today. */
export const birthDate = z.string({ error: messages.invalidDate }).superRefine((value, ctx) => {
  const problem = birthDateProblem(value, businessToday());
  if (problem) ctx.addIssue({ code: 'custom', message: identityMessages.birthDate[problem] });
});

export const panamaPhone = z.string({ error: messages.invalidPhone }).transform((value, ctx) => {
  const phone = normalizePanamaPhone(value);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: messages.invalidPhone });
    return z.NEVER;
  }
  return phone;
});

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/**
 * Where a row stands in a newest-first list: its creation instant (UTC, microseconds) and its id. A
 * page asked for after (or before) a row starts there, however deep it is (ADR 053).
 */
export const pageCursor = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  );

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  /** The page after the row of this cursor (`pagination.next` of the page before it). */
  after: pageCursor.optional(),
  /** The page before the row of this cursor (`pagination.prev` of the page after it). */
  before: pageCursor.optional(),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;
/** The paging fields, for `.omit`: a list's export takes its filters without them. */
export const PAGING_FIELDS = { page: true, limit: true, after: true, before: true } as const;

export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  hasPrev: z.boolean(),
  hasNext: z.boolean(),
  /** Lists paged by cursor: pass as `after` for the next page, and `prev` as `before` for the previous. */
  next: pageCursor.optional(),
  prev: pageCursor.optional(),
});
export type Pagination = z.infer<typeof pagination>;

export function buildPagination(
  { page, limit }: Pick<PaginationQuery, 'page' | 'limit'>,
  total: number,
  cursors?: { first?: string; last?: string },
): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    page,
    limit,
    total,
    totalPages,
    hasPrev: page > 1,
    hasNext: page < totalPages,
    ...(cursors?.last ? { next: cursors.last } : {}),
    ...(cursors?.first ? { prev: cursors.first } : {}),
  };
}

/**
 * An installment's place in the schedule and its amounts: every installment answer starts with
 * these. Kept here, not in loans.ts, so a chunk that needs them does not carry every loan schema.
 */
export const installmentAmounts = {
  paymentNumber: z.number().int(),
  dueDate: z.string(),
  amount: money,
  principal: money,
  interest: money,
  lateFee: money,
};
