import { z } from 'zod';
import { isoDate, moneyInput, paginationQuery } from './common.ts';
import { repossessionView } from './repossession-view.ts';

export const repossessionMessages = {
  alreadyOpen: 'El préstamo ya tiene una recuperación en curso.',
  noneOpen: 'El préstamo no tiene una recuperación en curso.',
  notRecovered: 'Primero registra la moto como recuperada.',
  alreadyRecovered: 'La moto ya fue registrada como recuperada.',
  arrearsUnpaid: 'El cliente debe ponerse al día antes de devolverle la moto.',
  loanNotOwed: 'El préstamo no tiene saldo pendiente: no hay nada que recuperar.',
  futureDate: 'La fecha no puede ser futura.',
} as const;

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `Máximo ${max} caracteres.`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres.`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** POST /admin/loans/:id/repossession: why the motorcycle is to be recovered. */
export const orderRepossessionBody = z.object({ reason: text(500, 'Indica el motivo de la recuperación.') });
export type OrderRepossessionBody = z.input<typeof orderRepossessionBody>;

/** PUT /admin/loans/:id/repossession: the next step, with what it needs. */
export const updateRepossessionBody = z.discriminatedUnion(
  'status',
  [
    z.object({
      status: z.literal('RECOVERED'),
      date: isoDate,
      place: text(200, 'Indica dónde se recuperó la moto.'),
      condition: text(500, 'Describe el estado de la moto.'),
      costs: moneyInput.optional(),
      notes: optionalText(500),
    }),
    z.object({ status: z.literal('REDEEMED'), date: isoDate, notes: optionalText(500) }),
    z.object({
      status: z.literal('SOLD'),
      date: isoDate,
      saleAmount: moneyInput.refine((n) => n > 0, { error: 'El monto de la venta debe ser mayor que cero.' }),
      notes: optionalText(500),
    }),
  ],
  { error: 'Estado de la recuperación no válido.' },
);
export type UpdateRepossessionBody = z.input<typeof updateRepossessionBody>;

/** One line of the back-office's list: the repossession and what identifies the loan and the motorcycle. */
export const repossessionListItem = repossessionView.extend({
  applicationNumber: z.string(),
  customerName: z.string(),
  motorcycle: z.string(),
  vin: z.string().nullable(),
  plate: z.string().nullable(),
});
export type RepossessionListItem = z.infer<typeof repossessionListItem>;

/** GET /admin/repossessions: those in course (ordered or recovered), or every one. */
export const repossessionListQuery = paginationQuery.extend({
  scope: z.enum(['open', 'all'], { error: 'Filtro no válido.' }).default('open'),
});
