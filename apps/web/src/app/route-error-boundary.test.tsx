import { act, render, screen } from '@testing-library/react';
import { type ComponentType, lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate, Route, Switch } from '../lib/router.tsx';
import { openAt } from '../test/test-router.tsx';
import { NavigationRouter } from './navigation-router.tsx';
import { AppProviders } from './providers.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}
// What a browser says for a chunk that a deploy has removed.
const GoneChunk = lazy<ComponentType>(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/admin-old.js')),
);

function renderAt(path: string) {
  openAt(path);
  render(
    <AppProviders>
      <NavigationRouter>
        <RouteErrorBoundary>
          <Suspense fallback={<p>Cargando...</p>}>
            <Switch>
              <Route path="/rota" component={Broken} />
              <Route path="/vieja" component={GoneChunk} />
              <Route path="/bien">
                <h1>Todo bien</h1>
              </Route>
            </Switch>
          </Suspense>
        </RouteErrorBoundary>
      </NavigationRouter>
    </AppProviders>,
  );
}

// React reports each caught error on the console.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteErrorBoundary', () => {
  it('shows the error card for a page that fails to render', async () => {
    renderAt('/rota');

    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByText(/Ocurrió un error inesperado/)).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/login');
  });

  it('offers a reload when a lazy chunk is gone after a deploy', async () => {
    renderAt('/vieja');

    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar página' })).toBeInTheDocument();
  });

  it('tries again on another page', async () => {
    renderAt('/bien');
    await screen.findByRole('heading', { name: 'Todo bien' });

    act(() => navigate('/rota'));
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();

    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Todo bien' })).toBeInTheDocument();
  });
});
