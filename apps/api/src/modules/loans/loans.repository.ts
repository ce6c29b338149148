import { randomUUID } from 'node:crypto';
import type { ExtendedInstallment, IsoDate } from '@quincena/shared';
import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Executor, idList, queryRows } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { creditApplications, installments, loanTransactions, payments } from '../../db/schema/index.ts';

export type LoanTransactionRow = typeof loanTransactions.$inferSelect;

/**
 * The day a loan's first interest period begins: the schedule's anchor, or for a loan approved
 * before anchors were kept, the Panama day it was created. A payoff accrues from it.
 */
export const loanStartDate = sql<string>`coalesce(${creditApplications.scheduleAnchorDate},
  (${creditApplications.createdAt} at time zone 'America/Panama')::date)::text`;
export type NewLoanTransaction = typeof loanTransactions.$inferInsert;

/** A receipt row and its entry, as `insertReceiptsWithEntries` writes them. */
export interface NewReceiptWithEntry {
  receipt: Omit<typeof payments.$inferInsert, 'id'>;
  entry: Omit<NewLoanTransaction, 'paymentId'>;
}

/**
 * Receipt rows and their REPAYMENT entries, in one statement: neither exists without the other. Each
 * receipt's id is chosen here so its entry can name it. Answers the entries in the order given.
 */
export async function insertReceiptsWithEntries(
  db: Executor,
  rows: readonly NewReceiptWithEntry[],
): Promise<LoanTransactionRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map(() => randomUUID());
  // Sent as JSON (ADR 058): a statement's batch is hundreds of values. The entries' own ids are chosen
  // here when the caller gave none, so every row names the same columns.
  const entries = await queryRows<EntrySqlRow>(
    db,
    sql`with receipt as (
        insert into payments ${jsonRows(
          payments,
          rows.map(({ receipt }, k) => ({ ...receipt, id: ids[k] as string })),
        )} returning id)
      insert into loan_transactions as t ${jsonRows(
        loanTransactions,
        rows.map(({ entry }, k) => ({ ...entry, id: entry.id ?? randomUUID(), paymentId: ids[k] as string })),
      )}
      returning ${entryColumns}`,
  );
  const byReceipt = new Map(entries.map((e) => [e.paymentId, toEntry(e)]));
  return ids.map((id) => {
    const entry = byReceipt.get(id);
    if (!entry) throw new Error('insert returned nothing');
    return entry;
  });
}

/** The only writer of `loan_transactions`: one INSERT for any number of entries (never an update). */
export async function insertLoanTransactions(
  db: Executor,
  rows: NewLoanTransaction[],
): Promise<LoanTransactionRow[]> {
  if (rows.length === 0) return [];
  return db.insert(loanTransactions).values(rows).returning();
}

/** The application of a loan written off on `day`. */
export async function markWrittenOff(db: Executor, applicationId: string, day: IsoDate) {
  await db
    .update(creditApplications)
    .set({ writtenOffOn: day, updatedAt: new Date() })
    .where(eq(creditApplications.id, applicationId));
}

/** A receipt row's applied parts, as its entry's ledger row carries them. */
export interface ReceiptParts {
  appliedLateFeeCents: number;
  appliedInterestCents: number;
  appliedPrincipalCents: number;
  unappliedCents: number;
}

type EntrySqlRow = Omit<LoanTransactionRow, 'createdAt' | 'installmentIds'> & {
  createdMs: number;
  installmentIds: string[] | null;
};

/**
 * The ledger's columns, read as plain SQL with their own mapping: a loan's ledger is read on every
 * write to it, inside the write's transaction, where the query builder would render the statement
 * anew each time (ADR 028, cost). Instants travel as epoch milliseconds and arrays as JSON, alike
 * on PostgreSQL and PGlite.
 */
const entryColumns = sql`t.id, t.application_id as "applicationId", t.type,
  t.value_date::text as "valueDate", t.amount_cents as "amountCents", t.principal_cents as "principalCents",
  t.interest_cents as "interestCents", t.late_fee_cents as "lateFeeCents", t.credit_cents as "creditCents",
  t.installment_id as "installmentId", to_json(t.installment_ids) as "installmentIds", t.prepayment,
  t.schedule_changes as "scheduleChanges",
  t.payment_id as "paymentId", t.reversal_of as "reversalOf", t.notes, t.actor_role as "actorRole",
  t.actor_id as "actorId", (extract(epoch from t.created_at) * 1000)::float8 as "createdMs"`;

const toEntry = ({ createdMs, ...entry }: EntrySqlRow): LoanTransactionRow => ({
  ...entry,
  createdAt: new Date(Math.floor(createdMs)),
});

