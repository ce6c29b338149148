import {
  type AuditAction,
  type AuditActorRole,
  type AuditEntityType,
  type AuditListQuery,
  formatUsdCents,
} from '@quincena/shared';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import {
  admins,
  auditLog,
  creditApplications,
  customerPaymentReports,
  customers,
  documents,
  installments,
  motorcycles,
  payments,
  vendors,
} from '../../db/schema/index.ts';
import { containsPattern, phonePattern } from '../../db/search.ts';
import { type AuditChanges, normalizeChanges } from './audit-changes.ts';

export interface AuditEntry {
  entityType: AuditEntityType;
  entityId: string;
  action: AuditAction;
  actor: { role: AuditActorRole; id?: string | null };
  /** `{ field: { from, to } }`, built with `auditDiff` / `auditDeleted`; never a request body. */
  changes?: AuditChanges;
}

/** Records who changed what; call it inside the same transaction as the change. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await recordAudits(db, [entry]);
}

/** Many entries in one statement, for a batch of changes (a job's run). */
export async function recordAudits(db: Executor, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  // Sent as JSON (ADR 058): a bank statement's batch audits a hundred receipts at once.
  await db.execute(
    sql`insert into audit_log ${jsonRows(
      auditLog,
      entries.map((entry) => ({
        entityType: entry.entityType,
        entityId: entry.entityId,
        action: entry.action,
        actorRole: entry.actor.role,
        actorId: entry.actor.id ?? null,
        changes: entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null,
      })),
    )}`,
  );
}

const fullName = (first: AnyColumn, last: AnyColumn) =>
  sql`nullif(trim(coalesce(${first}, '') || ' ' || coalesce(${last}, '')), '')`;

/** The actor as people know it: an admin's username, a vendor's or customer's full name. */
const actorName = sql<string | null>`coalesce(${admins.username},
  ${fullName(vendors.firstName, vendors.lastName)},
  ${fullName(customers.firstName, customers.lastName)})`;

const entryColumns = {
  id: auditLog.id,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  action: auditLog.action,
  actorRole: auditLog.actorRole,
  actorId: auditLog.actorId,
  actorName,
  changes: auditLog.changes,
  createdAt: auditLog.createdAt,
};

type EntryRow = {
  id: number;
  entityType: string;
  entityId: string;
  action: string;
  actorRole: AuditActorRole;
  actorId: string | null;
  actorName: string | null;
  changes: unknown;
  createdAt: Date;
};

const toEntry = (row: EntryRow) => ({ ...row, changes: normalizeChanges(row.changes) });

export type HistoryRow = ReturnType<typeof toEntry>;

function selectEntries(db: Executor) {
  return db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(admins, and(eq(auditLog.actorRole, 'admin'), eq(admins.id, auditLog.actorId)))
    .leftJoin(vendors, and(eq(auditLog.actorRole, 'vendor'), eq(vendors.id, auditLog.actorId)))
    .leftJoin(customers, and(eq(auditLog.actorRole, 'customer'), eq(customers.id, auditLog.actorId)));
}

/**
 * Every entry of an application and of its documents, oldest first, with the actor's name as people
 * know it (an admin's username, a vendor's or customer's full name).
 */
