import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Executor, queryRows } from '../db/client.ts';

/**
 * The figures kept beside the ledger agree with it: each loan's position (kept by triggers) with a
 * recount of its application and installments, and each receipt's applied parts with its
 * allocations. Run after a suite has paid, corrected, re-anchored and fined loans through the API.
 */
export async function expectLedgerConsistent(db: Executor) {
  const positions = await queryRows<{ id: string; kept: unknown; recounted: unknown }>(
    db,
    sql`select coalesce(k.application_id, c.application_id) as id, to_jsonb(k) as kept, to_jsonb(c) as recounted
      from loan_positions k full join loan_positions_computed c on c.application_id = k.application_id`,
  );
  expect(positions.length).toBeGreaterThan(0);
  expect(positions.filter((p) => JSON.stringify(p.kept) !== JSON.stringify(p.recounted))).toEqual([]);

  const receipts = await queryRows<{ id: string; kept: string; counted: string }>(
    db,
    sql`select p.id,
        p.applied_late_fee_cents || ' ' || p.applied_interest_cents || ' ' || p.applied_principal_cents as kept,
        coalesce(sum(al.late_fee_cents), 0) || ' ' || coalesce(sum(al.interest_cents), 0) || ' '
          || coalesce(sum(al.principal_cents), 0) as counted
      from payments p left join payment_allocations al on al.payment_id = p.id
      group by p.id`,
  );
  expect(receipts.length).toBeGreaterThan(0);
  expect(receipts.filter((r) => r.kept !== r.counted)).toEqual([]);
}
