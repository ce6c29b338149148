import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import { Link, Redirect } from 'wouter';

/*
 * The app's routing vocabulary over wouter (ADR 020): a 2 KB router instead of React Router's
 * 13 KB, which every route paid before it could show anything. The current location lives in
 * one context that <NavigationRouter> updates inside a transition, so the page on screen stays while
 * the next one's chunk loads; wouter's own hooks read it through `appLocation` below.
 */

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here left in the history entry (e.g. `{ from }` for the login). */
  state: unknown;
  /** How this location was reached: a link or redirect (PUSH, REPLACE) or the back/forward buttons (POP). */
  action: NavigationType;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export const readLocation = (action: NavigationType): AppLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: window.history.state,
  action,
});

export const LocationContext = createContext<AppLocation | null>(null);

type Listener = (action: NavigationType) => void;
const listeners = new Set<Listener>();

/** Subscribes to every change of location, the back and forward buttons included. */
export function listenToNavigation(listener: Listener): () => void {
  const onPop = () => listener('POP');
  listeners.add(listener);
  window.addEventListener('popstate', onPop);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', onPop);
  };
}

/**
 * Goes to `to` (a path with its query), adding a history entry or replacing the current one. Going
 * to the address already shown replaces it, so Back does not step through copies of one page.
 */
export function navigate(to: string, { replace, state = null }: NavigateOptions = {}): void {
  const replacing = replace ?? new URL(to, window.location.href).href === window.location.href;
  window.history[replacing ? 'replaceState' : 'pushState'](state ?? null, '', to);
  for (const listener of listeners) listener(replacing ? 'REPLACE' : 'PUSH');
}

export function useLocation(): AppLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation outside <NavigationRouter>');
  return location;
}

export const useNavigate = () => navigate;

export const useNavigationType = (): NavigationType => useLocation().action;

const useAppSearch = () => useLocation().search;

/** wouter's location hook: its <Switch>, <Route>, <Link> and useSearchParams read the same location. */
export function useAppLocation(): [string, typeof navigate] {
  return [useLocation().pathname, navigate];
}
useAppLocation.searchHook = useAppSearch;

/** Sends the user elsewhere as soon as it renders (a guard, an old address). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  return <Redirect to={to} replace={replace} state={state} />;
}

interface NavLinkProps {
  to: string;
  /** Active only on `to` itself, not on the pages under it (an area's home). */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** E.g. a count shown beside the label, read after the link's name. */
  'aria-describedby'?: string;
  children: ReactNode;
}

/** A link that knows it leads to the page on screen: `aria-current="page"` and its active style. */
export function NavLink({
  to,
  end = false,
  className,
  onClick,
  'aria-describedby': describedBy,
  children,
}: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = pathname === to || (!end && pathname.startsWith(`${to}/`));
  return (
    <Link
      to={to}
      onClick={onClick}
      aria-current={isActive ? 'page' : undefined}
      aria-describedby={describedBy}
      className={className({ isActive })}
    >
      {children}
    </Link>
  );
}

export { Link, Route, Switch, useParams, useSearchParams } from 'wouter';
