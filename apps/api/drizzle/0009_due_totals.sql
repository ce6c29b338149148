CREATE TABLE "due_totals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "due_totals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"due_date" date NOT NULL,
	"vendor_id" uuid,
	"motorcycle_id" uuid,
	"term_months" integer NOT NULL,
	"due_cents" bigint NOT NULL,
	"interest_cents" bigint NOT NULL,
	"paid_cents" bigint NOT NULL,
	"installments" bigint NOT NULL,
	"open_installments" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "due_totals_due_date_idx" ON "due_totals" USING btree ("due_date");--> statement-breakpoint
-- What one installment adds to its due date's totals, itself and whether it is still open included
-- (sign -1 takes it back).
CREATE TYPE "due_move" AS ("application_id" uuid, "due_date" date, "due_cents" bigint, "interest_cents" bigint, "paid_cents" bigint, "installments" bigint, "open_installments" bigint);--> statement-breakpoint
CREATE FUNCTION "due_move_of"(i "installments", sign integer) RETURNS "due_move" LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(i."application_id", i."due_date", sign * (i."amount_cents" + i."late_fee_cents"), sign * i."interest_cents",
    sign * (i."paid_late_fee_cents" + i."paid_interest_cents" + i."paid_principal_cents"), sign,
    sign * (i."paid_at" IS NULL)::integer)::"due_move"
