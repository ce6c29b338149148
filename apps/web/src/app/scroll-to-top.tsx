import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '../lib/router.tsx';

/**
 * A new page opens at its top. Back, forward and a reload (all `POP`) are left to the browser's own
 * scroll restoration; a change of query or hash only (filters, "Saltar al contenido") keeps the place.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of page, not of navigation type.
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
