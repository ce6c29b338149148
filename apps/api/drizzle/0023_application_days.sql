CREATE TABLE "application_days" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"vendor_id" uuid,
	"motorcycle_id" uuid NOT NULL,
	"term_months" integer NOT NULL,
	"created" bigint NOT NULL,
	"closed" bigint NOT NULL,
	"decided" bigint NOT NULL,
	"approved" bigint NOT NULL,
	"processing_seconds" numeric NOT NULL,
	"sold" bigint NOT NULL,
	"sale_cents" bigint NOT NULL,
	"down_payment_cents" bigint NOT NULL,
	"sold_financed_cents" bigint NOT NULL,
	"disbursed" bigint NOT NULL,
	"disbursed_financed_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "application_days_day_idx" ON "application_days" USING btree ("day");--> statement-breakpoint
-- What one application adds to its days (sign -1 takes it back): created; closed on the day it
-- stopped waiting (its decision's, or its creation's if it never waited); decided, with the
-- seconds it waited; sold on its approval's day while approved or disbursed; disbursed. A deleted
-- application adds nothing. Days are business days in America/Panama.
CREATE TYPE "application_day_move" AS ("day" date, "vendor_id" uuid, "motorcycle_id" uuid, "term_months" integer,
  "created" bigint, "closed" bigint, "decided" bigint, "approved" bigint, "processing_seconds" numeric,
  "sold" bigint, "sale_cents" bigint, "down_payment_cents" bigint, "sold_financed_cents" bigint,
  "disbursed" bigint, "disbursed_financed_cents" bigint);--> statement-breakpoint
CREATE FUNCTION "application_day_moves_of"(a "credit_applications", sign integer) RETURNS SETOF "application_day_move"
LANGUAGE sql STABLE AS $$
  SELECT f."day", a."vendor_id", a."motorcycle_id", a."loan_term_months",
    sign * f.created, sign * f.closed, sign * f.decided, sign * f.approved, sign * f.seconds,
    sign * f.sold, sign * f.sale, sign * f.down, sign * f.sold_financed, sign * f.disbursed, sign * f.disbursed_financed
  FROM (VALUES
    ((a."created_at" AT TIME ZONE 'America/Panama')::date, 1, 0, 0, 0, 0::numeric, 0, 0, 0, 0, 0, 0),
    (CASE WHEN a."status" NOT IN ('PENDING', 'IN_REVIEW')
      THEN (coalesce(a."approved_at", a."rejected_at", a."created_at") AT TIME ZONE 'America/Panama')::date END,
      0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0),
    (CASE WHEN a."status" IN ('APPROVED', 'DISBURSED', 'REJECTED')
      THEN (coalesce(a."approved_at", a."rejected_at") AT TIME ZONE 'America/Panama')::date END,
      0, 0, 1, (a."status" IN ('APPROVED', 'DISBURSED'))::integer,
      coalesce(extract(epoch FROM coalesce(a."approved_at", a."rejected_at") - a."created_at"), 0), 0, 0, 0, 0, 0, 0),
    (CASE WHEN a."status" IN ('APPROVED', 'DISBURSED')
      THEN (a."approved_at" AT TIME ZONE 'America/Panama')::date END,
      0, 0, 0, 0, 0, 1, a."sale_value_cents", a."down_payment_cents", a."financed_cents", 0, 0),
    (CASE WHEN a."status" = 'DISBURSED' THEN (a."disbursed_at" AT TIME ZONE 'America/Panama')::date END,
      0, 0, 0, 0, 0, 0, 0, 0, 0, 1, a."financed_cents")
  ) f("day", created, closed, decided, approved, seconds, sold, sale, down, sold_financed, disbursed, disbursed_financed)
  WHERE a."deleted_at" IS NULL AND f."day" IS NOT NULL
