DROP INDEX "vendor_customers_customer_idx";--> statement-breakpoint
CREATE INDEX "vendor_customers_customer_vendor_idx" ON "vendor_customers" USING btree ("customer_id","vendor_id","created_at");