$$;--> statement-breakpoint
-- Appends the moves of counted loans (approved or disbursed, never deleted), summed per key; a
-- statement that changed none of the summed parts (a reminder sent) appends nothing.
CREATE FUNCTION "append_due_totals"(moves "due_move"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "due_totals" ("due_date", "vendor_id", "motorcycle_id", "term_months", "due_cents", "interest_cents", "paid_cents", "installments", "open_installments")
  SELECT m."due_date", a."vendor_id", a."motorcycle_id", a."loan_term_months",
    sum(m."due_cents"), sum(m."interest_cents"), sum(m."paid_cents"), sum(m."installments"), sum(m."open_installments")
  FROM unnest(moves) m JOIN "credit_applications" a ON a."id" = m."application_id"
  WHERE a."status" IN ('APPROVED', 'DISBURSED') AND a."deleted_at" IS NULL
  GROUP BY 1, 2, 3, 4
  HAVING sum(m."due_cents") <> 0 OR sum(m."interest_cents") <> 0 OR sum(m."paid_cents") <> 0
    OR sum(m."installments") <> 0 OR sum(m."open_installments") <> 0;
$$;--> statement-breakpoint
CREATE FUNCTION "installments_moved_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "append_due_totals"(array(SELECT "due_move_of"(n, 1) FROM "after" n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "append_due_totals"(array(SELECT "due_move_of"(o, -1) FROM "before" o));
  ELSE
    PERFORM "append_due_totals"(array(
      SELECT "due_move_of"(o, -1) FROM "before" o UNION ALL SELECT "due_move_of"(n, 1) FROM "after" n));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "installments_inserted_totals" AFTER INSERT ON "installments"
  REFERENCING NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "installments_moved_totals"();--> statement-breakpoint
CREATE TRIGGER "installments_updated_totals" AFTER UPDATE ON "installments"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "installments_moved_totals"();--> statement-breakpoint
CREATE TRIGGER "installments_deleted_totals" AFTER DELETE ON "installments"
  REFERENCING OLD TABLE AS "before" FOR EACH STATEMENT EXECUTE FUNCTION "installments_moved_totals"();--> statement-breakpoint
-- An application that starts or stops counting, or changes vendor, motorcycle or term, moves its
-- installments' totals. Their rows are locked first, so a job writing them meanwhile (a late fee)
-- is either seen here or sees this change.
CREATE FUNCTION "applications_moved_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved uuid[];
BEGIN
  moved := array(
    SELECT n."id" FROM "before" o JOIN "after" n ON n."id" = o."id"
    WHERE (o."status" IN ('APPROVED', 'DISBURSED') AND o."deleted_at" IS NULL)
        IS DISTINCT FROM (n."status" IN ('APPROVED', 'DISBURSED') AND n."deleted_at" IS NULL)
      OR (o."vendor_id", o."motorcycle_id", o."loan_term_months")
        IS DISTINCT FROM (n."vendor_id", n."motorcycle_id", n."loan_term_months"));
  IF cardinality(moved) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "installments" WHERE "application_id" = ANY (moved) FOR UPDATE;
  INSERT INTO "due_totals" ("due_date", "vendor_id", "motorcycle_id", "term_months", "due_cents", "interest_cents", "paid_cents", "installments", "open_installments")
  SELECT m."due_date", x."vendor_id", x."motorcycle_id", x."loan_term_months",
    sum(x.sign * m."due_cents"), sum(x.sign * m."interest_cents"), sum(x.sign * m."paid_cents"),
    sum(x.sign * m."installments"), sum(x.sign * m."open_installments")
  FROM (
    SELECT o.*, -1 AS sign FROM "before" o WHERE o."id" = ANY (moved) AND o."status" IN ('APPROVED', 'DISBURSED') AND o."deleted_at" IS NULL
    UNION ALL
    SELECT n.*, 1 FROM "after" n WHERE n."id" = ANY (moved) AND n."status" IN ('APPROVED', 'DISBURSED') AND n."deleted_at" IS NULL
  ) x
  JOIN "installments" i ON i."application_id" = x."id"
  CROSS JOIN LATERAL (SELECT ("due_move_of"(i, 1)).*) m
  GROUP BY 1, 2, 3, 4
  HAVING sum(x.sign * m."due_cents") <> 0 OR sum(x.sign * m."interest_cents") <> 0 OR sum(x.sign * m."paid_cents") <> 0
    OR sum(x.sign * m."installments") <> 0 OR sum(x.sign * m."open_installments") <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_updated_totals" AFTER UPDATE ON "credit_applications"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "applications_moved_totals"();--> statement-breakpoint
-- The totals recounted from the installments, folded one row per key: what the ledger must sum to.
CREATE VIEW "due_totals_computed" AS
SELECT i."due_date", a."vendor_id", a."motorcycle_id", a."loan_term_months" AS "term_months",
  sum(i."amount_cents" + i."late_fee_cents") AS "due_cents", sum(i."interest_cents") AS "interest_cents",
  sum(i."paid_late_fee_cents" + i."paid_interest_cents" + i."paid_principal_cents") AS "paid_cents",
  count(*) AS "installments", count(*) FILTER (WHERE i."paid_at" IS NULL) AS "open_installments"
FROM "installments" i JOIN "credit_applications" a ON a."id" = i."application_id"
WHERE a."status" IN ('APPROVED', 'DISBURSED') AND a."deleted_at" IS NULL
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- Folds the ledger into one row per key, in one statement (rows appended meanwhile stay as they
-- are), and answers how many rows it saved.
CREATE FUNCTION "fold_due_totals"() RETURNS integer LANGUAGE sql AS $$
  WITH moved AS (DELETE FROM "due_totals" RETURNING *),
  folded AS (
    INSERT INTO "due_totals" ("due_date", "vendor_id", "motorcycle_id", "term_months", "due_cents", "interest_cents", "paid_cents", "installments", "open_installments")
    SELECT "due_date", "vendor_id", "motorcycle_id", "term_months", sum("due_cents"), sum("interest_cents"),
      sum("paid_cents"), sum("installments"), sum("open_installments")
    FROM moved GROUP BY 1, 2, 3, 4
    HAVING sum("due_cents") <> 0 OR sum("interest_cents") <> 0 OR sum("paid_cents") <> 0
      OR sum("installments") <> 0 OR sum("open_installments") <> 0
    RETURNING 1)
  SELECT ((SELECT count(*) FROM moved) - (SELECT count(*) FROM folded))::integer;
$$;--> statement-breakpoint
INSERT INTO "due_totals" ("due_date", "vendor_id", "motorcycle_id", "term_months", "due_cents", "interest_cents", "paid_cents", "installments", "open_installments")
SELECT * FROM "due_totals_computed";