export async function listApplicationHistory(db: Executor, applicationId: string) {
  const rows = await selectEntries(db)
    .where(
      or(
        and(eq(auditLog.entityType, 'credit_application'), eq(auditLog.entityId, applicationId)),
        and(
          eq(auditLog.entityType, 'document'),
          inArray(
            auditLog.entityId,
            db
              .select({ id: sql<string>`${documents.id}::text` })
              .from(documents)
              .where(eq(documents.applicationId, applicationId)),
          ),
        ),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return rows.map(toEntry);
}

/** A Panama business date's first instant, as SQL. */
const panamaStart = (date: string) => sql`(${date}::date)::timestamp at time zone 'America/Panama'`;

/**
 * Actors whose name matches, as ids per role: each lookup is served by its table's own index
 * (the customers' trigram indexes), and the trail is then read by `actor_id`.
 */
function actorSearch(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  const customerName = sql`coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '')`;
  return or(
    and(
      eq(auditLog.actorRole, 'admin'),
      sql`${auditLog.actorId} in (select ${admins.id} from ${admins} where ${ilike(admins.username, pattern)})`,
    ),
    and(
      eq(auditLog.actorRole, 'vendor'),
      sql`${auditLog.actorId} in (select ${vendors.id} from ${vendors}
        where ${ilike(sql`${vendors.firstName} || ' ' || ${vendors.lastName}`, pattern)}
          or ${ilike(vendors.username, pattern)})`,
    ),
    and(
      eq(auditLog.actorRole, 'customer'),
      sql`${auditLog.actorId} in (select ${customers.id} from ${customers}
        where ${ilike(customerName, pattern)} or ${ilike(customers.phoneNumber, phonePattern(search))})`,
    ),
  );
}

/** The ids of an application's records of one kind, as the trail stores ids (text). */
const idsOf = (table: typeof installments | typeof payments | typeof documents, applicationId: string) =>
  sql`select ${table.id}::text from ${table} where ${table.applicationId} = ${applicationId}::uuid`;

/**
 * One record's entries. An application's are its own and those of what belongs to it — its
 * installments, its receipts, its documents — so a loan's page links to its whole trail.
 */
function entityScope(entityType: AuditEntityType | undefined, entityId: string | undefined): SQL | undefined {
  if (entityType === 'credit_application' && entityId && UUID.test(entityId)) {
    return or(
      and(eq(auditLog.entityType, 'credit_application'), eq(auditLog.entityId, entityId)),
      and(
        eq(auditLog.entityType, 'installment'),
        sql`${auditLog.entityId} in (${idsOf(installments, entityId)})`,
      ),
      and(eq(auditLog.entityType, 'payment'), sql`${auditLog.entityId} in (${idsOf(payments, entityId)})`),
      and(eq(auditLog.entityType, 'document'), sql`${auditLog.entityId} in (${idsOf(documents, entityId)})`),
    );
  }
  return and(
    entityType ? eq(auditLog.entityType, entityType) : undefined,
    entityId ? eq(auditLog.entityId, entityId) : undefined,
  );
}

function whereOf(filter: Omit<AuditListQuery, 'page' | 'limit'>): SQL | undefined {
  return and(
    entityScope(filter.entityType, filter.entityId),
    filter.actorRole ? eq(auditLog.actorRole, filter.actorRole) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.search ? actorSearch(filter.search) : undefined,
    filter.dateFrom ? gte(auditLog.createdAt, panamaStart(filter.dateFrom)) : undefined,
    // Inclusive: everything before the next day's first instant in Panama.
    filter.dateTo ? lt(auditLog.createdAt, sql`${panamaStart(filter.dateTo)} + interval '1 day'`) : undefined,
  );
}

/** One page of the trail, newest first, and the exact count of entries that match. */
export async function listAuditEntries(
  db: Executor,
  filter: Omit<AuditListQuery, 'page' | 'limit'>,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    selectEntries(db)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows: rows.map(toEntry), total: total?.n ?? 0 };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const personName = (first: string | null, last: string | null, phone?: string | null) =>
  [first, last].filter(Boolean).join(' ').trim() || phone || null;

/**
 * How people know each entity of a page of entries (a customer's name, a motorcycle's model, an
 * admin's username…), by type and id: one query per type present, soft-deleted rows included.
 */
export async function findEntityLabels(
  db: Executor,
  refs: { entityType: string; entityId: string }[],
): Promise<Map<string, string>> {
  const idsOf = (type: AuditEntityType) => [
    ...new Set(refs.filter((r) => r.entityType === type && UUID.test(r.entityId)).map((r) => r.entityId)),
  ];
  const labels = new Map<string, string>();
  const put = (type: AuditEntityType, id: string, label: string | null) => {
    if (label) labels.set(`${type}:${id}`, label);
  };
  const lookups: Promise<void>[] = [];
  const lookup = (type: AuditEntityType, run: (ids: string[]) => Promise<void>) => {
    const ids = idsOf(type);
    if (ids.length > 0) lookups.push(run(ids));
  };

  lookup('credit_application', async (ids) => {
    const rows = await db
      .select({
        id: creditApplications.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        phone: customers.phoneNumber,
        brand: motorcycles.brand,
        model: motorcycles.model,
      })
      .from(creditApplications)
      .innerJoin(customers, eq(customers.id, creditApplications.customerId))
      .innerJoin(motorcycles, eq(motorcycles.id, creditApplications.motorcycleId))
      .where(inArray(creditApplications.id, ids));
    for (const r of rows) {
      put(
        'credit_application',
        r.id,
        `${personName(r.firstName, r.lastName, r.phone)} · ${r.brand} ${r.model}`,
      );
    }
  });
  lookup('payment', async (ids) => {
    // A payment entry is a receipt applied to a loan or a payment a customer reported.
    const applied = db
      .select({
        id: payments.id,
        amountCents: payments.amountCents,
        firstName: customers.firstName,
        lastName: customers.lastName,
        phone: customers.phoneNumber,
      })
      .from(payments)
      .innerJoin(customers, eq(customers.id, payments.customerId))
      .where(inArray(payments.id, ids));
    const reported = db
      .select({
        id: customerPaymentReports.id,
        amountCents: customerPaymentReports.amountCents,
        firstName: customers.firstName,
        lastName: customers.lastName,
        phone: customers.phoneNumber,
      })
      .from(customerPaymentReports)
      .innerJoin(customers, eq(customers.id, customerPaymentReports.customerId))
      .where(inArray(customerPaymentReports.id, ids));
    for (const r of [...(await applied), ...(await reported)]) {
      put(
        'payment',
        r.id,
        `${formatUsdCents(r.amountCents)} · ${personName(r.firstName, r.lastName, r.phone)}`,
      );
    }
  });
  lookup('installment', async (ids) => {
    const rows = await db
      .select({
        id: installments.id,
        paymentNumber: installments.paymentNumber,
        firstName: customers.firstName,
        lastName: customers.lastName,
        phone: customers.phoneNumber,
      })
      .from(installments)
      .innerJoin(creditApplications, eq(creditApplications.id, installments.applicationId))
      .innerJoin(customers, eq(customers.id, creditApplications.customerId))
      .where(inArray(installments.id, ids));
    for (const r of rows) {
      put('installment', r.id, `Cuota ${r.paymentNumber} · ${personName(r.firstName, r.lastName, r.phone)}`);
    }
  });
  lookup('document', async (ids) => {
    const rows = await db
      .select({ id: documents.id, name: documents.originalName })
      .from(documents)
      .where(inArray(documents.id, ids));
    for (const r of rows) put('document', r.id, r.name);
  });
  lookup('admin', async (ids) => {
    const rows = await db
      .select({ id: admins.id, name: admins.username })
      .from(admins)
      .where(inArray(admins.id, ids));
    for (const r of rows) put('admin', r.id, r.name);
  });
  lookup('vendor', async (ids) => {
    const rows = await db
      .select({ id: vendors.id, firstName: vendors.firstName, lastName: vendors.lastName })
      .from(vendors)
      .where(inArray(vendors.id, ids));
    for (const r of rows) put('vendor', r.id, personName(r.firstName, r.lastName));
  });
  lookup('customer', async (ids) => {
    const rows = await db
      .select({
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        phone: customers.phoneNumber,
      })
      .from(customers)
      .where(inArray(customers.id, ids));
    for (const r of rows) put('customer', r.id, personName(r.firstName, r.lastName, r.phone));
  });
  lookup('motorcycle', async (ids) => {
    const rows = await db
      .select({
        id: motorcycles.id,
        brand: motorcycles.brand,
        model: motorcycles.model,
        year: motorcycles.year,
      })
      .from(motorcycles)
      .where(inArray(motorcycles.id, ids));
    for (const r of rows) put('motorcycle', r.id, `${r.brand} ${r.model} ${r.year}`);
  });
  await Promise.all(lookups);
  return labels;
}
