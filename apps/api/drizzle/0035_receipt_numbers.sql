CREATE TABLE "receipt_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
-- The next receipt number of the Panama year of the transaction's clock (ADR 050). The year's row
-- stays locked until the receipt's transaction ends: receipts number one after another, and a
-- rolled-back receipt gives its number back, so the year's numbers have no gaps.
CREATE FUNCTION next_receipt_number() RETURNS integer LANGUAGE sql VOLATILE AS $$
  INSERT INTO receipt_sequences AS s (year, last_number)
  VALUES (extract(year from now() at time zone 'America/Panama')::int, 1)
  ON CONFLICT (year) DO UPDATE SET last_number = s.last_number + 1
  RETURNING last_number
$$;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_year" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
-- The receipts posted before: numbered in the order they were posted, within their year.
UPDATE "payments" p SET "receipt_year" = n.year, "receipt_number" = n.number
FROM (
  SELECT id, extract(year from created_at at time zone 'America/Panama')::int AS year,
    row_number() OVER (
      PARTITION BY extract(year from created_at at time zone 'America/Panama') ORDER BY created_at, id
    )::int AS number
  FROM "payments"
) n
WHERE p.id = n.id;--> statement-breakpoint
INSERT INTO "receipt_sequences" ("year", "last_number")
SELECT "receipt_year", max("receipt_number") FROM "payments" GROUP BY "receipt_year";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_year" SET DEFAULT extract(year from now() at time zone 'America/Panama')::int;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_number" SET DEFAULT next_receipt_number();--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_year","receipt_number");
