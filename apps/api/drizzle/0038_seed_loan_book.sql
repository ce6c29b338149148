-- The loan book's moves of some loans appended, as the triggers would have for their rows: a load
-- that skips the triggers (the scale seed) writes them batch by batch, beside its rows (issue 29).
CREATE FUNCTION "append_loan_book_days_of"(loans uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT "append_loan_book_days"(array(
    SELECT "receipt_book_moves_of"(p, a, 1) FROM "credit_applications" a JOIN "payments" p ON p."application_id" = a."id"
    WHERE a."id" = ANY(loans) AND p."application_id" = ANY(loans)
    UNION ALL SELECT "portfolio_moves_of"(a, "loan_installments"(a."id"), "loan_receipts"(a."id"), 1)
    FROM "credit_applications" a
    WHERE a."id" = ANY(loans) AND a."status" = 'DISBURSED' AND a."deleted_at" IS NULL))
$$;--> statement-breakpoint
-- Every kept figure recounted, the loan book's days too unless its caller appended them already.
DROP FUNCTION "recount_kept_figures"();--> statement-breakpoint
CREATE FUNCTION "recount_kept_figures"(loan_book boolean DEFAULT true) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  written integer := 0;
  n integer;
BEGIN
  LOCK TABLE "credit_applications", "customers", "vendor_customers", "installments", "payments", "motorcycles" IN SHARE MODE;
  DELETE FROM "application_counts";
  INSERT INTO "application_counts" ("vendor_id", "status", "applications", "financed_cents", "sale_value_cents")
  SELECT * FROM "application_counts_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "application_days";
  INSERT INTO "application_days" ("day", "vendor_id", "motorcycle_id", "term_months", "created", "closed",
    "decided", "approved", "processing_seconds", "sold", "sale_cents", "down_payment_cents",
    "sold_financed_cents", "disbursed", "disbursed_financed_cents")
  SELECT * FROM "application_days_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "vendor_customer_counts";
  INSERT INTO "vendor_customer_counts" ("vendor_id", "customers") SELECT * FROM "vendor_customer_counts_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "customer_loan_counts";
  INSERT INTO "customer_loan_counts" ("customer_id", "loans") SELECT * FROM "customer_loan_counts_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "customer_days";
  INSERT INTO "customer_days" ("day", "vendor_id", "brand", "term_months", "registered", "verified") SELECT * FROM "customer_days_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "customer_places";
  INSERT INTO "customer_places" ("vendor_id", "city", "brand", "term_months", "customers") SELECT * FROM "customer_places_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "customer_births";
  INSERT INTO "customer_births" ("vendor_id", "date_of_birth", "brand", "term_months", "customers") SELECT * FROM "customer_births_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "customer_counts";
  INSERT INTO "customer_counts" ("customers", "verified", "active") SELECT * FROM "customer_counts_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  DELETE FROM "due_totals";
  INSERT INTO "due_totals" ("due_date", "vendor_id", "motorcycle_id", "term_months", "due_cents", "interest_cents", "paid_cents", "installments", "open_installments")
  SELECT * FROM "due_totals_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  IF NOT loan_book THEN RETURN written; END IF;
  DELETE FROM "loan_book_days";
  INSERT INTO "loan_book_days" ("day", "vendor_id", "motorcycle_id", "term_months", "received_cents",
    "unapplied_cents", "principal_cents", "interest_cents", "late_fee_cents", "outstanding_cents", "par1_cents",
    "par30_cents", "par60_cents", "par90_cents")
  SELECT * FROM "loan_book_days_computed";
  GET DIAGNOSTICS n = ROW_COUNT; written := written + n;
  RETURN written;
END
$$;
