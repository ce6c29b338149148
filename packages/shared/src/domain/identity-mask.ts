/** What stands for each hidden character of a masked identity number. */
export const MASK_CHAR = '•';

/** Characters a masked identity number keeps at its end: enough to tell two people apart. */
const VISIBLE = 4;

/**
 * An identity number shown where many people are listed at once ('8-123-4567' → '•-•••-4567'): all
 * but its last four letters and digits are hidden, separators stay so the shape is recognisable.
 */
export function maskIdentityNumber(value: string): string {
  let visible = VISIBLE;
  const kept: string[] = [];
  for (const char of [...value].reverse()) {
    if (!/[\p{L}\p{N}]/u.test(char)) kept.push(char);
    else if (visible > 0) {
      kept.push(char);
      visible -= 1;
    } else kept.push(MASK_CHAR);
  }
  return kept.reverse().join('');
}
