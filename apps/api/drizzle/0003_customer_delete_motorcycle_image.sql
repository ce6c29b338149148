DROP INDEX "customers_phone_number_key";--> statement-breakpoint
ALTER TABLE "motorcycles" ADD COLUMN "image_mime_type" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_number_key" ON "customers" USING btree ("phone_number") WHERE "customers"."deleted_at" is null;