import { type ComponentType, lazy } from 'react';

/**
 * `React.lazy` for a named export: the page or step becomes a chunk of its own, downloaded when it
 * is first shown (or prefetched by calling `load` earlier).
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
