import {
  fromCents,
  type IsoDate,
  JOURNAL_ACCOUNTS,
  type Journal,
  journalEntry,
  journalTotals,
} from '@quincena/shared';
import { csvDocument, csvLine } from '../../csv.ts';
import type { Executor } from '../../db/client.ts';
import { listLedgerEntriesBetween } from '../loans/index.ts';

/**
 * GET /admin/accounting/journal (PRODUCT.md §9, ADR 032): the double entries of every ledger entry
 * dated in the range, by date, then loan, then ledger order; the totals are summed in cents.
 */
export async function getJournal(db: Executor, from: IsoDate, to: IsoDate): Promise<Journal> {
  const sources = await listLedgerEntriesBetween(db, from, to);
  const posted = sources.map(({ applicationId, applicationNumber, source }) => ({
    applicationId,
    applicationNumber,
    entry: journalEntry(source),
  }));
  // Stable: inside one loan and date the ledger order stays.
  posted.sort(
    (a, b) =>
      a.entry.date.localeCompare(b.entry.date) || a.applicationNumber.localeCompare(b.applicationNumber),
  );
  const lines = posted.flatMap(({ applicationId, applicationNumber, entry }) =>
    entry.lines.map((line) => ({ applicationId, applicationNumber, entry, line })),
  );
  const totals = journalTotals(lines.map((l) => l.line));
  return {
    entries: lines.map(({ applicationId, applicationNumber, entry, line }) => ({
      date: entry.date,
      transactionId: entry.transactionId,
      applicationId,
      applicationNumber,
      account: JOURNAL_ACCOUNTS[line.account].code,
      accountName: JOURNAL_ACCOUNTS[line.account].name,
      debit: fromCents(line.debitCents),
      credit: fromCents(line.creditCents),
      memo: entry.memo,
    })),
    totals: { debit: fromCents(totals.debitCents), credit: fromCents(totals.creditCents) },
  };
}

const CSV_HEADERS = [
  'Fecha',
  'Solicitud',
  'Cuenta',
  'Nombre de la cuenta',
  'Debe',
  'Haber',
  'Concepto',
  'Transacción',
];

/** The journal for the accountant: one row per line, then the totals row. */
export function journalCsv(journal: Journal): string {
  const rows = journal.entries.map((e) =>
    csvLine([
      e.date,
      e.applicationNumber,
      e.account,
      e.accountName,
      e.debit.toFixed(2),
      e.credit.toFixed(2),
      e.memo,
      e.transactionId,
    ]),
  );
  const totals = csvLine([
    'Totales',
    '',
    '',
    '',
    journal.totals.debit.toFixed(2),
    journal.totals.credit.toFixed(2),
    '',
    '',
  ]);
  return csvDocument([csvLine(CSV_HEADERS), ...rows, totals]);
}

export const journalFileName = (from: IsoDate, to: IsoDate) => `diario-${from}-${to}.csv`;
