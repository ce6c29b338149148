-- Receipts inserted (ADR 058): the loan book's portfolio is affine in the receipts' principal, so
-- the portfolio with the new receipts less the portfolio without them is the portfolio of the new
-- receipts alone less the portfolio of none. Two passes over the loan's installments and its new
-- receipts replace two over every receipt the loan has: a bank statement's batch inserts a receipt
-- for each of a hundred loans at once. Updates and deletes recompute as before (migration 0025).
CREATE OR REPLACE FUNCTION "payments_moved_book"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_rows "payments"[] := '{}';
  new_rows "payments"[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN old_rows := array(SELECT o FROM "before" o); END IF;
  IF TG_OP <> 'DELETE' THEN new_rows := array(SELECT n FROM "after" n); END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM "append_loan_book_days"(array(
      WITH added AS (
        SELECT a, "loan_installments"(a."id") AS insts,
          array(SELECT n FROM unnest(new_rows) n WHERE n."application_id" = a."id") AS pays
        FROM "credit_applications" a
        WHERE a."id" IN (SELECT n."application_id" FROM unnest(new_rows) n)
      )
      SELECT "receipt_book_moves_of"(n, a, 1) FROM unnest(new_rows) n JOIN "credit_applications" a ON a."id" = n."application_id"
      UNION ALL SELECT "portfolio_moves_of"(d.a, d.insts, d.pays, 1) FROM added d
      UNION ALL SELECT "portfolio_moves_of"(d.a, d.insts, '{}', -1) FROM added d));
    RETURN NULL;
  END IF;
  PERFORM "append_loan_book_days"(array(
    WITH changed AS (
      SELECT o."application_id" FROM unnest(old_rows) o FULL JOIN unnest(new_rows) n ON n."id" = o."id"
      WHERE (o."payment_date", o."applied_principal_cents", o."reversed_at")
        IS DISTINCT FROM (n."payment_date", n."applied_principal_cents", n."reversed_at")
      UNION SELECT n."application_id" FROM unnest(old_rows) o FULL JOIN unnest(new_rows) n ON n."id" = o."id"
      WHERE (o."payment_date", o."applied_principal_cents", o."reversed_at")
        IS DISTINCT FROM (n."payment_date", n."applied_principal_cents", n."reversed_at")
    )
    SELECT "receipt_book_moves_of"(o, a, -1) FROM unnest(old_rows) o JOIN "credit_applications" a ON a."id" = o."application_id"
    UNION ALL SELECT "receipt_book_moves_of"(n, a, 1) FROM unnest(new_rows) n JOIN "credit_applications" a ON a."id" = n."application_id"
    UNION ALL SELECT "portfolio_moves_of"(a, "loan_installments"(a."id"), array(
        SELECT p FROM unnest("loan_receipts"(a."id")) p WHERE p."id" NOT IN (SELECT n."id" FROM unnest(new_rows) n)
        UNION ALL SELECT o FROM unnest(old_rows) o WHERE o."application_id" = a."id"), -1)
      FROM "credit_applications" a WHERE a."id" IN (SELECT "application_id" FROM changed)
    UNION ALL SELECT "portfolio_moves_of"(a, "loan_installments"(a."id"), "loan_receipts"(a."id"), 1)
      FROM "credit_applications" a WHERE a."id" IN (SELECT "application_id" FROM changed)));
  RETURN NULL;
END
$$;
