import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * `React.lazy` for a named export: the page or step becomes a chunk of its own, downloaded when it
 * is first shown (or prefetched by calling `load` earlier). Typed by the export it names.
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType<PropsOf<M[K]>>> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<PropsOf<M[K]>> }));
}
