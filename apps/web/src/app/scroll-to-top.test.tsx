import { act, render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NavigationRouter } from './navigation-router.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

describe('ScrollToTop', () => {
  it('opens a new page at its top, and leaves a change of query or a step back alone', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const history = createMemoryHistory({ initialEntries: ['/admin'], v5Compat: true });
    render(
      <NavigationRouter history={history}>
        <ScrollToTop />
      </NavigationRouter>,
    );
    // The first page is the browser's to place (a reload keeps its spot).
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => history.push('/admin/users'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    act(() => history.replace('/admin/users?page=2'));
    act(() => history.push('/admin/users?page=2#contenido'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    act(() => history.go(-1));
    act(() => history.go(-1));
    expect(history.location.pathname).toBe('/admin');
    expect(scrollTo).toHaveBeenCalledTimes(1);

    act(() => history.replace('/admin/settings'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    scrollTo.mockRestore();
  });
});
