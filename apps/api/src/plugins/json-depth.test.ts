import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.ts';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{}]}}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: 'quote \\" then [[[[' }), 1)).toBe(false);
  });

  it('agrees with the real depth of any generated JSON', () => {
    const depthOf = (value: unknown): number =>
      value !== null && typeof value === 'object'
        ? 1 + Math.max(0, ...Object.values(value as object).map(depthOf))
        : 0;
    for (let seed = 1; seed <= 200; seed += 1) {
      let value: unknown = `s${'"[{\\'.repeat(seed % 4)}`;
      for (let level = 0; level < seed % 12; level += 1) value = level % 2 ? [value, seed] : { k: value };
      const text = JSON.stringify(value);
      const depth = depthOf(value);
      expect(nestsDeeperThan(text, depth)).toBe(false);
      if (depth > 0) expect(nestsDeeperThan(text, depth - 1)).toBe(true);
    }
  });
});
