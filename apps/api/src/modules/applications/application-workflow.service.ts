import {
  type ApplicationTransition,
  adminApplicationMessages,
  type approveApplicationBody,
  type assignVehicleInfoBody,
  buildSchedule,
  businessToday,
  canTransition,
  type DocumentType,
  type disburseApplicationBody,
  dueDates,
  fromCents,
  type IsoDate,
  type LoanTermMonths,
  quoteFinancing,
  type rejectApplicationBody,
} from '@quincena/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { SmsSender } from '../../infra/sms/sms-sender.ts';
import { describeFailure } from '../../logging.ts';
import { auditDeleted, auditDiff, recordAudit } from '../audit/index.ts';
import { sendSms } from '../auth/index.ts';
import { findCustomerById } from '../customers/index.ts';
import { documentIdOfDownloadPath, findVisibleDocument } from '../documents/index.ts';
import { insertSchedule, recordDisbursement, setScheduleDueDates } from '../loans/index.ts';
import { findMotorcycle } from '../motorcycles/index.ts';
import { approvedSms, disbursedSms, rejectedSms } from './application-sms.ts';
import {
  type ApplicationRow,
  listInstallments,
  lockApplication,
  moneyReceivedCents,
  updateApplication,
} from './applications.repository.ts';
import { assertLoanPolicy } from './loan-policy.ts';

export interface WorkflowDeps {
  db: Database;
  clock: Clock;
  sms: SmsSender;
  log: FastifyBaseLogger;
}

type Changes = Partial<ApplicationRow>;

const notFound = () => new NotFoundError('Solicitud no encontrada.', 'APPLICATION_NOT_FOUND');

/** The ledger's entry for the financed principal, dated `today` (approval, then disbursement). */
const openLedger = (tx: Transaction, row: ApplicationRow, today: IsoDate, adminId: string) =>
  recordDisbursement(tx, {
    applicationId: row.id,
    valueDate: today,
    amountCents: row.financedCents,
    actor: { role: 'admin', id: adminId },
  });

/**
 * One transition: the row is locked, its status checked, the change and its audit entry written
 * in the same transaction, so two admins acting at once cannot both move it.
 */
async function transition(
  { db, clock }: WorkflowDeps,
  id: string,
  adminId: string,
  action: ApplicationTransition,
  change: (tx: Transaction, row: ApplicationRow) => Promise<Changes>,
): Promise<{ before: ApplicationRow; after: ApplicationRow }> {
  return db.transaction(async (tx) => {
    const before = await lockApplication(tx, id);
    if (!before) throw notFound();
    if (!canTransition(before.status, action)) {
      throw new ConflictError(adminApplicationMessages.invalidTransition, 'INVALID_STATUS_TRANSITION', {
        status: before.status,
      });
    }
    const changes = await change(tx, before);
    const after = await updateApplication(tx, id, { ...changes, updatedAt: clock.now() });
    if (!after) throw notFound();
    await recordAudit(tx, {
      entityType: 'credit_application',
      entityId: id,
      action,
      actor: { role: 'admin', id: adminId },
      changes: auditDiff(before, withoutActorStamps(changes)),
    });
    return { before, after };
  });
}

/** Who and when already head every audit entry; the rest of the change is its content. */
function withoutActorStamps(changes: Changes): Changes {
  return Object.fromEntries(Object.entries(changes).filter(([key]) => !/(At|By)$/.test(key)));
}

/** Texts the customer, after the commit; a failed SMS is logged and kept in the outbox, never undoes the change. */
async function notifyCustomer(deps: WorkflowDeps, customerId: string, text: string) {
  const customer = await findCustomerById(deps.db, customerId);
  if (!customer) return;
  await sendSms(deps, customer.phoneNumber, text).catch((err: unknown) => {
    deps.log.warn({ failure: describeFailure(err), customerId }, 'application SMS not delivered');
  });
}

export async function takeIntoReview(deps: WorkflowDeps, id: string, adminId: string) {
  const now = deps.clock.now();
  await transition(deps, id, adminId, 'taken_into_review', async () => ({
    status: 'IN_REVIEW',
    reviewedAt: now,
    reviewedBy: adminId,
  }));
}

/** Quote and schedule of the application's own terms, anchored at a date. */
function scheduleFor(row: ApplicationRow, anchor: IsoDate) {
  const quote = quoteFinancing({
    saleValueCents: row.saleValueCents,
    downPaymentCents: row.downPaymentCents,
    loanTermMonths: row.loanTermMonths as LoanTermMonths,
  });
  return buildSchedule(quote, anchor);
}

