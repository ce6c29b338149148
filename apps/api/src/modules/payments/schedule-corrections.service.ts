import {
  businessToday,
  fromCents,
  installmentState,
  type ScheduleInstallment,
  type scheduleCorrectionBody,
} from '@quincena/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import {
  findApplicationSummary,
  listInstallments,
  lockApplication,
} from '../applications/applications.repository.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditDiff } from '../audit/audit-changes.ts';
import { recordLateFeeWaiver } from '../loans/index.ts';
import {
  findInstallment,
  type InstallmentRow,
  lockLoanInstallments,
  updateInstallment,
} from './installments.repository.ts';

const notFound = () => new NotFoundError('Cuota no encontrada.', 'INSTALLMENT_NOT_FOUND');

export function toScheduleInstallment(item: InstallmentRow, today: string): ScheduleInstallment {
  const state = installmentState(item, today);
  return {
    id: item.id,
    paymentNumber: item.paymentNumber,
    dueDate: item.dueDate,
    amount: fromCents(item.amountCents),
    principal: fromCents(item.principalCents),
    interest: fromCents(item.interestCents),
    lateFee: fromCents(item.lateFeeCents),
    paidLateFee: fromCents(item.paidLateFeeCents),
    paidInterest: fromCents(item.paidInterestCents),
    paidPrincipal: fromCents(item.paidPrincipalCents),
    paidAmount: fromCents(state.paidCents),
    owedAmount: fromCents(state.owedCents),
    isPaid: state.isPaid,
    isOverdue: state.isOverdue,
    paidAt: item.paidAt,
  };
}

/** GET /admin/payment-schedules?applicationId=: a loan's installments with their paid parts. */
export async function listLoanSchedule(db: Database, clock: Clock, applicationId: string) {
  if (!(await findApplicationSummary(db, applicationId, {}))) {
    throw new NotFoundError('Solicitud no encontrada.', 'APPLICATION_NOT_FOUND');
  }
  const today = businessToday(clock.now());
  return {
    installments: (await listInstallments(db, applicationId)).map((i) => toScheduleInstallment(i, today)),
  };
}

/**
 * Corrects one unpaid installment — a new due date, or its late fee waived (down to what was
 * already paid of it) — with the admin's note in the audit trail.
 */
export async function correctInstallment(
  db: Database,
  clock: Clock,
  adminId: string,
  id: string,
  input: z.infer<typeof scheduleCorrectionBody>,
) {
  const today = businessToday(clock.now());
  return db.transaction(async (tx) => {
    const found = await findInstallment(tx, id);
    if (!found || !(await lockApplication(tx, found.applicationId))) throw notFound();
    const item = (await lockLoanInstallments(tx, found.applicationId)).find(
      (i) => i.id === id,
    ) as InstallmentRow;
    if (installmentState(item, today).isPaid) {
      throw new ConflictError('La cuota ya está pagada y no se puede modificar.', 'INSTALLMENT_ALREADY_PAID');
    }
    const changes = {
      ...(input.dueDate ? { dueDate: input.dueDate } : {}),
      ...(input.waiveLateFee ? { lateFeeCents: item.paidLateFeeCents } : {}),
    };
    const updated = (await updateInstallment(tx, id, changes)) as InstallmentRow;
    if (input.waiveLateFee) {
      await recordLateFeeWaiver(tx, {
        applicationId: item.applicationId,
        installmentId: id,
        valueDate: today,
        amountCents: item.lateFeeCents - item.paidLateFeeCents,
        notes: input.notes,
        actor: { role: 'admin', id: adminId },
      });
    }
    // Waiving the unpaid fee may settle an installment whose amount was already covered.
    const settled = installmentState(updated, today).isPaid;
    const final = settled
      ? ((await updateInstallment(tx, id, { paidAt: today })) as InstallmentRow)
      : updated;
    await recordAudit(tx, {
      entityType: 'installment',
      entityId: id,
      action: 'corrected',
      actor: { role: 'admin', id: adminId },
      changes: {
        ...auditDiff(
          { dueDate: item.dueDate, lateFeeCents: item.lateFeeCents, paidAt: item.paidAt },
          { dueDate: final.dueDate, lateFeeCents: final.lateFeeCents, paidAt: final.paidAt },
        ),
        // The admin's reason for the correction, required by the form.
        notes: { from: null, to: input.notes },
      },
    });
    return { installment: toScheduleInstallment(final, today) };
  });
}
