ALTER TABLE "loan_transactions" ADD COLUMN "prepayment" text;--> statement-breakpoint
ALTER TABLE "loan_transactions" ADD CONSTRAINT "loan_transactions_prepayment_check" CHECK ("loan_transactions"."prepayment" is null or ("loan_transactions"."type" = 'REPAYMENT'
      and "loan_transactions"."prepayment" in ('SHORTEN_TERM', 'LOWER_INSTALLMENTS')));