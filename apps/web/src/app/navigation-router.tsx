import { type ReactNode, useLayoutEffect, useState, useTransition } from 'react';
import { Router } from 'wouter';
import {
  type AppLocation,
  LocationContext,
  listenToNavigation,
  readLocation,
  useAppLocation,
} from '../lib/router.tsx';

/**
 * The router over the browser's history, with a pending flag. Each change of location is applied
 * inside a transition, so the page on screen stays while the next page's lazy chunk loads (a shown
 * Suspense boundary is not swapped back to its fallback), and the pending flag draws the thin bar at
 * the top. The build's prerender has no browser: it names the path (`ssrPath`).
 */
export function NavigationRouter({ ssrPath, children }: { ssrPath?: string; children: ReactNode }) {
  const [location, setLocation] = useState<AppLocation>(() =>
    ssrPath === undefined
      ? readLocation('POP')
      : { pathname: ssrPath, search: '', hash: '', state: null, action: 'POP' },
  );
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => {
    const stop = listenToNavigation((action) => startTransition(() => setLocation(readLocation(action))));
    // A redirect in the first render navigated before this listener existed (children's effects run first).
    setLocation((shown) => (isShown(shown) ? shown : readLocation('REPLACE')));
    return stop;
  }, []);
  return (
    <LocationContext value={location}>
      <Router hook={useAppLocation}>
        {pending && <NavigationProgress />}
        {children}
      </Router>
    </LocationContext>
  );
}

const isShown = (shown: AppLocation) =>
  shown.pathname === window.location.pathname &&
  shown.search === window.location.search &&
  shown.hash === window.location.hash &&
  shown.state === window.history.state;

function NavigationProgress() {
  return (
    <div
      data-testid="navigation-progress"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/20"
      aria-hidden="true"
    >
      <div className="h-full w-2/5 animate-progress bg-primary" />
    </div>
  );
}
