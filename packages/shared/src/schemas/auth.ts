import { z } from 'zod';
import { ADMIN_ROLES } from './catalog.ts';
import { birthDate, panamaPhone, personName } from './common.ts';

export const USER_TYPES = ['customer', 'vendor', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const phoneBody = z.object({ phoneNumber: panamaPhone });

export const sendOtpBody = z.object({
  phoneNumber: panamaPhone,
  userType: z.enum(['customer']).default('customer'),
});

export const verifyOtpBody = z.object({
  phoneNumber: panamaPhone,
  otp: z.string().regex(/^\d{6}$/, 'El código debe tener 6 dígitos.'),
  userType: z.enum(['customer']).default('customer'),
});

/**
 * A new PIN needs a proof (ADR 023): the session of an SMS code passed moments ago, or `currentPin`
 * (4 to 6 digits, as the PIN sign-in accepts).
 */
export const setPinBody = z.object({
  phoneNumber: panamaPhone,
  pin: z.string().regex(/^\d{4}$/, 'El PIN debe tener 4 dígitos.'),
  currentPin: z
    .string()
    .regex(/^\d{4,6}$/, 'El PIN actual debe tener de 4 a 6 dígitos.')
    .optional(),
});
export type SetPinBody = z.infer<typeof setPinBody>;

/** A customer's own phone change: the code texted to the new number proves it is theirs. */
export const phoneChangeBody = z.object({
  phoneNumber: panamaPhone,
  otp: z.string().regex(/^\d{6}$/, 'El código debe tener 6 dígitos.'),
});
export type PhoneChangeBody = z.infer<typeof phoneChangeBody>;

export const loginPinBody = z.object({
  phoneNumber: panamaPhone,
  pin: z.string().regex(/^\d{4,6}$/, 'El PIN debe tener de 4 a 6 dígitos.'),
});

export const passwordLoginBody = z.object({
  username: z.string().trim().min(1, 'El usuario es requerido.').max(100),
  password: z.string().min(1, 'La contraseña es requerida.').max(200),
});

export const checkStatusResponse = z.object({
  exists: z.boolean(),
  hasPin: z.boolean(),
  canLoginWithPin: z.boolean(),
  needsPinSetup: z.boolean(),
});
export type CheckStatus = z.infer<typeof checkStatusResponse>;

export const customerProfile = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  identityType: z.enum(['licencia', 'pasaporte', 'carnet_migracion']).nullable(),
  identityNumber: z.string().nullable(),
  occupation: z.string().nullable(),
  employerName: z.string().nullable(),
  employmentType: z.string().nullable(),
  monthlyIncome: z.number().nullable(),
  isVerified: z.boolean(),
  hasPin: z.boolean(),
  createdAt: z.string(),
  userType: z.literal('customer'),
});
export type CustomerProfile = z.infer<typeof customerProfile>;

export const vendorAccount = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  dealershipName: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  commissionRate: z.number(),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  createdAt: z.string(),
  userType: z.literal('vendor'),
});
export type VendorAccount = z.infer<typeof vendorAccount>;

export const adminAccount = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  isActive: z.boolean(),
  createdAt: z.string(),
  userType: z.literal('admin'),
});
export type AdminAccount = z.infer<typeof adminAccount>;

export const customerSession = z.object({
  token: z.string(),
  customer: customerProfile,
  isNewUser: z.boolean().optional(),
});
export const vendorSession = z.object({ token: z.string(), vendor: vendorAccount });
export const adminSession = z.object({ token: z.string(), admin: adminAccount });

/** What verify-otp answers a vendor's token: the customer's consent, recorded until `expiresAt`. */
export const customerConsent = z.object({
  consent: z.literal(true),
  phoneNumber: z.string(),
  expiresAt: z.string(),
});
export type CustomerConsent = z.infer<typeof customerConsent>;

/** verify-otp: a customer session, or — called with a vendor's token — only the recorded consent. */
export const verifyOtpResponse = z.union([customerSession, customerConsent]);

export const currentUser = z.discriminatedUnion('userType', [customerProfile, vendorAccount, adminAccount]);
export type CurrentUser = z.infer<typeof currentUser>;

export const refreshResponse = z.object({ token: z.string(), expiresAt: z.string() });

export const updateProfileBody = z.object({
  firstName: personName('El nombre es requerido.').optional(),
  lastName: personName('El apellido es requerido.').optional(),
  email: z.email('Correo electrónico no válido.').nullable().optional(),
  dateOfBirth: birthDate.nullable().optional(),
  address: z.string().trim().max(200).nullable().optional(),
  city: z.string().trim().max(80).nullable().optional(),
  province: z.string().trim().max(80).nullable().optional(),
  postalCode: z.string().trim().max(20).nullable().optional(),
  occupation: z.string().trim().max(120).nullable().optional(),
  employerName: z.string().trim().max(120).nullable().optional(),
});

export const outboxResponse = z.object({
  messages: z.array(z.object({ to: z.string(), body: z.string(), createdAt: z.string() })),
});

export const sendOtpResponse = z.object({ expiresInSeconds: z.number() });
/** The caller's session goes on with `token`; every other session of the customer ended. */
export const setPinResponse = z.object({ hasPin: z.boolean(), token: z.string() });
