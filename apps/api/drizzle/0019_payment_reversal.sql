ALTER TABLE "payments" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversal_approval_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reversal_approval_id_approvals_id_fk" FOREIGN KEY ("reversal_approval_id") REFERENCES "public"."approvals"("id") ON DELETE no action ON UPDATE no action;