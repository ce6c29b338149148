CREATE INDEX "customer_payment_reports_customer_idx" ON "customer_payment_reports" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "customer_payment_reports" ADD CONSTRAINT "customer_payment_reports_amount_check" CHECK ("customer_payment_reports"."amount_cents" > 0);--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_amounts_check" CHECK ("installments"."amount_cents" > 0 and "installments"."principal_cents" >= 0
      and "installments"."interest_cents" >= 0 and "installments"."principal_cents" + "installments"."interest_cents" = "installments"."amount_cents"
      and "installments"."late_fee_cents" >= 0);--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_paid_parts_check" CHECK ("installments"."paid_late_fee_cents" between 0 and "installments"."late_fee_cents"
      and "installments"."paid_interest_cents" between 0 and "installments"."interest_cents"
      and "installments"."paid_principal_cents" between 0 and "installments"."principal_cents");--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_parts_check" CHECK ("payment_allocations"."late_fee_cents" >= 0 and "payment_allocations"."interest_cents" >= 0
      and "payment_allocations"."principal_cents" >= 0 and "payment_allocations"."late_fee_cents" + "payment_allocations"."interest_cents" + "payment_allocations"."principal_cents" > 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amounts_check" CHECK ("payments"."amount_cents" > 0 and "payments"."unapplied_cents" between 0 and "payments"."amount_cents");