/** A loan's entries in ledger order, each with who wrote it as people know them. */
export async function listLoanTransactions(db: Executor, applicationId: string) {
  const rows = await queryRows<
    EntrySqlRow & { actorName: string | null; receiptYear: number | null; receiptNumber: number | null }
  >(
    db,
    sql`select ${entryColumns},
        coalesce(ad.username, nullif(trim(concat_ws(' ', v.first_name, v.last_name)), '')) as "actorName",
        p.receipt_year as "receiptYear", p.receipt_number as "receiptNumber"
      from loan_transactions t
      left join admins ad on t.actor_role = 'admin' and ad.id = t.actor_id
      left join vendors v on t.actor_role = 'vendor' and v.id = t.actor_id
      left join payments p on p.id = t.payment_id
      where t.application_id = ${applicationId}
      order by t.value_date, t.created_at, t.id`,
  );
  return rows.map(({ actorName, receiptYear, receiptNumber, ...row }) => ({
    entry: toEntry(row),
    actorName,
    receipt:
      receiptYear === null || receiptNumber === null ? null : { year: receiptYear, number: receiptNumber },
  }));
}

/** One entry as a write reads it: for a receipt's, the receipt row's applied parts as they stand. */
export interface LedgerRow {
  entry: LoanTransactionRow;
  receipt: ReceiptParts | null;
}

/** The loans' entries in ledger order, by loan, for a write: what the projection compares the replay with. */
export async function listLedgersForWrite(
  db: Executor,
  applicationIds: readonly string[],
): Promise<Map<string, LedgerRow[]>> {
  const rows = await queryRows<EntrySqlRow & Partial<ReceiptParts>>(
    db,
    sql`select ${entryColumns},
        p.applied_late_fee_cents as "appliedLateFeeCents", p.applied_interest_cents as "appliedInterestCents",
        p.applied_principal_cents as "appliedPrincipalCents", p.unapplied_cents as "unappliedCents"
      from loan_transactions t left join payments p on p.id = t.payment_id
      where t.application_id in ${idList(applicationIds)}
      order by t.application_id, t.value_date, t.created_at, t.id`,
  );
  const byLoan = new Map<string, LedgerRow[]>(applicationIds.map((id) => [id, []]));
  for (const {
    appliedLateFeeCents,
    appliedInterestCents,
    appliedPrincipalCents,
    unappliedCents,
    ...row
  } of rows) {
    byLoan.get(row.applicationId)?.push({
      entry: toEntry(row),
      receipt:
        appliedLateFeeCents == null
          ? null
          : {
              appliedLateFeeCents,
              appliedInterestCents: appliedInterestCents ?? 0,
              appliedPrincipalCents: appliedPrincipalCents ?? 0,
              unappliedCents: unappliedCents ?? 0,
            },
    });
  }
  return byLoan;
}

/** The loan's surviving DISBURSEMENT (none reverses it), if any. */
export async function findLiveDisbursement(db: Executor, applicationId: string) {
  const [row] = await db
    .select()
    .from(loanTransactions)
    .where(
      and(
        eq(loanTransactions.applicationId, applicationId),
        eq(loanTransactions.type, 'DISBURSEMENT'),
        sql`not exists (select 1 from ${loanTransactions} r
          where r.application_id = ${applicationId} and r.reversal_of = ${loanTransactions.id})`,
      ),
    )
    .limit(1);
  return row;
}

/** What the loan detail heads with: the application behind the loan, deleted ones left out. */
export async function findLoanApplication(db: Executor, applicationId: string) {
  const [row] = await db
    .select({
      id: creditApplications.id,
      number: creditApplications.number,
      status: creditApplications.status,
      createdAt: creditApplications.createdAt,
      startDate: loanStartDate,
      monthlyRate: creditApplications.monthlyRate,
    })
    .from(creditApplications)
    .where(and(eq(creditApplications.id, applicationId), isNull(creditApplications.deletedAt)));
  return row;
}

/** Who owes the loan and what it bought, as a letter about the loan names them. */
export async function findLoanParties(db: Executor, applicationId: string) {
  const [row] = await queryRows<{
    customerId: string;
    vendorId: string | null;
    customerName: string;
    identityNumber: string | null;
    address: string | null;
    phoneNumber: string;
    email: string | null;
    brand: string;
    model: string;
    year: number;
    color: string;
    vin: string | null;
    plate: string | null;
    engineNumber: string | null;
    financedCents: number;
    saleValueCents: number;
    downPaymentCents: number;
    loanTermMonths: number;
    monthlyRate: string;
    quincenalPaymentCents: number;
    approvedOn: string | null;
  }>(
    db,
    sql`select c.id as "customerId", a.vendor_id as "vendorId",
        trim(concat_ws(' ', c.first_name, c.last_name)) as "customerName",
        c.identity_number as "identityNumber",
        nullif(concat_ws(', ', c.address, c.city, c.province), '') as address,
        c.phone_number as "phoneNumber", c.email,
        m.brand, m.model, m.year, m.color, a.vin, a.placa as plate, a.engine_number as "engineNumber",
        coalesce(a.approved_amount_cents, a.financed_cents) as "financedCents",
        a.sale_value_cents as "saleValueCents", a.down_payment_cents as "downPaymentCents",
        a.loan_term_months as "loanTermMonths", a.monthly_rate::text as "monthlyRate",
        a.quincenal_payment_cents as "quincenalPaymentCents",
        (a.approved_at at time zone 'America/Panama')::date::text as "approvedOn"
      from credit_applications a
      join customers c on c.id = a.customer_id
      join motorcycles m on m.id = a.motorcycle_id
      where a.id = ${applicationId}`,
  );
  return row;
}

