import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes (a rotated phone, a resized window).
 * `undefined` where the browser cannot tell (no `matchMedia`, the build's prerender): the caller
 * then renders every variant and lets its CSS choose.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : undefined),
    () => undefined,
  );
}
