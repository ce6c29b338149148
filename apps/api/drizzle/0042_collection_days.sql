CREATE TABLE "collection_days" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"vendor_id" uuid,
	"motorcycle_id" uuid NOT NULL,
	"term_months" integer NOT NULL,
	"channel" text NOT NULL,
	"receipts" bigint NOT NULL,
	"cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "collection_days_day_idx" ON "collection_days" USING btree ("day");
--> statement-breakpoint
-- The channel a receipt came by: its method, or CUSTOMER_REPORT when the customer reported it.
CREATE FUNCTION "collection_channel_of"(p "payments") RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p."source" = 'CUSTOMER_REPORT' THEN 'CUSTOMER_REPORT' ELSE p."method"::text END
$$;--> statement-breakpoint
-- Appends each receipt (sign -1 takes it back) to its day and channel, when it is not reversed and
-- its loan is live: the same receipts the loan book counts as received.
CREATE FUNCTION "append_collection_days"(pays "payments"[], apps "credit_applications"[], sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "collection_days" ("day", "vendor_id", "motorcycle_id", "term_months", "channel", "receipts", "cents")
  SELECT p."payment_date", a."vendor_id", a."motorcycle_id", a."loan_term_months", "collection_channel_of"(p),
    sign * count(*), sign * sum(p."amount_cents")::bigint
  FROM unnest(pays) p JOIN unnest(apps) a ON a."id" = p."application_id"
  WHERE p."reversed_at" IS NULL AND a."deleted_at" IS NULL
  GROUP BY 1, 2, 3, 4, 5
$$;--> statement-breakpoint
-- Receipts written: each written row taken back as it was and added as it is (what did not change
-- cancels out when folded).
CREATE FUNCTION "payments_moved_collections"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_rows "payments"[] := '{}';
  new_rows "payments"[] := '{}';
  apps "credit_applications"[];
BEGIN
  IF TG_OP <> 'INSERT' THEN old_rows := array(SELECT o FROM "before" o); END IF;
  IF TG_OP <> 'DELETE' THEN new_rows := array(SELECT n FROM "after" n); END IF;
  IF TG_OP = 'UPDATE' THEN
    -- Only what moves a receipt's day, channel, amount or reversal: the rest (notes, parts) is not counted here.
    old_rows := array(SELECT o FROM unnest(old_rows) o JOIN unnest(new_rows) n ON n."id" = o."id"
      WHERE (o."payment_date", o."amount_cents", o."method", o."source", o."reversed_at", o."application_id")
        IS DISTINCT FROM (n."payment_date", n."amount_cents", n."method", n."source", n."reversed_at", n."application_id"));
    new_rows := array(SELECT n FROM unnest(new_rows) n WHERE n."id" IN (SELECT o."id" FROM unnest(old_rows) o));
  END IF;
  apps := array(SELECT a FROM "credit_applications" a WHERE a."id" IN (
    SELECT o."application_id" FROM unnest(old_rows) o UNION SELECT n."application_id" FROM unnest(new_rows) n));
  PERFORM "append_collection_days"(old_rows, apps, -1);
  PERFORM "append_collection_days"(new_rows, apps, 1);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Applications written: a loan whose deletion, vendor, motorcycle or term changed moves its receipts.
CREATE FUNCTION "applications_moved_collections"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_rows "credit_applications"[];
  new_rows "credit_applications"[];
  pays "payments"[];
BEGIN
  old_rows := array(SELECT o FROM "before" o JOIN "after" n ON n."id" = o."id"
    WHERE (o."deleted_at", o."vendor_id", o."motorcycle_id", o."loan_term_months")
      IS DISTINCT FROM (n."deleted_at", n."vendor_id", n."motorcycle_id", n."loan_term_months"));
  IF cardinality(old_rows) = 0 THEN RETURN NULL; END IF;
  new_rows := array(SELECT n FROM "after" n WHERE n."id" IN (SELECT o."id" FROM unnest(old_rows) o));
  pays := array(SELECT p FROM "payments" p WHERE p."application_id" IN (SELECT o."id" FROM unnest(old_rows) o));
  PERFORM "append_collection_days"(pays, old_rows, -1);
  PERFORM "append_collection_days"(pays, new_rows, 1);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payments_inserted_collections" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "payments_moved_collections"();--> statement-breakpoint
CREATE TRIGGER "payments_updated_collections" AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "payments_moved_collections"();--> statement-breakpoint
CREATE TRIGGER "payments_deleted_collections" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS "before" FOR EACH STATEMENT EXECUTE FUNCTION "payments_moved_collections"();--> statement-breakpoint
CREATE TRIGGER "applications_updated_collections" AFTER UPDATE ON "credit_applications"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "applications_moved_collections"();--> statement-breakpoint
-- The collections recounted from the rows: what the kept days must sum to.
CREATE VIEW "collection_days_computed" AS
SELECT p."payment_date" AS "day", a."vendor_id", a."motorcycle_id", a."loan_term_months" AS "term_months",
  "collection_channel_of"(p) AS "channel", count(*)::bigint AS "receipts", sum(p."amount_cents")::bigint AS "cents"
FROM "payments" p JOIN "credit_applications" a ON a."id" = p."application_id"
WHERE p."reversed_at" IS NULL AND a."deleted_at" IS NULL
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
-- Folds the kept days into one row per key (the daily prune); answers how many rows that saved.
CREATE FUNCTION "fold_collection_days"() RETURNS integer LANGUAGE sql AS $$
  WITH moved AS (DELETE FROM "collection_days" RETURNING *),
  folded AS (
    INSERT INTO "collection_days" ("day", "vendor_id", "motorcycle_id", "term_months", "channel", "receipts", "cents")
    SELECT "day", "vendor_id", "motorcycle_id", "term_months", "channel", sum("receipts"), sum("cents")
    FROM moved GROUP BY 1, 2, 3, 4, 5
    HAVING sum("receipts") <> 0 OR sum("cents") <> 0
    RETURNING 1)
  SELECT ((SELECT count(*) FROM moved) - (SELECT count(*) FROM folded))::integer;
$$;--> statement-breakpoint
-- Every kept figure recounted from the rows, the collections by channel now with them.
CREATE OR REPLACE FUNCTION "recount_kept_figures"(loan_book boolean DEFAULT true) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  written integer := 0;
  n integer;
BEGIN
  LOCK TABLE "credit_applications", "customers", "vendor_customers", "installments", "payments", "motorcycles" IN SHARE MODE;
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
  INSERT INTO "customer_days" ("day", "vendor_id", "brand", "term_months", "registered", "verified") SELECT * FROM "customer_days_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "customer_places";
  INSERT INTO "customer_places" ("vendor_id", "city", "brand", "term_months", "customers") SELECT * FROM "customer_places_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "customer_births";
  INSERT INTO "customer_births" ("vendor_id", "date_of_birth", "brand", "term_months", "customers") SELECT * FROM "customer_births_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "customer_counts";
  INSERT INTO "customer_counts" ("customers", "verified", "active") SELECT * FROM "customer_counts_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "due_totals";
  INSERT INTO "due_totals" ("due_date", "vendor_id", "motorcycle_id", "term_months", "due_cents", "interest_cents", "paid_cents", "installments", "open_installments")
  SELECT * FROM "due_totals_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "collection_days";
  INSERT INTO "collection_days" ("day", "vendor_id", "motorcycle_id", "term_months", "channel", "receipts", "cents")
  SELECT * FROM "collection_days_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  IF NOT loan_book THEN RETURN written; END IF;
  DELETE FROM "loan_book_days";
  INSERT INTO "loan_book_days" ("day", "vendor_id", "motorcycle_id", "term_months", "received_cents",
    "unapplied_cents", "principal_cents", "interest_cents", "late_fee_cents", "outstanding_cents", "par1_cents",
    "par30_cents", "par60_cents", "par90_cents")
  SELECT * FROM "loan_book_days_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  RETURN written;
END
$$;--> statement-breakpoint
-- The receipts already written, counted once.
INSERT INTO "collection_days" ("day", "vendor_id", "motorcycle_id", "term_months", "channel", "receipts", "cents")
SELECT * FROM "collection_days_computed";
