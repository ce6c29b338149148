import {
  formatApplicationNumber,
  type IsoDate,
  type JournalSource,
  type JournalSplit,
  journalSources,
  replayLoan,
  type ScheduledInstallment,
} from '@quincena/shared';
import type { Executor } from '../../db/client.ts';
import { findSystemSettings } from '../settings/index.ts';
import {
  type LoanTransactionRow,
  listLedgersTouchedBetween,
  listSchedulesTouchedBetween,
} from './loans.repository.ts';
import { toLedgerEntry } from './loans.service.ts';

/** A ledger entry dated in the range, ready to post, with the loan it belongs to. */
export interface LedgerJournalSource {
  applicationId: string;
  applicationNumber: string;
  source: JournalSource;
}

const storedSplit = (row: LoanTransactionRow): JournalSplit => ({
  principalCents: row.principalCents,
  interestCents: row.interestCents,
  lateFeeCents: row.lateFeeCents,
  creditCents: row.creditCents,
});

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * The entries dated from `from` to `to` (both inclusive), each with what it moves today: every
 * loan touched in the range is replayed once over its whole ledger, so a receipt posts the split
 * of the current replay (ADR 032), a reversed entry and its reversal the split stored when posted.
 */
export async function listLedgerEntriesBetween(
  db: Executor,
  from: IsoDate,
  to: IsoDate,
): Promise<LedgerJournalSource[]> {
  const [ledgerRows, scheduleRows, settings] = await Promise.all([
    listLedgersTouchedBetween(db, from, to),
    listSchedulesTouchedBetween(db, from, to),
    findSystemSettings(db),
  ]);
  const schedules = groupBy(scheduleRows, (r) => r.applicationId);
  const result: LedgerJournalSource[] = [];
  for (const [applicationId, rows] of groupBy(ledgerRows, (r) => r.entry.applicationId)) {
    const transactions = rows.map((r) => toLedgerEntry(r.entry));
    const installments: ScheduledInstallment[] = schedules.get(applicationId) ?? [];
    // asOf only measures lateness; every entry counts, whatever its date.
    const replay = replayLoan({
      installments,
      transactions,
      asOf: to,
      graceDays: settings.payments.gracePeriod,
      startDate: (rows[0] as (typeof rows)[number]).startDate,
    });
    const posted = new Map(rows.map((r) => [r.entry.id, storedSplit(r.entry)]));
    const first = rows[0] as (typeof rows)[number];
    const applicationNumber = formatApplicationNumber(first.number, first.applicationCreatedAt);
    for (const source of journalSources(transactions, replay.transactions, posted)) {
      if (source.valueDate >= from && source.valueDate <= to) {
        result.push({ applicationId, applicationNumber, source });
      }
    }
  }
  return result;
}
