import {
  buildPagination,
  businessToday,
  formatApplicationNumber,
  type RepossessionListItem,
  type repossessionListQuery,
  repossessionMessages,
  toCents,
  type updateRepossessionBody,
} from '@quincena/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { lockApplication } from '../applications/index.ts';
import { recordAudit } from '../audit/index.ts';
import {
  insertRepossession,
  listRepossessionRows,
  lockOpenRepossession,
  replayStoredLoan,
  requireLoan,
  toRepossessionView,
  updateRepossessionRow,
} from '../loans/index.ts';
import { applyReceiptToLoan } from './payment-application.service.ts';

type Deps = { db: Database; clock: Clock };
const LOAN_STATUSES = ['APPROVED', 'DISBURSED'];
const conflict = (message: string, code: string) => new ConflictError(message, code);

/** The loan's application locked, 404 when it is no loan, and the loan as it replays today. */
async function lockedLoan(tx: Transaction, applicationId: string, today: string) {
  const application = await lockApplication(tx, applicationId);
  if (!application || !LOAN_STATUSES.includes(application.status)) {
    throw new NotFoundError('Préstamo no encontrado.', 'LOAN_NOT_FOUND');
  }
  const loan = await requireLoan(tx, applicationId);
  const { replay } = await replayStoredLoan(tx, loan, today);
  return replay.totals;
}

/**
 * POST /admin/loans/:id/repossession (PRODUCT.md §9, ADR 047): the motorcycle is to be recovered.
 * Only a loan that owes something, one repossession in course at a time (a written-off loan too:
 * the motorcycle is still the lender's security).
 */
export async function orderRepossession(deps: Deps, adminId: string, applicationId: string, reason: string) {
  const today = businessToday(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const totals = await lockedLoan(tx, applicationId, today);
    if (!totals.isActive) throw conflict(repossessionMessages.loanNotOwed, 'LOAN_NOT_OWED');
    if (await lockOpenRepossession(tx, applicationId)) {
      throw conflict(repossessionMessages.alreadyOpen, 'REPOSSESSION_OPEN');
    }
    const row = await insertRepossession(tx, { applicationId, reason, orderedOn: today, orderedBy: adminId });
    await recordAudit(tx, {
      entityType: 'credit_application',
      entityId: applicationId,
      action: 'repossession_ordered',
      actor: { role: 'admin', id: adminId },
      changes: { repossession: { from: null, to: 'ORDERED' }, reason: { from: null, to: reason } },
    });
    return { repossession: toRepossessionView(row) };
  });
}

/**
 * PUT /admin/loans/:id/repossession: the next step of the one in course. Recovered (where, in what
 * state, at what cost), then redeemed — only once the customer is up to date — or sold: the sale's
 * proceeds are a receipt of the loan through the receipts' one write path (a recovery when it was
 * written off); what they leave unpaid stays owed, and may be written off.
 */
export async function advanceRepossession(
  deps: Deps,
  adminId: string,
  applicationId: string,
  body: z.infer<typeof updateRepossessionBody>,
) {
  const today = businessToday(deps.clock.now());
  if (body.date > today) {
    throw new ValidationError(repossessionMessages.futureDate, [
      { field: 'date', message: repossessionMessages.futureDate },
    ]);
  }
  return deps.db.transaction(async (tx) => {
    const totals = await lockedLoan(tx, applicationId, today);
    const open = await lockOpenRepossession(tx, applicationId);
    if (!open) throw conflict(repossessionMessages.noneOpen, 'NO_REPOSSESSION');
    let row = open;
    if (body.status === 'RECOVERED') {
      if (open.status !== 'ORDERED')
        throw conflict(repossessionMessages.alreadyRecovered, 'ALREADY_RECOVERED');
      row = await updateRepossessionRow(tx, open.id, {
        status: 'RECOVERED',
        recoveredOn: body.date,
        place: body.place,
        condition: body.condition,
        costsCents: body.costs === undefined ? 0 : toCents(body.costs),
        notes: body.notes ?? open.notes,
      });
    } else {
      if (open.status !== 'RECOVERED') throw conflict(repossessionMessages.notRecovered, 'NOT_RECOVERED');
      if (body.status === 'REDEEMED') {
        if (totals.daysPastDue > 0) throw conflict(repossessionMessages.arrearsUnpaid, 'ARREARS_UNPAID');
        row = await updateRepossessionRow(tx, open.id, {
          status: 'REDEEMED',
          closedOn: body.date,
          notes: body.notes ?? open.notes,
        });
      } else {
        const saleCents = toCents(body.saleAmount);
        const sale = await applyReceiptToLoan(
          tx,
          applicationId,
          {
            amountCents: saleCents,
            method: 'BANK_TRANSFER',
            reference: 'Venta de moto recuperada',
            paymentDate: body.date,
            notes: body.notes,
          },
          { role: 'admin', id: adminId, source: 'ADMIN' },
          deps.clock,
        );
        row = await updateRepossessionRow(tx, open.id, {
          status: 'SOLD',
          closedOn: body.date,
          saleCents,
          salePaymentId: sale.payment.id,
          notes: body.notes ?? open.notes,
        });
      }
    }
    await recordAudit(tx, {
      entityType: 'credit_application',
      entityId: applicationId,
      action: 'repossession_updated',
      actor: { role: 'admin', id: adminId },
      changes: { repossession: { from: open.status, to: row.status } },
    });
    return { repossession: toRepossessionView(row) };
  });
}

/** GET /admin/repossessions: the back-office's list. */
export async function listRepossessions(db: Database, query: z.infer<typeof repossessionListQuery>) {
  const { rows, total } = await listRepossessionRows(db, query.scope, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const repossessions: RepossessionListItem[] = rows.map((r) => ({
    ...toRepossessionView(r.repossession),
    applicationNumber: formatApplicationNumber(r.number, r.applicationCreatedAt),
    customerName: [r.firstName, r.lastName].filter(Boolean).join(' '),
    motorcycle: r.motorcycle,
    vin: r.vin,
    plate: r.plate,
  }));
  return { repossessions, pagination: buildPagination(query, total) };
}
