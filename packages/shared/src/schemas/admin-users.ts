import { z } from 'zod';
import { customerProfile } from './auth.ts';
import { APPLICATION_STATUSES } from './catalog.ts';
import { money } from './common.ts';

/** A customer as the back-office lists it (spec part 2 §3), with how many applications it has. */
export const adminCustomerSummary = customerProfile
  .pick({
    id: true,
    firstName: true,
    lastName: true,
    phoneNumber: true,
    email: true,
    isVerified: true,
    createdAt: true,
  })
  .extend({
    applicationsCount: z.number().int(),
    /** Whether the API would delete it now (no granted financing, no payment): the web offers "Eliminar" only then. */
    canDelete: z.boolean(),
  });
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummary>;

/** One of the customer's applications, as the detail view lists them. */
export const adminCustomerApplication = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  requestedAmount: money,
  loanTermMonths: z.number().int(),
  motorcycle: z.string(),
  vendor: z.string().nullable(),
  createdAt: z.string(),
});

export const adminCustomerDetail = customerProfile.extend({
  applications: z.array(adminCustomerApplication),
  /** As in the list: whether "Eliminar" is offered. */
  canDelete: z.boolean(),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetail>;

export const adminCustomerMessages = {
  notFound: 'Cliente no encontrado.',
  hasFinancing:
    'No se puede eliminar el cliente: tiene un financiamiento aprobado o desembolsado, o pagos registrados.',
  deleted: 'Cliente eliminado',
} as const;
