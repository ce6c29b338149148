import { sql } from 'drizzle-orm';
import { type Executor, idList, queryRows } from '../../db/client.ts';

/** A receipt as its PDF prints it: the money, the loan, the customer and the motorcycle. */
export interface ReceiptRow {
  id: string;
  receiptYear: number;
  receiptNumber: number;
  amountCents: number;
  lateFeeCents: number;
  interestCents: number;
  principalCents: number;
  creditCents: number;
  method: string;
  reference: string | null;
  paymentDate: string;
  postedMs: number;
  reversedMs: number | null;
  /** The ledger entry it posted: REPAYMENT, PAYOFF or RECOVERY. */
  entryType: string;
  applicationId: string;
  applicationNumber: number;
  applicationCreatedMs: number;
  customerName: string;
  identityNumber: string | null;
  phoneNumber: string;
  motorcycle: string;
}

/**
 * One receipt with what it prints; with `customerId`, only when it is that customer's (another's
 * is not found, so its route answers 404 like any id that does not exist).
 */
export async function findReceipt(
  db: Executor,
  paymentId: string,
  customerId?: string,
): Promise<ReceiptRow | undefined> {
  const [row] = await findReceipts(db, [paymentId], customerId);
  return row;
}

/** Receipts with what they print, in one read; with `customerId`, only that customer's. */
export async function findReceipts(
  db: Executor,
  paymentIds: readonly string[],
  customerId?: string,
): Promise<ReceiptRow[]> {
  if (paymentIds.length === 0) return [];
  return queryRows<ReceiptRow>(
    db,
    sql`select p.id, p.receipt_year as "receiptYear", p.receipt_number as "receiptNumber",
        p.amount_cents as "amountCents", p.applied_late_fee_cents as "lateFeeCents",
        p.applied_interest_cents as "interestCents", p.applied_principal_cents as "principalCents",
        p.unapplied_cents as "creditCents", p.method, p.reference, p.payment_date::text as "paymentDate",
        (extract(epoch from p.created_at) * 1000)::float8 as "postedMs",
        (extract(epoch from p.reversed_at) * 1000)::float8 as "reversedMs",
        coalesce((select t.type::text from loan_transactions t
          where t.payment_id = p.id and t.type <> 'REVERSAL' limit 1), 'REPAYMENT') as "entryType",
        a.id as "applicationId", a.number as "applicationNumber",
        (extract(epoch from a.created_at) * 1000)::float8 as "applicationCreatedMs",
        trim(concat_ws(' ', c.first_name, c.last_name)) as "customerName",
        c.identity_number as "identityNumber", c.phone_number as "phoneNumber",
        concat_ws(' ', m.brand, m.model, m.year) as motorcycle
      from payments p
      join credit_applications a on a.id = p.application_id
      join customers c on c.id = p.customer_id
      join motorcycles m on m.id = a.motorcycle_id
      where p.id in ${idList(paymentIds)}
        ${customerId === undefined ? sql`` : sql`and p.customer_id = ${customerId}`}`,
  );
}

/** What a receipt paid of one installment. */
export interface ReceiptAllocation {
  paymentNumber: number;
  dueDate: string;
  lateFeeCents: number;
  interestCents: number;
  principalCents: number;
}

/** What a receipt paid of each installment, by installment number. */
export async function listReceiptAllocations(db: Executor, paymentId: string) {
  return (await listReceiptsAllocations(db, [paymentId])).get(paymentId) ?? [];
}

/** What each receipt paid of each installment, by installment number, in one read. */
export async function listReceiptsAllocations(
  db: Executor,
  paymentIds: readonly string[],
): Promise<Map<string, ReceiptAllocation[]>> {
  const rows = await queryRows<ReceiptAllocation & { paymentId: string }>(
    db,
    sql`select x.payment_id as "paymentId", i.payment_number as "paymentNumber", i.due_date::text as "dueDate",
        sum(x.late_fee_cents)::int as "lateFeeCents", sum(x.interest_cents)::int as "interestCents",
        sum(x.principal_cents)::int as "principalCents"
      from payment_allocations x
      join installments i on i.id = x.installment_id
      where x.payment_id in ${idList(paymentIds)}
      group by x.payment_id, i.payment_number, i.due_date
      order by x.payment_id, i.payment_number`,
  );
  const byReceipt = new Map<string, ReceiptAllocation[]>();
  for (const { paymentId, ...allocation } of rows) {
    byReceipt.set(paymentId, [...(byReceipt.get(paymentId) ?? []), allocation]);
  }
  return byReceipt;
}

/** A loan's receipts, newest first: what the customer's calendar lists to download. */
export async function listLoanReceipts(db: Executor, applicationId: string) {
  return queryRows<{
    id: string;
    receiptYear: number;
    receiptNumber: number;
    paymentDate: string;
    amountCents: number;
    reversed: boolean;
  }>(
    db,
    sql`select id, receipt_year as "receiptYear", receipt_number as "receiptNumber",
        payment_date::text as "paymentDate", amount_cents as "amountCents", reversed_at is not null as reversed
      from payments
      where application_id = ${applicationId}
      order by created_at desc, id desc
      limit 500`,
  );
}

/** Each loan's next installment not yet paid, by loan: its due date; a loan with none is absent. */
export async function nextDueDates(db: Executor, applicationIds: readonly string[]) {
  const rows = await queryRows<{ applicationId: string; dueDate: string }>(
    db,
    sql`select application_id as "applicationId", min(due_date)::text as "dueDate" from installments
      where application_id in ${idList(applicationIds)} and paid_at is null
      group by application_id`,
  );
  return new Map(rows.map((r) => [r.applicationId, r.dueDate]));
}
