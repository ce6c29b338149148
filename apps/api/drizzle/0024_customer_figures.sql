CREATE TABLE "customer_births" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_births_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_id" uuid,
	"date_of_birth" date,
	"customers" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_days" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"vendor_id" uuid,
	"registered" bigint NOT NULL,
	"verified" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_places" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_id" uuid,
	"city" text,
	"customers" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_days_day_idx" ON "customer_days" USING btree ("day");--> statement-breakpoint
-- What one live customer adds to the customers' figures (sign -1 takes it back): its registration
-- day (and whether it is verified), its city (blank as none) and its date of birth, each under the
-- vendor who registered it.
CREATE FUNCTION "append_customer_figures"(c "customers", sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "customer_days" ("day", "vendor_id", "registered", "verified")
  VALUES ((c."created_at" AT TIME ZONE 'America/Panama')::date, c."created_by_vendor_id", sign, sign * c."is_verified"::integer);
  INSERT INTO "customer_places" ("vendor_id", "city", "customers")
  VALUES (c."created_by_vendor_id", nullif(btrim(c."city"), ''), sign);
  INSERT INTO "customer_births" ("vendor_id", "date_of_birth", "customers")
  VALUES (c."created_by_vendor_id", c."date_of_birth", sign);
$$;--> statement-breakpoint
CREATE FUNCTION "customers_moved_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."deleted_at" IS NULL THEN
    PERFORM "append_customer_figures"(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."deleted_at" IS NULL THEN
    PERFORM "append_customer_figures"(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Row triggers, on updates only when a counted column moves: a sign-in writes the customer row (PIN
-- attempts, token version) and must not pay for it.
CREATE TRIGGER "customers_inserted_figures" AFTER INSERT ON "customers"
  FOR EACH ROW WHEN (NEW."deleted_at" IS NULL) EXECUTE FUNCTION "customers_moved_figures"();--> statement-breakpoint
CREATE TRIGGER "customers_updated_figures"
  AFTER UPDATE OF "deleted_at", "is_verified", "city", "date_of_birth", "created_by_vendor_id", "created_at" ON "customers"
  FOR EACH ROW WHEN ((OLD."deleted_at", OLD."is_verified", OLD."city", OLD."date_of_birth", OLD."created_by_vendor_id", OLD."created_at")
    IS DISTINCT FROM (NEW."deleted_at", NEW."is_verified", NEW."city", NEW."date_of_birth", NEW."created_by_vendor_id", NEW."created_at"))
  EXECUTE FUNCTION "customers_moved_figures"();--> statement-breakpoint
CREATE TRIGGER "customers_deleted_figures" AFTER DELETE ON "customers"
  FOR EACH ROW WHEN (OLD."deleted_at" IS NULL) EXECUTE FUNCTION "customers_moved_figures"();--> statement-breakpoint
-- The figures recounted from the rows: what each ledger must sum to.
CREATE VIEW "customer_days_computed" AS
SELECT (c."created_at" AT TIME ZONE 'America/Panama')::date AS "day", c."created_by_vendor_id" AS "vendor_id",
  count(*) AS "registered", count(*) FILTER (WHERE c."is_verified") AS "verified"
FROM "customers" c WHERE c."deleted_at" IS NULL GROUP BY 1, 2;--> statement-breakpoint
CREATE VIEW "customer_places_computed" AS
SELECT c."created_by_vendor_id" AS "vendor_id", nullif(btrim(c."city"), '') AS "city", count(*) AS "customers"
FROM "customers" c WHERE c."deleted_at" IS NULL GROUP BY 1, 2;--> statement-breakpoint
CREATE VIEW "customer_births_computed" AS
SELECT c."created_by_vendor_id" AS "vendor_id", c."date_of_birth", count(*) AS "customers"
FROM "customers" c WHERE c."deleted_at" IS NULL GROUP BY 1, 2;--> statement-breakpoint
-- Folds the three ledgers into one row per key (the daily prune); answers how many rows that saved.
CREATE FUNCTION "fold_customer_figures"() RETURNS integer LANGUAGE sql AS $$
  WITH days AS (DELETE FROM "customer_days" RETURNING *),
  days_folded AS (
    INSERT INTO "customer_days" ("day", "vendor_id", "registered", "verified")
    SELECT "day", "vendor_id", sum("registered"), sum("verified") FROM days GROUP BY 1, 2
    HAVING sum("registered") <> 0 OR sum("verified") <> 0 RETURNING 1),
  places AS (DELETE FROM "customer_places" RETURNING *),
  places_folded AS (
    INSERT INTO "customer_places" ("vendor_id", "city", "customers")
    SELECT "vendor_id", "city", sum("customers") FROM places GROUP BY 1, 2 HAVING sum("customers") <> 0 RETURNING 1),
  births AS (DELETE FROM "customer_births" RETURNING *),
  births_folded AS (
    INSERT INTO "customer_births" ("vendor_id", "date_of_birth", "customers")
    SELECT "vendor_id", "date_of_birth", sum("customers") FROM births GROUP BY 1, 2 HAVING sum("customers") <> 0 RETURNING 1)
  SELECT ((SELECT count(*) FROM days) - (SELECT count(*) FROM days_folded)
    + (SELECT count(*) FROM places) - (SELECT count(*) FROM places_folded)
    + (SELECT count(*) FROM births) - (SELECT count(*) FROM births_folded))::integer;
$$;--> statement-breakpoint
-- Every kept figure recounted from the rows, the customers' days, places and births now with them.
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
INSERT INTO "customer_days" ("day", "vendor_id", "registered", "verified") SELECT * FROM "customer_days_computed";--> statement-breakpoint
INSERT INTO "customer_places" ("vendor_id", "city", "customers") SELECT * FROM "customer_places_computed";--> statement-breakpoint
INSERT INTO "customer_births" ("vendor_id", "date_of_birth", "customers") SELECT * FROM "customer_births_computed";
