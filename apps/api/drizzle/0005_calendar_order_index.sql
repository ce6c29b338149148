DROP INDEX "installments_due_date_idx";--> statement-breakpoint
CREATE INDEX "installments_due_date_id_idx" ON "installments" USING btree ("due_date","id");