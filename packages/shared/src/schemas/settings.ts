import { z } from 'zod';
import { PASSWORD_COMPLEXITIES, type PasswordComplexity } from '../domain/credentials.ts';
import type { LoanPolicy } from '../domain/loan-policy.ts';
import { toCents } from '../domain/money.ts';
import { PAYMENT_METHODS } from './catalog.ts';
import { money, moneyInput } from './common.ts';

/** Spanish messages of the settings form and of PUT /admin/settings. */
export const settingsMessages = {
  number: 'Ingresa un número.',
  wholeNumber: 'Usa un número entero.',
  between: (min: number, max: number, unit: string) => `Debe estar entre ${min} y ${max} ${unit}.`,
  oneDecimal: 'Usa como máximo un decimal.',
  companyNameRequired: 'El nombre de la empresa es requerido.',
  tooLong: (max: number) => `Usa como máximo ${max} caracteres.`,
  invalidEmail: 'Correo electrónico no válido.',
  atLeastOneMethod: 'Habilita al menos un método de pago.',
  repeatedMethod: 'Un método de pago aparece más de una vez.',
  invalidMethod: 'Método de pago no válido.',
  invalidComplexity: 'Complejidad de contraseña no válida.',
  notAvailable: 'Esta función aún no está disponible.',
  spanishOnly: 'Por ahora la plataforma solo está disponible en español.',
  panamaOnly: 'La plataforma opera en Panamá: la zona horaria es America/Panama.',
  usdOnly: 'La plataforma opera en dólares (USD).',
} as const;

/** The minimum financed amount's own bounds, in dollars. */
export const MIN_FINANCED_BOUNDS = [1, 20_000] as const;

const wholeBetween = (min: number, max: number, unit: string) => {
  const outOfBounds = settingsMessages.between(min, max, unit);
  return z
    .number({ error: settingsMessages.number })
    .int({ error: settingsMessages.wholeNumber })
    .min(min, { error: outOfBounds })
    .max(max, { error: outOfBounds });
};

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: settingsMessages.tooLong(max) });

/**
 * A setting the product does not act on yet (two-factor sign-in, e-mail and push notifications,
 * alerts, auto-debit): held off, so no switch claims something that does not happen (ADR 013).
 */
const notAvailable = z.literal(false, { error: settingsMessages.notAvailable });

/**
 * The system settings document (PRODUCT.md §1, spec part 2 §3 and §5): stored on the server,
 * read on every use, enforced. `GET /admin/settings` answers it; `PUT /admin/settings` takes it whole.
 */
export const systemSettings = z.object({
  general: z.object({
    companyName: text(120).min(1, { error: settingsMessages.companyNameRequired }),
    companyEmail: z.email({ error: settingsMessages.invalidEmail }).max(120, settingsMessages.tooLong(120)),
    companyPhone: text(40),
    companyAddress: text(200),
    timezone: z.literal('America/Panama', { error: settingsMessages.panamaOnly }),
    currency: z.literal('USD', { error: settingsMessages.usdOnly }),
    language: z.literal('es', { error: settingsMessages.spanishOnly }),
  }),
  security: z.object({
    /** Minutes a session token lives. */
    sessionTimeout: wholeBetween(15, 120, 'minutos'),
    /** Wrong PINs before the PIN locks; password failures per username allowed twice this (ADR 003). */
    maxLoginAttempts: wholeBetween(3, 10, 'intentos'),
    requireTwoFactor: notAvailable,
    passwordMinLength: wholeBetween(6, 20, 'caracteres'),
    passwordComplexity: z.enum(PASSWORD_COMPLEXITIES, { error: settingsMessages.invalidComplexity }),
  }),
  notifications: z.object({
    emailNotifications: notAvailable,
    /** SMS payment reminders and overdue notices (the reminders job). */
    smsNotifications: z.boolean(),
    pushNotifications: notAvailable,
    adminAlerts: notAvailable,
    customerAlerts: notAvailable,
    /** Days before a due date the reminder goes out. */
    reminderDaysBefore: wholeBetween(0, 15, 'días'),
  }),
  payments: z.object({
    /** Percent (5 = 5 %); a vendor's rate is a fraction: convert with `commissionPercentToRate`. */
    defaultCommission: z
      .number({ error: settingsMessages.number })
      .min(0, { error: settingsMessages.between(0, 20, '%') })
      .max(20, { error: settingsMessages.between(0, 20, '%') })
      .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, { error: settingsMessages.oneDecimal }),
    /** Dollars, charged once on an installment unpaid after due date + grace period. */
    latePaymentFee: moneyInput,
    gracePeriod: wholeBetween(0, 30, 'días'),
    autoDebit: notAvailable,
    paymentMethods: z
      .array(z.enum(PAYMENT_METHODS, { error: settingsMessages.invalidMethod }))
      .min(1, { error: settingsMessages.atLeastOneMethod })
      .refine((methods) => new Set(methods).size === methods.length, {
        error: settingsMessages.repeatedMethod,
      }),
  }),
  /** What ties a loan to the motorcycle it buys (ADR 022); every application is checked against it. */
  financing: z.object({
    /** Percent above the motorcycle's price the sale value may reach (accessories, plates, papers). */
    maxSaleMarkupPercent: wholeBetween(0, 100, '%'),
    /** Percent of the sale value the down payment must at least be. */
    minDownPaymentPercent: wholeBetween(0, 90, '%'),
    /** Dollars: the smallest loan worth making. */
    minFinancedAmount: moneyInput.refine((n) => n >= MIN_FINANCED_BOUNDS[0] && n <= MIN_FINANCED_BOUNDS[1], {
      error: settingsMessages.between(MIN_FINANCED_BOUNDS[0], MIN_FINANCED_BOUNDS[1], 'dólares'),
    }),
  }),
});
export type SystemSettings = z.infer<typeof systemSettings>;
export type SystemSettingsInput = z.input<typeof systemSettings>;

