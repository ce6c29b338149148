import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

let t: TestApp;
const clock = new TestClock('2026-03-10T16:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const quote = (query: string) => t.app.inject({ method: 'GET', url: `/api/financing/quote?${query}` });

describe('GET /api/financing/quote', () => {
  it("gives the brief's worked example", async () => {
    const res = await quote('motoValue=2000&downPayment=400&loanTermMonths=12&startDate=2026-01-01');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      financedAmount: 1600,
      monthlyRate: 0.075,
      annualRate: 0.9,
      monthlyPayment: 206.84,
      quincenalPayment: 103.42,
      totalToPay: 2482.08,
      totalInterest: 882.08,
      downPaymentPercent: 20,
      installments: 24,
    });
    expect(data.schedule).toHaveLength(24);
    expect(data.schedule[0]).toMatchObject({ paymentNumber: 1, dueDate: '2026-01-15' });
    const cents = (key: 'amount' | 'principal' | 'interest') =>
      data.schedule.reduce(
        (sum: number, item: Record<string, number>) => sum + Math.round((item[key] ?? 0) * 100),
        0,
      );
    expect(cents('amount')).toBe(248208);
    expect(cents('principal')).toBe(160000);
    expect(cents('interest')).toBe(88208);
  });

  it("anchors the schedule at today's business date in Panama when no start date is given", async () => {
    const res = await quote('motoValue=3000&downPayment=0&loanTermMonths=18');
    expect(res.statusCode).toBe(200);
    // 2026-03-10 + 7 days = 2026-03-17: the first 15th/last day on or after it is 2026-03-31.
    expect(res.json().data.schedule[0].dueDate).toBe('2026-03-31');
    expect(res.json().data.installments).toBe(36);
  });

  it('refuses a term other than 12, 18 or 24 with the spec text', async () => {
    const res = await quote('motoValue=2000&downPayment=400&loanTermMonths=36');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Plazo no válido: 36. Solo se permiten 12, 18 o 24 meses.',
    });
  });

  it.each([
    ['a missing sale value', 'downPayment=0&loanTermMonths=12'],
    ['a negative down payment', 'motoValue=2000&downPayment=-1&loanTermMonths=12'],
    ['a down payment of the whole value', 'motoValue=2000&downPayment=2000&loanTermMonths=12'],
    ['three decimals', 'motoValue=2000.001&downPayment=0&loanTermMonths=12'],
    ['an impossible date', 'motoValue=2000&downPayment=0&loanTermMonths=12&startDate=2026-02-30'],
  ])('answers 400 in Spanish for %s', async (_label, query) => {
    const res = await quote(query);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toMatch(/[áéíóúñ]|inválid|no válid|debe/i);
    expect(JSON.stringify(body)).not.toMatch(/stack|at \w+ \(/);
  });
});
