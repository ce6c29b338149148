CREATE TABLE "application_counts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_id" uuid,
	"status" "application_status" NOT NULL,
	"applications" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_customer_counts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_customer_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_id" uuid NOT NULL,
	"customers" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "application_counts_vendor_idx" ON "application_counts" USING btree ("vendor_id","status");--> statement-breakpoint
CREATE INDEX "vendor_customer_counts_vendor_idx" ON "vendor_customer_counts" USING btree ("vendor_id");--> statement-breakpoint
-- Live applications (never deleted) by vendor and status: what a statement took away and added,
-- summed per key; a statement that changed neither (a note saved) appends nothing.
CREATE FUNCTION "applications_moved_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "application_counts" ("vendor_id", "status", "applications")
    SELECT n."vendor_id", n."status", count(*) FROM "after" n WHERE n."deleted_at" IS NULL GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "application_counts" ("vendor_id", "status", "applications")
    SELECT o."vendor_id", o."status", -count(*) FROM "before" o WHERE o."deleted_at" IS NULL GROUP BY 1, 2;
  ELSE
    INSERT INTO "application_counts" ("vendor_id", "status", "applications")
    SELECT x."vendor_id", x."status", sum(x.sign) FROM (
      SELECT o."vendor_id", o."status", -1 AS sign FROM "before" o WHERE o."deleted_at" IS NULL
      UNION ALL
      SELECT n."vendor_id", n."status", 1 FROM "after" n WHERE n."deleted_at" IS NULL
    ) x GROUP BY 1, 2 HAVING sum(x.sign) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_inserted_counts" AFTER INSERT ON "credit_applications"
  REFERENCING NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "applications_moved_counts"();--> statement-breakpoint
CREATE TRIGGER "applications_updated_counts" AFTER UPDATE ON "credit_applications"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "applications_moved_counts"();--> statement-breakpoint
CREATE TRIGGER "applications_deleted_counts" AFTER DELETE ON "credit_applications"
  REFERENCING OLD TABLE AS "before" FOR EACH STATEMENT EXECUTE FUNCTION "applications_moved_counts"();--> statement-breakpoint
CREATE FUNCTION "vendor_customers_moved_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "vendor_customer_counts" ("vendor_id", "customers")
    SELECT n."vendor_id", count(*) FROM "after" n GROUP BY 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "vendor_customer_counts" ("vendor_id", "customers")
    SELECT o."vendor_id", -count(*) FROM "before" o GROUP BY 1;
  ELSE
    INSERT INTO "vendor_customer_counts" ("vendor_id", "customers")
    SELECT x."vendor_id", sum(x.sign) FROM (
      SELECT o."vendor_id", -1 AS sign FROM "before" o
      UNION ALL
      SELECT n."vendor_id", 1 FROM "after" n
    ) x GROUP BY 1 HAVING sum(x.sign) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vendor_customers_inserted_counts" AFTER INSERT ON "vendor_customers"
  REFERENCING NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_customers_moved_counts"();--> statement-breakpoint
CREATE TRIGGER "vendor_customers_updated_counts" AFTER UPDATE ON "vendor_customers"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_customers_moved_counts"();--> statement-breakpoint
CREATE TRIGGER "vendor_customers_deleted_counts" AFTER DELETE ON "vendor_customers"
  REFERENCING OLD TABLE AS "before" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_customers_moved_counts"();--> statement-breakpoint
-- The counts recounted from the rows, one per key: what each ledger must sum to.
CREATE VIEW "application_counts_computed" AS
SELECT "vendor_id", "status", count(*) AS "applications" FROM "credit_applications"
WHERE "deleted_at" IS NULL GROUP BY 1, 2;--> statement-breakpoint
CREATE VIEW "vendor_customer_counts_computed" AS
SELECT "vendor_id", count(*) AS "customers" FROM "vendor_customers" GROUP BY 1;--> statement-breakpoint
-- Folds each ledger into one row per key, in one statement each (rows appended meanwhile stay as
-- they are), and answers how many rows that saved.
CREATE FUNCTION "fold_list_counts"() RETURNS integer LANGUAGE sql AS $$
  WITH moved AS (DELETE FROM "application_counts" RETURNING *),
  folded AS (
    INSERT INTO "application_counts" ("vendor_id", "status", "applications")
    SELECT "vendor_id", "status", sum("applications") FROM moved GROUP BY 1, 2
    HAVING sum("applications") <> 0 RETURNING 1),
  links AS (DELETE FROM "vendor_customer_counts" RETURNING *),
  links_folded AS (
    INSERT INTO "vendor_customer_counts" ("vendor_id", "customers")
    SELECT "vendor_id", sum("customers") FROM links GROUP BY 1
    HAVING sum("customers") <> 0 RETURNING 1)
  SELECT ((SELECT count(*) FROM moved) - (SELECT count(*) FROM folded)
    + (SELECT count(*) FROM links) - (SELECT count(*) FROM links_folded))::integer;
$$;--> statement-breakpoint
INSERT INTO "application_counts" ("vendor_id", "status", "applications")
SELECT * FROM "application_counts_computed";--> statement-breakpoint
INSERT INTO "vendor_customer_counts" ("vendor_id", "customers")
SELECT * FROM "vendor_customer_counts_computed";
