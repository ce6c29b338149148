import {
  businessToday,
  formatApplicationNumber,
  formatUsdCents,
  fromCents,
  type PayoffQuote,
  type PostedPayoff,
  paymentMessages,
  type payoffBody,
  toCents,
} from '@quincena/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError, ConflictError, NotFoundError } from '../../errors.ts';
import type { SmsSender } from '../../infra/sms/sms-sender.ts';
import { describeFailure } from '../../logging.ts';
import { lockApplication } from '../applications/index.ts';
import { sendSms } from '../auth/index.ts';
import { findCustomerById } from '../customers/index.ts';
import { toPayoffView } from '../loans/index.ts';
import { assertPaymentMethodEnabled } from '../settings/index.ts';
import { applyReceiptToLoan, assertNotFuture, type ReceiptCheck } from './payment-application.service.ts';

const LOAN_STATUSES = ['APPROVED', 'DISBURSED'];

type Deps = { db: Database; clock: Clock; sms: SmsSender; log: FastifyBaseLogger };

/** What the payoff settled, as its preview under the locks replayed it. */
interface Settled {
  quote: PayoffQuote;
  creditCents: number;
  active: boolean;
}

/**
 * Refused under the locks, before anything is written: a loan that owes nothing, and an amount
 * below the payoff total of the payment date (the quote the customer and the admin were shown).
 */
export function checkPayoff(loan: ReceiptCheck, amountCents: number): Settled {
  if (!loan.before.totals.isActive) throw new ConflictError(paymentMessages.loanPaidOff, 'LOAN_PAID_OFF');
  const payoff = loan.payoff;
  if (!payoff) throw new Error('a payoff previewed without its quote');
  if (!payoff.settled) {
    const totalCents = payoff.quote.totalCents;
    const message = paymentMessages.payoffShort(formatUsdCents(amountCents), formatUsdCents(totalCents));
    throw new AppError(400, 'PAYOFF_AMOUNT_SHORT', message, [{ field: 'amount', message }]);
  }
  const { totals } = loan.replay;
  return { quote: payoff.quote, creditCents: totals.unappliedCreditCents, active: totals.isActive };
}

/**
 * POST /admin/loans/:id/payoff (PRODUCT.md §9, ADR 043): the receipt that pays the loan off on its
 * payment date, through the one write path of every receipt. Its PAYOFF entry settles what the
 * payoff quote of that date says, spends the loan's credit and rebates the unearned interest; the
 * loan is PAID_OFF. The customer hears of it by SMS once the transaction has committed.
 */
export async function postLoanPayoff(
  deps: Deps,
  adminId: string,
  applicationId: string,
  input: z.infer<typeof payoffBody>,
): Promise<PostedPayoff> {
  const today = businessToday(deps.clock.now());
  assertNotFuture(input.paymentDate, today);
  const amountCents = toCents(input.amount);
  const { posted, settled, customerId, number } = await deps.db.transaction(async (tx) => {
    const loan = await lockApplication(tx, applicationId);
    if (!loan || !LOAN_STATUSES.includes(loan.status)) {
      throw new NotFoundError('Préstamo no encontrado.', 'LOAN_NOT_FOUND');
    }
    const { gracePeriod } = await assertPaymentMethodEnabled(tx, input.paymentMethod);
    let outcome: Settled | null = null;
    const applied = await applyReceiptToLoan(
      tx,
      applicationId,
      {
        amountCents,
        method: input.paymentMethod,
        reference: input.paymentReference,
        paymentDate: input.paymentDate,
        notes: input.notes,
      },
      { role: 'admin', id: adminId, source: 'ADMIN' },
      deps.clock,
      {
        payoff: true,
        graceDays: gracePeriod,
        check: (check) => {
          outcome = checkPayoff(check, amountCents);
        },
      },
    );
    if (!outcome) throw new Error('a payoff applied without its check');
    return {
      posted: applied,
      settled: outcome as Settled,
      customerId: loan.customerId,
      number: formatApplicationNumber(loan.number, loan.createdAt),
    };
  });
  const { quote } = settled;
  await notifyPaidOff(deps, customerId, number, amountCents);
  return {
    payment: { id: posted.payment.id, applicationId, amount: fromCents(amountCents) },
    payoff: toPayoffView(applicationId, quote),
    loan: { status: settled.active ? 'ACTIVE' : 'PAID_OFF', unappliedCredit: fromCents(settled.creditCents) },
  };
}

async function notifyPaidOff(deps: Deps, customerId: string, number: string, cents: number) {
  const customer = await findCustomerById(deps.db, customerId);
  if (!customer) return;
  const text = `Quincena: recibimos ${formatUsdCents(cents)} y tu préstamo ${number} quedó cancelado. ¡Gracias!`;
  await sendSms(deps, customer.phoneNumber, text).catch((err: unknown) => {
    deps.log.warn({ failure: describeFailure(err), customerId }, 'payoff SMS not delivered');
  });
}
