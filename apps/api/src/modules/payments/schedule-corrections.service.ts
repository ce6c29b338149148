import {
  businessToday,
  installmentState,
  installmentView,
  type scheduleCorrectionBody,
} from '@quincena/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { findApplicationSummary, listInstallments, lockApplication } from '../applications/index.ts';
import { auditDiff, recordAudit } from '../audit/index.ts';
import { setInstallmentDueDate } from '../loans/index.ts';
import { findInstallment, type InstallmentRow, lockLoanInstallments } from './installments.repository.ts';
import { requestLateFeeWaiver } from './late-fee-waivers.service.ts';

const notFound = () => new NotFoundError('Cuota no encontrada.', 'INSTALLMENT_NOT_FOUND');

/** GET /admin/payment-schedules?applicationId=: a loan's installments with their paid parts. */
export async function listLoanSchedule(db: Database, clock: Clock, applicationId: string) {
  if (!(await findApplicationSummary(db, applicationId, {}))) {
    throw new NotFoundError('Solicitud no encontrada.', 'APPLICATION_NOT_FOUND');
  }
  const today = businessToday(clock.now());
  return {
    installments: (await listInstallments(db, applicationId)).map((i) => installmentView(i, today)),
  };
}

/**
 * Corrects one unpaid installment — a new due date, at once, with the admin's note in the audit
 * trail — and asks for its unpaid late fee to be forgiven: that waits for another admin's approval
 * (PRODUCT.md §9), answered as `approval`.
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
    const approval = input.waiveLateFee
      ? await requestLateFeeWaiver(tx, adminId, item, input.notes)
      : undefined;
    if (!input.dueDate) return { installment: installmentView(item, today), approval };
    const final = await setInstallmentDueDate(tx, id, input.dueDate, clock.now());
    await recordAudit(tx, {
      entityType: 'installment',
      entityId: id,
      action: 'corrected',
      actor: { role: 'admin', id: adminId },
      changes: {
        ...auditDiff({ dueDate: item.dueDate }, { dueDate: final.dueDate }),
        // The admin's reason for the correction, required by the form.
        notes: { from: null, to: input.notes },
      },
    });
    return { installment: installmentView(final, today), approval };
  });
}
