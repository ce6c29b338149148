CREATE TABLE "loan_positions" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"counted" boolean NOT NULL,
	"disbursed_at" timestamp with time zone,
	"principal_left_cents" bigint NOT NULL,
	"first_open_due_date" date
);
--> statement-breakpoint
DROP INDEX "installments_due_date_id_idx";--> statement-breakpoint
DROP INDEX "installments_unpaid_due_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "applied_late_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "applied_interest_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "applied_principal_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_positions" ADD CONSTRAINT "loan_positions_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_positions_not_counted_idx" ON "loan_positions" USING btree ("application_id") WHERE not "loan_positions"."counted";--> statement-breakpoint
-- Receipts recorded before this migration: their applied parts from their allocations.
UPDATE "payments" AS p SET "applied_late_fee_cents" = al.fee, "applied_interest_cents" = al.interest, "applied_principal_cents" = al.principal
FROM (SELECT payment_id, sum(late_fee_cents) AS fee, sum(interest_cents) AS interest, sum(principal_cents) AS principal FROM "payment_allocations" GROUP BY payment_id) AS al
WHERE al.payment_id = p.id;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_applied_parts_check" CHECK ("payments"."applied_late_fee_cents" >= 0 and "payments"."applied_interest_cents" >= 0 and "payments"."applied_principal_cents" >= 0
      and "payments"."applied_late_fee_cents" + "payments"."applied_interest_cents" + "payments"."applied_principal_cents" + "payments"."unapplied_cents" = "payments"."amount_cents");--> statement-breakpoint
CREATE INDEX "installments_due_date_id_idx" ON "installments" ("due_date", "id") INCLUDE ("application_id", "amount_cents", "interest_cents", "late_fee_cents");--> statement-breakpoint
CREATE INDEX "installments_unpaid_due_idx" ON "installments" ("due_date") INCLUDE ("application_id", "amount_cents", "late_fee_cents", "paid_late_fee_cents", "paid_interest_cents", "paid_principal_cents") WHERE "paid_at" IS NULL;--> statement-breakpoint
CREATE INDEX "installments_settled_idx" ON "installments" ("paid_at") INCLUDE ("application_id", "due_date") WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
-- A loan's position, computed from its application and installments: the one definition the
-- triggers and a bulk load share.
CREATE VIEW "loan_positions_computed" AS
SELECT i."application_id",
  (a."status" IN ('APPROVED', 'DISBURSED') AND a."deleted_at" IS NULL) AS "counted",
  CASE WHEN a."status" = 'DISBURSED' THEN a."disbursed_at" END AS "disbursed_at",
  coalesce(sum(i."principal_cents" - i."paid_principal_cents") FILTER (WHERE i."paid_at" IS NULL), 0) AS "principal_left_cents",
  min(i."due_date") FILTER (WHERE i."paid_at" IS NULL) AS "first_open_due_date"
FROM "installments" i JOIN "credit_applications" a ON a."id" = i."application_id"
GROUP BY i."application_id", a."id";--> statement-breakpoint
CREATE FUNCTION "refresh_loan_positions_of"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "loan_positions" SELECT * FROM "loan_positions_computed" c WHERE c."application_id" = ANY (ids)
  ON CONFLICT ("application_id") DO UPDATE
    SET "counted" = excluded."counted", "disbursed_at" = excluded."disbursed_at",
      "principal_left_cents" = excluded."principal_left_cents", "first_open_due_date" = excluded."first_open_due_date";
  DELETE FROM "loan_positions" p WHERE p."application_id" = ANY (ids)
    AND NOT EXISTS (SELECT 1 FROM "installments" i WHERE i."application_id" = p."application_id");
$$;--> statement-breakpoint
-- After each statement that writes installments or applications, the loans it touched are
-- recomputed in its transaction, whatever the writer (a payment, a correction, a decision, a job).
CREATE FUNCTION "installments_moved_positions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_loan_positions_of"(array(SELECT DISTINCT "application_id" FROM "changed"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "applications_moved_positions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_loan_positions_of"(array(SELECT "id" FROM "changed"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "installments_inserted_position" AFTER INSERT ON "installments"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "installments_moved_positions"();--> statement-breakpoint
CREATE TRIGGER "installments_updated_position" AFTER UPDATE ON "installments"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "installments_moved_positions"();--> statement-breakpoint
CREATE TRIGGER "installments_deleted_position" AFTER DELETE ON "installments"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "installments_moved_positions"();--> statement-breakpoint
CREATE TRIGGER "applications_updated_position" AFTER UPDATE ON "credit_applications"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "applications_moved_positions"();--> statement-breakpoint
INSERT INTO "loan_positions" SELECT * FROM "loan_positions_computed";
