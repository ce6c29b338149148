CREATE TABLE "customer_loan_counts" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"loans" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_counts" ADD COLUMN "financed_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "application_counts" ADD COLUMN "sale_value_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_counts" ADD COLUMN "verified" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_counts" ADD COLUMN "active" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Live applications by vendor and status, now with their financed amounts and sale values: what a
-- statement took away and added, summed per key. And each customer's count of counted applications
-- (approved or disbursed, live): a customer whose count leaves or reaches zero while live moves the
-- active customers of `customer_counts`. The customers are locked first (FOR SHARE), so a deletion
-- of one of them in flight is either seen here or sees this change.
CREATE OR REPLACE FUNCTION "applications_moved_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  loans jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "application_counts" ("vendor_id", "status", "applications", "financed_cents", "sale_value_cents")
    SELECT n."vendor_id", n."status", count(*), sum(n."financed_cents"), sum(n."sale_value_cents")
    FROM "after" n WHERE n."deleted_at" IS NULL GROUP BY 1, 2;
    loans := (SELECT jsonb_object_agg(c, d) FROM (
      SELECT n."customer_id" AS c, count(*) AS d FROM "after" n
      WHERE n."deleted_at" IS NULL AND n."status" IN ('APPROVED', 'DISBURSED') GROUP BY 1) x);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "application_counts" ("vendor_id", "status", "applications", "financed_cents", "sale_value_cents")
    SELECT o."vendor_id", o."status", -count(*), -sum(o."financed_cents"), -sum(o."sale_value_cents")
    FROM "before" o WHERE o."deleted_at" IS NULL GROUP BY 1, 2;
    loans := (SELECT jsonb_object_agg(c, d) FROM (
      SELECT o."customer_id" AS c, -count(*) AS d FROM "before" o
      WHERE o."deleted_at" IS NULL AND o."status" IN ('APPROVED', 'DISBURSED') GROUP BY 1) x);
  ELSE
    INSERT INTO "application_counts" ("vendor_id", "status", "applications", "financed_cents", "sale_value_cents")
    SELECT x."vendor_id", x."status", sum(x.sign), sum(x.sign * x."financed_cents"), sum(x.sign * x."sale_value_cents")
    FROM (
      SELECT o."vendor_id", o."status", o."financed_cents", o."sale_value_cents", -1 AS sign FROM "before" o WHERE o."deleted_at" IS NULL
      UNION ALL
      SELECT n."vendor_id", n."status", n."financed_cents", n."sale_value_cents", 1 FROM "after" n WHERE n."deleted_at" IS NULL
    ) x GROUP BY 1, 2
    HAVING sum(x.sign) <> 0 OR sum(x.sign * x."financed_cents") <> 0 OR sum(x.sign * x."sale_value_cents") <> 0;
    loans := (SELECT jsonb_object_agg(c, d) FROM (
      SELECT x."customer_id" AS c, sum(x.sign) AS d FROM (
        SELECT o."customer_id", -1 AS sign FROM "before" o WHERE o."deleted_at" IS NULL AND o."status" IN ('APPROVED', 'DISBURSED')
        UNION ALL
        SELECT n."customer_id", 1 FROM "after" n WHERE n."deleted_at" IS NULL AND n."status" IN ('APPROVED', 'DISBURSED')
      ) x GROUP BY 1 HAVING sum(x.sign) <> 0) y);
  END IF;
  IF loans IS NOT NULL THEN
    PERFORM "move_customer_loans"(loans);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Adds each customer's change ({customer id: change}) to their count of counted applications and
