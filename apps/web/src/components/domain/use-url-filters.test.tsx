import { applicationListQuery } from '@quincena/shared';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { NavigationRouter } from '../../app/navigation-router.tsx';
import { navigate } from '../../lib/router.tsx';
import { openAt } from '../../test/test-router.tsx';
import { useUrlFilters } from './use-url-filters.ts';

function renderFilters(url: string) {
  openAt(url);
  const wrapper = ({ children }: { children: ReactNode }) => <NavigationRouter>{children}</NavigationRouter>;
  const hook = renderHook(() => useUrlFilters(applicationListQuery), { wrapper });
  return { ...hook, search: () => window.location.search };
}

describe('useUrlFilters', () => {
  it('parses the URL with the shared list query, dropping only the bad values', () => {
    const { result } = renderFilters('/list?page=abc&status=FOO&search=%20Honda%20&startDate=2026-10-01');
    expect(result.current.filters).toEqual({
      page: 1,
      limit: 20,
      search: 'Honda',
      status: undefined,
      startDate: '2026-10-01',
      endDate: undefined,
      after: undefined,
      before: undefined,
    });
    expect(result.current.isFiltered).toBe(true);
  });

  it('keeps the cursor a page was reached by, and drops it on any other move', () => {
    const cursor = '2026-11-27T14:00:00.123456Z_0190a1b2-0000-7000-8000-000000000001';
    const { result, search } = renderFilters('/list?status=PENDING');
    act(() => result.current.setPage(2, { after: cursor }));
    expect(Object.fromEntries(new URLSearchParams(search()))).toEqual({
      page: '2',
      status: 'PENDING',
      after: cursor,
    });
    expect(result.current.filters.after).toBe(cursor);
    expect(result.current.isFiltered).toBe(true);

    act(() => result.current.setPage(1));
    expect(search()).toBe('?status=PENDING');
    act(() => result.current.setPage(3, { after: cursor }));
    act(() => result.current.setFilters({ search: 'Yamaha' }));
    expect(search()).toBe('?search=Yamaha&status=PENDING');
  });

  it('writes only what differs from the defaults, back on page 1 after a filter change', () => {
    const { result, search } = renderFilters('/list?page=3&status=PENDING');
    expect(result.current.filters.page).toBe(3);

    act(() => result.current.setFilters({ search: 'Yamaha' }));
    expect(search()).toBe('?search=Yamaha&status=PENDING');

    act(() => result.current.setPage(2));
    expect(search()).toBe('?page=2&search=Yamaha&status=PENDING');

    act(() => result.current.clearFilters());
    expect(search()).toBe('');
    expect(result.current.isFiltered).toBe(false);
  });

  it('leaves the address alone once the user has gone on to another page', () => {
    const { result, search } = renderFilters('/list?status=PENDING');
    const leaving = result.current;
    // The link was followed; the list is still rendered while the next page loads.
    window.history.pushState(null, '', '/next');
    act(() => leaving.setFilters({ search: 'Yamaha' }));
    expect(window.location.pathname).toBe('/next');
    expect(search()).toBe('');

    act(() => navigate('/list?status=PENDING'));
    act(() => result.current.setFilters({ search: 'Yamaha' }));
    expect(search()).toBe('?search=Yamaha&status=PENDING');
  });
});
