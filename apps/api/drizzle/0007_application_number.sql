CREATE SEQUENCE "public"."credit_application_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "number" integer DEFAULT nextval('credit_application_number_seq') NOT NULL;--> statement-breakpoint
UPDATE "credit_applications" AS c SET "number" = o.n FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM "credit_applications") AS o WHERE c.id = o.id;--> statement-breakpoint
SELECT setval('credit_application_number_seq', coalesce((SELECT max("number") FROM "credit_applications"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_number_unique" UNIQUE("number");