/** The document as the API answers it: the same shape, the fee a plain number of dollars. */
export const systemSettingsDocument = systemSettings.extend({
  payments: systemSettings.shape.payments.extend({ latePaymentFee: money }),
  financing: systemSettings.shape.financing.extend({ minFinancedAmount: money }),
});

export const DEFAULT_SETTINGS: SystemSettings = {
  general: {
    companyName: 'Quincena',
    companyEmail: 'soporte@quincena.com.pa',
    companyPhone: '+507 300-0000',
    companyAddress: 'Ciudad de Panamá, Panamá',
    timezone: 'America/Panama',
    currency: 'USD',
    language: 'es',
  },
  security: {
    sessionTimeout: 30,
    maxLoginAttempts: 5,
    requireTwoFactor: false,
    passwordMinLength: 8,
    passwordComplexity: 'medium',
  },
  notifications: {
    emailNotifications: false,
    smsNotifications: true,
    pushNotifications: false,
    adminAlerts: false,
    customerAlerts: false,
    reminderDaysBefore: 3,
  },
  payments: {
    defaultCommission: 5,
    latePaymentFee: 25,
    gracePeriod: 5,
    autoDebit: false,
    // All four: the apply modal offers them (spec part 2 §9); the old list lacked only the cheque.
    paymentMethods: [...PAYMENT_METHODS],
  },
  financing: {
    maxSaleMarkupPercent: 20,
    minDownPaymentPercent: 10,
    minFinancedAmount: 300,
  },
};

/** The settings' financing group as the domain's policy (cents). */
export function loanPolicyOf(financing: SystemSettings['financing']): LoanPolicy {
  return {
    maxSaleMarkupPercent: financing.maxSaleMarkupPercent,
    minDownPaymentPercent: financing.minDownPaymentPercent,
    minFinancedCents: toCents(financing.minFinancedAmount),
  };
}

export const PASSWORD_COMPLEXITY_LABELS: Record<PasswordComplexity, string> = {
  low: 'Baja: letras',
  medium: 'Media: letras y números',
  high: 'Alta: letras, números y símbolos',
};

/**
 * What anyone may read, with no session: the support contact of the login page, the password policy
 * every password form checks before sending, and the payment methods the payment forms offer.
 */
export const publicSettings = z.object({
  companyName: z.string(),
  companyEmail: z.string(),
  companyPhone: z.string(),
  passwordPolicy: z.object({
    minLength: z.number().int(),
    complexity: z.enum(PASSWORD_COMPLEXITIES),
  }),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** Whether customers can pay from the calendar with Yappy: enabled in the settings and configured. */
  yappyCheckout: z.boolean(),
  /** The financing policy, so the financing forms say a refusal at the field before sending. */
  financing: z.object({
    maxSaleMarkupPercent: z.number().int(),
    minDownPaymentPercent: z.number().int(),
    minFinancedAmount: money,
  }),
});
export type PublicSettings = z.infer<typeof publicSettings>;
