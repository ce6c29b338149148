import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSubmissionKey } from './idempotency.ts';

describe('useSubmissionKey', () => {
  it('keeps the key while the same body is retried, and starts anew for another body or after reset', () => {
    const { result } = renderHook(() => useSubmissionKey());
    const first = result.current.keyFor({ name: 'Ana', price: 10 });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.current.keyFor({ name: 'Ana', price: 10 })).toBe(first);
    const changed = result.current.keyFor({ name: 'Ana', price: 11 });
    expect(changed).not.toBe(first);
    result.current.reset();
    expect(result.current.keyFor({ name: 'Ana', price: 11 })).not.toBe(changed);
  });

  it('is the same object across renders, so a form can hold it', () => {
    const { result, rerender } = renderHook(() => useSubmissionKey());
    const before = result.current;
    rerender();
    expect(result.current).toBe(before);
  });
});