-- appends the live customers that became active (count reached above zero) or stopped being so.
CREATE FUNCTION "move_customer_loans"(moves jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "customers" c WHERE c."id" IN (SELECT key::uuid FROM jsonb_each_text(moves)) ORDER BY c."id" FOR SHARE;
  WITH moved AS (
    SELECT key::uuid AS customer_id, value::integer AS d FROM jsonb_each_text(moves)
  ), kept AS (
    INSERT INTO "customer_loan_counts" AS k ("customer_id", "loans")
    SELECT customer_id, d FROM moved ORDER BY customer_id
    ON CONFLICT ("customer_id") DO UPDATE SET "loans" = k."loans" + excluded."loans"
    RETURNING k."customer_id", k."loans"
  )
  INSERT INTO "customer_counts" ("customers", "verified", "active")
  SELECT 0, 0, sum((kept."loans" > 0)::integer - (kept."loans" - moved.d > 0)::integer)
  FROM kept JOIN moved ON moved.customer_id = kept."customer_id"
  JOIN "customers" c ON c."id" = kept."customer_id" AND c."deleted_at" IS NULL
  HAVING sum((kept."loans" > 0)::integer - (kept."loans" - moved.d > 0)::integer) <> 0;
END
$$;--> statement-breakpoint
-- A live customer counts, as verified when verified and as active while they have a counted
-- application. Row triggers, and on updates only when `deleted_at` or `is_verified` moves a figure:
-- a sign-in writes the customer row (PIN attempts, token version) and must not pay for it.
CREATE OR REPLACE FUNCTION "customers_moved_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  now_live boolean := TG_OP <> 'DELETE' AND NEW."deleted_at" IS NULL;
  was_live boolean := TG_OP <> 'INSERT' AND OLD."deleted_at" IS NULL;
  has_loans boolean;
BEGIN
  -- The count row is locked, so an approval in flight for this customer is seen here or sees this change.
  SELECT coalesce(max(k."loans"), 0) > 0 INTO has_loans FROM (
    SELECT "loans" FROM "customer_loan_counts" WHERE "customer_id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END FOR SHARE
  ) k;
  INSERT INTO "customer_counts" ("customers", "verified", "active") VALUES (
    now_live::integer - was_live::integer,
    (now_live AND NEW."is_verified")::integer - (was_live AND OLD."is_verified")::integer,
    (now_live AND has_loans)::integer - (was_live AND has_loans)::integer);
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "customers_updated_counts" ON "customers";--> statement-breakpoint
CREATE TRIGGER "customers_updated_counts" AFTER UPDATE OF "deleted_at", "is_verified" ON "customers"
  FOR EACH ROW WHEN ((OLD."deleted_at" IS NULL) IS DISTINCT FROM (NEW."deleted_at" IS NULL)
    OR (NEW."deleted_at" IS NULL AND OLD."is_verified" IS DISTINCT FROM NEW."is_verified"))
  EXECUTE FUNCTION "customers_moved_counts"();--> statement-breakpoint
-- The figures recounted from the rows: what each ledger must sum to.
CREATE OR REPLACE VIEW "application_counts_computed" AS
SELECT "vendor_id", "status", count(*) AS "applications", sum("financed_cents") AS "financed_cents",
  sum("sale_value_cents") AS "sale_value_cents"
FROM "credit_applications" WHERE "deleted_at" IS NULL GROUP BY 1, 2;--> statement-breakpoint
CREATE VIEW "customer_loan_counts_computed" AS
SELECT "customer_id", count(*)::integer AS "loans" FROM "credit_applications"
WHERE "deleted_at" IS NULL AND "status" IN ('APPROVED', 'DISBURSED') GROUP BY 1;--> statement-breakpoint
CREATE OR REPLACE VIEW "customer_counts_computed" AS
SELECT count(*) AS "customers", count(*) FILTER (WHERE c."is_verified") AS "verified",
  count(*) FILTER (WHERE k."loans" > 0) AS "active"
FROM "customers" c LEFT JOIN "customer_loan_counts_computed" k ON k."customer_id" = c."id"
WHERE c."deleted_at" IS NULL;--> statement-breakpoint
-- The lists' and dashboards' ledgers folded into one row per key, in one statement (rows appended
-- meanwhile stay as they are), the customers' counts that reached zero dropped; answers how many rows
-- that saved.
CREATE OR REPLACE FUNCTION "fold_list_counts"() RETURNS integer LANGUAGE sql AS $$
  WITH moved AS (DELETE FROM "application_counts" RETURNING *),
  folded AS (
    INSERT INTO "application_counts" ("vendor_id", "status", "applications", "financed_cents", "sale_value_cents")
    SELECT "vendor_id", "status", sum("applications"), sum("financed_cents"), sum("sale_value_cents") FROM moved GROUP BY 1, 2
    HAVING sum("applications") <> 0 OR sum("financed_cents") <> 0 OR sum("sale_value_cents") <> 0 RETURNING 1),
  links AS (DELETE FROM "vendor_customer_counts" RETURNING *),
  links_folded AS (
    INSERT INTO "vendor_customer_counts" ("vendor_id", "customers")
    SELECT "vendor_id", sum("customers") FROM links GROUP BY 1
    HAVING sum("customers") <> 0 RETURNING 1),
  people AS (DELETE FROM "customer_counts" RETURNING *),
  people_folded AS (
    INSERT INTO "customer_counts" ("customers", "verified", "active")
    SELECT sum("customers"), sum("verified"), sum("active") FROM people HAVING count(*) > 0 RETURNING 1),
  no_loans AS (DELETE FROM "customer_loan_counts" WHERE "loans" = 0 RETURNING 1)
  SELECT ((SELECT count(*) FROM moved) - (SELECT count(*) FROM folded)
    + (SELECT count(*) FROM links) - (SELECT count(*) FROM links_folded)
    + (SELECT count(*) FROM people) - (SELECT count(*) FROM people_folded)
    + (SELECT count(*) FROM no_loans))::integer;
$$;--> statement-breakpoint
-- Every kept figure recounted from the rows, writers held off meanwhile: what the bulk load and
-- `npm run db:recount` run (after a repair by hand or a suspected drift). Answers how many rows it wrote.
CREATE FUNCTION "recount_kept_figures"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  written integer := 0;
  n integer;
BEGIN
  LOCK TABLE "credit_applications", "customers", "vendor_customers", "installments" IN SHARE MODE;
  DELETE FROM "application_counts";
  INSERT INTO "application_counts" ("vendor_id", "status", "applications", "financed_cents", "sale_value_cents")
  SELECT * FROM "application_counts_computed";
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
SELECT "recount_kept_figures"();
