import {
  type customerApplicationBody,
  type customerOnboardingBody,
  toCents,
  type updateCustomerOnboardingBody,
} from '@quincena/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { auditDiff, financingSnapshot, recordAudit } from '../audit/index.ts';
import {
  customerColumns,
  customerSnapshot,
  findCustomerById,
  toCustomerProfile,
  updateCustomer,
} from '../customers/index.ts';
import {
  findFinanceableMotorcycle,
  findMotorcycle,
  insertMotorcycle,
  updateMotorcycle,
} from '../motorcycles/index.ts';
import { toSubmittedApplication } from './application-views.ts';
import { lockApplication, updateApplication } from './applications.repository.ts';
import { createApplication, type FinancingInput, financingColumns } from './applications.service.ts';
import { assertLoanPolicy } from './loan-policy.ts';

/**
 * The motorcycle an application finances: one from the back-office inventory, or — when the
 * customer only knows the price — a placeholder standing for it, as the spec's wizard does. The
 * terms are checked against the financing policy before anything is written.
 */
async function motorcycleFor(
  db: Executor,
  motorcycleId: string | undefined,
  input: FinancingInput,
  year: number,
) {
  if (motorcycleId) {
    const motorcycle = await findFinanceableMotorcycle(db as Database, motorcycleId, null);
    await assertLoanPolicy(db, { ...input, priceCents: motorcycle.priceCents });
    return motorcycle.id;
  }
  await assertLoanPolicy(db, { ...input, priceCents: toCents(input.requestedAmount) });
  const row = await insertMotorcycle(db, {
    brand: 'Personalizada',
    model: 'Financing',
    year,
    engineSize: 'N/A',
    color: 'N/A',
    priceCents: toCents(input.requestedAmount),
    description: 'Moto indicada por el cliente en su solicitud.',
    isAvailable: false,
    isPlaceholder: true,
  });
  return row.id;
}

export async function submitOwnApplication(
  db: Database,
  clock: Clock,
  customerId: string,
  input: z.infer<typeof customerApplicationBody>,
) {
  return db.transaction(async (tx) => {
    const motorcycleId = await motorcycleFor(tx, input.motorcycleId, input, clock.now().getUTCFullYear());
    const row = await createApplication(
      tx,
      { ...input, customerId, motorcycleId, vendorId: null },
      { role: 'customer', id: customerId },
    );
    return toSubmittedApplication(row);
  });
}

/** Self-onboarding: the customer's data and the first application, in one transaction. */
export async function onboardCustomer(
  db: Database,
  clock: Clock,
  customerId: string,
  input: z.infer<typeof customerOnboardingBody>,
) {
  const { motorcycleId, requestedAmount, downPayment, loanTermMonths, ...info } = input;
  return db.transaction(async (tx) => {
    const before = await findCustomerById(tx, customerId);
    const customer = await updateCustomer(tx, customerId, {
      ...customerColumns(info),
      updatedAt: clock.now(),
    });
    if (!before || !customer) throw new NotFoundError('Cliente no encontrado.');
    await recordAudit(tx, {
      entityType: 'customer',
      entityId: customerId,
      action: 'profile_updated',
      actor: { role: 'customer', id: customerId },
      changes: auditDiff(customerSnapshot(before), customerSnapshot(customer)),
    });
    const financing = { requestedAmount, downPayment, loanTermMonths };
    const motoId = await motorcycleFor(tx, motorcycleId, financing, clock.now().getUTCFullYear());
    const application = await createApplication(
      tx,
      { ...financing, customerId, motorcycleId: motoId, vendorId: null },
      { role: 'customer', id: customerId },
    );
    return {
      customer: toCustomerProfile(customer),
      application: toSubmittedApplication(application),
    };
  });
}

/**
 * New terms on the motorcycle the application already finances: a placeholder stands for the sale
 * value, so it takes the new one as its price; a catalog motorcycle keeps its price and the terms
 * are checked against it. Answers undefined: the application's motorcycle does not change.
 */
async function keepMotorcycle(db: Executor, motorcycleId: string, input: FinancingInput, now: Date) {
  const current = await findMotorcycle(db, motorcycleId);
  const saleValueCents = toCents(input.requestedAmount);
  const isPlaceholder = current?.isPlaceholder ?? true;
  await assertLoanPolicy(db, {
    ...input,
    priceCents: isPlaceholder ? saleValueCents : (current?.priceCents ?? 0),
  });
  if (current && isPlaceholder && current.priceCents !== saleValueCents) {
    await updateMotorcycle(db, current.id, { priceCents: saleValueCents, updatedAt: now });
  }
  return undefined;
}

/** The customer may change the financing only while the application waits for review. */
export async function updateOnboarding(
  db: Database,
  clock: Clock,
  customerId: string,
  applicationId: string,
  input: z.infer<typeof updateCustomerOnboardingBody>,
) {
  return db.transaction(async (tx) => {
    // Locked, so an admin taking it into review meanwhile waits, and the check below stays true.
    const found = await lockApplication(tx, applicationId);
    if (found?.customerId !== customerId) throw new NotFoundError('Solicitud no encontrada.');
    if (found.status !== 'PENDING') {
      throw new ConflictError(
        'La solicitud ya está en revisión y no se puede modificar.',
        'APPLICATION_LOCKED',
      );
    }
    const motorcycleId = input.motorcycleId
      ? await motorcycleFor(tx, input.motorcycleId, input, clock.now().getUTCFullYear())
      : await keepMotorcycle(tx, found.motorcycleId, input, clock.now());
    const row = await updateApplication(tx, applicationId, {
      ...financingColumns(input),
      ...(motorcycleId ? { motorcycleId } : {}),
      updatedAt: clock.now(),
    });
    if (!row) throw new NotFoundError('Solicitud no encontrada.');
    await recordAudit(tx, {
      entityType: 'credit_application',
      entityId: applicationId,
      action: 'financing_updated',
      actor: { role: 'customer', id: customerId },
      changes: auditDiff(financingSnapshot(found), financingSnapshot(row)),
    });
    return toSubmittedApplication(row);
  });
}
