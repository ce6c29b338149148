CREATE TYPE "public"."statement_bank" AS ENUM('BANCO_GENERAL', 'BANISTMO', 'BAC', 'BANESCO', 'CAJA_DE_AHORROS', 'BANCO_NACIONAL', 'GLOBAL_BANK', 'MULTIBANK');--> statement-breakpoint
CREATE TYPE "public"."statement_line_status" AS ENUM('PENDING', 'APPLIED', 'REVIEW', 'ASSIGNED', 'DISMISSED', 'DUPLICATE', 'INVALID');--> statement-breakpoint
CREATE TYPE "public"."statement_status" AS ENUM('PROCESSING', 'DONE');--> statement-breakpoint
ALTER TYPE "public"."payment_source" ADD VALUE 'BANK_STATEMENT';--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"value_date" date,
	"amount_cents" integer,
	"reference" text NOT NULL,
	"payer" text NOT NULL,
	"bank_transaction_id" text NOT NULL,
	"status" "statement_line_status" NOT NULL,
	"reason" text,
	"application_id" uuid,
	"payment_id" uuid,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "bank_statement_lines_amount_check" CHECK ("bank_statement_lines"."amount_cents" is null or "bank_statement_lines"."amount_cents" > 0),
	CONSTRAINT "bank_statement_lines_paid_check" CHECK (("bank_statement_lines"."status" in ('APPLIED', 'ASSIGNED')) = ("bank_statement_lines"."payment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank" "statement_bank" NOT NULL,
	"file_name" text NOT NULL,
	"status" "statement_status" DEFAULT 'PROCESSING' NOT NULL,
	"line_count" integer NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"bank" "statement_bank" NOT NULL,
	"transaction_id" text NOT NULL,
	"line_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transactions_bank_transaction_id_pk" PRIMARY KEY("bank","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "statement_mappings" (
	"bank" "statement_bank" PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_resolved_by_admins_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_uploaded_by_admins_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_line_id_bank_statement_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_mappings" ADD CONSTRAINT "statement_mappings_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement_idx" ON "bank_statement_lines" USING btree ("statement_id","line_number");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_status_idx" ON "bank_statement_lines" USING btree ("statement_id","status","line_number");--> statement-breakpoint
CREATE INDEX "bank_statements_created_idx" ON "bank_statements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bank_statements_processing_idx" ON "bank_statements" USING btree ("created_at") WHERE "bank_statements"."status" = 'PROCESSING';