import type { ReactNode } from 'react';
import { NavigationRouter } from '../app/navigation-router.tsx';
import { Route, Switch } from '../lib/router.tsx';

export interface TestRoute {
  path: string;
  element: ReactNode;
}

/** Puts jsdom's address bar on `url` (with the history entry's `state`), before a render. */
export function openAt(url: string, state: unknown = null) {
  window.history.replaceState(state, '', url);
}

/** A page's test stand-in for the app's route table: each path shows its element, as the app routes. */
export function TestRouter({ routes }: { routes: readonly TestRoute[] }) {
  return (
    <NavigationRouter>
      <Switch>
        {routes.map(({ path, element }) => (
          <Route key={path} path={path}>
            {element}
          </Route>
        ))}
      </Switch>
    </NavigationRouter>
  );
}
