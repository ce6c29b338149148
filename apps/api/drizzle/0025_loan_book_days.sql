CREATE TABLE "loan_book_days" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_book_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"vendor_id" uuid,
	"motorcycle_id" uuid NOT NULL,
	"term_months" integer NOT NULL,
	"received_cents" bigint NOT NULL,
	"unapplied_cents" bigint NOT NULL,
	"principal_cents" bigint NOT NULL,
	"interest_cents" bigint NOT NULL,
	"late_fee_cents" bigint NOT NULL,
	"outstanding_cents" bigint NOT NULL,
	"par1_cents" bigint NOT NULL,
	"par30_cents" bigint NOT NULL,
	"par60_cents" bigint NOT NULL,
	"par90_cents" bigint NOT NULL
);
--> statement-breakpoint
-- Each loan's position (migration 0008) served the walk back of the portfolio, which the loan
-- book's days replace: its triggers, functions, view and table go, with the index of settled
-- installments that walk read.
DROP TRIGGER "installments_inserted_position" ON "installments";--> statement-breakpoint
DROP TRIGGER "installments_updated_position" ON "installments";--> statement-breakpoint
DROP TRIGGER "installments_deleted_position" ON "installments";--> statement-breakpoint
DROP TRIGGER "applications_updated_position" ON "credit_applications";--> statement-breakpoint
DROP FUNCTION "installments_moved_positions"();--> statement-breakpoint
DROP FUNCTION "applications_moved_positions"();--> statement-breakpoint
DROP FUNCTION "refresh_loan_positions_of"(uuid[]);--> statement-breakpoint
DROP VIEW "loan_positions_computed";--> statement-breakpoint
DROP TABLE "loan_positions";--> statement-breakpoint
DROP INDEX "installments_settled_late_idx";--> statement-breakpoint
CREATE INDEX "loan_book_days_day_idx" ON "loan_book_days" USING btree ("day");--> statement-breakpoint
CREATE TYPE "loan_book_move" AS ("day" date, "vendor_id" uuid, "motorcycle_id" uuid, "term_months" integer,
  "received_cents" bigint, "unapplied_cents" bigint, "principal_cents" bigint, "interest_cents" bigint,
  "late_fee_cents" bigint, "outstanding_cents" bigint, "par1_cents" bigint, "par30_cents" bigint,
  "par60_cents" bigint, "par90_cents" bigint);--> statement-breakpoint
-- What one receipt adds to its payment day (sign -1 takes it back): the money and what it paid, when
-- it is not reversed and its loan is live.
CREATE FUNCTION "receipt_book_moves_of"(p "payments", a "credit_applications", sign integer) RETURNS SETOF "loan_book_move"
LANGUAGE sql STABLE AS $$
  SELECT p."payment_date", a."vendor_id", a."motorcycle_id", a."loan_term_months",
    sign * p."amount_cents"::bigint, sign * p."unapplied_cents"::bigint, sign * p."applied_principal_cents"::bigint,
    sign * p."applied_interest_cents"::bigint, sign * p."applied_late_fee_cents"::bigint, 0::bigint, 0::bigint,
    0::bigint, 0::bigint, 0::bigint
  WHERE p."reversed_at" IS NULL AND a."deleted_at" IS NULL
