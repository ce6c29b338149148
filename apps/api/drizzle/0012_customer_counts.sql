CREATE TABLE "customer_counts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customers" bigint NOT NULL
);
--> statement-breakpoint
-- A customer counts while not deleted. Row triggers, and on updates only when `deleted_at` is set or
-- cleared: a sign-in writes the customer row (PIN attempts, token version) and must not pay for it.
CREATE FUNCTION "customers_moved_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "customer_counts" ("customers") VALUES (
    CASE WHEN TG_OP = 'DELETE' THEN 0 ELSE (NEW."deleted_at" IS NULL)::integer END
    - CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE (OLD."deleted_at" IS NULL)::integer END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customers_inserted_counts" AFTER INSERT ON "customers"
  FOR EACH ROW WHEN (NEW."deleted_at" IS NULL) EXECUTE FUNCTION "customers_moved_counts"();--> statement-breakpoint
CREATE TRIGGER "customers_updated_counts" AFTER UPDATE OF "deleted_at" ON "customers"
  FOR EACH ROW WHEN ((OLD."deleted_at" IS NULL) IS DISTINCT FROM (NEW."deleted_at" IS NULL))
  EXECUTE FUNCTION "customers_moved_counts"();--> statement-breakpoint
CREATE TRIGGER "customers_deleted_counts" AFTER DELETE ON "customers"
  FOR EACH ROW WHEN (OLD."deleted_at" IS NULL) EXECUTE FUNCTION "customers_moved_counts"();--> statement-breakpoint
CREATE VIEW "customer_counts_computed" AS
SELECT count(*) AS "customers" FROM "customers" WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- The lists' ledgers folded, the live customers' now with them (one row).
CREATE OR REPLACE FUNCTION "fold_list_counts"() RETURNS integer LANGUAGE sql AS $$
  WITH moved AS (DELETE FROM "application_counts" RETURNING *),
  folded AS (
    INSERT INTO "application_counts" ("vendor_id", "status", "applications")
    SELECT "vendor_id", "status", sum("applications") FROM moved GROUP BY 1, 2
    HAVING sum("applications") <> 0 RETURNING 1),
  links AS (DELETE FROM "vendor_customer_counts" RETURNING *),
  links_folded AS (
    INSERT INTO "vendor_customer_counts" ("vendor_id", "customers")
    SELECT "vendor_id", sum("customers") FROM links GROUP BY 1
    HAVING sum("customers") <> 0 RETURNING 1),
  people AS (DELETE FROM "customer_counts" RETURNING *),
  people_folded AS (
    INSERT INTO "customer_counts" ("customers")
    SELECT sum("customers") FROM people HAVING count(*) > 0 RETURNING 1)
  SELECT ((SELECT count(*) FROM moved) - (SELECT count(*) FROM folded)
    + (SELECT count(*) FROM links) - (SELECT count(*) FROM links_folded)
    + (SELECT count(*) FROM people) - (SELECT count(*) FROM people_folded))::integer;
$$;--> statement-breakpoint
INSERT INTO "customer_counts" ("customers") SELECT "customers" FROM "customer_counts_computed";
