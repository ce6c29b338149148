import { type ComponentType, createElement, lazy, useEffect, useState } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** A component whose code is a chunk of its own, which can be fetched before it is first shown. */
export type LazyComponent<P> = ComponentType<P> & {
  /** Fetches and runs the chunk (and, for a page that wraps another lazy one, that one's too). */
  preload: () => Promise<void>;
};

const isPreloadable = (component: unknown): component is { preload: () => Promise<void> } =>
  typeof (component as { preload?: unknown }).preload === 'function';

/**
 * `React.lazy` for a named export: the page or step becomes a chunk of its own, downloaded when it
 * is first shown or earlier through `preload`. Once loaded it renders at once: a first render that
 * suspends would show its fallback, and React then holds the content back for 300 ms (its fallback
 * throttle) even when the chunk is already there.
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyComponent<PropsOf<M[K]>> {
  type Props = PropsOf<M[K]>;
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then(
      async (module) => {
        const component = module[name] as ComponentType<Props>;
        if (isPreloadable(component)) await component.preload();
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined; // a later attempt fetches again
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await preload() }));

  function Lazy(props: Props) {
    // Chosen once per mount: switching from the suspending wrapper to the loaded component would remount it.
    const [Component] = useState(() => loaded ?? Suspending);
    return createElement(Component as ComponentType<object>, props as object);
  }
  Lazy.preload = () => preload().then(() => undefined);
  return Lazy;
}

/**
 * Whether to render a page's lazy dialogs yet: from the first time one is asked for (`asked`), or
 * once their chunk, fetched when `ready` (the page's own data is drawn) and the browser is idle, has
 * loaded — then they are there at the first click, and never competed with the page's first answer
 * for the network and the main thread. Once true it stays true, so a closing dialog keeps its exit.
 */
export function useLazyMount(
  component: { preload: () => Promise<void> },
  { ready = true, asked }: { ready?: boolean; asked: boolean },
): boolean {
  const [mounted, setMounted] = useState(asked);
  if (asked && !mounted) setMounted(true);
  useEffect(() => {
    if (!ready || mounted) return;
    let cancelled = false;
    const load = () =>
      component.preload().then(
        () => !cancelled && setMounted(true),
        () => {}, // the render that needs it shows the error
      );
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(load, 200);
      return () => {
        cancelled = true;
        window.clearTimeout(timer);
      };
    }
    const handle = window.requestIdleCallback(load, { timeout: 2000 });
    return () => {
      cancelled = true;
      window.cancelIdleCallback(handle);
    };
  }, [component, ready, mounted]);
  return mounted;
}
