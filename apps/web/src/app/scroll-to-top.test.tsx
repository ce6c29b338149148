import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { navigate } from '../lib/router.tsx';
import { openAt } from '../test/test-router.tsx';
import { NavigationRouter } from './navigation-router.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

describe('ScrollToTop', () => {
  it('opens a new page at its top, and leaves a change of query or a step back alone', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    openAt('/admin');
    render(
      <NavigationRouter>
        <ScrollToTop />
      </NavigationRouter>,
    );
    // The first page is the browser's to place (a reload keeps its spot).
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => navigate('/admin/users'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    act(() => navigate('/admin/users?page=2', { replace: true }));
    act(() => navigate('/admin/users?page=2#contenido'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(async () => window.history.go(-2));
    await waitFor(() => expect(window.location.pathname).toBe('/admin'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    act(() => navigate('/admin/settings', { replace: true }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    scrollTo.mockRestore();
  });
});
