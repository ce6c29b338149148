ALTER TABLE "customer_births" ADD COLUMN "brand" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_births" ADD COLUMN "term_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_days" ADD COLUMN "brand" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_days" ADD COLUMN "term_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_places" ADD COLUMN "brand" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_places" ADD COLUMN "term_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TYPE "customer_segment" AS ("brand" text, "term_months" integer);--> statement-breakpoint
-- The segments a customer counts in, from its applications: every customer ('', 0); with a live
-- application, its brand (lower case, the filter's comparison), its term, and both together. `motos`
-- names motorcycles by the brand they had (a brand's edit takes back what the old one counted).
CREATE FUNCTION "customer_segments_of"(apps "credit_applications"[], motos "motorcycles"[]) RETURNS SETOF "customer_segment"
LANGUAGE sql STABLE AS $$
  SELECT '', 0
  UNION
  SELECT s."brand", s."term_months"
  FROM unnest(apps) a
    JOIN "motorcycles" m ON m."id" = a."motorcycle_id"
    CROSS JOIN LATERAL (SELECT lower(coalesce((SELECT o."brand" FROM unnest(motos) o WHERE o."id" = m."id"), m."brand")) AS "brand") b
    CROSS JOIN LATERAL (VALUES (b."brand", 0), ('', a."loan_term_months"), (b."brand", a."loan_term_months")) s("brand", "term_months")
  WHERE a."deleted_at" IS NULL
$$;--> statement-breakpoint
-- One writer at a time per customer for its segments: whether it still counts in a brand depends on
-- its other applications, which a concurrent transaction may be changing.
CREATE FUNCTION "lock_customer_segments"(customers uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtextextended(c::text, 26)) FROM (SELECT DISTINCT unnest(customers) AS c ORDER BY 1) x;
$$;--> statement-breakpoint
CREATE FUNCTION "customer_applications"(customer uuid) RETURNS "credit_applications"[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(a), '{}') FROM "credit_applications" a WHERE a."customer_id" = customer
$$;--> statement-breakpoint
-- What one live customer adds to the customers' figures in each of `segments` (sign -1 takes it back):
-- its registration day (and whether it is verified), its city (blank as none) and its date of birth,
-- each under the vendor who registered it.
CREATE FUNCTION "append_customer_figures_in"(c "customers", sign integer, segments "customer_segment"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "customer_days" ("day", "vendor_id", "brand", "term_months", "registered", "verified")
  SELECT (c."created_at" AT TIME ZONE 'America/Panama')::date, c."created_by_vendor_id", s."brand", s."term_months",
    sign, sign * c."is_verified"::integer
  FROM unnest(segments) s;
  INSERT INTO "customer_places" ("vendor_id", "city", "brand", "term_months", "customers")
  SELECT c."created_by_vendor_id", nullif(btrim(c."city"), ''), s."brand", s."term_months", sign FROM unnest(segments) s;
  INSERT INTO "customer_births" ("vendor_id", "date_of_birth", "brand", "term_months", "customers")
  SELECT c."created_by_vendor_id", c."date_of_birth", s."brand", s."term_months", sign FROM unnest(segments) s;
$$;--> statement-breakpoint
-- The customers' row trigger (migration 0024) now counts the customer in each of its segments.
CREATE OR REPLACE FUNCTION "append_customer_figures"(c "customers", sign integer) RETURNS void LANGUAGE sql AS $$
  SELECT "lock_customer_segments"(ARRAY[c."id"]);
  SELECT "append_customer_figures_in"(c, sign,
    array(SELECT s FROM "customer_segments_of"("customer_applications"(c."id"), '{}') s));
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "customers_moved_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new customer has no application yet: those its statement writes are counted by theirs.
  IF TG_OP = 'INSERT' THEN
    PERFORM "append_customer_figures_in"(NEW, 1, ARRAY[('', 0)::"customer_segment"]);
    RETURN NULL;
  END IF;
  IF OLD."deleted_at" IS NULL THEN
    PERFORM "append_customer_figures"(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."deleted_at" IS NULL THEN
    PERFORM "append_customer_figures"(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Applications written: each live customer whose applications' deletion, motorcycle or term changed
-- leaves the segments it no longer counts in and joins the new ones (its applications before the
-- statement rebuilt from the transition tables).
CREATE FUNCTION "applications_moved_segments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_rows "credit_applications"[] := '{}';
  new_rows "credit_applications"[] := '{}';
  changed uuid[];
BEGIN
  IF TG_OP <> 'INSERT' THEN old_rows := array(SELECT o FROM "before" o); END IF;
  IF TG_OP <> 'DELETE' THEN new_rows := array(SELECT n FROM "after" n); END IF;
  changed := array(
    SELECT o."customer_id" FROM unnest(old_rows) o FULL JOIN unnest(new_rows) n ON n."id" = o."id"
    WHERE (o."customer_id", o."deleted_at", o."motorcycle_id", o."loan_term_months")
      IS DISTINCT FROM (n."customer_id", n."deleted_at", n."motorcycle_id", n."loan_term_months")
    UNION SELECT n."customer_id" FROM unnest(old_rows) o FULL JOIN unnest(new_rows) n ON n."id" = o."id"
    WHERE (o."customer_id", o."deleted_at", o."motorcycle_id", o."loan_term_months")
      IS DISTINCT FROM (n."customer_id", n."deleted_at", n."motorcycle_id", n."loan_term_months"));
  IF cardinality(changed) = 0 THEN RETURN NULL; END IF;
  PERFORM "lock_customer_segments"(changed);
  -- A new statement: it sees what the transactions it waited for committed.
  PERFORM "append_customer_figures_in"(m."customer", m."sign", m."segments") FROM (
    WITH apps AS (
      SELECT c AS "customer", "customer_applications"(c."id") AS "now", array(
          SELECT a FROM unnest("customer_applications"(c."id")) a WHERE a."id" NOT IN (SELECT n."id" FROM unnest(new_rows) n)
          UNION ALL SELECT o FROM unnest(old_rows) o WHERE o."customer_id" = c."id") AS "was"
      FROM "customers" c WHERE c."id" = ANY (changed) AND c."deleted_at" IS NULL
    )
    SELECT x."customer", -1 AS "sign", array(SELECT s FROM "customer_segments_of"(x."was", '{}') s
      EXCEPT SELECT s FROM "customer_segments_of"(x."now", '{}') s) AS "segments" FROM apps x
    UNION ALL SELECT x."customer", 1, array(SELECT s FROM "customer_segments_of"(x."now", '{}') s
      EXCEPT SELECT s FROM "customer_segments_of"(x."was", '{}') s) FROM apps x
  ) m WHERE cardinality(m."segments") > 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A motorcycle's brand edited: the live customers with an application for it move from the old
-- brand's segments to the new one's.
CREATE FUNCTION "motorcycles_moved_segments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_rows "motorcycles"[] := array(SELECT o FROM "before" o);
  moved uuid[] := array(
    SELECT DISTINCT a."customer_id" FROM "credit_applications" a JOIN unnest(old_rows) o ON o."id" = a."motorcycle_id"
      JOIN "motorcycles" mo ON mo."id" = o."id" WHERE lower(o."brand") IS DISTINCT FROM lower(mo."brand"));
BEGIN
  IF cardinality(moved) = 0 THEN RETURN NULL; END IF;
  PERFORM "lock_customer_segments"(moved);
  PERFORM "append_customer_figures_in"(m."customer", m."sign", m."segments") FROM (
    WITH apps AS (
      SELECT c AS "customer", "customer_applications"(c."id") AS "now" FROM "customers" c
      WHERE c."deleted_at" IS NULL AND c."id" = ANY (moved)
    )
    SELECT x."customer", -1 AS "sign", array(SELECT s FROM "customer_segments_of"(x."now", old_rows) s
      EXCEPT SELECT s FROM "customer_segments_of"(x."now", '{}') s) AS "segments" FROM apps x
    UNION ALL SELECT x."customer", 1, array(SELECT s FROM "customer_segments_of"(x."now", '{}') s
      EXCEPT SELECT s FROM "customer_segments_of"(x."now", old_rows) s) FROM apps x
  ) m WHERE cardinality(m."segments") > 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_inserted_segments" AFTER INSERT ON "credit_applications"
  REFERENCING NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "applications_moved_segments"();--> statement-breakpoint
CREATE TRIGGER "applications_updated_segments" AFTER UPDATE ON "credit_applications"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "applications_moved_segments"();--> statement-breakpoint
CREATE TRIGGER "applications_deleted_segments" AFTER DELETE ON "credit_applications"
  REFERENCING OLD TABLE AS "before" FOR EACH STATEMENT EXECUTE FUNCTION "applications_moved_segments"();--> statement-breakpoint
CREATE TRIGGER "motorcycles_updated_segments" AFTER UPDATE ON "motorcycles"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "motorcycles_moved_segments"();--> statement-breakpoint
-- The figures recounted from the rows, segment by segment.
DROP VIEW "customer_days_computed";--> statement-breakpoint
DROP VIEW "customer_places_computed";--> statement-breakpoint
DROP VIEW "customer_births_computed";--> statement-breakpoint
CREATE VIEW "customer_days_computed" AS
SELECT (c."created_at" AT TIME ZONE 'America/Panama')::date AS "day", c."created_by_vendor_id" AS "vendor_id",
  s."brand", s."term_months", count(*) AS "registered", count(*) FILTER (WHERE c."is_verified") AS "verified"
FROM "customers" c CROSS JOIN LATERAL "customer_segments_of"("customer_applications"(c."id"), '{}') s
WHERE c."deleted_at" IS NULL GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE VIEW "customer_places_computed" AS
SELECT c."created_by_vendor_id" AS "vendor_id", nullif(btrim(c."city"), '') AS "city", s."brand", s."term_months",
  count(*) AS "customers"
FROM "customers" c CROSS JOIN LATERAL "customer_segments_of"("customer_applications"(c."id"), '{}') s
WHERE c."deleted_at" IS NULL GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE VIEW "customer_births_computed" AS
SELECT c."created_by_vendor_id" AS "vendor_id", c."date_of_birth", s."brand", s."term_months", count(*) AS "customers"
FROM "customers" c CROSS JOIN LATERAL "customer_segments_of"("customer_applications"(c."id"), '{}') s
WHERE c."deleted_at" IS NULL GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "fold_customer_figures"() RETURNS integer LANGUAGE sql AS $$
  WITH days AS (DELETE FROM "customer_days" RETURNING *),
  days_folded AS (
    INSERT INTO "customer_days" ("day", "vendor_id", "brand", "term_months", "registered", "verified")
    SELECT "day", "vendor_id", "brand", "term_months", sum("registered"), sum("verified") FROM days GROUP BY 1, 2, 3, 4
    HAVING sum("registered") <> 0 OR sum("verified") <> 0 RETURNING 1),
  places AS (DELETE FROM "customer_places" RETURNING *),
  places_folded AS (
    INSERT INTO "customer_places" ("vendor_id", "city", "brand", "term_months", "customers")
    SELECT "vendor_id", "city", "brand", "term_months", sum("customers") FROM places GROUP BY 1, 2, 3, 4
    HAVING sum("customers") <> 0 RETURNING 1),
  births AS (DELETE FROM "customer_births" RETURNING *),
  births_folded AS (
    INSERT INTO "customer_births" ("vendor_id", "date_of_birth", "brand", "term_months", "customers")
    SELECT "vendor_id", "date_of_birth", "brand", "term_months", sum("customers") FROM births GROUP BY 1, 2, 3, 4
    HAVING sum("customers") <> 0 RETURNING 1)
  SELECT ((SELECT count(*) FROM days) - (SELECT count(*) FROM days_folded)
    + (SELECT count(*) FROM places) - (SELECT count(*) FROM places_folded)
    + (SELECT count(*) FROM births) - (SELECT count(*) FROM births_folded))::integer;
$$;--> statement-breakpoint
-- Every kept figure recounted from the rows, the customers' figures segment by segment.
CREATE OR REPLACE FUNCTION "recount_kept_figures"() RETURNS integer LANGUAGE plpgsql AS $$
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
  DELETE FROM "loan_book_days";
  INSERT INTO "loan_book_days" ("day", "vendor_id", "motorcycle_id", "term_months", "received_cents",
    "unapplied_cents", "principal_cents", "interest_cents", "late_fee_cents", "outstanding_cents", "par1_cents",
    "par30_cents", "par60_cents", "par90_cents")
  SELECT * FROM "loan_book_days_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  RETURN written;
END
$$;--> statement-breakpoint
-- The customers counted in each segment from their applications, now.
DELETE FROM "customer_days";--> statement-breakpoint
INSERT INTO "customer_days" ("day", "vendor_id", "brand", "term_months", "registered", "verified") SELECT * FROM "customer_days_computed";--> statement-breakpoint
DELETE FROM "customer_places";--> statement-breakpoint
INSERT INTO "customer_places" ("vendor_id", "city", "brand", "term_months", "customers") SELECT * FROM "customer_places_computed";--> statement-breakpoint
DELETE FROM "customer_births";--> statement-breakpoint
INSERT INTO "customer_births" ("vendor_id", "date_of_birth", "brand", "term_months", "customers") SELECT * FROM "customer_births_computed";