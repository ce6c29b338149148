import {
  businessToday,
  financingBody,
  LOAN_TERMS,
  type LoanTermMonths,
  loanPolicyIssues,
  loanPolicyOf,
  MONTHLY_RATES,
  messages,
  moneyInput,
  type PublicSettings,
  presentQuote,
  type QuoteResponse,
  toCents,
} from '@quincena/shared';
import { ONBOARDING_MESSAGES } from './onboarding-messages.ts';

/** What the financing form holds: amounts as typed, the term as its option value ('12'). */
export interface FinancingValues {
  /** A motorcycle picked from a catalog; null when the sale value is typed for a placeholder one. */
  motorcycleId: string | null;
  /** How the picked motorcycle is named on the review and success steps. */
  motorcycleLabel: string | null;
  saleValue: string;
  downPayment: string;
  loanTermMonths: string;
}

export const emptyFinancing: FinancingValues = {
  motorcycleId: null,
  motorcycleLabel: null,
  saleValue: '',
  downPayment: '',
  loanTermMonths: String(LOAN_TERMS[0]),
};

export type FinancingField = 'saleValue' | 'downPayment' | 'loanTermMonths';

export interface ValidFinancing {
  saleValue: number;
  downPayment: number;
  loanTermMonths: LoanTermMonths;
}

export type FinancingCheck =
  | { ok: true; data: ValidFinancing }
  | { ok: false; message: string; field: FinancingField | null };

/** The form's amounts as the schema's fields are named. */
const FIELD_OF: Record<string, FinancingField> = {
  requestedAmount: 'saleValue',
  downPayment: 'downPayment',
  loanTermMonths: 'loanTermMonths',
};

/** A dollar amount as typed ('1250.5' → 1250.5); null when the API would not take it. */
export function parseAmount(text: string): number | null {
  const parsed = moneyInput.safeParse(text.trim());
  return parsed.success ? parsed.data : null;
}

/** The financing policy the settings publish (ADR 022); unknown while it loads. */
export type FinancingPolicy = PublicSettings['financing'];

/** What the policy check needs besides the figures: the policy, and the picked motorcycle's price. */
export interface PolicyContext {
  policy: FinancingPolicy | undefined;
  /** The catalog motorcycle's price; null for a typed sale value (its placeholder is priced at it). */
  motorcyclePrice: number | null;
}

/**
 * The financing policy's refusals for valid figures, as the API words them, on the form's fields.
 * Nothing while the policy is unknown: the server still refuses, with the same words.
 */
export function policyIssues(data: ValidFinancing, context: PolicyContext) {
  if (!context.policy) return [];
  const saleValueCents = toCents(data.saleValue);
  return loanPolicyIssues(
    {
      priceCents: context.motorcyclePrice === null ? saleValueCents : toCents(context.motorcyclePrice),
      saleValueCents,
      downPaymentCents: toCents(data.downPayment),
    },
    loanPolicyOf(context.policy),
  ).map((issue) => ({ field: FIELD_OF[issue.field] ?? null, message: issue.message }));
}

/**
 * Spec §5: sale value, down payment and term are required ('Por favor, completa todos los campos de
 * financiamiento'); the rest (a term of 12, 18 or 24, amounts of at most 2 decimals, a down payment
 * below the sale value) is the API's own `financingBody`, so the screen and the server agree; with a
 * policy context, the financing policy too.
 */
export function checkFinancing(values: FinancingValues, context?: PolicyContext): FinancingCheck {
  const missing = (['saleValue', 'downPayment', 'loanTermMonths'] as const).find((f) => !values[f].trim());
  if (missing) return { ok: false, message: ONBOARDING_MESSAGES.financingRequired, field: missing };

  const parsed = financingBody.safeParse({
    requestedAmount: values.saleValue.trim(),
    downPayment: values.downPayment.trim(),
    loanTermMonths: values.loanTermMonths.trim(),
  });
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return {
      ok: false,
      message: issue?.message ?? messages.invalidAmount,
      field: FIELD_OF[String(issue?.path[0])] ?? null,
    };
  }
  const { requestedAmount, downPayment, loanTermMonths } = parsed.data;
  const data = { saleValue: requestedAmount, downPayment, loanTermMonths };
  const [refusal] = context ? policyIssues(data, context) : [];
  if (refusal) return { ok: false, message: refusal.message, field: refusal.field };
  return { ok: true, data };
}

/**
 * The live quote (PRODUCT.md §4) from the same function the API uses, with the schedule projected
 * from today in Panama; null while the figures are incomplete or invalid.
 */
export function quoteOf(values: FinancingValues, startDate: string = businessToday()): QuoteResponse | null {
  const check = checkFinancing(values);
  if (!check.ok) return null;
  return presentQuote({
    motoValue: check.data.saleValue,
    downPayment: check.data.downPayment,
    loanTermMonths: check.data.loanTermMonths,
    startDate,
  });
}

/** The term choices with their monthly rate, for the term picker. */
export const TERM_OPTIONS = LOAN_TERMS.map((months) => ({
  months,
  monthlyRate: MONTHLY_RATES[months],
  installments: months * 2,
}));

/** 20 → '20.0%': the down-payment share with one decimal (spec §9). */
export function formatDownPaymentPercent(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/** 0.075 → '7.5%', 0.0792 → '7.92%'. */
export function formatRate(fraction: number): string {
  return `${Number((fraction * 100).toFixed(2))}%`;
}
