import {
  buildPagination,
  businessToday,
  type DocumentRecord,
  formatUsdCents,
  fromCents,
  type PaymentReport,
  type PaymentReportExportQuery,
  paymentMessages,
  type paymentReportListQuery,
  type rejectReportBody,
  reportPaymentBody,
  toCents,
} from '@quincena/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import { LIST_EXPORT_MAX_ROWS, withinExportCap } from '../../csv.ts';
import type { Database } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { parseWith } from '../../http.ts';
import type { DocumentStorage } from '../../infra/storage/document-storage.ts';
import { describeFailure } from '../../logging.ts';
import type { Session } from '../../plugins/auth.ts';
import { auditDiff, recordAudit } from '../audit/index.ts';
import { sendSms, subjectOf } from '../auth/index.ts';
import { findCustomerById } from '../customers/index.ts';
import { documentDownloadPath, type UploadPart, uploadDocument } from '../documents/index.ts';
import { assertPaymentMethodEnabled } from '../settings/index.ts';
import { requireCustomerLoan } from './customer-schedule.service.ts';
import { applyReportedPayment, assertNotFuture } from './payment-application.service.ts';
import { notifyReceipt, type ReceiptNoticeDeps } from './payment-receipts.service.ts';
import { paymentReportsCsv } from './payment-reports-csv.ts';
import {
  countPendingReports,
  findReport,
  insertReport,
  listReports,
  lockReport,
  type ReportWithCustomer,
  selectReportsForExport,
  updateReport,
} from './payments.repository.ts';

export interface ReportDeps extends ReceiptNoticeDeps {
  clock: Clock;
}

const notFound = () => new NotFoundError('Pago reportado no encontrado.', 'PAYMENT_REPORT_NOT_FOUND');

export function toPaymentReport({ report: r, reversedAt, customer }: ReportWithCustomer): PaymentReport {
  return {
    id: r.id,
    applicationId: r.applicationId,
    amount: fromCents(r.amountCents),
    paymentMethod: r.method,
    paymentReference: r.reference,
    paymentDate: r.paymentDate,
    notes: r.notes,
    status: r.status,
    reviewNotes: r.reviewNotes,
    receiptUrl: r.receiptDocumentId ? documentDownloadPath(r.receiptDocumentId) : null,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    reversedAt: reversedAt?.toISOString() ?? null,
    customer,
  };
}

/** GET /admin/payments/pending-count: the reports waiting for an admin (the menu's counter). */
export async function pendingReportsCount(db: Database) {
  return { pending: await countPendingReports(db) };
}

/** The customer says it paid: kept PENDING for an admin, against its chosen (or current) financing. */
export async function reportPayment(
  deps: ReportDeps,
  customerId: string,
  input: z.infer<typeof reportPaymentBody>,
  receiptDocumentId: string | null,
) {
  assertNotFuture(input.paymentDate, businessToday(deps.clock.now()));
  const row = await deps.db.transaction(async (tx) => {
    await assertPaymentMethodEnabled(tx, input.paymentMethod);
    const loan = await requireCustomerLoan(tx, customerId, input.applicationId);
    const report = await insertReport(tx, {
      customerId,
      applicationId: loan.id,
      amountCents: toCents(input.amount),
      method: input.paymentMethod,
      reference: input.paymentReference ?? null,
      paymentDate: input.paymentDate,
      notes: input.notes ?? null,
      receiptDocumentId,
    });
    await recordAudit(tx, {
      entityType: 'payment',
      entityId: report.id,
      action: 'reported',
      actor: { role: 'customer', id: customerId },
      changes: auditDiff(null, {
        status: report.status,
        applicationId: report.applicationId,
        amountCents: report.amountCents,
        paymentMethod: report.method,
        paymentReference: report.reference,
        paymentDate: report.paymentDate,
        notes: report.notes,
        receiptDocumentId: report.receiptDocumentId,
      }),
    });
    return report;
  });
  return { payment: { id: row.id, status: row.status } };
}

