import { z } from 'zod';
import { EMPLOYMENT_TYPE_LABELS, IDENTITY_TYPES } from './catalog.ts';
import { birthDate, moneyInput, paginationQuery, panamaPhone, personName } from './common.ts';

/** Empty means "clear it" (null); left out means "leave it as it is" (undefined). */
const emptyToNull = <T>(v: T | null | undefined | '') =>
  v === undefined ? undefined : v === '' || v === null ? null : v;

/** Optional text: trimmed, and sent as null when empty (spec part 1 §5). */
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform(emptyToNull);

const employmentTypes = Object.keys(EMPLOYMENT_TYPE_LABELS) as [
  keyof typeof EMPLOYMENT_TYPE_LABELS,
  ...(keyof typeof EMPLOYMENT_TYPE_LABELS)[],
];

export const customerInfoFields = {
  firstName: personName('El nombre es requerido.'),
  lastName: personName('El apellido es requerido.'),
  email: z
    .union([z.literal(''), z.email('Correo electrónico no válido.').max(120)])
    .nullish()
    .transform(emptyToNull),
  dateOfBirth: z
    .union([z.literal(''), birthDate])
    .nullish()
    .transform(emptyToNull),
  address: optionalText(200),
  city: optionalText(80),
  province: optionalText(80),
  postalCode: optionalText(20),
  identityType: z.enum(IDENTITY_TYPES).nullish().transform(emptyToNull),
  identityNumber: optionalText(40),
  occupation: optionalText(120),
  employerName: optionalText(120),
  employmentType: z.enum(employmentTypes).nullish().transform(emptyToNull),
  monthlyIncome: moneyInput.nullish().transform(emptyToNull),
};

/** The vendor's customer form and the wizard's customer step share this body. */
export const vendorCustomerBody = z.object({ phoneNumber: panamaPhone, ...customerInfoFields });
/**
 * A vendor edits a customer's data but never the phone: the phone is the customer's sign-in, and
 * only the customer may change it, after proving the new number by SMS.
 */
export const updateVendorCustomerBody = vendorCustomerBody.omit({ phoneNumber: true }).partial();

export const vendorCustomerListQuery = paginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  isVerified: z.enum(['true', 'false']).optional(),
  /** 'false': customers registered with no application of this vendor yet (a registration left unfinished). */
  hasApplications: z.enum(['true', 'false']).optional(),
});

export const vendorCustomerSummary = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  isVerified: z.boolean(),
  createdAt: z.string(),
  applicationsCount: z.number().int(),
});
export type VendorCustomerSummary = z.infer<typeof vendorCustomerSummary>;
