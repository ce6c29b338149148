import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the build's prerender and while React takes that markup over in the browser, true once
 * the page answers to input (and from the start on a page rendered in the browser).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
