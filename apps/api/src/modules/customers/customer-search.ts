import { type AnyColumn, and, ilike, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';

/** A customer's full name, written as its trigram index is built (the planner matches it by this). */
export const customerNameSql = sql`coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '')`;

/** A live customer whose name or e-mail contains `pattern`, or whose phone contains `phone`. */
export function customerFound(pattern: SQLWrapper | string, phone: SQLWrapper | string, more?: SQL): SQL {
  return and(
    isNull(customers.deletedAt),
    more,
    or(
      ilike(customerNameSql, pattern),
      ilike(customers.phoneNumber, phone),
      ilike(sql`coalesce(${customers.email}, '')`, pattern),
    ),
  ) as SQL;
}

/**
 * `id` is one of the customers a search finds, read first from the trigram indexes as one array, so
 * a search costs what it finds. Left to the planner, a common term walked the list newest first
 * testing every row, and a rare one hashed a whole vendor's links (issue 29).
 */
export function amongFoundCustomers(
  id: AnyColumn,
  pattern: SQLWrapper | string,
  phone: SQLWrapper | string,
  more?: SQL,
): SQL {
  return sql`${id} = any(array(select ${customers.id} from ${customers} where ${customerFound(pattern, phone, more)}))`;
}
