import { z } from 'zod';
import { money, moneyInput, paginationQuery } from './common.ts';
import { paymentMessages } from './payments.ts';

/** PRODUCT.md §11: what a customer pays with Yappy — installments, or the whole loan (its payoff). */
export const YAPPY_ORDER_KINDS = ['INSTALLMENTS', 'PAYOFF'] as const;
export type YappyOrderKind = (typeof YAPPY_ORDER_KINDS)[number];

/**
 * An order's life (ADR 054): PENDING until Yappy answers; PAID once its money is applied; CLOSED when
 * the customer rejected or cancelled it, or it failed; EXPIRED when nobody confirmed it in time; HELD
 * when the money arrived but could not be applied as asked, until an admin applies it.
 */
export const YAPPY_ORDER_STATUSES = ['PENDING', 'PAID', 'CLOSED', 'EXPIRED', 'HELD'] as const;
export type YappyOrderStatus = (typeof YAPPY_ORDER_STATUSES)[number];

export const YAPPY_ORDER_STATUS_LABELS: Record<YappyOrderStatus, string> = {
  PENDING: 'Esperando confirmación',
  PAID: 'Pagado',
  CLOSED: 'Cancelado',
  EXPIRED: 'Vencido',
  HELD: 'En revisión',
};

export const yappyMessages = {
  unavailable: 'El pago con Yappy no está disponible en este momento.',
  providerFailed: 'Yappy no respondió. Intenta de nuevo en unos minutos.',
  orderPending:
    'Ya tienes un pago con Yappy esperando confirmación. Confírmalo en tu app Yappy o espera unos minutos.',
  payoffChanged: (total: string) =>
    `El monto para cancelar tu préstamo hoy es ${total}. Vuelve a intentarlo.`,
  aboveOwed: (maximum: string) => `El monto supera lo que adeudas. El máximo es ${maximum}.`,
  orderNotFound: 'Orden de Yappy no encontrada.',
  invalidNotification: 'Notificación inválida.',
  notHeld: 'Esta orden no está en revisión.',
  confirmInApp: 'Confirma el pago en tu app Yappy.',
} as const;

/** POST /customers/payments/yappy. */
export const yappyOrderBody = z.object({
  applicationId: z.uuid('Solicitud no válida.').optional(),
  kind: z.enum(YAPPY_ORDER_KINDS, { error: 'Elige qué quieres pagar.' }),
  amount: moneyInput.refine((n) => n > 0, { error: paymentMessages.amountPositive }),
});
export type YappyOrderBody = z.infer<typeof yappyOrderBody>;

export const yappyOrderParams = z.object({
  orderId: z.string().regex(/^[A-Z0-9]{1,15}$/, 'Orden no válida.'),
});

/** An order as its customer follows it. `provider` says whether Yappy is real or the sandbox. */
export const yappyOrder = z.object({
  orderId: z.string(),
  applicationId: z.string(),
  kind: z.enum(YAPPY_ORDER_KINDS),
  amount: money,
  status: z.enum(YAPPY_ORDER_STATUSES),
  provider: z.enum(['sandbox', 'yappy']),
  paymentId: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type YappyOrder = z.infer<typeof yappyOrder>;

/**
 * GET /payments/yappy/ipn, as Yappy calls it. Every field is read as text and checked by the route,
 * which answers anything wrong with the same "invalid", revealing nothing more.
 */
export const yappyIpnQuery = z.object({
  orderId: z.string().max(64).optional(),
  status: z.string().max(8).optional(),
  domain: z.string().max(300).optional(),
  hash: z.string().max(200).optional(),
  confirmationNumber: z.string().max(64).optional(),
});

/** GET /admin/payments/yappy: the orders, those held for review first by default. */
export const yappyOrderListQuery = paginationQuery.extend({
  status: z.enum(YAPPY_ORDER_STATUSES, { error: 'Estado no válido.' }).optional(),
});

export const adminYappyOrder = yappyOrder.extend({
  customerName: z.string(),
  phoneNumber: z.string(),
  loanNumber: z.string(),
  heldReason: z.string().nullable(),
  transactionId: z.string().nullable(),
});
export type AdminYappyOrder = z.infer<typeof adminYappyOrder>;

/** POST /dev/yappy/orders/:orderId/notify: the sandbox plays Yappy (outside production only). */
export const sandboxYappyNotifyBody = z.object({
  status: z.enum(['E', 'R', 'C', 'X']).default('E'),
});