/** An installment as the replay takes it: its number, date and amounts as scheduled. */
const scheduleColumns = {
  id: installments.id,
  paymentNumber: installments.paymentNumber,
  dueDate: installments.dueDate,
  amountCents: installments.amountCents,
  principalCents: installments.principalCents,
  interestCents: installments.interestCents,
};

/** The loan's schedule, as the replay takes it. */
export async function listScheduledInstallments(db: Executor, applicationId: string) {
  return db
    .select(scheduleColumns)
    .from(installments)
    .where(eq(installments.applicationId, applicationId))
    .orderBy(asc(installments.paymentNumber));
}

/** The loans with an entry dated in the range (both inclusive): the index on value_date finds them. */
const loansTouchedBetween = (db: Executor, from: string, to: string) =>
  db
    .selectDistinct({ applicationId: loanTransactions.applicationId })
    .from(loanTransactions)
    .where(between(loanTransactions.valueDate, from, to));

/**
 * Every entry of the loans with an entry dated in the range, each with its loan's number as people
 * know it, in ledger order: a loan's replay needs its whole history, not only the range.
 */
export async function listLedgersTouchedBetween(db: Executor, from: string, to: string) {
  return db
    .select({
      entry: loanTransactions,
      number: creditApplications.number,
      applicationCreatedAt: creditApplications.createdAt,
      startDate: loanStartDate,
    })
    .from(loanTransactions)
    .innerJoin(creditApplications, eq(creditApplications.id, loanTransactions.applicationId))
    .where(inArray(loanTransactions.applicationId, loansTouchedBetween(db, from, to)))
    .orderBy(asc(loanTransactions.valueDate), asc(loanTransactions.createdAt), asc(loanTransactions.id));
}

/** The schedules of those same loans, as the replay takes them. */
export async function listSchedulesTouchedBetween(db: Executor, from: string, to: string) {
  return db
    .select({ applicationId: installments.applicationId, ...scheduleColumns })
    .from(installments)
    .where(inArray(installments.applicationId, loansTouchedBetween(db, from, to)))
    .orderBy(asc(installments.paymentNumber));
}

/** A receipt's REPAYMENT (or PAYOFF) entry and whether a REVERSAL already undid it. */
export async function findReceiptEntry(db: Executor, paymentId: string) {
  const [row] = await db
    .select({
      entry: loanTransactions,
      reversed: sql<boolean>`exists (select 1 from ${loanTransactions} r
        where r.reversal_of = ${loanTransactions.id})`.mapWith(Boolean),
    })
    .from(loanTransactions)
    .where(
      and(
        eq(loanTransactions.paymentId, paymentId),
        inArray(loanTransactions.type, ['REPAYMENT', 'PAYOFF', 'RECOVERY']),
      ),
    );
  return row;
}

/**
 * Assesses the late fee on up to `limit` unpaid installments of live loans due before `dueBefore`
 * that have none yet, and posts each one's LATE_FEE entry, in one statement: a fee is never on an
 * installment without its entry. The installment's new fee is exactly what the replay projects for
 * a LATE_FEE on an unpaid installment (credit stays credit, ADR 024), so the batch writes it without
 * replaying each loan. It re-checks `late_fee_assessed_at` and `paid_at` on each row it locks, so a
 * concurrent run (or a receipt that just paid the installment) makes it skip that row.
 */
