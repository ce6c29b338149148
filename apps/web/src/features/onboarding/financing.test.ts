import { describe, expect, it } from 'vitest';
import {
  checkFinancing,
  emptyFinancing,
  type FinancingValues,
  formatDownPaymentPercent,
  formatRate,
  parseAmount,
  quoteOf,
} from './financing.ts';

const values = (patch: Partial<FinancingValues>): FinancingValues => ({
  ...emptyFinancing,
  saleValue: '2000',
  downPayment: '400',
  loanTermMonths: '12',
  ...patch,
});

describe('financing validation', () => {
  it('requires the sale value, the down payment and the term', () => {
    const message = 'Por favor, completa todos los campos de financiamiento';
    expect(checkFinancing(values({ saleValue: '' }))).toEqual({ ok: false, message, field: 'saleValue' });
    expect(checkFinancing(values({ downPayment: ' ' }))).toEqual({
      ok: false,
      message,
      field: 'downPayment',
    });
    expect(checkFinancing(values({ loanTermMonths: '' }))).toEqual({
      ok: false,
      message,
      field: 'loanTermMonths',
    });
  });

  it('accepts only 12, 18 or 24 months', () => {
    expect(checkFinancing(values({ loanTermMonths: '15' }))).toEqual({
      ok: false,
      message: 'Plazo no válido: 15. Solo se permiten 12, 18 o 24 meses.',
      field: 'loanTermMonths',
    });
    for (const term of ['12', '18', '24']) {
      expect(checkFinancing(values({ loanTermMonths: term })).ok).toBe(true);
    }
  });

  it('says what the API says of an amount it would refuse (the shared schema, not a copy)', () => {
    expect(checkFinancing(values({ saleValue: '123456789' }))).toEqual({
      ok: false,
      message: 'Monto no válido. Usa un número positivo con hasta 2 decimales.',
      field: 'saleValue',
    });
    expect(checkFinancing(values({ saleValue: '0' }))).toEqual({
      ok: false,
      message: 'El valor de la moto debe ser mayor que cero.',
      field: 'saleValue',
    });
  });

  it('keeps the down payment below the sale value, and amounts to 2 decimals', () => {
    expect(checkFinancing(values({ downPayment: '2000' }))).toMatchObject({
      ok: false,
      message: 'El abono inicial debe ser menor que el valor de la moto.',
    });
    expect(checkFinancing(values({ saleValue: '0' }))).toMatchObject({ ok: false, field: 'saleValue' });
    expect(checkFinancing(values({ saleValue: '10.999' }))).toMatchObject({
      ok: false,
      message: 'Monto no válido. Usa un número positivo con hasta 2 decimales.',
    });
    expect(checkFinancing(values({ downPayment: '0' }))).toEqual({
      ok: true,
      data: { saleValue: 2000, downPayment: 0, loanTermMonths: 12 },
    });
  });

  it('reads amounts as typed', () => {
    expect(parseAmount('1250.50')).toBe(1250.5);
    expect(parseAmount('10.999')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });
});

describe('live quote', () => {
  it('prices sale 2000, down 400, 12 months as the product brief says', () => {
    const quote = quoteOf(values({}), '2025-01-10');
    expect(quote).not.toBeNull();
    expect(quote).toMatchObject({
      financedAmount: 1600,
      monthlyPayment: 206.84,
      quincenalPayment: 103.42,
      totalToPay: 2482.08,
      totalInterest: 882.08,
      downPaymentPercent: 20,
      installments: 24,
    });
    expect(formatDownPaymentPercent(quote?.downPaymentPercent ?? 0)).toBe('20.0%');
    expect(quote?.schedule).toHaveLength(24);
    expect(quote?.schedule[0]?.dueDate).toBe('2025-01-31');
  });

  it('shows rates and the down-payment share with one decimal', () => {
    expect(formatRate(0.075)).toBe('7.5%');
    expect(formatRate(0.0792)).toBe('7.92%');
    expect(formatRate(0.9504)).toBe('95.04%');
    expect(formatDownPaymentPercent(quoteOf(values({ downPayment: '333' }))?.downPaymentPercent ?? 0)).toBe(
      '16.7%',
    );
  });

  it('is absent while the figures are incomplete or invalid', () => {
    expect(quoteOf(values({ saleValue: '' }))).toBeNull();
    expect(quoteOf(values({ downPayment: '2500' }))).toBeNull();
  });
});