export async function listPaymentReports(
  db: Database,
  scope: { customerId?: string },
  query: z.infer<typeof paymentReportListQuery>,
) {
  const { rows, total } = await listReports(
    db,
    { status: query.status, customerId: scope.customerId },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return { payments: rows.map(toPaymentReport), pagination: buildPagination(query, total) };
}

/** GET /admin/payments/export: the reports of the list's status as CSV, newest first. */
export async function exportPaymentReports(db: Database, query: PaymentReportExportQuery) {
  const rows = await selectReportsForExport(db, { status: query.status }, LIST_EXPORT_MAX_ROWS + 1);
  return paymentReportsCsv(withinExportCap(rows));
}

async function notify(deps: ReportDeps, customerId: string, text: string) {
  const customer = await findCustomerById(deps.db, customerId);
  if (!customer) return;
  await sendSms(deps, customer.phoneNumber, text).catch((err: unknown) => {
    deps.log.warn({ failure: describeFailure(err), customerId }, 'payment SMS not delivered');
  });
}

/** Approving applies the reported amount (partial payments allowed); a second decision is 409. */
export async function approveReport(deps: ReportDeps, id: string, adminId: string) {
  const now = deps.clock.now();
  const report = await deps.db.transaction(async (tx) => {
    const row = await lockReport(tx, id);
    if (!row) throw notFound();
    if (row.status !== 'PENDING')
      throw new ConflictError(paymentMessages.reportNotPending, 'REPORT_NOT_PENDING');
    const applied = await applyReportedPayment(
      tx,
      row.applicationId,
      {
        amountCents: row.amountCents,
        method: row.method,
        reference: row.reference ?? undefined,
        paymentDate: row.paymentDate,
        notes: row.notes ?? undefined,
      },
      adminId,
      deps.clock,
    );
    await updateReport(tx, id, {
      status: 'APPROVED',
      reviewedBy: adminId,
      reviewedAt: now,
      updatedAt: now,
      paymentId: applied.payment.id,
    });
    // The report's own entry; the money applied is the entry of the payment it became.
    await recordAudit(tx, {
      entityType: 'payment',
      entityId: id,
      action: 'report_approved',
      actor: { role: 'admin', id: adminId },
      changes: auditDiff(
        { status: row.status, paymentId: row.paymentId },
        { status: 'APPROVED', paymentId: applied.payment.id },
      ),
    });
    return { row, applied };
  });
  await notifyReceipt(deps, report.applied.payment.id, 'aprobamos tu pago de');
  const found = await findReport(deps.db, id);
  return { payment: toPaymentReport(found as ReportWithCustomer), applied: report.applied };
}

export async function rejectReport(
  deps: ReportDeps,
  id: string,
  adminId: string,
  input: z.infer<typeof rejectReportBody>,
) {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockReport(tx, id);
    if (!locked) throw notFound();
    if (locked.status !== 'PENDING') {
      throw new ConflictError(paymentMessages.reportNotPending, 'REPORT_NOT_PENDING');
    }
    await updateReport(tx, id, {
      status: 'REJECTED',
      reviewedBy: adminId,
      reviewedAt: now,
      updatedAt: now,
      reviewNotes: input.reason,
    });
    await recordAudit(tx, {
      entityType: 'payment',
      entityId: id,
      action: 'report_rejected',
      actor: { role: 'admin', id: adminId },
      changes: auditDiff(
        { status: locked.status, reason: locked.reviewNotes },
        { status: 'REJECTED', reason: input.reason },
      ),
    });
    return locked;
  });
  await notify(
    deps,
    row.customerId,
    `Quincena: no pudimos confirmar tu pago de ${formatUsdCents(row.amountCents)}. Motivo: ${input.reason}`,
  );
  const found = await findReport(deps.db, id);
  return { payment: toPaymentReport(found as ReportWithCustomer) };
}

/**
 * The multipart report: the fields come first and are validated before a byte of the receipt is
 * stored; the receipt is kept as the loan's PAYMENT_RECEIPT document, checked by its content. The
 * receipt's row and the report are one unit: the services run in this workflow's transaction (their
 * own become savepoints), so a refused report leaves no receipt on the loan.
 */
export async function reportPaymentWithReceipt(
  deps: ReportDeps & { storage: DocumentStorage },
  session: Session,
  parts: AsyncIterable<UploadPart>,
) {
  const customerId = subjectOf(session);
  return deps.db.transaction(async (tx) => {
    const inTx = { ...deps, db: tx };
    const fields: Record<string, string> = {};
    let receipt: DocumentRecord | undefined;
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.name] ??= part.value;
        continue;
      }
      if (part.name !== 'receipt' || receipt) {
        part.stream.resume();
        continue;
      }
      const input = parseWith(reportPaymentBody, fields);
      // Refused before the file is stored, so a refused report leaves no receipt behind.
      await assertPaymentMethodEnabled(tx, input.paymentMethod);
      const loan = await requireCustomerLoan(tx, customerId, input.applicationId);
      receipt = await uploadDocument(inTx, session, {
        parts: (async function* () {
          yield { type: 'field' as const, name: 'documentType', value: 'PAYMENT_RECEIPT' };
          yield { type: 'field' as const, name: 'applicationId', value: loan.id };
          yield { ...part, name: 'document' };
        })(),
      });
    }
    return reportPayment(inTx, customerId, parseWith(reportPaymentBody, fields), receipt?.id ?? null);
  });
}
