import {
  buildPagination,
  type updateVendorCustomerBody,
  type VendorCustomerSummary,
  type vendorCustomerBody,
  type vendorCustomerListQuery,
} from '@quincena/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database, Executor } from '../../db/client.ts';
import { cursorsOf } from '../../db/page-cut.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { auditDiff, recordAudit } from '../audit/index.ts';
import { hasConsent } from '../auth/index.ts';
import {
  type CustomerRow,
  customerColumns,
  customerSnapshot,
  findCustomerByPhone,
  toCustomerProfile,
  toCustomerSummaryFields,
  updateCustomer,
} from './customers.repository.ts';
import {
  findLinkedCustomer,
  insertCustomer,
  linkVendorCustomer,
  listVendorCustomers,
} from './vendor-customers.repository.ts';

type CustomerInput = z.infer<typeof updateVendorCustomerBody>;

export function toVendorCustomerSummary(row: CustomerRow, applicationsCount: number): VendorCustomerSummary {
  return { ...toCustomerSummaryFields(row), city: row.city, applicationsCount };
}

export async function listCustomersOfVendor(
  db: Database,
  vendorId: string,
  query: z.infer<typeof vendorCustomerListQuery>,
) {
  const { rows, total } = await listVendorCustomers(
    db,
    vendorId,
    {
      search: query.search,
      isVerified: query.isVerified === undefined ? undefined : query.isVerified === 'true',
      hasApplications: query.hasApplications === undefined ? undefined : query.hasApplications === 'true',
    },
    query,
  );
  return {
    customers: rows.map((r) => toVendorCustomerSummary(r.customer, r.applicationsCount)),
    pagination: buildPagination(query, total, cursorsOf(rows)),
  };
}

export async function requireLinkedCustomer(db: Executor, vendorId: string, customerId: string) {
  const row = await findLinkedCustomer(db, vendorId, customerId);
  if (!row) throw new NotFoundError('Cliente no encontrado.');
  return row;
}

/**
 * A vendor creates a new customer and gains access to it. An existing phone answers 409
 * CUSTOMER_ALREADY_EXISTS and reveals nothing else; the wizard then asks the customer's consent.
 */
export async function createCustomerForVendor(
  db: Database,
  vendorId: string,
  input: z.infer<typeof vendorCustomerBody>,
) {
  return db.transaction(async (tx) => {
    const row = await insertCustomer(tx, {
      ...customerColumns(input),
      phoneNumber: input.phoneNumber,
      createdByVendorId: vendorId,
    });
    if (!row) throw new ConflictError('El cliente ya está registrado.', 'CUSTOMER_ALREADY_EXISTS');
    await linkVendorCustomer(tx, vendorId, row.id);
    await recordAudit(tx, {
      entityType: 'customer',
      entityId: row.id,
      action: 'created',
      actor: { role: 'vendor', id: vendorId },
      changes: auditDiff(null, customerSnapshot(row)),
    });
    return toCustomerProfile(row);
  });
}

export async function updateCustomerOfVendor(
  db: Database,
  clock: Clock,
  vendorId: string,
  customerId: string,
  input: CustomerInput,
) {
  return db.transaction(async (tx) => {
    const before = await requireLinkedCustomer(tx, vendorId, customerId);
    const row = await updateCustomer(tx, customerId, { ...customerColumns(input), updatedAt: clock.now() });
    if (!row) throw new NotFoundError('Cliente no encontrado.');
    await recordAudit(tx, {
      entityType: 'customer',
      entityId: customerId,
      action: 'updated',
      actor: { role: 'vendor', id: vendorId },
      changes: auditDiff(customerSnapshot(before), customerSnapshot(row)),
    });
    return toCustomerProfile(row);
  });
}

/** By phone: a customer already linked to the vendor, or one whose consent the vendor holds. */
async function reachableByPhone(db: Executor, clock: Clock, vendorId: string, phoneNumber: string) {
  const row = await findCustomerByPhone(db, phoneNumber);
  if (!row) throw new NotFoundError('Cliente no encontrado.');
  const linked = await findLinkedCustomer(db, vendorId, row.id);
  if (!linked && !(await hasConsent(db, vendorId, phoneNumber, clock.now())))
    throw new NotFoundError('Cliente no encontrado.');
  return row;
}

export async function findCustomerByPhoneForVendor(
  db: Database,
  clock: Clock,
  vendorId: string,
  phoneNumber: string,
) {
  return toCustomerProfile(await reachableByPhone(db, clock, vendorId, phoneNumber));
}

/** The wizard's fallback after CUSTOMER_ALREADY_EXISTS: with consent, link the vendor and update. */
export async function updateCustomerByPhoneForVendor(
  db: Database,
  clock: Clock,
  vendorId: string,
  phoneNumber: string,
  input: CustomerInput,
) {
  return db.transaction(async (tx) => {
    const existing = await reachableByPhone(tx, clock, vendorId, phoneNumber);
    await linkVendorCustomer(tx, vendorId, existing.id);
    const row = await updateCustomer(tx, existing.id, { ...customerColumns(input), updatedAt: clock.now() });
    if (!row) throw new NotFoundError('Cliente no encontrado.');
    await recordAudit(tx, {
      entityType: 'customer',
      entityId: row.id,
      action: 'linked_and_updated',
      actor: { role: 'vendor', id: vendorId },
      changes: auditDiff(customerSnapshot(existing), customerSnapshot(row)),
    });
    return toCustomerProfile(row);
  });
}
