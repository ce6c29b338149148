import { randomInt } from 'node:crypto';
import {
  type AdminYappyOrder,
  type AppliedPayment,
  buildPagination,
  businessToday,
  formatApplicationNumber,
  formatUsdCents,
  fromCents,
  localPhoneDigits,
  toCents,
  type YappyOrder,
  type YappyOrderBody,
  type YappyOrderStatus,
  yappyMessages,
} from '@quincena/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { isIpnHash, type YappyProvider, YappyUnavailableError } from '../../infra/payments/index.ts';
import type { SmsSender } from '../../infra/sms/sms-sender.ts';
import { describeFailure } from '../../logging.ts';
import { findCustomerById } from '../customers/index.ts';
import { quoteLoanPayoff } from '../loans/index.ts';
import { reserveTry } from '../rate-limit/index.ts';
import { assertPaymentMethodEnabled } from '../settings/index.ts';
import { requireCustomerLoan } from './customer-schedule.service.ts';
import { checkPayoff } from './loan-payoff.service.ts';
import { applyReceiptToLoan } from './payment-application.service.ts';
import { notifyReceipt } from './payment-receipts.service.ts';
import {
  expireStaleOrders,
  findOrder,
  insertOrder,
  listOrders,
  lockOrder,
  updateOrder,
  type YappyOrderRow,
} from './yappy-orders.repository.ts';

/** How long a customer has to confirm an order in the Yappy app before it is given up. */
export const ORDER_TTL_MS = 10 * 60_000;
const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Notifications with a wrong hash, domain or order, per address and quarter hour, before 429. */
const BAD_NOTICES_PER_WINDOW = 20;

export interface YappyDeps {
  db: Database;
  clock: Clock;
  sms: SmsSender;
  log: FastifyBaseLogger;
  publicUrl: string | undefined;
  yappy: YappyProvider | undefined;
  yappyConfig: AppConfig['yappy'];
}

/** `Q` and 10 characters Yappy accepts (capitals and digits, no 0/O or 1/I to misread). */
function newOrderId(): string {
  let id = 'Q';
  for (let i = 0; i < 10; i++) id += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
  return id;
}

