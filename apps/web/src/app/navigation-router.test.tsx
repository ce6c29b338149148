import { act, render, screen } from '@testing-library/react';
import { type ComponentType, lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { navigate, Route, Switch } from '../lib/router.tsx';
import { openAt } from '../test/test-router.tsx';
import { NavigationRouter } from './navigation-router.tsx';

describe('NavigationRouter', () => {
  it("keeps the page on screen with a bar at the top while the next page's chunk loads", async () => {
    let arrive: (module: { default: ComponentType }) => void = () => {};
    const SlowPage = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = resolve;
        }),
    );
    openAt('/');
    render(
      <NavigationRouter>
        <Suspense fallback={<p>Cargando...</p>}>
          <Switch>
            <Route path="/">
              <h1>Inicio</h1>
            </Route>
            <Route path="/lenta" component={SlowPage} />
          </Switch>
        </Suspense>
      </NavigationRouter>,
    );
    expect(screen.queryByTestId('navigation-progress')).not.toBeInTheDocument();

    act(() => navigate('/lenta'));

    expect(await screen.findByTestId('navigation-progress')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();

    await act(async () => arrive({ default: () => <h1>Página lenta</h1> }));

    expect(await screen.findByRole('heading', { name: 'Página lenta' })).toBeInTheDocument();
    expect(screen.queryByTestId('navigation-progress')).not.toBeInTheDocument();
  });
});
