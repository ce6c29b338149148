import { describe, expect, it } from 'vitest';
import { maskIdentityNumber } from './identity-mask.ts';

describe('maskIdentityNumber', () => {
  it.each([
    ['8-123-4567', '•-•••-4567'],
    ['8-123-456', '•-••3-456'],
    ['PE-12-345', '••-•2-345'],
    ['N-20-1234', '•-••-1234'],
    ['AB1234567', '•••••4567'],
  ])('hides all but the last four letters and digits of %s', (input, masked) => {
    expect(maskIdentityNumber(input)).toBe(masked);
  });

  it('leaves a number of four characters or fewer as it is', () => {
    expect(maskIdentityNumber('1234')).toBe('1234');
    expect(maskIdentityNumber('8-12')).toBe('8-12');
  });
});
