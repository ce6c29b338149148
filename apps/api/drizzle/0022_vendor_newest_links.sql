DROP INDEX "vendor_customers_vendor_created_idx";--> statement-breakpoint
CREATE INDEX "vendor_customers_vendor_newest_idx" ON "vendor_customers" USING btree ("vendor_id","created_at","customer_id");