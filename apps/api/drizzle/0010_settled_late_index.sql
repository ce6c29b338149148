-- The portfolio of a past date looks for installments open then and settled since: paid after the
-- date, due before it, so paid after their due date. Only those are indexed (ADR 012): the old index
-- held every settled installment, and a year's look-back scanned a million of them to find a few.
DROP INDEX IF EXISTS "installments_settled_idx";--> statement-breakpoint
CREATE INDEX "installments_settled_late_idx" ON "installments" ("paid_at") INCLUDE ("application_id", "due_date") WHERE "paid_at" > "due_date";
