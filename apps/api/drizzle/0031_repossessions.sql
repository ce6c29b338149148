CREATE TYPE "public"."repossession_status" AS ENUM('ORDERED', 'RECOVERED', 'REDEEMED', 'SOLD');--> statement-breakpoint
CREATE TABLE "repossessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" "repossession_status" DEFAULT 'ORDERED' NOT NULL,
	"reason" text NOT NULL,
	"ordered_on" date NOT NULL,
	"ordered_by" uuid NOT NULL,
	"recovered_on" date,
	"place" text,
	"condition" text,
	"costs_cents" integer DEFAULT 0 NOT NULL,
	"closed_on" date,
	"sale_cents" integer,
	"sale_payment_id" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repossessions_money_check" CHECK ("repossessions"."costs_cents" >= 0 and ("repossessions"."sale_cents" is null or "repossessions"."sale_cents" > 0))
);
--> statement-breakpoint
ALTER TABLE "repossessions" ADD CONSTRAINT "repossessions_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repossessions" ADD CONSTRAINT "repossessions_ordered_by_admins_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repossessions" ADD CONSTRAINT "repossessions_sale_payment_id_payments_id_fk" FOREIGN KEY ("sale_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "repossessions_one_open_key" ON "repossessions" USING btree ("application_id") WHERE "repossessions"."status" in ('ORDERED', 'RECOVERED');--> statement-breakpoint
CREATE INDEX "repossessions_application_idx" ON "repossessions" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "repossessions_open_idx" ON "repossessions" USING btree ("created_at","id") WHERE "repossessions"."status" in ('ORDERED', 'RECOVERED');--> statement-breakpoint
CREATE INDEX "repossessions_created_idx" ON "repossessions" USING btree ("created_at","id");