$$;--> statement-breakpoint
-- Appends the moves summed per key; a statement that changed nothing summed (a note saved)
-- appends nothing.
CREATE FUNCTION "append_application_days"(moves "application_day_move"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "application_days" ("day", "vendor_id", "motorcycle_id", "term_months", "created", "closed",
    "decided", "approved", "processing_seconds", "sold", "sale_cents", "down_payment_cents",
    "sold_financed_cents", "disbursed", "disbursed_financed_cents")
  SELECT m."day", m."vendor_id", m."motorcycle_id", m."term_months", sum(m."created"), sum(m."closed"),
    sum(m."decided"), sum(m."approved"), sum(m."processing_seconds"), sum(m."sold"), sum(m."sale_cents"),
    sum(m."down_payment_cents"), sum(m."sold_financed_cents"), sum(m."disbursed"), sum(m."disbursed_financed_cents")
  FROM unnest(moves) m
  GROUP BY 1, 2, 3, 4
  HAVING sum(m."created") <> 0 OR sum(m."closed") <> 0 OR sum(m."decided") <> 0 OR sum(m."approved") <> 0
    OR sum(m."processing_seconds") <> 0 OR sum(m."sold") <> 0 OR sum(m."sale_cents") <> 0
    OR sum(m."down_payment_cents") <> 0 OR sum(m."sold_financed_cents") <> 0 OR sum(m."disbursed") <> 0
    OR sum(m."disbursed_financed_cents") <> 0;
$$;--> statement-breakpoint
CREATE FUNCTION "applications_moved_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "append_application_days"(array(SELECT "application_day_moves_of"(n, 1) FROM "after" n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "append_application_days"(array(SELECT "application_day_moves_of"(o, -1) FROM "before" o));
  ELSE
    PERFORM "append_application_days"(array(
      SELECT "application_day_moves_of"(o, -1) FROM "before" o
      UNION ALL SELECT "application_day_moves_of"(n, 1) FROM "after" n));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_inserted_days" AFTER INSERT ON "credit_applications"
  REFERENCING NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "applications_moved_days"();--> statement-breakpoint
CREATE TRIGGER "applications_updated_days" AFTER UPDATE ON "credit_applications"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "applications_moved_days"();--> statement-breakpoint
CREATE TRIGGER "applications_deleted_days" AFTER DELETE ON "credit_applications"
  REFERENCING OLD TABLE AS "before" FOR EACH STATEMENT EXECUTE FUNCTION "applications_moved_days"();--> statement-breakpoint
-- The days recounted from the rows: what the ledger must sum to.
CREATE VIEW "application_days_computed" AS
SELECT m."day", m."vendor_id", m."motorcycle_id", m."term_months", sum(m."created") AS "created",
  sum(m."closed") AS "closed", sum(m."decided") AS "decided", sum(m."approved") AS "approved",
  sum(m."processing_seconds") AS "processing_seconds", sum(m."sold") AS "sold", sum(m."sale_cents") AS "sale_cents",
  sum(m."down_payment_cents") AS "down_payment_cents", sum(m."sold_financed_cents") AS "sold_financed_cents",
  sum(m."disbursed") AS "disbursed", sum(m."disbursed_financed_cents") AS "disbursed_financed_cents"
FROM "credit_applications" a CROSS JOIN LATERAL "application_day_moves_of"(a, 1) m
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- Folds the ledger into one row per key (the daily prune), rows appended meanwhile left as they are;
-- answers how many rows that saved.
CREATE FUNCTION "fold_application_days"() RETURNS integer LANGUAGE sql AS $$
  WITH moved AS (DELETE FROM "application_days" RETURNING *),
  folded AS (
    INSERT INTO "application_days" ("day", "vendor_id", "motorcycle_id", "term_months", "created", "closed",
      "decided", "approved", "processing_seconds", "sold", "sale_cents", "down_payment_cents",
      "sold_financed_cents", "disbursed", "disbursed_financed_cents")
    SELECT "day", "vendor_id", "motorcycle_id", "term_months", sum("created"), sum("closed"), sum("decided"),
      sum("approved"), sum("processing_seconds"), sum("sold"), sum("sale_cents"), sum("down_payment_cents"),
      sum("sold_financed_cents"), sum("disbursed"), sum("disbursed_financed_cents")
    FROM moved GROUP BY 1, 2, 3, 4
    HAVING sum("created") <> 0 OR sum("closed") <> 0 OR sum("decided") <> 0 OR sum("approved") <> 0
      OR sum("processing_seconds") <> 0 OR sum("sold") <> 0 OR sum("sale_cents") <> 0
      OR sum("down_payment_cents") <> 0 OR sum("sold_financed_cents") <> 0 OR sum("disbursed") <> 0
      OR sum("disbursed_financed_cents") <> 0
    RETURNING 1)
  SELECT ((SELECT count(*) FROM moved) - (SELECT count(*) FROM folded))::integer;
$$;--> statement-breakpoint
-- Every kept figure recounted from the rows, the applications' days now with them.
CREATE OR REPLACE FUNCTION "recount_kept_figures"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  written integer := 0;
  n integer;
BEGIN
  LOCK TABLE "credit_applications", "customers", "vendor_customers", "installments" IN SHARE MODE;
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
  DELETE FROM "customer_counts";
  INSERT INTO "customer_counts" ("customers", "verified", "active") SELECT * FROM "customer_counts_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "loan_positions";
  INSERT INTO "loan_positions" SELECT * FROM "loan_positions_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "due_totals";
  INSERT INTO "due_totals" ("due_date", "vendor_id", "motorcycle_id", "term_months", "due_cents", "interest_cents", "paid_cents", "installments", "open_installments")
  SELECT * FROM "due_totals_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  RETURN written;
END
$$;--> statement-breakpoint
INSERT INTO "application_days" ("day", "vendor_id", "motorcycle_id", "term_months", "created", "closed",
  "decided", "approved", "processing_seconds", "sold", "sale_cents", "down_payment_cents",
  "sold_financed_cents", "disbursed", "disbursed_financed_cents")
SELECT * FROM "application_days_computed";
