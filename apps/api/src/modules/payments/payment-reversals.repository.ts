import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditApplications, customers, payments } from '../../db/schema/index.ts';

const LIVE_LOAN = ['APPROVED', 'DISBURSED'] as const;

/**
 * A receipt of a live loan, with the customer's phone for the SMS; none for an unknown receipt or
 * one whose application was deleted. `lock` holds the row until the caller's transaction ends.
 */
export async function findLoanReceipt(db: Executor, paymentId: string, lock = false) {
  const query = db
    .select({
      id: payments.id,
      applicationId: payments.applicationId,
      customerId: payments.customerId,
      amountCents: payments.amountCents,
      paymentDate: payments.paymentDate,
      reversedAt: payments.reversedAt,
      phoneNumber: customers.phoneNumber,
    })
    .from(payments)
    .innerJoin(creditApplications, eq(creditApplications.id, payments.applicationId))
    .innerJoin(customers, eq(customers.id, payments.customerId))
    .where(
      and(
        eq(payments.id, paymentId),
        isNull(creditApplications.deletedAt),
        inArray(creditApplications.status, [...LIVE_LOAN]),
      ),
    );
  const [row] = lock ? await query.for('update', { of: payments }) : await query;
  return row;
}
