import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, systemSettings } from './settings.ts';

type Patch = { [G in keyof typeof DEFAULT_SETTINGS]?: Record<string, unknown> };
const withPatch = (patch: Patch) =>
  Object.fromEntries(
    Object.entries(DEFAULT_SETTINGS).map(([group, values]) => [
      group,
      { ...values, ...(patch[group as keyof Patch] ?? {}) },
    ]),
  );
const issues = (patch: Patch) => {
  const result = systemSettings.safeParse(withPatch(patch));
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('systemSettings', () => {
  it('accepts the defaults as they are', () => {
    expect(systemSettings.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
  });

  it.each([
    [{ security: { sessionTimeout: 14 } }, 'security.sessionTimeout', 'Debe estar entre 15 y 120 minutos.'],
    [
      { security: { maxLoginAttempts: 11 } },
      'security.maxLoginAttempts',
      'Debe estar entre 3 y 10 intentos.',
    ],
    [
      { security: { passwordMinLength: 5 } },
      'security.passwordMinLength',
      'Debe estar entre 6 y 20 caracteres.',
    ],
    [
      { notifications: { reminderDaysBefore: 16 } },
      'notifications.reminderDaysBefore',
      'Debe estar entre 0 y 15 días.',
    ],
    [{ payments: { gracePeriod: 31 } }, 'payments.gracePeriod', 'Debe estar entre 0 y 30 días.'],
    [{ payments: { defaultCommission: 20.1 } }, 'payments.defaultCommission', 'Debe estar entre 0 y 20 %.'],
    [{ payments: { defaultCommission: 5.25 } }, 'payments.defaultCommission', 'Usa como máximo un decimal.'],
    [{ payments: { paymentMethods: [] } }, 'payments.paymentMethods', 'Habilita al menos un método de pago.'],
    [
      { security: { requireTwoFactor: true } },
      'security.requireTwoFactor',
      'Esta función aún no está disponible.',
    ],
    [{ security: { sessionTimeout: Number.NaN } }, 'security.sessionTimeout', 'Ingresa un número.'],
    [
      { financing: { maxSaleMarkupPercent: 101 } },
      'financing.maxSaleMarkupPercent',
      'Debe estar entre 0 y 100 %.',
    ],
    [
      { financing: { minDownPaymentPercent: 91 } },
      'financing.minDownPaymentPercent',
      'Debe estar entre 0 y 90 %.',
    ],
    [
      { financing: { minDownPaymentPercent: 10.5 } },
      'financing.minDownPaymentPercent',
      'Usa un número entero.',
    ],
    [
      { financing: { minFinancedAmount: 0 } },
      'financing.minFinancedAmount',
      'Debe estar entre 1 y 20000 dólares.',
    ],
    [
      { financing: { minFinancedAmount: 20_000.01 } },
      'financing.minFinancedAmount',
      'Debe estar entre 1 y 20000 dólares.',
    ],
  ] as const)('refuses %j at %s', (patch, path, message) => {
    expect(issues(patch)).toEqual([{ path, message }]);
  });

  it('keeps one decimal of the commission and accepts a fee in cents', () => {
    expect(issues({ payments: { defaultCommission: 5.3, latePaymentFee: 12.5 } })).toEqual([]);
    expect(issues({ payments: { latePaymentFee: 12.345 } })).toHaveLength(1);
    expect(issues({ payments: { latePaymentFee: -1 } })).toHaveLength(1);
  });
});