export async function assessLateFeeBatch(
  db: Executor,
  input: { dueBefore: IsoDate; valueDate: IsoDate; feeCents: number; now: Date; limit: number },
) {
  const now = input.now.toISOString();
  return queryRows<{ id: string; applicationId: string; previousLateFeeCents: number }>(
    db,
    sql`with candidates as (
          select i.id, i.late_fee_cents from installments i
          join credit_applications a on a.id = i.application_id
          where a.status in ('APPROVED', 'DISBURSED') and a.deleted_at is null and a.written_off_on is null
            and i.paid_at is null
            and i.late_fee_assessed_at is null and i.due_date < ${input.dueBefore}
          order by i.due_date, i.id
          limit ${input.limit}
        ), assessed as (
          update installments i
          set late_fee_cents = ${input.feeCents}, late_fee_assessed_at = ${now}, updated_at = ${now}
          from candidates c
          where i.id = c.id and i.late_fee_assessed_at is null and i.paid_at is null
          returning i.id, i.application_id, c.late_fee_cents as previous
        ), posted as (
          insert into ${loanTransactions}
            (application_id, type, value_date, amount_cents, late_fee_cents, installment_id, actor_role)
          select application_id, 'LATE_FEE', ${input.valueDate}::date, ${input.feeCents}, ${input.feeCents}, id, 'system'
          from assessed
        )
        select id, application_id as "applicationId", previous as "previousLateFeeCents" from assessed`,
  );
}

/** A loan's schedule, stored when it is approved. */
export async function insertSchedule(db: Executor, rows: (typeof installments.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(installments).values(rows);
}

/** Moves each installment to its new due date, by payment number. */
export async function setScheduleDueDates(db: Executor, applicationId: string, dueDates: string[]) {
  if (dueDates.length === 0) return;
  const values = sql.join(
    dueDates.map((dueDate, index) => sql`(${index + 1}::int, ${dueDate}::date)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${installments} set due_date = v.due_date, updated_at = now()
    from (values ${values}) as v(payment_number, due_date)
    where ${installments.applicationId} = ${applicationId}
      and ${installments.paymentNumber} = v.payment_number`);
}

/** Installments moved to other due dates, in one statement whatever their number. */
export async function moveInstallmentDueDates(
  db: Executor,
  moves: readonly { id: string; dueDate: IsoDate }[],
) {
  if (moves.length === 0) return;
  const values = sql.join(
    moves.map((m) => sql`(${m.id}::uuid, ${m.dueDate}::date)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${installments} set due_date = v.due_date, updated_at = now()
    from (values ${values}) as v(id, due_date) where ${installments.id} = v.id`);
}

/** Each loan's last term extension, when and in what order it was posted (ADR 049); none: absent. */
export async function findLastExtensions(db: Executor, applicationIds: readonly string[]) {
  const rows = await queryRows<{ applicationId: string; valueDate: IsoDate; createdMs: number }>(
    db,
    sql`select distinct on (application_id) application_id as "applicationId", value_date::text as "valueDate",
        (extract(epoch from created_at) * 1000)::float8 as "createdMs"
      from loan_transactions
      where application_id in ${idList(applicationIds)} and type = 'RESCHEDULE' and schedule_changes is not null
      order by application_id, value_date desc, created_at desc`,
  );
  return new Map(
    rows.map((row) => [
      row.applicationId,
      { valueDate: row.valueDate, createdAt: new Date(Math.floor(row.createdMs)) },
    ]),
  );
}

/**
 * A term extension's new schedule (ADR 049): the open installments take their new date and amounts
 * in one statement, the added ones are inserted; answers the added rows' ids in payment order.
 */
export async function extendSchedule(
  db: Executor,
  applicationId: string,
  changed: readonly (ExtendedInstallment & { id: string })[],
  added: readonly (ExtendedInstallment & { paymentNumber: number })[],
): Promise<string[]> {
  if (changed.length > 0) {
    const values = sql.join(
      changed.map(
        (c) =>
          sql`(${c.id}::uuid, ${c.dueDate}::date, ${c.amountCents}::int, ${c.principalCents}::int, ${c.interestCents}::int)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update ${installments} set due_date = v.due_date, amount_cents = v.amount, principal_cents = v.principal,
        interest_cents = v.interest, updated_at = now()
      from (values ${values}) as v(id, due_date, amount, principal, interest) where ${installments.id} = v.id`);
  }
  if (added.length === 0) return [];
  const rows = await db
    .insert(installments)
    .values(added.map((a) => ({ applicationId, ...a })))
    .returning({ id: installments.id, paymentNumber: installments.paymentNumber });
  return rows.sort((a, b) => a.paymentNumber - b.paymentNumber).map((r) => r.id);
}

/** One installment moved to another due date: answers its row as it now stands. */
export async function setInstallmentDueDate(db: Executor, id: string, dueDate: IsoDate, now: Date) {
  const [row] = await db
    .update(installments)
    .set({ dueDate, updatedAt: now })
    .where(eq(installments.id, id))
    .returning();
  if (!row) throw new Error(`installment ${id} vanished under its lock`);
  return row;
}

/** A reversed receipt's row keeps what it applied then, marked with the reversal that undid it. */
export async function markReceiptReversed(
  db: Executor,
  paymentId: string,
  reversal: { at: Date; approvalId: string },
) {
  await db
    .update(payments)
    .set({ reversedAt: reversal.at, reversalApprovalId: reversal.approvalId })
    .where(eq(payments.id, paymentId));
}
