import {
  type AppliedPayment,
  applicationYear,
  findPayerPhone,
  findPaymentReference,
  bankStatementMessages as m,
  STATEMENT_BANK_LABELS,
} from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { describeFailure } from '../../logging.ts';
import {
  applyReceiptsToLoans,
  applyReceiptToLoan,
  notifyReceipts,
  type Receipt,
  type ReceiptNoticeDeps,
} from '../payments/index.ts';
import {
  activeLoansByPhone,
  claimTransactions,
  findClaims,
  type LineOutcome,
  type LineRow,
  loansByNumber,
  lockPendingLines,
  type StatementRow,
  updateLines,
} from './bank-statements.repository.ts';

export type StatementWorkDeps = ReceiptNoticeDeps & { clock: Clock };

/** Lines worked per transaction: one commit per batch, and another instance takes the next batch. */
export const LINES_PER_BATCH = 100;

/** A line's money as a transfer received on the line's date. */
function lineReceipt(statement: StatementRow, line: LineRow): Receipt {
  return {
    amountCents: line.amountCents as number,
    method: 'BANK_TRANSFER',
    reference: line.bankTransactionId,
    paymentDate: line.valueDate as string,
    notes: `Extracto de ${STATEMENT_BANK_LABELS[statement.bank]}, línea ${line.lineNumber}`,
  };
}

/** One line applied to a loan by hand, through the one write path of every receipt. */
export function applyLine(
  tx: Transaction,
  deps: { clock: Clock },
  statement: StatementRow,
  line: LineRow,
  applicationId: string,
  adminId: string,
): Promise<AppliedPayment> {
  return applyReceiptToLoan(
    tx,
    applicationId,
    lineReceipt(statement, line),
    { role: 'admin', id: adminId, source: 'BANK_STATEMENT' },
    deps.clock,
  );
}

/**
 * The matched lines in rounds of distinct loans, in their order: a loan's second line in the batch is
 * applied in the next round, on the loan as its first left it.
 */
function roundsOfDistinctLoans<T extends { applicationId: string }>(items: readonly T[]): T[][] {
  const rounds: T[][] = [];
  const roundOf = new Map<string, number>();
  for (const item of items) {
    const round = (roundOf.get(item.applicationId) ?? -1) + 1;
    roundOf.set(item.applicationId, round);
    if (round === rounds.length) rounds.push([]);
    rounds[round]?.push(item);
  }
  return rounds;
}

/** The SMS receipts, after the commit; a failure is logged, never thrown (the money is in). */
export async function notifyApplied(deps: ReceiptNoticeDeps, paymentIds: readonly string[]) {
  await notifyReceipts(deps, paymentIds).catch((err: unknown) =>
    deps.log.warn(
      { failure: describeFailure(err), receipts: paymentIds.length },
      'statement receipt notices failed',
    ),
  );
}

/** Each line's loan: by the payment reference in its reference or payer text, else by the payer's phone. */
async function matchLoans(tx: Transaction, lines: readonly LineRow[]) {
  const references = new Map(
    lines.map((l) => [l.id, findPaymentReference(`${l.reference} ${l.payer}`)] as const),
  );
  const phones = new Map(lines.map((l) => [l.id, findPayerPhone(`${l.payer} ${l.reference}`)] as const));
  const numbers = [...references.values()].flatMap((r) => (r ? [r.number] : []));
  const [byNumber, byPhone] = await Promise.all([
    loansByNumber(tx, numbers),
    activeLoansByPhone(
      tx,
      [...phones.values()].filter((p): p is string => p !== undefined),
    ),
  ]);
  const loanOfReference = new Map(byNumber.map((l) => [`${applicationYear(l.createdAt)}:${l.number}`, l.id]));
  return (line: LineRow): { applicationId: string } | { reason: string } => {
    const reference = references.get(line.id);
    const byReference = reference && loanOfReference.get(`${reference.year}:${reference.number}`);
    if (byReference) return { applicationId: byReference };
    const phone = phones.get(line.id);
    const loans = phone ? byPhone.filter((l) => l.phoneNumber === phone) : [];
    if (loans.length === 1) return { applicationId: (loans[0] as { id: string }).id };
    return { reason: loans.length > 1 ? m.manyLoans : m.noLoan };
  };
}

/**
 * Works the next batch of a statement's lines in one transaction: each line claims its bank
 * transaction (a taken one makes it DUPLICATE) and finds its loan; the matched lines are applied
 * together through the one write path of every receipt (ADR 058: each kind of row written once per
 * round), and a loan that refuses its line sends it to REVIEW with the refusal's reason, nothing of
 * it written. Answers how many lines it worked (0: none left) and the receipts to notify after the commit.
 */
export async function workNextLines(
  deps: StatementWorkDeps,
  statement: StatementRow,
): Promise<{ worked: number; paymentIds: string[] }> {
  return deps.db.transaction(async (tx) => {
    const lines = await lockPendingLines(tx, statement.id, LINES_PER_BATCH);
    if (lines.length === 0) return { worked: 0, paymentIds: [] };
    const claimed = await claimTransactions(tx, statement.bank, lines);
    const taken = lines.filter((l) => !claimed.has(l.id));
    const firstSeen = new Map(
      (
        await findClaims(
          tx,
          statement.bank,
          taken.map((l) => l.bankTransactionId),
        )
      ).map((c) => [c.transactionId, c]),
    );
    const loanOf = await matchLoans(tx, lines);
    const outcomes: LineOutcome[] = [];
    const outcome = (line: LineRow, values: Partial<LineOutcome> & Pick<LineOutcome, 'status'>) =>
      outcomes.push({ id: line.id, reason: null, applicationId: null, paymentId: null, ...values });
    const matched: { line: LineRow; applicationId: string }[] = [];
    for (const line of lines) {
      const match = claimed.has(line.id) ? loanOf(line) : null;
      if (!match)
        outcome(line, { status: 'DUPLICATE', reason: m.duplicate(firstSeen.get(line.bankTransactionId)) });
      else if ('reason' in match) outcome(line, { status: 'REVIEW', reason: match.reason });
      else matched.push({ line, applicationId: match.applicationId });
    }
    const paymentIds: string[] = [];
    for (const round of roundsOfDistinctLoans(matched)) {
      const results = await applyReceiptsToLoans(
        tx,
        round.map(({ line, applicationId }) => ({ applicationId, receipt: lineReceipt(statement, line) })),
        { role: 'admin', id: statement.uploadedBy, source: 'BANK_STATEMENT' },
        deps.clock,
      );
      round.forEach(({ line, applicationId }, k) => {
        const result = results[k] as AppliedPayment | AppError;
        if (result instanceof AppError) {
          outcome(line, { status: 'REVIEW', reason: result.message, applicationId });
          return;
        }
        outcome(line, { status: 'APPLIED', applicationId, paymentId: result.payment.id });
        paymentIds.push(result.payment.id);
      });
    }
    await updateLines(tx, outcomes);
    return { worked: lines.length, paymentIds };
  });
}
