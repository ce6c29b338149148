/**
 * The number printed on a receipt: 'REC-2026-000123', the Panama year it was posted in and its
 * place in that year's sequence, which has no gaps (ADR 050).
 */
export function formatReceiptNumber(year: number, number: number): string {
  return `REC-${year}-${String(number).padStart(6, '0')}`;
}
