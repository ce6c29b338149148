import { describe, expect, it } from 'vitest';
import { pathOf } from './define.ts';

describe('pathOf', () => {
  it('fills each :name segment with its encoded value', () => {
    expect(pathOf('/admin/loans/:applicationId', { applicationId: 'a b/c' })).toBe('/admin/loans/a%20b%2Fc');
    expect(pathOf('/x/:id/y/:other', { id: 1, other: 'z' })).toBe('/x/1/y/z');
    expect(pathOf('/admin/loans', undefined)).toBe('/admin/loans');
  });

  it('refuses a path whose parameter is missing or empty rather than calling a wrong address', () => {
    expect(() => pathOf('/admin/loans/:applicationId', {})).toThrow(/applicationId/);
    expect(() => pathOf('/admin/loans/:applicationId', { applicationId: '' })).toThrow(/applicationId/);
  });
});
