import { describe, expect, it } from 'vitest';
import { containsPattern, phonePattern } from './search.ts';

describe('search patterns', () => {
  it('escapes the LIKE wildcards of user text', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
  it('matches a phone typed as it is displayed', () => {
    expect(phonePattern('6000-0001')).toBe('%60000001%');
    expect(phonePattern('(6000) 0001')).toBe('%60000001%');
    expect(phonePattern('maría')).toBe('%maría%');
  });
});
