ALTER TABLE "credit_applications" ADD COLUMN "written_off_on" date;--> statement-breakpoint
CREATE INDEX "loan_transactions_write_offs_idx" ON "loan_transactions" USING btree ("value_date") WHERE "loan_transactions"."type" in ('WRITE_OFF', 'RECOVERY');--> statement-breakpoint
CREATE INDEX "loan_transactions_reversal_idx" ON "loan_transactions" USING btree ("reversal_of") WHERE "loan_transactions"."reversal_of" is not null;--> statement-breakpoint
-- A written-off loan leaves the portfolio on its write-off day (ADR 044): the same function as
-- migration 0025's, with that day as an event and nothing held from it on.
CREATE OR REPLACE FUNCTION "portfolio_moves_of"(a "credit_applications", insts "installments"[], pays "payments"[], sign integer)
RETURNS SETOF "loan_book_move" LANGUAGE sql STABLE AS $$
  WITH i AS (SELECT * FROM unnest(insts)),
  start AS (SELECT (a."disbursed_at" AT TIME ZONE 'America/Panama')::date AS "day"),
  -- Each installment late by N days for a while: from its due date + N until it was settled. Of
  -- those never settled, the earliest alone matters: it stays late longer than any later one.
  late AS (
    SELECT n."days", i."due_date" + n."days" AS "from_day", i."paid_at" AS "to_day"
    FROM i CROSS JOIN (VALUES (1), (30), (60), (90)) n("days")
    WHERE i."paid_at" > i."due_date" + n."days"
      OR (i."paid_at" IS NULL AND i."due_date" = (SELECT min(o."due_date") FROM i o WHERE o."paid_at" IS NULL))
  ),
  events AS (
    SELECT s."day", 0::bigint AS "paid", 0 AS "late1", 0 AS "late30", 0 AS "late60", 0 AS "late90" FROM start s
    UNION ALL SELECT p."payment_date", p."applied_principal_cents", 0, 0, 0, 0
      FROM unnest(pays) p WHERE p."reversed_at" IS NULL
    UNION ALL SELECT l."from_day", 0, (l."days" = 1)::int, (l."days" = 30)::int, (l."days" = 60)::int,
      (l."days" = 90)::int FROM late l
    UNION ALL SELECT l."to_day", 0, -(l."days" = 1)::int, -(l."days" = 30)::int, -(l."days" = 60)::int,
      -(l."days" = 90)::int FROM late l WHERE l."to_day" IS NOT NULL
    UNION ALL SELECT a."written_off_on", 0, 0, 0, 0, 0 WHERE a."written_off_on" IS NOT NULL
  ),
  running AS (
    SELECT e."day",
      CASE WHEN e."day" >= (SELECT s."day" FROM start s)
        THEN (SELECT sum(i."principal_cents") FROM i) - sum(sum(e."paid")) OVER w ELSE 0 END AS "held",
      sum(sum(e."late1")) OVER w > 0 AS "late1", sum(sum(e."late30")) OVER w > 0 AS "late30",
      sum(sum(e."late60")) OVER w > 0 AS "late60", sum(sum(e."late90")) OVER w > 0 AS "late90"
    FROM events e GROUP BY e."day" WINDOW w AS (ORDER BY e."day")
  ),
  -- Written off: from that day the loan is off the books, whatever it still owes or later recovers.
  kept AS (
    SELECT r.*, CASE WHEN r."day" >= a."written_off_on" THEN 0 ELSE r."held" END AS "booked" FROM running r
  ),
  figures AS (
    SELECT k."day", k."booked" AS "held", k."booked" * k."late1"::int AS "par1", k."booked" * k."late30"::int AS "par30",
      k."booked" * k."late60"::int AS "par60", k."booked" * k."late90"::int AS "par90"
    FROM kept k
  ),
  moves AS (
    SELECT f."day", f."held" - lag(f."held", 1, 0) OVER w AS "held", f."par1" - lag(f."par1", 1, 0) OVER w AS "par1",
      f."par30" - lag(f."par30", 1, 0) OVER w AS "par30", f."par60" - lag(f."par60", 1, 0) OVER w AS "par60",
      f."par90" - lag(f."par90", 1, 0) OVER w AS "par90"
    FROM figures f WINDOW w AS (ORDER BY f."day")
  )
  SELECT m."day", a."vendor_id", a."motorcycle_id", a."loan_term_months", 0::bigint, 0::bigint, 0::bigint,
    0::bigint, 0::bigint, (sign * m."held")::bigint, (sign * m."par1")::bigint, (sign * m."par30")::bigint,
    (sign * m."par60")::bigint, (sign * m."par90")::bigint
  FROM moves m
  WHERE a."status" = 'DISBURSED' AND a."deleted_at" IS NULL AND a."disbursed_at" IS NOT NULL
    AND (m."held" <> 0 OR m."par1" <> 0 OR m."par30" <> 0 OR m."par60" <> 0 OR m."par90" <> 0)
$$;--> statement-breakpoint
-- A write-off moves the loan's portfolio like a change of status (ADR 044).
CREATE OR REPLACE FUNCTION "applications_moved_book"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Typed rows: a transition table's rows read through a subquery are plain records.
  old_rows "credit_applications"[] := array(SELECT o FROM "before" o);
  new_rows "credit_applications"[] := array(SELECT n FROM "after" n);
BEGIN
  PERFORM "append_loan_book_days"(array(
    WITH changed AS (
      SELECT o AS "before", n AS "after", "loan_installments"(n."id") AS insts, "loan_receipts"(n."id") AS pays
      FROM unnest(old_rows) o JOIN unnest(new_rows) n ON n."id" = o."id"
      WHERE (o."status", o."deleted_at", o."disbursed_at", o."vendor_id", o."motorcycle_id", o."loan_term_months", o."written_off_on")
        IS DISTINCT FROM (n."status", n."deleted_at", n."disbursed_at", n."vendor_id", n."motorcycle_id", n."loan_term_months", n."written_off_on")
    )
    SELECT "receipt_book_moves_of"(p, c."before", -1) FROM changed c CROSS JOIN unnest(c.pays) p
    UNION ALL SELECT "receipt_book_moves_of"(p, c."after", 1) FROM changed c CROSS JOIN unnest(c.pays) p
    UNION ALL SELECT "portfolio_moves_of"(c."before", c.insts, c.pays, -1) FROM changed c
    UNION ALL SELECT "portfolio_moves_of"(c."after", c.insts, c.pays, 1) FROM changed c));
  RETURN NULL;
END
$$;
