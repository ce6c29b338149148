import { z } from 'zod';

/** System settings, stored on the server and enforced (PRODUCT.md §1). Bounds are the spec's. */
export const systemSettings = z.object({
  general: z.object({
    companyName: z.string().min(1).max(120),
    companyEmail: z.email(),
    companyPhone: z.string().max(40),
    companyAddress: z.string().max(200),
    timezone: z.literal('America/Panama'),
    currency: z.literal('USD'),
    language: z.enum(['es', 'en']),
  }),
  security: z.object({
    sessionTimeout: z.number().int().min(15).max(120),
    maxLoginAttempts: z.number().int().min(3).max(10),
    requireTwoFactor: z.boolean(),
    passwordMinLength: z.number().int().min(6).max(20),
    passwordComplexity: z.enum(['low', 'medium', 'high']),
  }),
  notifications: z.object({
    emailNotifications: z.boolean(),
    smsNotifications: z.boolean(),
    pushNotifications: z.boolean(),
    adminAlerts: z.boolean(),
    customerAlerts: z.boolean(),
    reminderDaysBefore: z.number().int().min(0).max(15),
  }),
  payments: z.object({
    defaultCommission: z.number().min(0).max(20),
    latePaymentFee: z.number().min(0).multipleOf(0.01),
    gracePeriod: z.number().int().min(0).max(30),
    autoDebit: z.boolean(),
    paymentMethods: z.array(z.enum(['credit_card', 'bank_transfer', 'cash'])),
  }),
});
export type SystemSettings = z.infer<typeof systemSettings>;

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
    emailNotifications: true,
    smsNotifications: true,
    pushNotifications: true,
    adminAlerts: true,
    customerAlerts: true,
    reminderDaysBefore: 3,
  },
  payments: {
    defaultCommission: 5,
    latePaymentFee: 25,
    gracePeriod: 5,
    autoDebit: true,
    paymentMethods: ['credit_card', 'bank_transfer', 'cash'],
  },
};

/** What anyone may read: the support contact shown on the login page. */
export const publicSettings = z.object({
  companyName: z.string(),
  companyEmail: z.string(),
  companyPhone: z.string(),
});
