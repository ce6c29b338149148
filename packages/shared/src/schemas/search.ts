import { z } from 'zod';
import { APPLICATION_STATUSES } from './catalog.ts';

/** The admin's global search (`GET /admin/search?q=`): customers and applications in one box. */
export const ADMIN_SEARCH_MIN_LENGTH = 2;
export const ADMIN_SEARCH_MAX_LENGTH = 100;
/** Each group shows this many at most: the box is for finding one record, the lists for browsing. */
export const ADMIN_SEARCH_GROUP_LIMIT = 5;

export const adminSearchMessages = {
  tooShort: `Escribe al menos ${ADMIN_SEARCH_MIN_LENGTH} caracteres para buscar.`,
  tooLong: `La búsqueda no puede superar ${ADMIN_SEARCH_MAX_LENGTH} caracteres.`,
  label: 'Buscar clientes y solicitudes',
  placeholder: 'Nombre, teléfono, cédula, solicitud, VIN o placa',
  hint: 'Escribe al menos 2 caracteres: nombre, teléfono, cédula, número de solicitud, VIN o placa.',
  searching: 'Buscando…',
  failed: 'No se pudo completar la búsqueda. Inténtalo de nuevo.',
  customers: 'Clientes',
  applications: 'Solicitudes',
  noName: 'Sin nombre',
  noResults: (q: string) => `Sin resultados para “${q}”`,
} as const;

export const adminSearchQuery = z.object({
  q: z
    .string({ error: adminSearchMessages.tooShort })
    .trim()
    .min(ADMIN_SEARCH_MIN_LENGTH, adminSearchMessages.tooShort)
    .max(ADMIN_SEARCH_MAX_LENGTH, adminSearchMessages.tooLong),
});

/** A customer found: enough to recognise and open it; the identity number is masked (ADR 026). */
export const adminSearchCustomer = z.object({
  id: z.string(),
  /** Null while the customer has not given a name (a sign-up by phone only). */
  name: z.string().nullable(),
  phoneNumber: z.string(),
  identityNumber: z.string().nullable(),
});
export type AdminSearchCustomer = z.infer<typeof adminSearchCustomer>;

/** An application found: its number as people quote it, its state, who and what it finances. */
export const adminSearchApplication = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  customerName: z.string().nullable(),
  motorcycle: z.string(),
  vin: z.string().nullable(),
  plate: z.string().nullable(),
});
export type AdminSearchApplication = z.infer<typeof adminSearchApplication>;

export const adminSearchResults = z.object({
  customers: z.array(adminSearchCustomer),
  applications: z.array(adminSearchApplication),
});
export type AdminSearchResults = z.infer<typeof adminSearchResults>;
