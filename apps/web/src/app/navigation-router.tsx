import { type ReactNode, useLayoutEffect, useState, useTransition } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router';

export type AppHistory = ReturnType<typeof createBrowserHistory>;

export function createAppHistory(): AppHistory {
  // v5Compat: our own push/replace notify the listener too, as in <BrowserRouter>.
  return createBrowserHistory({ v5Compat: true });
}

/**
 * `<BrowserRouter>` with a pending flag. BrowserRouter already applies each location change inside
 * `React.startTransition`, so the page on screen stays while the next page's lazy chunk loads (a
 * shown Suspense boundary is not swapped back to its fallback), but that call has no pending state.
 * The same few lines with `useTransition` give one, which draws the thin bar at the top.
 */
export function NavigationRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [{ action, location }, setState] = useState(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <Router location={location} navigationType={action} navigator={history}>
      {pending && <NavigationProgress />}
      {children}
    </Router>
  );
}

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