/** Approval stores the schedule anchored at today; the approved amount is the financed one. */
export async function approveApplication(
  deps: WorkflowDeps,
  id: string,
  adminId: string,
  input: z.infer<typeof approveApplicationBody>,
) {
  const now = deps.clock.now();
  const today = businessToday(now);
  const { after } = await transition(deps, id, adminId, 'approved', async (tx, row) => {
    if (input.approvedAmount !== undefined && input.approvedAmount !== fromCents(row.financedCents)) {
      const message = adminApplicationMessages.approvedAmountMismatch;
      throw new ValidationError(message, [{ field: 'approvedAmount', message }], 'APPROVED_AMOUNT_MISMATCH');
    }
    // The loan approved is within today's financing policy, whatever it was when it was submitted.
    const motorcycle = await findMotorcycle(tx, row.motorcycleId);
    await assertLoanPolicy(tx, {
      priceCents: motorcycle?.priceCents ?? row.saleValueCents,
      requestedAmount: fromCents(row.saleValueCents),
      downPayment: fromCents(row.downPaymentCents),
    });
    const schedule = scheduleFor(row, today);
    await insertSchedule(
      tx,
      schedule.map((item) => ({ applicationId: id, ...item })),
    );
    // The loan starts here: its ledger opens with the financed principal.
    await openLedger(tx, row, today, adminId);
    return {
      status: 'APPROVED',
      approvedAt: now,
      approvedBy: adminId,
      approvedAmountCents: row.financedCents,
      scheduleAnchorDate: today,
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(input.vin !== undefined ? { vin: input.vin } : {}),
      ...(input.placa !== undefined ? { placa: input.placa } : {}),
    };
  });
  await notifyCustomer(deps, after.customerId, approvedSms(after));
}

export async function rejectApplication(
  deps: WorkflowDeps,
  id: string,
  adminId: string,
  input: z.infer<typeof rejectApplicationBody>,
) {
  const now = deps.clock.now();
  const { after } = await transition(deps, id, adminId, 'rejected', async () => ({
    status: 'REJECTED',
    rejectedAt: now,
    rejectedBy: adminId,
    rejectionReason: input.rejectionReason,
  }));
  await notifyCustomer(deps, after.customerId, rejectedSms(after));
}

export async function assignVehicleInfo(
  deps: WorkflowDeps,
  id: string,
  adminId: string,
  input: z.infer<typeof assignVehicleInfoBody>,
) {
  await transition(deps, id, adminId, 'vehicle_info_assigned', async () => ({
    ...(input.vin !== undefined ? { vin: input.vin } : {}),
    ...(input.placa !== undefined ? { placa: input.placa } : {}),
  }));
}

/**
 * A disbursement file is named by the download path the upload answered; it must be a live
 * document of this very application, of the expected type.
 */
async function requireApplicationDocument(
  tx: Transaction,
  adminId: string,
  applicationId: string,
  url: string,
  documentType: DocumentType,
  field: string,
) {
  const id = documentIdOfDownloadPath(url);
  const document = id ? await findVisibleDocument(tx, { role: 'admin', adminId }, id) : undefined;
  if (!document || document.applicationId !== applicationId || document.documentType !== documentType) {
    const message = adminApplicationMessages.documentNotOfApplication;
    throw new ValidationError(message, [{ field, message }], 'INVALID_DOCUMENT_URL');
  }
}

/** APPROVED → DISBURSED; the schedule moves to the disbursement date while nothing is paid. */
export async function disburseApplication(
  deps: WorkflowDeps,
  id: string,
  adminId: string,
  input: z.infer<typeof disburseApplicationBody>,
) {
  const now = deps.clock.now();
  const today = businessToday(now);
  const { after } = await transition(deps, id, adminId, 'disbursed', async (tx, row) => {
    await requireApplicationDocument(tx, adminId, id, input.contractUrl, 'CONTRACT', 'contractUrl');
    if (input.hasDirectDiscount && input.directDiscountUrl) {
      await requireApplicationDocument(
        tx,
        adminId,
        id,
        input.directDiscountUrl,
        'DIRECT_DISCOUNT',
        'directDiscountUrl',
      );
    }
    const reanchor = (await moneyReceivedCents(tx, id)) === 0;
    if (reanchor) {
      const stored = await listInstallments(tx, id);
      if (stored.length === 0) {
        await insertSchedule(
          tx,
          scheduleFor(row, today).map((item) => ({ applicationId: id, ...item })),
        );
      } else {
        await setScheduleDueDates(tx, id, dueDates(today, stored.length));
      }
    }
    // Dated the day the money leaves: a later day than the approval re-dates the ledger's entry.
    await openLedger(tx, row, today, adminId);
    return {
      status: 'DISBURSED',
      disbursedAt: now,
      disbursedBy: adminId,
      vin: input.actualVin,
      placa: input.actualPlate,
      engineNumber: input.engineNumber ?? null,
      insurancePolicy: input.insurancePolicy,
      hasDirectDiscount: input.hasDirectDiscount,
      ...(reanchor ? { scheduleAnchorDate: today } : {}),
    };
  });
  const [first] = await listInstallments(deps.db, id);
  await notifyCustomer(deps, after.customerId, disbursedSms(after, first));
}

/** SUPER_ADMIN only (the route's guard): soft, audited, refused once money was received. */
export async function deleteApplication(deps: WorkflowDeps, id: string, adminId: string) {
  await deps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, id);
    if (!row) throw notFound();
    if ((await moneyReceivedCents(tx, id)) > 0) {
      throw new ConflictError(adminApplicationMessages.hasPayments, 'APPLICATION_HAS_PAYMENTS');
    }
    const deletedAt = deps.clock.now();
    await updateApplication(tx, id, { deletedAt, deletedBy: adminId, updatedAt: deletedAt });
    await recordAudit(tx, {
      entityType: 'credit_application',
      entityId: id,
      action: 'deleted',
      actor: { role: 'admin', id: adminId },
      changes: auditDeleted(deletedAt),
    });
  });
}
