import { describe, expect, it } from 'vitest';
import { auditDeleted, auditDiff, MASKED, normalizeChanges } from './audit-changes.ts';

describe('auditDiff', () => {
  it('keeps only the fields that changed, before → after', () => {
    expect(auditDiff({ a: 1, b: 'x', c: null }, { a: 2, b: 'x', c: undefined })).toEqual({
      a: { from: 1, to: 2 },
    });
  });

  it('records a creation as from null', () => {
    expect(auditDiff(null, { city: 'David' })).toEqual({ city: { from: null, to: 'David' } });
  });

  it('compares dates and nested values by content', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(auditDiff({ at, list: ['a'] }, { at: new Date(at), list: ['a'] })).toEqual({});
    expect(auditDiff({ list: ['a'] }, { list: ['a', 'b'] })).toEqual({
      list: { from: ['a'], to: ['a', 'b'] },
    });
  });

  it('never carries a secret value', () => {
    const diff = auditDiff({ pinHash: '$argon2id$old' }, { pinHash: '$argon2id$new', passwordHash: 'h' });
    expect(JSON.stringify(diff)).not.toContain('argon2id');
    expect(diff.pinHash).toEqual({ from: '••••', to: '••••' });
  });

  it('masks a secret set for the first time as from null', () => {
    expect(auditDiff({ pin: null }, { pin: '$argon2id$new' })).toEqual({ pin: { from: null, to: MASKED } });
    expect(auditDiff({ password: 'a' }, { password: 'b' })).toEqual({
      password: { from: MASKED, to: MASKED },
    });
  });

  it('keeps fields that only look like secrets readable', () => {
    expect(
      auditDiff({ postalCode: null, pinLocked: true }, { postalCode: '0801', pinLocked: false }),
    ).toEqual({
      postalCode: { from: null, to: '0801' },
      pinLocked: { from: true, to: false },
    });
    expect(auditDiff({ 'security.passwordMinLength': 8 }, { 'security.passwordMinLength': 10 })).toEqual({
      'security.passwordMinLength': { from: 8, to: 10 },
    });
  });

  it('masks every spelling of a secret', () => {
    const changes = auditDiff(null, {
      newPassword: 'Clave-1',
      codeHash: 'abc',
      refreshToken: 'jwt',
      'integrations.secret': 'shh',
      otp: '123456',
    });
    expect(Object.keys(changes)).toHaveLength(5);
    expect(Object.values(changes).every((c) => c.from === null && c.to === MASKED)).toBe(true);
  });

  it('records cent columns in dollars under the API name', () => {
    expect(auditDiff({ priceCents: 245050 }, { priceCents: 239900 })).toEqual({
      price: { from: 2450.5, to: 2399 },
    });
    expect(auditDiff(null, { monthlyIncomeCents: 90000 })).toEqual({
      monthlyIncome: { from: null, to: 900 },
    });
  });

  it('records a deletion as its instant', () => {
    expect(auditDeleted(new Date('2026-08-12T15:00:00Z'))).toEqual({
      deletedAt: { from: null, to: '2026-08-12T15:00:00.000Z' },
    });
  });
});

describe('normalizeChanges', () => {
  it('reads older bare values as set from nothing and masks secrets', () => {
    expect(normalizeChanges({ status: 'PENDING', password: 'changed' })).toEqual({
      status: { from: null, to: 'PENDING' },
      password: { from: null, to: MASKED },
    });
  });

  it('keeps before → after entries and answers null for nothing', () => {
    const changes = { status: { from: 'PENDING', to: 'IN_REVIEW' } };
    expect(normalizeChanges(changes)).toEqual(changes);
    expect(normalizeChanges(null)).toBeNull();
    expect(normalizeChanges({})).toBeNull();
    expect(normalizeChanges(['x'])).toBeNull();
  });
});
