import {
  type AccountExportQuery,
  type AdminCustomerDetail,
  type AdminCustomerSummary,
  adminCustomerMessages,
  buildPagination,
  fromCents,
  type PaginationQuery,
} from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import { LIST_EXPORT_MAX_ROWS, withinExportCap } from '../../csv.ts';
import type { Database } from '../../db/client.ts';
import { cursorsOf } from '../../db/page-cut.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { auditDeleted, recordAudits } from '../audit/index.ts';
import {
  customerDeletable,
  listAllCustomers,
  listCustomerApplications,
  lockCustomerForDeletion,
  selectCustomersForExport,
  softDeleteCustomer,
} from './admin-customers.repository.ts';
import {
  type CustomerRow,
  findCustomerById,
  toCustomerProfile,
  toCustomerSummaryFields,
} from './customers.repository.ts';
import { customersCsv } from './customers-csv.ts';

const notFound = () => new NotFoundError(adminCustomerMessages.notFound, 'CUSTOMER_NOT_FOUND');

function toSummary(row: CustomerRow, applicationsCount: number, canDelete: boolean): AdminCustomerSummary {
  return { ...toCustomerSummaryFields(row), applicationsCount, canDelete };
}

export async function listCustomers(db: Database, query: PaginationQuery & { search?: string }) {
  const { rows, total } = await listAllCustomers(db, { search: query.search }, query);
  return {
    customers: rows.map((r) => toSummary(r.customer, r.applicationsCount, r.canDelete)),
    pagination: buildPagination(query, total, cursorsOf(rows)),
  };
}

/** GET /admin/customers/export: the customers the list's search finds, as CSV, newest first. */
export async function exportCustomers(db: Database, query: AccountExportQuery) {
  const rows = await selectCustomersForExport(db, { search: query.search }, LIST_EXPORT_MAX_ROWS + 1);
  return customersCsv(withinExportCap(rows));
}

export async function getCustomer(db: Database, id: string): Promise<AdminCustomerDetail> {
  const row = await findCustomerById(db, id);
  if (!row) throw notFound();
  const [applications, canDelete] = await Promise.all([
    listCustomerApplications(db, id),
    customerDeletable(db, id),
  ]);
  return {
    ...toCustomerProfile(row),
    canDelete: canDelete ?? false,
    applications: applications.map((a) => ({
      id: a.id,
      status: a.status,
      requestedAmount: fromCents(a.saleValueCents),
      loanTermMonths: a.loanTermMonths,
      motorcycle: `${a.brand} ${a.model} ${a.year}`,
      vendor: a.dealershipName ?? (a.vendorFirstName ? `${a.vendorFirstName} ${a.vendorLastName}` : null),
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

/**
 * Deletes a customer with no approved or disbursed financing and no payment (409 otherwise). The
 * check and the deletion run under row locks in one transaction; the deletion is soft and audited.
 */
export async function deleteCustomer(db: Database, clock: Clock, adminId: string, id: string) {
  await db.transaction(async (tx) => {
    const locked = await lockCustomerForDeletion(tx, id);
    if (!locked) throw notFound();
    // The same rule the list and the detail answer as `canDelete`, read under the locks.
    if (!(await customerDeletable(tx, id))) {
      throw new ConflictError(adminCustomerMessages.hasFinancing, 'CUSTOMER_HAS_FINANCING');
    }
    const applicationIds = locked.applications.map((a) => a.id);
    const at = clock.now();
    await softDeleteCustomer(tx, locked.customer, { adminId, at, applicationIds });
    const actor = { role: 'admin' as const, id: adminId };
    // The customer and each application it still had, deleted together, at the same instant.
    await recordAudits(tx, [
      { entityType: 'customer', entityId: id, action: 'deleted', actor, changes: auditDeleted(at) },
      ...applicationIds.map((applicationId) => ({
        entityType: 'credit_application' as const,
        entityId: applicationId,
        action: 'deleted' as const,
        actor,
        changes: auditDeleted(at),
      })),
    ]);
  });
}