/** An order as its customer sees it; one left waiting past its time reads as EXPIRED. */
export function toYappyOrder(row: YappyOrderRow, now: Date): YappyOrder {
  const expired = row.status === 'PENDING' && row.expiresAt <= now;
  return {
    orderId: row.orderId,
    applicationId: row.applicationId,
    kind: row.kind,
    amount: fromCents(row.amountCents),
    status: expired ? 'EXPIRED' : row.status,
    provider: row.provider === 'yappy' ? 'yappy' : 'sandbox',
    paymentId: row.paymentId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * POST /customers/payments/yappy: an order for the customer's own loan, for the installments (any
 * amount up to what paying everything today takes) or for the payoff (exactly today's quote). Yappy
 * then asks the customer, by its number, to confirm in the app. One order waits per loan at a time.
 */
export async function createYappyOrder(
  deps: YappyDeps,
  customerId: string,
  body: YappyOrderBody,
): Promise<YappyOrder> {
  const provider = deps.yappy;
  if (!provider) throw new AppError(503, 'YAPPY_UNAVAILABLE', yappyMessages.unavailable);
  const loan = await requireCustomerLoan(deps.db, customerId, body.applicationId);
  if (loan.status !== 'DISBURSED' && loan.status !== 'APPROVED') {
    throw new ConflictError('El préstamo no está activo.', 'LOAN_NOT_ACTIVE');
  }
  await assertPaymentMethodEnabled(deps.db, 'YAPPY', 'amount');
  const amountCents = toCents(body.amount);
  const { payoff } = await quoteLoanPayoff(deps.db, deps.clock, loan.id);
  const payoffCents = toCents(payoff.total);
  if (payoffCents <= 0) throw new ConflictError('El préstamo ya está cancelado.', 'LOAN_PAID_OFF');
  if (body.kind === 'PAYOFF' && amountCents !== payoffCents) {
    throw new ConflictError(yappyMessages.payoffChanged(formatUsdCents(payoffCents)), 'PAYOFF_CHANGED');
  }
  if (body.kind === 'INSTALLMENTS' && amountCents > payoffCents) {
    const message = yappyMessages.aboveOwed(formatUsdCents(payoffCents));
    throw new ValidationError(message, [{ field: 'amount', message }], 'AMOUNT_ABOVE_OWED');
  }
  const customer = await findCustomerById(deps.db, customerId);
  if (!customer) throw new NotFoundError();

  const now = deps.clock.now();
  const order = await deps.db.transaction(async (tx) => {
    await expireStaleOrders(tx, loan.id, now);
    return insertOrder(tx, {
      orderId: newOrderId(),
      applicationId: loan.id,
      customerId,
      kind: body.kind,
      amountCents,
      provider: provider.name,
      expiresAt: new Date(now.getTime() + ORDER_TTL_MS),
    });
  });
  if (!order) throw new ConflictError(yappyMessages.orderPending, 'YAPPY_ORDER_PENDING');

  const origin = deps.publicUrl ?? deps.yappyConfig.domain;
  try {
    const created = await provider.createOrder({
      orderId: order.orderId,
      amountCents,
      aliasYappy: localPhoneDigits(customer.phoneNumber),
      ipnUrl: `${origin}/api/payments/yappy/ipn`,
    });
    return toYappyOrder(await updateOrder(deps.db, order.id, { transactionId: created.transactionId }), now);
  } catch (err) {
    // Yappy never took it: closed at once, so the customer may try again.
    await updateOrder(deps.db, order.id, { status: 'CLOSED', settledAt: deps.clock.now() });
    if (!(err instanceof YappyUnavailableError)) throw err;
    deps.log.warn({ failure: describeFailure(err) }, 'yappy order not created');
    throw new AppError(502, 'YAPPY_FAILED', yappyMessages.providerFailed);
  }
}

/** GET /customers/payments/yappy/:orderId: one of the customer's own orders (none: any, for the sandbox). */
export async function getYappyOrder(
  deps: { db: Database; clock: Clock },
  customerId: string | undefined,
  orderId: string,
) {
  const row = await findOrder(deps.db, orderId, customerId);
  if (!row) throw new NotFoundError(yappyMessages.orderNotFound, 'YAPPY_ORDER_NOT_FOUND');
  return toYappyOrder(row, deps.clock.now());
}

export interface YappyNotice {
  orderId?: string;
  status?: string;
  domain?: string;
  hash?: string;
}

const invalidNotice = () => new ValidationError(yappyMessages.invalidNotification, undefined, 'INVALID_IPN');

/**
 * GET /payments/yappy/ipn (PRODUCT.md §11, ADR 054). A notification signed with the merchant's key,
 * for this domain and a known order, settles the order under its lock: `E` applies its money once
 * (however often and in whatever order Yappy calls), `R`, `C`, `X` close it. Anything else answers
 * the same "invalid", and counts against the caller's address.
 */
export async function receiveYappyNotice(deps: YappyDeps, notice: YappyNotice, ip: string) {
  const giveBack = await reserveTry(deps.db, deps.clock.now(), {
    key: `yappy-ipn-ip:${ip}`,
    max: BAD_NOTICES_PER_WINDOW,
    windowMs: 15 * 60_000,
  });
  const { orderId, status, domain, hash } = notice;
  if (
    !orderId ||
    !status ||
    !domain ||
    !hash ||
    !['E', 'R', 'C', 'X'].includes(status) ||
    domain !== deps.yappyConfig.domain ||
    !isIpnHash(deps.yappyConfig.secretKey, { orderId, status, domain, hash })
  ) {
    throw invalidNotice();
  }
  const settled = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw invalidNotice();
    return settleOrder(tx, deps, order, status);
  });
  await giveBack();
  if (settled.paymentId) await notifyReceipt(deps, settled.paymentId);
  return { received: true as const };
}

