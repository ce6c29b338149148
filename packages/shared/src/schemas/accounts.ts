import { z } from 'zod';
import { ADMIN_ROLES } from './catalog.ts';
import { PAGING_FIELDS, paginationQuery, panamaPhone, personName } from './common.ts';

const username = z
  .string()
  .trim()
  .min(3, 'El usuario debe tener al menos 3 caracteres.')
  .max(50)
  .regex(
    /^[a-zA-Z0-9._-]*[a-zA-Z][a-zA-Z0-9._-]*$/,
    'El usuario solo puede tener letras, números, puntos y guiones, y al menos una letra.',
  );
const email = z.email('Correo electrónico no válido.').max(120);
// The settings' policy is checked by the service; this only bounds the size.
const password = z.string().min(1, 'La contraseña es requerida.').max(200);
/** On edit a blank password means "keep the current one". */
const optionalPassword = z
  .string()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const accountListQuery = paginationQuery.extend({ search: z.string().trim().max(100).optional() });
/** The list's filters without paging: what its CSV export takes (ADR 029). */
export const accountExportQuery = accountListQuery.omit(PAGING_FIELDS);
export type AccountExportQuery = z.infer<typeof accountExportQuery>;

export const createAdminBody = z.object({
  username,
  email,
  password,
  role: z.enum(ADMIN_ROLES).default('ADMIN'),
  isActive: z.boolean().default(true),
});
export const updateAdminBody = z.object({
  username: username.optional(),
  email: email.optional(),
  password: optionalPassword,
  role: z.enum(ADMIN_ROLES).optional(),
  isActive: z.boolean().optional(),
});

const vendorFields = {
  firstName: personName('El nombre es requerido.'),
  lastName: personName('El apellido es requerido.'),
  phoneNumber: panamaPhone,
  address: optionalText(200),
  city: optionalText(80),
  region: optionalText(80),
  dealershipName: optionalText(120),
  licenseNumber: optionalText(60),
  commissionRate: z
    .number()
    .min(0, 'La comisión debe estar entre 0 y 1.')
    .max(1, 'La comisión debe estar entre 0 y 1.'),
  isActive: z.boolean(),
  isVerified: z.boolean(),
};
export const createVendorBody = z.object({
  username,
  email,
  password,
  ...vendorFields,
  commissionRate: vendorFields.commissionRate.optional(),
  isActive: vendorFields.isActive.default(true),
  isVerified: vendorFields.isVerified.default(false),
});
export const updateVendorBody = z
  .object({ username, email, password: optionalPassword, ...vendorFields })
  .partial()
  .extend({ password: optionalPassword });
