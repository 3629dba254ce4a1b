// Issue 17: a lazily loaded component whose module a route loader can bring in first. React.lazy suspends on its first
// render even when the module is already in memory, and React then holds the revealed content back for up to 300 ms
// (its Suspense throttle): every signed-in page's cold load waited that long before the page mounted and asked for its
// data. Once `preload()` has resolved, the component renders at once; before that it is an ordinary React.lazy.
import { createElement, lazy, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  /** loads the module (once); the route loader awaits it before the page renders */
  preload: () => Promise<void>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const once = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a failed load may be tried again
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await once() }));
  function Component(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return {
    Component,
    preload: async () => {
      await once();
    },
  };
}
