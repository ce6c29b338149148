CREATE TYPE "public"."loan_transaction_type" AS ENUM('DISBURSEMENT', 'REPAYMENT', 'LATE_FEE', 'LATE_FEE_WAIVER', 'REVERSAL', 'RESCHEDULE', 'PAYOFF', 'WRITE_OFF', 'RECOVERY', 'REFUND');--> statement-breakpoint
CREATE TABLE "loan_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"type" "loan_transaction_type" NOT NULL,
	"value_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"principal_cents" integer DEFAULT 0 NOT NULL,
	"interest_cents" integer DEFAULT 0 NOT NULL,
	"late_fee_cents" integer DEFAULT 0 NOT NULL,
	"credit_cents" integer DEFAULT 0 NOT NULL,
	"installment_id" uuid,
	"installment_ids" uuid[],
	"payment_id" uuid,
	"reversal_of" uuid,
	"notes" text,
	"actor_role" "actor_role" NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_transactions_amounts_check" CHECK ("loan_transactions"."amount_cents" >= 0 and "loan_transactions"."principal_cents" >= 0 and "loan_transactions"."interest_cents" >= 0
      and "loan_transactions"."late_fee_cents" >= 0 and "loan_transactions"."credit_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "loan_transactions" ADD CONSTRAINT "loan_transactions_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_transactions" ADD CONSTRAINT "loan_transactions_installment_id_installments_id_fk" FOREIGN KEY ("installment_id") REFERENCES "public"."installments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_transactions" ADD CONSTRAINT "loan_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_transactions_application_idx" ON "loan_transactions" USING btree ("application_id","value_date","created_at");--> statement-breakpoint
CREATE INDEX "loan_transactions_payment_idx" ON "loan_transactions" USING btree ("payment_id");--> statement-breakpoint
-- Append-only in the database, not only by promise: a mistake is undone by a REVERSAL entry.
CREATE FUNCTION "loan_transactions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'loan_transactions is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "loan_transactions_append_only" BEFORE UPDATE OR DELETE ON "loan_transactions"
  FOR EACH ROW EXECUTE FUNCTION "loan_transactions_append_only"();--> statement-breakpoint
CREATE TRIGGER "loan_transactions_no_truncate" BEFORE TRUNCATE ON "loan_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "loan_transactions_append_only"();--> statement-breakpoint
-- BACKFILL (ADR 028, addendum): the history today's rows allow. One DISBURSEMENT per live loan,
-- dated when the money left (else when it was approved), for the financed principal.
INSERT INTO "loan_transactions" ("application_id", "type", "value_date", "amount_cents", "principal_cents",
  "actor_role", "actor_id", "created_at")
SELECT a."id", 'DISBURSEMENT',
  (coalesce(a."disbursed_at", a."approved_at", a."created_at") AT TIME ZONE 'America/Panama')::date,
  a."financed_cents", a."financed_cents",
  CASE WHEN (CASE WHEN a."disbursed_at" IS NOT NULL THEN a."disbursed_by" ELSE a."approved_by" END) IS NULL
    THEN 'system'::"actor_role" ELSE 'admin'::"actor_role" END,
  CASE WHEN a."disbursed_at" IS NOT NULL THEN a."disbursed_by" ELSE a."approved_by" END,
  coalesce(a."disbursed_at", a."approved_at", a."created_at")
FROM "credit_applications" a
WHERE a."status" IN ('APPROVED', 'DISBURSED') AND a."deleted_at" IS NULL;--> statement-breakpoint
-- BACKFILL: one REPAYMENT per receipt, split as it was applied. Today's rows do not keep the
-- admin's selection; the installments the receipt reached stand for it, walked first by due date.
-- One it left part-paid (open still, or reached by a later receipt) is left out when it is older
-- than another one the receipt reached: the admin's excess went to it after the selection.
INSERT INTO "loan_transactions" ("application_id", "type", "value_date", "amount_cents", "principal_cents",
  "interest_cents", "late_fee_cents", "credit_cents", "installment_ids", "payment_id", "notes",
  "actor_role", "actor_id", "created_at")
SELECT p."application_id", 'REPAYMENT', p."payment_date", p."amount_cents", p."applied_principal_cents",
  p."applied_interest_cents", p."applied_late_fee_cents", p."unapplied_cents",
  (SELECT array_agg(al."installment_id" ORDER BY i."due_date", i."payment_number")
    FROM "payment_allocations" al JOIN "installments" i ON i."id" = al."installment_id"
    WHERE al."payment_id" = p."id" AND NOT (
      (i."paid_at" IS NULL OR EXISTS (
        SELECT 1 FROM "payment_allocations" later JOIN "payments" lp ON lp."id" = later."payment_id"
        WHERE later."installment_id" = al."installment_id"
          AND (lp."created_at", lp."id"::text) > (p."created_at", p."id"::text)))
      AND EXISTS (
        SELECT 1 FROM "payment_allocations" o JOIN "installments" oi ON oi."id" = o."installment_id"
        WHERE o."payment_id" = p."id"
          AND (oi."due_date", oi."payment_number") > (i."due_date", i."payment_number")))),
  p."id", p."notes",
  CASE WHEN p."recorded_by" IS NULL THEN 'system'::"actor_role" ELSE 'admin'::"actor_role" END,
  p."recorded_by", p."created_at"
FROM "payments" p;--> statement-breakpoint
-- BACKFILL: one LATE_FEE per assessed fee, on the Panama date the job assessed it, posted when its
-- audit entry was written (the job's clock and the database's agree in production; the audit time
-- orders it among the receipts as it happened). A waiver today lowers `late_fee_cents` in place,
-- so what is left of a waived fee is all the rows can tell: a fee waived whole leaves no entry.
INSERT INTO "loan_transactions" ("application_id", "type", "value_date", "amount_cents", "late_fee_cents",
  "installment_id", "actor_role", "created_at")
SELECT i."application_id", 'LATE_FEE', (i."late_fee_assessed_at" AT TIME ZONE 'America/Panama')::date,
  i."late_fee_cents", i."late_fee_cents", i."id", 'system',
  coalesce((SELECT min(l."created_at") FROM "audit_log" l
    WHERE l."entity_type" = 'installment' AND l."entity_id" = i."id"::text AND l."action" = 'late_fee_assessed'),
    i."late_fee_assessed_at")
FROM "installments" i
WHERE i."late_fee_assessed_at" IS NOT NULL AND i."late_fee_cents" > 0;