$$;--> statement-breakpoint
-- What one disbursed loan adds to the portfolio of each day (sign -1 takes it back), from its
-- installments and receipts. On a day d from its disbursement's business day on, the loan holds its
-- principal less what receipts dated up to d paid of it, and that principal is N days late when an
-- installment due N or more days before d was not yet settled on d (`paid_at` empty or after d).
-- The figures change only on the disbursement's day, a receipt's day, a settlement's day and the day
-- an open installment turns N days late: the changes on those days are the moves.
CREATE FUNCTION "portfolio_moves_of"(a "credit_applications", insts "installments"[], pays "payments"[], sign integer)
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
  ),
  running AS (
    SELECT e."day",
      CASE WHEN e."day" >= (SELECT s."day" FROM start s)
        THEN (SELECT sum(i."principal_cents") FROM i) - sum(sum(e."paid")) OVER w ELSE 0 END AS "held",
      sum(sum(e."late1")) OVER w > 0 AS "late1", sum(sum(e."late30")) OVER w > 0 AS "late30",
      sum(sum(e."late60")) OVER w > 0 AS "late60", sum(sum(e."late90")) OVER w > 0 AS "late90"
    FROM events e GROUP BY e."day" WINDOW w AS (ORDER BY e."day")
  ),
  figures AS (
    SELECT r."day", r."held", r."held" * r."late1"::int AS "par1", r."held" * r."late30"::int AS "par30",
      r."held" * r."late60"::int AS "par60", r."held" * r."late90"::int AS "par90"
    FROM running r
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
-- A loan's installments and receipts as they stand.
CREATE FUNCTION "loan_installments"(loan uuid) RETURNS "installments"[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(i), '{}') FROM "installments" i WHERE i."application_id" = loan
$$;--> statement-breakpoint
CREATE FUNCTION "loan_receipts"(loan uuid) RETURNS "payments"[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(p), '{}') FROM "payments" p WHERE p."application_id" = loan
$$;--> statement-breakpoint
-- Appends the moves summed per key; a statement that changed nothing summed appends nothing.
CREATE FUNCTION "append_loan_book_days"(moves "loan_book_move"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "loan_book_days" ("day", "vendor_id", "motorcycle_id", "term_months", "received_cents",
    "unapplied_cents", "principal_cents", "interest_cents", "late_fee_cents", "outstanding_cents", "par1_cents",
    "par30_cents", "par60_cents", "par90_cents")
  SELECT m."day", m."vendor_id", m."motorcycle_id", m."term_months", sum(m."received_cents"),
    sum(m."unapplied_cents"), sum(m."principal_cents"), sum(m."interest_cents"), sum(m."late_fee_cents"),
    sum(m."outstanding_cents"), sum(m."par1_cents"), sum(m."par30_cents"), sum(m."par60_cents"), sum(m."par90_cents")
  FROM unnest(moves) m
  GROUP BY 1, 2, 3, 4
  HAVING sum(m."received_cents") <> 0 OR sum(m."unapplied_cents") <> 0 OR sum(m."principal_cents") <> 0
    OR sum(m."interest_cents") <> 0 OR sum(m."late_fee_cents") <> 0 OR sum(m."outstanding_cents") <> 0
    OR sum(m."par1_cents") <> 0 OR sum(m."par30_cents") <> 0 OR sum(m."par60_cents") <> 0 OR sum(m."par90_cents") <> 0;
$$;--> statement-breakpoint
-- Receipts written: each written row taken back as it was and added as it is (what did not change
-- cancels out), and the portfolio of each loan whose receipts' dates, principal or reversal changed
-- recomputed: as it was before the statement, taken back; as it is now, added.
CREATE FUNCTION "payments_moved_book"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_rows "payments"[] := '{}';
  new_rows "payments"[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN old_rows := array(SELECT o FROM "before" o); END IF;
  IF TG_OP <> 'DELETE' THEN new_rows := array(SELECT n FROM "after" n); END IF;
  PERFORM "append_loan_book_days"(array(
    WITH changed AS (
      SELECT o."application_id" FROM unnest(old_rows) o FULL JOIN unnest(new_rows) n ON n."id" = o."id"
      WHERE (o."payment_date", o."applied_principal_cents", o."reversed_at")
        IS DISTINCT FROM (n."payment_date", n."applied_principal_cents", n."reversed_at")
      UNION SELECT n."application_id" FROM unnest(old_rows) o FULL JOIN unnest(new_rows) n ON n."id" = o."id"
      WHERE (o."payment_date", o."applied_principal_cents", o."reversed_at")
        IS DISTINCT FROM (n."payment_date", n."applied_principal_cents", n."reversed_at")
    )
    SELECT "receipt_book_moves_of"(o, a, -1) FROM unnest(old_rows) o JOIN "credit_applications" a ON a."id" = o."application_id"
    UNION ALL SELECT "receipt_book_moves_of"(n, a, 1) FROM unnest(new_rows) n JOIN "credit_applications" a ON a."id" = n."application_id"
    UNION ALL SELECT "portfolio_moves_of"(a, "loan_installments"(a."id"), array(
        SELECT p FROM unnest("loan_receipts"(a."id")) p WHERE p."id" NOT IN (SELECT n."id" FROM unnest(new_rows) n)
        UNION ALL SELECT o FROM unnest(old_rows) o WHERE o."application_id" = a."id"), -1)
      FROM "credit_applications" a WHERE a."id" IN (SELECT "application_id" FROM changed)
    UNION ALL SELECT "portfolio_moves_of"(a, "loan_installments"(a."id"), "loan_receipts"(a."id"), 1)
      FROM "credit_applications" a WHERE a."id" IN (SELECT "application_id" FROM changed)));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Installments written: the portfolio of each loan whose due dates, principal or settlements changed
-- recomputed (late fees and notices change nothing here).
CREATE FUNCTION "installments_moved_book"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_rows "installments"[] := '{}';
  new_rows "installments"[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN old_rows := array(SELECT o FROM "before" o); END IF;
  IF TG_OP <> 'DELETE' THEN new_rows := array(SELECT n FROM "after" n); END IF;
  PERFORM "append_loan_book_days"(array(
    WITH changed AS (
      SELECT o."application_id" FROM unnest(old_rows) o FULL JOIN unnest(new_rows) n ON n."id" = o."id"
      WHERE (o."due_date", o."principal_cents", o."paid_at") IS DISTINCT FROM (n."due_date", n."principal_cents", n."paid_at")
      UNION SELECT n."application_id" FROM unnest(old_rows) o FULL JOIN unnest(new_rows) n ON n."id" = o."id"
      WHERE (o."due_date", o."principal_cents", o."paid_at") IS DISTINCT FROM (n."due_date", n."principal_cents", n."paid_at")
    )
    SELECT "portfolio_moves_of"(a, array(
        SELECT i FROM unnest("loan_installments"(a."id")) i WHERE i."id" NOT IN (SELECT n."id" FROM unnest(new_rows) n)
        UNION ALL SELECT o FROM unnest(old_rows) o WHERE o."application_id" = a."id"), "loan_receipts"(a."id"), -1)
      FROM "credit_applications" a WHERE a."id" IN (SELECT "application_id" FROM changed)
    UNION ALL SELECT "portfolio_moves_of"(a, "loan_installments"(a."id"), "loan_receipts"(a."id"), 1)
      FROM "credit_applications" a WHERE a."id" IN (SELECT "application_id" FROM changed)));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Applications written: a loan whose status, deletion, disbursement, vendor, motorcycle or term changed
-- moves its receipts and its portfolio from what it was to what it is.
CREATE FUNCTION "applications_moved_book"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Typed rows: a transition table's rows read through a subquery are plain records.
  old_rows "credit_applications"[] := array(SELECT o FROM "before" o);
  new_rows "credit_applications"[] := array(SELECT n FROM "after" n);
BEGIN
  PERFORM "append_loan_book_days"(array(
    WITH changed AS (
      SELECT o AS "before", n AS "after", "loan_installments"(n."id") AS insts, "loan_receipts"(n."id") AS pays
      FROM unnest(old_rows) o JOIN unnest(new_rows) n ON n."id" = o."id"
      WHERE (o."status", o."deleted_at", o."disbursed_at", o."vendor_id", o."motorcycle_id", o."loan_term_months")
        IS DISTINCT FROM (n."status", n."deleted_at", n."disbursed_at", n."vendor_id", n."motorcycle_id", n."loan_term_months")
    )
    SELECT "receipt_book_moves_of"(p, c."before", -1) FROM changed c CROSS JOIN unnest(c.pays) p
    UNION ALL SELECT "receipt_book_moves_of"(p, c."after", 1) FROM changed c CROSS JOIN unnest(c.pays) p
    UNION ALL SELECT "portfolio_moves_of"(c."before", c.insts, c.pays, -1) FROM changed c
    UNION ALL SELECT "portfolio_moves_of"(c."after", c.insts, c.pays, 1) FROM changed c));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payments_inserted_book" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "payments_moved_book"();--> statement-breakpoint
CREATE TRIGGER "payments_updated_book" AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "payments_moved_book"();--> statement-breakpoint
CREATE TRIGGER "payments_deleted_book" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS "before" FOR EACH STATEMENT EXECUTE FUNCTION "payments_moved_book"();--> statement-breakpoint
CREATE TRIGGER "installments_inserted_book" AFTER INSERT ON "installments"
  REFERENCING NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "installments_moved_book"();--> statement-breakpoint
CREATE TRIGGER "installments_updated_book" AFTER UPDATE ON "installments"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "installments_moved_book"();--> statement-breakpoint
CREATE TRIGGER "installments_deleted_book" AFTER DELETE ON "installments"
  REFERENCING OLD TABLE AS "before" FOR EACH STATEMENT EXECUTE FUNCTION "installments_moved_book"();--> statement-breakpoint
CREATE TRIGGER "applications_updated_book" AFTER UPDATE ON "credit_applications"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "applications_moved_book"();--> statement-breakpoint
-- The loan book recounted from the rows: what the ledger must sum to.
CREATE VIEW "loan_book_days_computed" AS
SELECT m."day", m."vendor_id", m."motorcycle_id", m."term_months", sum(m."received_cents") AS "received_cents",
  sum(m."unapplied_cents") AS "unapplied_cents", sum(m."principal_cents") AS "principal_cents",
  sum(m."interest_cents") AS "interest_cents", sum(m."late_fee_cents") AS "late_fee_cents",
  sum(m."outstanding_cents") AS "outstanding_cents", sum(m."par1_cents") AS "par1_cents",
  sum(m."par30_cents") AS "par30_cents", sum(m."par60_cents") AS "par60_cents", sum(m."par90_cents") AS "par90_cents"
FROM (
  SELECT r.* FROM "payments" p JOIN "credit_applications" a ON a."id" = p."application_id"
    CROSS JOIN LATERAL "receipt_book_moves_of"(p, a, 1) r
  UNION ALL
  SELECT r.* FROM "credit_applications" a
    CROSS JOIN LATERAL "portfolio_moves_of"(a, "loan_installments"(a."id"), "loan_receipts"(a."id"), 1) r
  WHERE a."status" = 'DISBURSED' AND a."deleted_at" IS NULL
) m
GROUP BY 1, 2, 3, 4
HAVING sum(m."received_cents") <> 0 OR sum(m."unapplied_cents") <> 0 OR sum(m."principal_cents") <> 0
  OR sum(m."interest_cents") <> 0 OR sum(m."late_fee_cents") <> 0 OR sum(m."outstanding_cents") <> 0
  OR sum(m."par1_cents") <> 0 OR sum(m."par30_cents") <> 0 OR sum(m."par60_cents") <> 0 OR sum(m."par90_cents") <> 0;--> statement-breakpoint
-- Folds the ledger into one row per key (the daily prune), rows appended meanwhile left as they are;
-- answers how many rows that saved.
CREATE FUNCTION "fold_loan_book_days"() RETURNS integer LANGUAGE sql AS $$
  WITH moved AS (DELETE FROM "loan_book_days" RETURNING *),
  folded AS (
    INSERT INTO "loan_book_days" ("day", "vendor_id", "motorcycle_id", "term_months", "received_cents",
      "unapplied_cents", "principal_cents", "interest_cents", "late_fee_cents", "outstanding_cents", "par1_cents",
      "par30_cents", "par60_cents", "par90_cents")
    SELECT "day", "vendor_id", "motorcycle_id", "term_months", sum("received_cents"), sum("unapplied_cents"),
      sum("principal_cents"), sum("interest_cents"), sum("late_fee_cents"), sum("outstanding_cents"),
      sum("par1_cents"), sum("par30_cents"), sum("par60_cents"), sum("par90_cents")
    FROM moved GROUP BY 1, 2, 3, 4
    HAVING sum("received_cents") <> 0 OR sum("unapplied_cents") <> 0 OR sum("principal_cents") <> 0
      OR sum("interest_cents") <> 0 OR sum("late_fee_cents") <> 0 OR sum("outstanding_cents") <> 0
      OR sum("par1_cents") <> 0 OR sum("par30_cents") <> 0 OR sum("par60_cents") <> 0 OR sum("par90_cents") <> 0
    RETURNING 1)
  SELECT ((SELECT count(*) FROM moved) - (SELECT count(*) FROM folded))::integer;
$$;--> statement-breakpoint
-- Every kept figure recounted from the rows, the loan book's days now with them.
CREATE OR REPLACE FUNCTION "recount_kept_figures"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  written integer := 0;
  n integer;
BEGIN
  LOCK TABLE "credit_applications", "customers", "vendor_customers", "installments", "payments" IN SHARE MODE;
  DELETE FROM "application_counts";
  INSERT INTO "application_counts" ("vendor_id", "status", "applications", "financed_cents", "sale_value_cents")
  SELECT * FROM "application_counts_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "application_days";
  INSERT INTO "application_days" ("day", "vendor_id", "motorcycle_id", "term_months", "created", "closed",
    "decided", "approved", "processing_seconds", "sold", "sale_cents", "down_payment_cents",
    "sold_financed_cents", "disbursed", "disbursed_financed_cents")
  SELECT * FROM "application_days_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "vendor_customer_counts";
  INSERT INTO "vendor_customer_counts" ("vendor_id", "customers") SELECT * FROM "vendor_customer_counts_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "customer_loan_counts";
  INSERT INTO "customer_loan_counts" ("customer_id", "loans") SELECT * FROM "customer_loan_counts_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "customer_days";
  INSERT INTO "customer_days" ("day", "vendor_id", "registered", "verified") SELECT * FROM "customer_days_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "customer_places";
  INSERT INTO "customer_places" ("vendor_id", "city", "customers") SELECT * FROM "customer_places_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "customer_births";
  INSERT INTO "customer_births" ("vendor_id", "date_of_birth", "customers") SELECT * FROM "customer_births_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "customer_counts";
  INSERT INTO "customer_counts" ("customers", "verified", "active") SELECT * FROM "customer_counts_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "due_totals";
  INSERT INTO "due_totals" ("due_date", "vendor_id", "motorcycle_id", "term_months", "due_cents", "interest_cents", "paid_cents", "installments", "open_installments")
  SELECT * FROM "due_totals_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "loan_book_days";
  INSERT INTO "loan_book_days" ("day", "vendor_id", "motorcycle_id", "term_months", "received_cents",
    "unapplied_cents", "principal_cents", "interest_cents", "late_fee_cents", "outstanding_cents", "par1_cents",
    "par30_cents", "par60_cents", "par90_cents")
  SELECT * FROM "loan_book_days_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  RETURN written;
END
$$;--> statement-breakpoint
INSERT INTO "loan_book_days" ("day", "vendor_id", "motorcycle_id", "term_months", "received_cents",
  "unapplied_cents", "principal_cents", "interest_cents", "late_fee_cents", "outstanding_cents", "par1_cents",
  "par30_cents", "par60_cents", "par90_cents")
SELECT * FROM "loan_book_days_computed";