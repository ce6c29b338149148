import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavigationRouter } from '../app/navigation-router.tsx';
import { openAt } from '../test/test-router.tsx';
import { Navigate, navigate, Route, Switch, useLocation, useSearchParams } from './router.tsx';

function Where() {
  const { pathname, search, state, action } = useLocation();
  return <output aria-label="ubicación">{`${action} ${pathname}${search} ${JSON.stringify(state)}`}</output>;
}

const where = () => screen.getByRole('status', { name: 'ubicación' }).textContent;

function renderAt(url: string, children = <Where />) {
  openAt(url);
  render(<NavigationRouter>{children}</NavigationRouter>);
}

describe('the app router', () => {
  it('carries a history entry’s state, and tells a link from the back button', async () => {
    renderAt('/a');
    expect(where()).toBe('POP /a null');

    act(() => navigate('/b?page=2', { state: { from: { pathname: '/a' } } }));
    await waitFor(() => expect(where()).toBe('PUSH /b?page=2 {"from":{"pathname":"/a"}}'));

    act(() => navigate('/c', { replace: true }));
    await waitFor(() => expect(where()).toBe('REPLACE /c null'));

    // The address already shown is replaced, not stacked: one Back still leaves it.
    const entries = window.history.length;
    act(() => navigate('/c'));
    await waitFor(() => expect(where()).toBe('REPLACE /c null'));
    expect(window.history.length).toBe(entries);

    await act(async () => window.history.back());
    await waitFor(() => expect(where()).toBe('POP /a null'));
  });

  it('follows a redirect made in the very first render', async () => {
    renderAt(
      '/',
      <Switch>
        <Route path="/">
          <Navigate to="/login" replace state={{ motivo: 'inicio' }} />
        </Route>
        <Route path="/login">
          <Where />
        </Route>
      </Switch>,
    );
    await waitFor(() => expect(where()).toBe('REPLACE /login {"motivo":"inicio"}'));
  });

  it('writes the search parameters in place, keeping the path', async () => {
    function Filters() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams({ page: '3' }, { replace: true })}>
          {`página ${params.get('page') ?? '1'}`}
        </button>
      );
    }
    renderAt(
      '/admin/users?page=2',
      <>
        <Filters />
        <Where />
      </>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('página 2');

    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(where()).toBe('REPLACE /admin/users?page=3 null'));
    expect(screen.getByRole('button')).toHaveTextContent('página 3');
  });
});
