CREATE TYPE "public"."yappy_order_kind" AS ENUM('INSTALLMENTS', 'PAYOFF');--> statement-breakpoint
CREATE TYPE "public"."yappy_order_status" AS ENUM('PENDING', 'PAID', 'CLOSED', 'EXPIRED', 'HELD');--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'YAPPY';--> statement-breakpoint
ALTER TYPE "public"."payment_source" ADD VALUE 'YAPPY';--> statement-breakpoint
CREATE TABLE "yappy_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"application_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" "yappy_order_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "yappy_order_status" DEFAULT 'PENDING' NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text,
	"yappy_status" text,
	"payment_id" uuid,
	"held_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "yappy_orders_amount_check" CHECK ("yappy_orders"."amount_cents" > 0),
	CONSTRAINT "yappy_orders_paid_check" CHECK (("yappy_orders"."status" = 'PAID') = ("yappy_orders"."payment_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "yappy_orders" ADD CONSTRAINT "yappy_orders_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yappy_orders" ADD CONSTRAINT "yappy_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yappy_orders" ADD CONSTRAINT "yappy_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "yappy_orders_order_id_unique" ON "yappy_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "yappy_orders_one_pending_idx" ON "yappy_orders" USING btree ("application_id") WHERE "yappy_orders"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "yappy_orders_customer_idx" ON "yappy_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "yappy_orders_status_idx" ON "yappy_orders" USING btree ("status","created_at");