import { z } from 'zod';
import { isIsoDate, normalizePanamaPhone, toCents } from '../domain/index.ts';
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
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

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

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  hasPrev: z.boolean(),
  hasNext: z.boolean(),
});
export type Pagination = z.infer<typeof pagination>;

export function buildPagination({ page, limit }: PaginationQuery, total: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { page, limit, total, totalPages, hasPrev: page > 1, hasNext: page < totalPages };
}
