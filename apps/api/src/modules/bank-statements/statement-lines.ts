import {
  type AppliedPayment,
  findPayerPhone,
  findPaymentReference,
  formatApplicationNumber,
  bankStatementMessages as m,
  STATEMENT_BANK_LABELS,
} from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { describeFailure } from '../../logging.ts';
import { applyReceiptToLoan, notifyReceipt, type ReceiptNoticeDeps } from '../payments/index.ts';
import {
  activeLoansByPhone,
  claimTransactions,
  findClaims,
  type LineRow,
  loansByNumber,
  lockPendingLines,
  type StatementRow,
  updateLine,
} from './bank-statements.repository.ts';

export type StatementWorkDeps = ReceiptNoticeDeps & { clock: Clock };

/** Lines worked per transaction: one commit per batch, and another instance takes the next batch. */
export const LINES_PER_BATCH = 100;

/** A line's money as a transfer received on the line's date, through the one write path of every receipt. */
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
    {
      amountCents: line.amountCents as number,
      method: 'BANK_TRANSFER',
      reference: line.bankTransactionId,
      paymentDate: line.valueDate as string,
      notes: `Extracto de ${STATEMENT_BANK_LABELS[statement.bank]}, línea ${line.lineNumber}`,
    },
    { role: 'admin', id: adminId, source: 'BANK_STATEMENT' },
    deps.clock,
  );
}

/** The SMS receipts, after the commit; a failed send is logged by notifyReceipt, never thrown. */
export async function notifyApplied(deps: ReceiptNoticeDeps, paymentIds: readonly string[]) {
  for (const id of paymentIds) {
    await notifyReceipt(deps, id).catch((err: unknown) =>
      deps.log.warn({ failure: describeFailure(err), paymentId: id }, 'statement receipt notice failed'),
    );
  }
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
  const loanOfReference = new Map(
    byNumber.map((l) => [`${formatApplicationNumber(l.number, l.createdAt).slice(4, 8)}:${l.number}`, l.id]),
  );
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
 * transaction (a taken one makes it DUPLICATE), finds its loan and is applied in a savepoint (a loan
 * that refuses it sends it to REVIEW with the refusal's reason, leaving nothing of the attempt).
 * Answers how many lines it worked (0: none left) and the receipts to notify after the commit.
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
    const paymentIds: string[] = [];
    for (const line of lines) {
      if (!claimed.has(line.id)) {
        const reason = m.duplicate(firstSeen.get(line.bankTransactionId));
        await updateLine(tx, line.id, { status: 'DUPLICATE', reason });
        continue;
      }
      const match = loanOf(line);
      if ('reason' in match) {
        await updateLine(tx, line.id, { status: 'REVIEW', reason: match.reason });
        continue;
      }
      try {
        const applied = await tx.transaction((sp) =>
          applyLine(sp, deps, statement, line, match.applicationId, statement.uploadedBy),
        );
        await updateLine(tx, line.id, {
          status: 'APPLIED',
          applicationId: match.applicationId,
          paymentId: applied.payment.id,
        });
        paymentIds.push(applied.payment.id);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        await updateLine(tx, line.id, {
          status: 'REVIEW',
          reason: err.message,
          applicationId: match.applicationId,
        });
      }
    }
    return { worked: lines.length, paymentIds };
  });
}
