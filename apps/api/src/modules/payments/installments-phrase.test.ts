import { describe, expect, it } from 'vitest';
import { installmentsPhrase } from './payment-receipts.service.ts';

describe('installmentsPhrase (the SMS receipt)', () => {
  it('names one installment, two, or a list of them as Spanish writes it', () => {
    expect(installmentsPhrase([3])).toBe('la cuota 3');
    expect(installmentsPhrase([1, 2])).toBe('las cuotas 1 y 2');
    expect(installmentsPhrase([4, 5, 6])).toBe('las cuotas 4, 5 y 6');
  });
});
