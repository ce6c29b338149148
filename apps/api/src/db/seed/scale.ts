import { randomBytes } from 'node:crypto';
import { fakerES_MX as faker } from '@faker-js/faker';
import { addDays, type IsoDate, type LoanTermMonths, PAYMENT_METHODS } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../client.ts';
import { PANAMA_PLACES } from './catalog.ts';
import { CopyTable, copyRows } from './copy-rows.ts';
import { buildFinancingRows } from './financing-rows.ts';

// About 70,000 rows a batch: they die young, in the 64 MB young generation `npm run seed` and
// `npm run bench` give node, instead of being promoted and collected again.
const BATCH = 1000;
const STATISTICS_AFTER = 5 * BATCH;

/**
 * Time-ordered UUIDs (version 7 layout) for the bulk rows: new keys land at the right edge of each
 * B-tree index instead of on random pages, which is what makes millions of rows load quickly.
 */
function orderedIds() {
  let tick = Date.now();
  // Random bytes drawn in bulk: one call per million ids instead of one per id.
  let pool = randomBytes(16 * 65_536);
  let offset = 0;
  return () => {
    if (offset === pool.length) {
      pool = randomBytes(pool.length);
      offset = 0;
    }
    const bytes = pool.subarray(offset, offset + 16);
    offset += 16;
    bytes.writeUIntBE(tick++, 0, 6);
    bytes[6] = 0x70 | ((bytes[6] as number) & 0x0f);
    bytes[8] = 0x80 | ((bytes[8] as number) & 0x3f);
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
}
const TERMS: LoanTermMonths[] = [12, 18, 24];
type Status = 'PENDING' | 'IN_REVIEW' | 'APPROVED' | 'REJECTED' | 'DISBURSED';

/** Status by a number 0–99: most benchmark loans are disbursed, as in a running portfolio. */
function statusFor(roll: number): Status {
  if (roll < 15) return 'PENDING';
  if (roll < 20) return 'IN_REVIEW';
  if (roll < 30) return 'APPROVED';
  if (roll < 40) return 'REJECTED';
  return 'DISBURSED';
}

/** A seeded receipt: its date and, per installment it selects, what it paid of each part. */
interface Receipt {
  id: string;
  date: IsoDate;
  parts: { installmentId: string; fee: number; interest: number; principal: number }[];
}

/**
 * Loads `count` customers, each with a credit application and, when approved or disbursed, its
 * schedule, payments and allocations. Deterministic for a given count and date.
 */
export async function seedScale(
  db: Database,
  options: {
    count: number;
    today: IsoDate;
    lateFeeCents: number;
    graceDays: number;
    onProgress?: (done: number) => void;
    writers?: number;
  },
): Promise<void> {
  faker.seed(options.count);
  const newId = orderedIds();
  const vendorIds = (await queryRows<{ id: string }>(db, sql`select id from vendors order by username`)).map(
    (r) => r.id,
  );
  const motos = await queryRows<{ id: string; price_cents: number }>(
    db,
    sql`select id, price_cents from motorcycles where deleted_at is null order by brand, model`,
  );
  const [existing] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from customers where phone_number like '+5078%'`,
  );
  if (vendorIds.length === 0 || motos.length === 0)
    throw new Error('seed the demo data first (vendors and motorcycles)');
  const phoneOffset = existing?.n ?? 0;
  const [role] = await queryRows<{ superuser: boolean }>(
    db,
    sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
  );
  const superuser = role?.superuser === true;
  // Receipt numbers go on from the last one given in each year (ADR 050); the load numbers its own.
  const lastReceipt = new Map(
    (
      await queryRows<{ year: number; last: number }>(
        db,
        sql`select year, last_number as last from receipt_sequences`,
      )
    ).map((r) => [r.year, r.last]),
  );
  const nextReceipt = (date: IsoDate) => {
    const year = Number(date.slice(0, 4));
    const number = (lastReceipt.get(year) ?? 0) + 1;
    lastReceipt.set(year, number);
    return { receipt_year: year, receipt_number: number };
  };

  // Secondary indexes are rebuilt once at the end (a sorted build), far faster than keeping them
  // up to date row by row; their definitions come from the catalog, so the schema stays the source.
  const secondaryIndexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select i.indexname as name, pg_get_indexdef(c.oid) as definition
        from pg_indexes i
        join pg_class c on c.relname = i.indexname
        join pg_index x on x.indexrelid = c.oid
        where i.schemaname = 'public' and not x.indisunique and not x.indisprimary
          -- Each batch's loan book reads its loans' receipts by loan (append_loan_book_days_of).
          and i.indexname <> 'payments_application_idx'
          and i.tablename in ('customers', 'vendor_customers', 'credit_applications', 'installments', 'payments', 'payment_allocations', 'loan_transactions')`,
  );
  for (const index of secondaryIndexes) await db.execute(sql.raw(`drop index if exists "${index.name}"`));
  try {
    await loadBatches();
  } finally {
    for (const index of secondaryIndexes) await db.execute(sql.raw(index.definition));
  }
  // As a superuser the load skipped the triggers (replication role): every kept figure (what falls
  // due, the lists' and dashboards' counts) recounted in one pass each, but the loan book, which
  // the batches appended; otherwise the triggers kept them and the recount only checks.
  for (const [year, last] of lastReceipt) {
    await db.execute(sql`insert into receipt_sequences (year, last_number) values (${year}, ${last})
      on conflict (year) do update set last_number = excluded.last_number`);
  }
  await db.execute(sql`select recount_kept_figures(${!superuser})`);
  // The batches' loan book folded into a row per day and key, as the daily prune leaves it.
  if (superuser) await db.execute(sql`select fold_loan_book_days()`);
  await db.execute(sql`analyze`);

  async function loadBatches() {
    // The next batch is computed while earlier ones are being written, on up to `writers` connections.
    const inFlight: Promise<void>[] = [];
    let done = 0;
    for (let start = 0; start < options.count; start += BATCH) {
      if (start === STATISTICS_AFTER) {
        // The tables' first statistics: without them the planner takes the loaded tables for empty
        // and reads each batch's loan book by scanning them whole. It scales them as they grow.
        await Promise.all(inFlight.splice(0));
        await db.execute(sql`analyze credit_applications, payments, installments`);
      }
      const size = Math.min(BATCH, options.count - start);
      const customerCols = new CopyTable('customers', [
        'id',
        'phone_number',
        'first_name',
        'last_name',
        'email',
        'city',
        'province',
        'employment_type',
        'monthly_income_cents',
        'is_verified',
        'created_by_vendor_id',
        'created_at',
      ] as const);
      const linkCols = new CopyTable('vendor_customers', ['vendor_id', 'customer_id', 'created_at'] as const);
      const appCols = new CopyTable('credit_applications', [
        'id',
        'customer_id',
        'vendor_id',
        'motorcycle_id',
        'status',
        'sale_value_cents',
        'down_payment_cents',
        'financed_cents',
        'loan_term_months',
        'monthly_rate',
        'monthly_payment_cents',
        'quincenal_payment_cents',
        'total_to_pay_cents',
        'total_interest_cents',
        'approved_amount_cents',
        'schedule_anchor_date',
        'approved_at',
        'disbursed_at',
        'created_at',
      ] as const);
      const instCols = new CopyTable('installments', [
        'id',
        'application_id',
        'payment_number',
        'due_date',
        'amount_cents',
        'principal_cents',
        'interest_cents',
        'late_fee_cents',
        'paid_late_fee_cents',
        'paid_interest_cents',
        'paid_principal_cents',
        'paid_at',
        'late_fee_assessed_at',
      ] as const);
      const payCols = new CopyTable('payments', [
        'id',
        'application_id',
        'customer_id',
        'amount_cents',
        'applied_late_fee_cents',
        'applied_interest_cents',
        'applied_principal_cents',
        'method',
        'payment_date',
        'source',
        'created_at',
        'receipt_year',
        'receipt_number',
      ] as const);
      // The loans' ledger, as the migration's backfill writes it for rows inserted directly.
      const ledgerCols = new CopyTable('loan_transactions', [
        'application_id',
        'type',
        'value_date',
        'amount_cents',
        'principal_cents',
        'interest_cents',
        'late_fee_cents',
        'installment_ids',
        'installment_id',
        'payment_id',
        'actor_role',
        'created_at',
      ] as const);
      const allocCols = new CopyTable('payment_allocations', [
        'payment_id',
        'installment_id',
        'late_fee_cents',
        'interest_cents',
        'principal_cents',
      ] as const);
      const loans: string[] = [];

      for (let k = 0; k < size; k++) {
        const n = start + k;
        const customerId = newId();
        const vendorId = vendorIds[n % vendorIds.length] as string;
        const place = PANAMA_PLACES[n % PANAMA_PLACES.length] ?? PANAMA_PLACES[0];
        const createdDate = addDays(options.today, -((n * 7) % 720) - 30);
        const createdAt = `${createdDate}T14:00:00Z`;
        const firstName = faker.person.firstName();
        const lastName = faker.person.lastName();
        customerCols.add({
          id: customerId,
          phone_number: `+5078${String(phoneOffset + n).padStart(7, '0')}`,
          first_name: firstName,
          last_name: lastName,
          email: `${firstName}.${lastName}.${n}@correo.com.pa`
            .toLowerCase()
            .normalize('NFD')
            .replace(/[\u0300-\u036f\s]/g, ''),
          city: place.city,
          province: place.province,
          employment_type: 'EMPLOYED',
          monthly_income_cents: 60000 + ((n * 3571) % 240000),
          is_verified: n % 5 !== 0,
          created_by_vendor_id: vendorId,
          created_at: createdAt,
        });
        linkCols.add({ vendor_id: vendorId, customer_id: customerId, created_at: createdAt });

        const status = statusFor((n * 37) % 100);
        const financed = status === 'APPROVED' || status === 'DISBURSED';
        const moto = motos[n % motos.length] as { id: string; price_cents: number };
        const anchor = addDays(createdDate, 2);
        const rows = buildFinancingRows({
          saleValueCents: moto.price_cents,
          downPaymentCents: Math.round((moto.price_cents * (10 + (n % 4) * 5)) / 10000) * 100,
          loanTermMonths: TERMS[n % 3] as LoanTermMonths,
          anchorDate: financed ? anchor : null,
          today: status === 'DISBURSED' ? options.today : anchor,
          lateFeeCents: options.lateFeeCents,
          graceDays: options.graceDays,
          patternFor: (p) => ((n + p) % 23 === 0 ? 'unpaid' : (n + p) % 29 === 0 ? 'partial' : 'paid'),
        });
        const applicationId = newId();
        if (financed) loans.push(applicationId);
        const anchorAt = `${anchor}T15:00:00Z`;
        appCols.add({
          id: applicationId,
          customer_id: customerId,
          vendor_id: vendorId,
          motorcycle_id: moto.id,
          status,
          sale_value_cents: rows.application.saleValueCents,
          down_payment_cents: rows.application.downPaymentCents,
          financed_cents: rows.application.financedCents,
          loan_term_months: rows.application.loanTermMonths,
          monthly_rate: rows.application.monthlyRate,
          monthly_payment_cents: rows.application.monthlyPaymentCents,
          quincenal_payment_cents: rows.application.quincenalPaymentCents,
          total_to_pay_cents: rows.application.totalToPayCents,
          total_interest_cents: rows.application.totalInterestCents,
          approved_amount_cents: financed ? rows.application.financedCents : null,
          schedule_anchor_date: financed ? anchor : null,
          approved_at: financed ? anchorAt : null,
          disbursed_at: status === 'DISBURSED' ? anchorAt : null,
          created_at: createdAt,
        });
        if (financed) {
          ledgerCols.add({
            application_id: applicationId,
            type: 'DISBURSEMENT',
            value_date: anchor,
            amount_cents: rows.application.financedCents,
            principal_cents: rows.application.financedCents,
            interest_cents: 0,
            late_fee_cents: 0,
            installment_ids: null,
            installment_id: null,
            payment_id: null,
            actor_role: 'system',
            created_at: anchorAt,
          });
        }
        // As a real book: one receipt for each installment paid, in full or in part, on its due date
        // (after its fee was assessed when it paid some of the fee: a fee not yet due is not paid),
        // each selecting exactly what it paid, so the ledger replays to these very rows.
        const receipts: Receipt[] = [];
        for (const item of rows.installments) {
          const installmentId = newId();
          // A fee is assessed the day after the grace period, as the job does, with its ledger entry.
          const feeDate = addDays(item.dueDate, options.graceDays + 1);
          if (item.lateFeeCents > 0) {
            ledgerCols.add({
              application_id: applicationId,
              type: 'LATE_FEE',
              value_date: feeDate,
              amount_cents: item.lateFeeCents,
              principal_cents: 0,
              interest_cents: 0,
              late_fee_cents: item.lateFeeCents,
              installment_ids: null,
              installment_id: installmentId,
              payment_id: null,
              actor_role: 'system',
              created_at: `${feeDate}T11:00:00Z`,
            });
          }
          const part = {
            installmentId,
            fee: item.paidLateFeeCents,
            interest: item.paidInterestCents,
            principal: item.paidPrincipalCents,
          };
          const paid = part.fee + part.interest + part.principal > 0;
          const date = part.fee > 0 ? feeDate : item.dueDate;
          if (paid) receipts.push({ id: newId(), date, parts: [part] });
          instCols.add({
            id: installmentId,
            application_id: applicationId,
            payment_number: item.paymentNumber,
            due_date: item.dueDate,
            amount_cents: item.amountCents,
            principal_cents: item.principalCents,
            interest_cents: item.interestCents,
            late_fee_cents: item.lateFeeCents,
            paid_late_fee_cents: item.paidLateFeeCents,
            paid_interest_cents: item.paidInterestCents,
            paid_principal_cents: item.paidPrincipalCents,
            // What a receipt completes is paid on its date, as the replay says (ADR 028).
            paid_at: item.paidAt && paid ? date : item.paidAt,
            late_fee_assessed_at: item.lateFeeCents > 0 ? `${feeDate}T11:00:00Z` : null,
          });
        }
        for (const receipt of receipts) {
          const sum = (key: 'fee' | 'interest' | 'principal') =>
            receipt.parts.reduce((total, p) => total + p[key], 0);
          const amount = sum('fee') + sum('interest') + sum('principal');
          const postedAt = `${receipt.date}T16:00:00Z`;
          payCols.add({
            id: receipt.id,
            application_id: applicationId,
            customer_id: customerId,
            amount_cents: amount,
            applied_late_fee_cents: sum('fee'),
            applied_interest_cents: sum('interest'),
            applied_principal_cents: sum('principal'),
            method: PAYMENT_METHODS[n % PAYMENT_METHODS.length],
            payment_date: receipt.date,
            source: 'ADMIN',
            created_at: postedAt,
            ...nextReceipt(receipt.date),
          });
          for (const p of receipt.parts) {
            allocCols.add({
              payment_id: receipt.id,
              installment_id: p.installmentId,
              late_fee_cents: p.fee,
              interest_cents: p.interest,
              principal_cents: p.principal,
            });
          }
          ledgerCols.add({
            application_id: applicationId,
            type: 'REPAYMENT',
            value_date: receipt.date,
            amount_cents: amount,
            principal_cents: sum('principal'),
            interest_cents: sum('interest'),
            late_fee_cents: sum('fee'),
            installment_ids: `{${receipt.parts.map((p) => p.installmentId).join(',')}}`,
            installment_id: null,
            payment_id: receipt.id,
            actor_role: 'system',
            created_at: postedAt,
          });
        }
      }
      if (inFlight.length >= (options.writers ?? 1)) await inFlight.shift();
      // Generated rows are consistent by construction: a superuser skips the per-row FK triggers, and
      // appends the batch's loan book itself while its rows are still in memory, on this writer.
      const write = copyRows(
        db,
        [customerCols, linkCols, appCols, instCols, payCols, allocCols, ledgerCols],
        {
          skipTriggers: superuser,
          afterwards: superuser
            ? [{ text: 'select append_loan_book_days_of($1::uuid[])', values: [loans] }]
            : [],
        },
      );
      inFlight.push(
        write.then(() => {
          done += size;
          options.onProgress?.(done);
        }),
      );
    }
    await Promise.all(inFlight);
  }
}
