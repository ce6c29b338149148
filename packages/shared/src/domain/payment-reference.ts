/**
 * The reference a customer writes on a bank transfer so the money finds its loan: 'Q', the digits
 * of the application number ('SOL-2026-000123' → 2026000123) and one Luhn check digit, which
 * catches any single mistyped digit and most swapped neighbours.
 */
export function paymentReference(applicationNumber: string): string {
  const digits = applicationNumber.replace(/\D/g, '');
  if (digits === '') throw new RangeError(`application number without digits: "${applicationNumber}"`);
  return `Q${digits}${luhnCheckDigit(digits)}`;
}

/** The digit that makes `digits` followed by it pass the Luhn check. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  // From the right, every other digit (starting with the rightmost) is doubled.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}
