import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { NavigationRouter } from '../app/navigation-router.tsx';
import { AppProviders } from '../app/providers.tsx';
import { AppRoutes } from '../app/router.tsx';

/** The whole app as main.tsx mounts it, its history in memory and opened at `entry`; answers the history. */
export function renderApp(entry: string | { pathname: string; state?: unknown }) {
  const history = createMemoryHistory({ initialEntries: [entry], v5Compat: true });
  render(
    <AppProviders>
      <NavigationRouter history={history}>
        <AppRoutes />
      </NavigationRouter>
    </AppProviders>,
  );
  return history;
}
