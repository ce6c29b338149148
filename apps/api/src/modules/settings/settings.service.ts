import {
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type PublicSettings,
  type SystemSettings,
} from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';
import { auditDiff, recordAudit } from '../audit/index.ts';
import { findSystemSettings, lockSystemSettings, writeSystemSettings } from './settings.repository.ts';

/** `{ general: { companyName } }` → `{ 'general.companyName': … }`: the audit trail's field names. */
export function flattenSettings(document: SystemSettings): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(document).flatMap(([group, fields]) =>
      Object.entries(fields).map(([key, value]) => [`${group}.${key}`, value]),
    ),
  );
}

/**
 * Saves the whole document: the row locked, the change written and audited in one transaction, so
 * two saves at once are recorded one after the other, each against what the other left. A save
 * that changes nothing writes nothing.
 */
export async function updateSystemSettings(
  deps: { db: Database; clock: Clock },
  adminId: string,
  next: SystemSettings,
): Promise<SystemSettings> {
  return deps.db.transaction(async (tx) => {
    const before = await lockSystemSettings(tx);
    const changes = auditDiff(flattenSettings(before), flattenSettings(next));
    if (Object.keys(changes).length === 0) return before;
    await writeSystemSettings(tx, next, { adminId, at: deps.clock.now() });
    await recordAudit(tx, {
      entityType: 'setting',
      entityId: 'system',
      action: 'updated',
      actor: { role: 'admin', id: adminId },
      changes,
    });
    return next;
  });
}

/** GET /settings/public: nothing secret, what the login page and the forms need before sending. */
export async function getPublicSettings(db: Executor, yappyConfigured: boolean): Promise<PublicSettings> {
  const { general, security, payments, financing } = await findSystemSettings(db);
  return {
    companyName: general.companyName,
    companyEmail: general.companyEmail,
    companyPhone: general.companyPhone,
    passwordPolicy: { minLength: security.passwordMinLength, complexity: security.passwordComplexity },
    paymentMethods: payments.paymentMethods,
    yappyCheckout: yappyConfigured && payments.paymentMethods.includes('YAPPY'),
    financing,
  };
}

/** Refuses (400, on `field`) a payment method the settings do not enable. */
export async function assertPaymentMethodEnabled(
  db: Executor,
  method: PaymentMethod,
  field = 'paymentMethod',
): Promise<SystemSettings['payments']> {
  const { payments } = await findSystemSettings(db);
  if (payments.paymentMethods.includes(method)) return payments;
  const message = `El método de pago ${PAYMENT_METHOD_LABELS[method]} no está habilitado.`;
  throw new ValidationError(message, [{ field, message }], 'PAYMENT_METHOD_DISABLED');
}
