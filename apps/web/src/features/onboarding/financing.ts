import {
  businessToday,
  isLoanTerm,
  LOAN_TERMS,
  type LoanTermMonths,
  MONTHLY_RATES,
  messages,
  presentQuote,
  type QuoteResponse,
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

const AMOUNT = /^\d+(?:\.\d{1,2})?$/;

/** A dollar amount as typed ('1,250.5' → 1250.5); null when it is not one (at most 2 decimals). */
export function parseAmount(text: string): number | null {
  const compact = text.trim().replace(/,/g, '');
  return AMOUNT.test(compact) ? Number(compact) : null;
}

/**
 * Keeps what an amount field may hold while typing: digits, one decimal point, at most 2 decimals.
 * Thousands separators are dropped.
 */
export function sanitizeAmountInput(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  if (rest.length === 0) return whole.slice(0, 9);
  return `${whole.slice(0, 9)}.${rest.join('').slice(0, 2)}`;
}

/**
 * Spec §5: sale value, down payment and term are required ('Por favor, completa todos los campos de
 * financiamiento'); the term is 12, 18 or 24 ('Plazo no válido: N. …'); the down payment is below
 * the sale value. Messages are the API's own, so the screen and the server say the same thing.
 */
export function checkFinancing(values: FinancingValues): FinancingCheck {
  const missing = (['saleValue', 'downPayment', 'loanTermMonths'] as const).find((f) => !values[f].trim());
  if (missing) return { ok: false, message: ONBOARDING_MESSAGES.financingRequired, field: missing };

  const term = Number(values.loanTermMonths);
  if (!isLoanTerm(term)) {
    return {
      ok: false,
      message: messages.invalidTerm(values.loanTermMonths.trim()),
      field: 'loanTermMonths',
    };
  }
  const saleValue = parseAmount(values.saleValue);
  if (saleValue === null) return { ok: false, message: messages.invalidAmount, field: 'saleValue' };
  if (saleValue <= 0) {
    return { ok: false, message: 'El valor de la moto debe ser mayor que cero.', field: 'saleValue' };
  }
  const downPayment = parseAmount(values.downPayment);
  if (downPayment === null) return { ok: false, message: messages.invalidAmount, field: 'downPayment' };
  if (downPayment >= saleValue)
    return { ok: false, message: messages.downPaymentTooHigh, field: 'downPayment' };
  return { ok: true, data: { saleValue, downPayment, loanTermMonths: term } };
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
