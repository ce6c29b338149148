CREATE TYPE "public"."approval_kind" AS ENUM('PAYMENT_REVERSAL', 'WRITE_OFF', 'RESTRUCTURE', 'LATE_FEE_WAIVER', 'REFUND');--> statement-breakpoint
CREATE TYPE "public"."approval_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "approval_kind" NOT NULL,
	"status" "approval_status" DEFAULT 'PENDING' NOT NULL,
	"application_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approvals_second_person_check" CHECK ("approvals"."decided_by" is null or "approvals"."decided_by" <> "approvals"."requested_by"),
	CONSTRAINT "approvals_decision_check" CHECK (("approvals"."status" = 'PENDING') = ("approvals"."decided_by" is null and "approvals"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_requested_by_admins_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approvals_status_created_idx" ON "approvals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "approvals_application_idx" ON "approvals" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "approvals_one_pending_key" ON "approvals" USING btree ("kind","target_id") WHERE "approvals"."status" = 'PENDING';