/** What a notification does to its order, under the order's lock; a repeat changes nothing. */
async function settleOrder(
  tx: Transaction,
  deps: YappyDeps,
  order: YappyOrderRow,
  status: string,
): Promise<{ paymentId?: string }> {
  const now = deps.clock.now();
  const waiting = order.status === 'PENDING' && order.expiresAt > now;
  if (status !== 'E') {
    if (order.status === 'PENDING') {
      await updateOrder(tx, order.id, {
        status: waiting ? 'CLOSED' : 'EXPIRED',
        yappyStatus: status,
        settledAt: now,
      });
    }
    return {};
  }
  if (order.status === 'PAID' || order.status === 'HELD') return {};
  if (!waiting) {
    // Paid after the order was given up: the money is here, so an admin decides where it goes.
    await hold(tx, order, 'El pago llegó después de cerrar la orden.', now);
    return {};
  }
  try {
    // A savepoint: a refusal leaves nothing of the attempt behind, and the order is held instead.
    const applied = await tx.transaction((sp) =>
      applyOrder(sp, deps, order, { payoff: order.kind === 'PAYOFF' }),
    );
    await updateOrder(tx, order.id, {
      status: 'PAID',
      paymentId: applied.payment.id,
      yappyStatus: status,
      settledAt: now,
    });
    return { paymentId: applied.payment.id };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await hold(tx, order, err.message, now);
    return {};
  }
}

async function hold(tx: Transaction, order: YappyOrderRow, reason: string, now: Date) {
  await updateOrder(tx, order.id, { status: 'HELD', heldReason: reason, yappyStatus: 'E', settledAt: now });
}

/** The order's money as a receipt of today, through the one write path of every receipt. */
function applyOrder(
  tx: Transaction,
  deps: { clock: Clock },
  order: YappyOrderRow,
  options: { payoff: boolean; adminId?: string },
): Promise<AppliedPayment> {
  const actor = options.adminId
    ? { role: 'admin' as const, id: options.adminId, source: 'YAPPY' as const }
    : { role: 'system' as const, source: 'YAPPY' as const };
  return applyReceiptToLoan(
    tx,
    order.applicationId,
    {
      amountCents: order.amountCents,
      method: 'YAPPY',
      reference: order.orderId,
      paymentDate: businessToday(deps.clock.now()),
    },
    actor,
    deps.clock,
    options.payoff ? { payoff: true, check: (loan) => void checkPayoff(loan, order.amountCents) } : {},
  );
}

/**
 * POST /admin/payments/yappy/:orderId/apply: a held order's money applied to its loan as an ordinary
 * receipt of today, oldest installments first (what is left stays as the loan's credit).
 */
export async function applyHeldYappyOrder(deps: YappyDeps, adminId: string, orderId: string) {
  const applied = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFoundError(yappyMessages.orderNotFound, 'YAPPY_ORDER_NOT_FOUND');
    if (order.status !== 'HELD') throw new ConflictError(yappyMessages.notHeld, 'YAPPY_ORDER_NOT_HELD');
    const result = await applyOrder(tx, deps, order, { payoff: false, adminId });
    await updateOrder(tx, order.id, { status: 'PAID', paymentId: result.payment.id });
    return result;
  });
  await notifyReceipt(deps, applied.payment.id);
  return applied;
}

/** GET /admin/payments/yappy: the orders, newest first, of one status or all. */
export async function listYappyOrders(
  deps: { db: Database; clock: Clock },
  query: { status?: YappyOrderStatus; page: number; limit: number },
) {
  const { rows, total } = await listOrders(deps.db, query.status, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const now = deps.clock.now();
  const orders: AdminYappyOrder[] = rows.map((r) => ({
    ...toYappyOrder(r.order, now),
    customerName: [r.firstName, r.lastName].filter(Boolean).join(' '),
    phoneNumber: r.phoneNumber,
    loanNumber: formatApplicationNumber(r.loanNumber, r.loanCreatedAt),
    heldReason: r.order.heldReason,
    transactionId: r.order.transactionId,
  }));
  return { orders, pagination: buildPagination(query, total) };
}
