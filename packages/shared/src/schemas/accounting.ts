import { z } from 'zod';
import { daysBetween, isIsoDate } from '../domain/dates.ts';
import { messages } from '../messages.ts';
import { money } from './common.ts';

/* The accounting journal (PRODUCT.md §9, ADR 032): the ledger's double entries for a date range. */

/** The longest range one request may ask for: a year, leap day included. */
export const JOURNAL_MAX_DAYS = 366;

export const accountingMessages = {
  fromRequired: 'Indica la fecha "Desde" (AAAA-MM-DD).',
  toRequired: 'Indica la fecha "Hasta" (AAAA-MM-DD).',
  dateRange: 'La fecha "Hasta" debe ser igual o posterior a "Desde".',
  tooLong: `El rango no puede superar ${JOURNAL_MAX_DAYS} días. Acota las fechas.`,
  errorTitle: 'Error al cargar el diario contable',
  empty: 'No hay asientos en este rango de fechas',
} as const;

const requiredDate = (missing: string) =>
  z.string({ error: missing }).refine(isIsoDate, { error: messages.invalidDate });

const bothDates = (q: { from: string; to: string }) => isIsoDate(q.from) && isIsoDate(q.to);

/** GET /admin/accounting/journal: both dates inclusive, Panama business dates. */
export const journalQuery = z
  .object({
    from: requiredDate(accountingMessages.fromRequired),
    to: requiredDate(accountingMessages.toRequired),
    format: z.enum(['json', 'csv'], { error: 'Formato no válido: usa json o csv.' }).default('json'),
  })
  // A date refused above still reaches these checks (zod goes on after a refine): they skip it.
  .refine((q) => !bothDates(q) || q.from <= q.to, { error: accountingMessages.dateRange, path: ['to'] })
  .refine((q) => !bothDates(q) || q.from > q.to || daysBetween(q.from, q.to) < JOURNAL_MAX_DAYS, {
    error: accountingMessages.tooLong,
    path: ['to'],
  });

/** One line of a double entry: `account` is the chart's code, debit or credit is 0. */
export const journalLine = z.object({
  date: z.string(),
  transactionId: z.string(),
  applicationId: z.string(),
  applicationNumber: z.string(),
  account: z.string(),
  accountName: z.string(),
  debit: money,
  credit: money,
  memo: z.string(),
});
export type JournalLineView = z.infer<typeof journalLine>;

export const journal = z.object({
  entries: z.array(journalLine),
  totals: z.object({ debit: money, credit: money }),
});
export type Journal = z.infer<typeof journal>;
