import {
  type applicationListQuery,
  buildPagination,
  businessToday,
  type createVendorApplicationBody,
  type LoanTermMonths,
  MONTHLY_RATES,
  quoteFinancing,
  toCents,
} from '@quincena/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database, Executor } from '../../db/client.ts';
import { cursorsOf } from '../../db/page-cut.ts';
import { NotFoundError } from '../../errors.ts';
import { auditDiff, financingSnapshot, recordAudit } from '../audit/index.ts';
import { requireLinkedCustomer } from '../customers/index.ts';
import { findFinanceableMotorcycle } from '../motorcycles/index.ts';
import { toApplicationDetail, toApplicationSummary, toSubmittedApplication } from './application-views.ts';
import {
  type ApplicationFilter,
  findApplicationSummary,
  insertApplication,
  listApplicationSummaries,
  listInstallments,
} from './applications.repository.ts';
import { assertLoanPolicy } from './loan-policy.ts';

export interface FinancingInput {
  requestedAmount: number;
  downPayment: number;
  loanTermMonths: LoanTermMonths;
}

/** The application's own copy of the quote: later rule changes never rewrite it. */
export function financingColumns(input: FinancingInput) {
  const quote = quoteFinancing({
    saleValueCents: toCents(input.requestedAmount),
    downPaymentCents: toCents(input.downPayment),
    loanTermMonths: input.loanTermMonths,
  });
  return {
    saleValueCents: quote.saleValueCents,
    downPaymentCents: quote.downPaymentCents,
    financedCents: quote.financedCents,
    loanTermMonths: quote.loanTermMonths,
    monthlyRate: MONTHLY_RATES[quote.loanTermMonths].toFixed(4),
    monthlyPaymentCents: quote.monthlyPaymentCents,
    quincenalPaymentCents: quote.quincenalPaymentCents,
    totalToPayCents: quote.totalToPayCents,
    totalInterestCents: quote.totalInterestCents,
  };
}

export async function createApplication(
  db: Executor,
  input: FinancingInput & { customerId: string; motorcycleId: string; vendorId: string | null },
  actor: { role: 'vendor' | 'customer'; id: string },
) {
  const row = await insertApplication(db, {
    customerId: input.customerId,
    vendorId: input.vendorId,
    motorcycleId: input.motorcycleId,
    status: 'PENDING',
    ...financingColumns(input),
  });
  await recordAudit(db, {
    entityType: 'credit_application',
    entityId: row.id,
    action: 'created',
    actor,
    changes: auditDiff(null, financingSnapshot(row)),
  });
  return row;
}

export async function listApplications(
  db: Database,
  scope: Pick<ApplicationFilter, 'vendorId' | 'customerId'>,
  query: z.infer<typeof applicationListQuery>,
) {
  const { rows, total } = await listApplicationSummaries(
    db,
    {
      ...scope,
      search: query.search,
      status: query.status,
      startDate: query.startDate,
      endDate: query.endDate,
    },
    query,
  );
  return {
    applications: rows.map(toApplicationSummary),
    pagination: buildPagination(query, total, cursorsOf(rows)),
  };
}

/** One application with its schedule; outside the caller's scope it is not found. */
export async function getApplicationDetail(
  db: Database,
  clock: Clock,
  id: string,
  scope: Pick<ApplicationFilter, 'vendorId' | 'customerId'>,
) {
  const row = await findApplicationSummary(db, id, scope);
  if (!row) throw new NotFoundError('Solicitud no encontrada.');
  return toApplicationDetail(row, await listInstallments(db, id), businessToday(clock.now()));
}

/** The wizard's application: only for the vendor's own customer and a motorcycle it may finance. */
export async function submitVendorApplication(
  db: Database,
  vendorId: string,
  input: z.infer<typeof createVendorApplicationBody>,
) {
  await requireLinkedCustomer(db, vendorId, input.customerId);
  const motorcycle = await findFinanceableMotorcycle(db, input.motorcycleId, vendorId);
  await assertLoanPolicy(db, { ...input, priceCents: motorcycle.priceCents });
  return db.transaction(async (tx) => {
    const row = await createApplication(tx, { ...input, vendorId }, { role: 'vendor', id: vendorId });
    return toSubmittedApplication(row);
  });
}
