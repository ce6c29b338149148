import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applicationSearch, customerSearch } from './search.repository.ts';
import { searchTermsOf } from './search.service.ts';

/*
 * The search's statements on a book big enough for the planner to choose by cost (5,000 customers
 * and applications, analysed): a selective search must read the indexes, never the whole table.
 * (A common text, e.g. 'ana', may be planned as a sequential scan that stops at the fifth row.)
 */
const BOOK = 5_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  await queryRows(
    db,
    sql`insert into motorcycles (brand, model, year, engine_size, color, price_cents)
      values ('Honda', 'CB190R', 2025, '190cc', 'Rojo', 250000)`,
  );
  await queryRows(
    db,
    sql`insert into customers (phone_number, first_name, last_name, identity_number)
      select '+5077' || lpad(i::text, 7, '0'),
        (array['María','José','Ana','Luis','Carmen','Pedro','Rosa','Manuel'])[1 + i % 8],
        (array['Pérez','Gómez','Núñez','Rodríguez','Castillo','Batista'])[1 + (i / 8) % 6] || ' ' || substr(md5(i::text), 1, 6),
        (1 + i % 9) || '-' || (100 + i % 800) || '-' || (1000 + i)
      from generate_series(1, ${BOOK}) as i`,
  );
  await queryRows(
    db,
    sql`insert into credit_applications (customer_id, motorcycle_id, status, sale_value_cents,
        down_payment_cents, financed_cents, loan_term_months, monthly_rate, monthly_payment_cents,
        quincenal_payment_cents, total_to_pay_cents, total_interest_cents, vin, placa)
      select c.id, m.id, 'DISBURSED', 250000, 25000, 225000, 24, 0.0200, 11896, 5490, 285504, 60504,
        upper('9C2' || substr(md5(c.phone_number), 1, 14)), chr(65 + n::int % 26) || 'M' || (10000 + n)
      from (select id, phone_number, row_number() over () as n from customers) as c,
        (select id from motorcycles limit 1) as m`,
  );
  // As autovacuum leaves them: statistics taken, and the rows moved from the GIN indexes' pending
  // lists (which a search reads whole) into the indexes proper.
  await queryRows(db, sql`vacuum analyze customers`);
  await queryRows(db, sql`vacuum analyze credit_applications`);
}, 120_000);
afterAll(() => t.close());

async function planOf(query: { getSQL(): unknown } | null) {
  if (query === null) throw new Error('no statement for this text');
  const rows = await queryRows<{ 'QUERY PLAN': string }>(t.app.db, sql`explain ${query}`);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}
const customersPlan = (q: string) => planOf(customerSearch(t.app.db, searchTermsOf(q), 5));

describe('the admin search on a big book', () => {
  it.each([
    ['a name', 'zacarías', ['customers_name_trgm_idx', 'customers_identity_trgm_idx']],
    [
      'a whole phone',
      '7001-2345',
      ['customers_name_trgm_idx', 'customers_phone_number_key', 'customers_identity_trgm_idx'],
    ],
    [
      'some digits of a phone',
      '012-34',
      ['customers_name_trgm_idx', 'customers_phone_trgm_idx', 'customers_identity_trgm_idx'],
    ],
    ['an identity number', '3-102-10345', ['customers_identity_trgm_idx']],
  ])('finds customers by %s through its indexes', async (_, q, indexes) => {
    const plan = await customersPlan(q);
    expect(plan).not.toMatch(/Seq Scan/);
    for (const index of indexes) expect(plan).toContain(`Bitmap Index Scan on ${index}`);
  });

  it('finds customers by two letters through the indexes of first and last names', async () => {
    const plan = await customersPlan('xi');
    expect(plan).not.toMatch(/Seq Scan/);
    for (const column of ['first_name', 'last_name']) {
      expect(plan).toMatch(
        new RegExp(
          `Index Scan (using|on) customers_${column}_prefix_idx[^\\n]*\\n\\s*Index Cond: \\(\\(lower\\(${column}\\) ~>=~ 'xi'`,
        ),
      );
    }
  });

  it('finds applications by number, VIN and plate through their indexes', async () => {
    const plan = await planOf(applicationSearch(t.app.db, searchTermsOf('123457'), 5));
    // The motorcycles are a catalogue, not the book: reading it whole for a join is fine.
    expect(plan).not.toMatch(/Seq Scan on (credit_applications|customers)/);
    for (const index of [
      'credit_applications_number_unique',
      'credit_applications_vin_trgm_idx',
      'credit_applications_placa_trgm_idx',
    ]) {
      expect(plan).toContain(`Bitmap Index Scan on ${index}`);
    }
  });
});
