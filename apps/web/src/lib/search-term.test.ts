import { describe, expect, it } from 'vitest';
import { searchTerm } from './search-term.ts';

describe('searchTerm', () => {
  it('sends a phone as digits, as the API stores it, and other searches trimmed', () => {
    expect(searchTerm(' 6000-0001 ')).toBe('60000001');
    expect(searchTerm('+507 (6000) 0001')).toBe('50760000001');
    expect(searchTerm(' María ')).toBe('María');
    expect(searchTerm('   ')).toBeUndefined();
  });
});
