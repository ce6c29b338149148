ALTER TABLE "loan_transactions" DROP CONSTRAINT "loan_transactions_amounts_check";--> statement-breakpoint
ALTER TABLE "installments" DROP CONSTRAINT "installments_paid_parts_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amounts_check";--> statement-breakpoint
ALTER TABLE "installments" ADD COLUMN "rebated_interest_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_transactions" ADD CONSTRAINT "loan_transactions_amounts_check" CHECK ("loan_transactions"."amount_cents" >= 0 and "loan_transactions"."principal_cents" >= 0 and "loan_transactions"."interest_cents" >= 0
      and "loan_transactions"."late_fee_cents" >= 0 and ("loan_transactions"."credit_cents" >= 0 or "loan_transactions"."type" = 'PAYOFF'));--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_paid_parts_check" CHECK ("installments"."paid_late_fee_cents" between 0 and "installments"."late_fee_cents"
      and "installments"."paid_interest_cents" >= 0 and "installments"."rebated_interest_cents" >= 0
      and "installments"."paid_interest_cents" + "installments"."rebated_interest_cents" <= "installments"."interest_cents"
      and "installments"."paid_principal_cents" between 0 and "installments"."principal_cents");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amounts_check" CHECK ("payments"."amount_cents" > 0 and "payments"."unapplied_cents" <= "payments"."amount_cents");