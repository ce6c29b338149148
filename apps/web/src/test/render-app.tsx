import { render } from '@testing-library/react';
import { NavigationRouter } from '../app/navigation-router.tsx';
import { AppProviders } from '../app/providers.tsx';
import { AppRoutes } from '../app/router.tsx';

/** The whole app as main.tsx mounts it, opened at `entry` (jsdom's own history). */
export function renderApp(entry: string | { pathname: string; state?: unknown }) {
  const { pathname, state = null } = typeof entry === 'string' ? { pathname: entry } : entry;
  window.history.replaceState(state, '', pathname);
  render(
    <AppProviders>
      <NavigationRouter>
        <AppRoutes />
      </NavigationRouter>
    </AppProviders>,
  );
}
