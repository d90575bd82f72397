/**
 * A lazily loaded component that renders at once when its code is already here. `React.lazy`
 * suspends on its first render even when the module was fetched long before (in idle time), and
 * React then holds back the reveal of the suspended content until 300 ms after the last fallback
 * it showed (react-dom's FALLBACK_THROTTLE_MS): the Tools column, preloaded, still opened 300 ms
 * after the click (bench S18). This one renders the loaded component itself once `preload()` has
 * resolved, and falls back to `React.lazy` (wrap it in a Suspense boundary) before that.
 */
import { type ComponentType, lazy, useState } from 'react';

export interface LazyReady<P extends object> {
  /** The component to render: the real one once loaded, else a lazy one that suspends. */
  Component: ComponentType<P>;
  /** Loads the code (once); resolves when the component renders without suspending. */
  preload(): Promise<void>;
}

/** `load` resolves with the component (e.g. `() => import('./X').then((m) => m.X)`). */
export function lazyReady<P extends object>(load: () => Promise<ComponentType<P>>): LazyReady<P> {
  let ready: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchIt = () => {
    if (!pending) {
      pending = load().then((component) => {
        ready = component;
        return component;
      });
      pending.catch(() => {
        pending = null; // a failed fetch (offline) is tried again next time
      });
    }
    return pending;
  };
  const Lazy = lazy(() => fetchIt().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once, at a module's top level.
  function Component(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would
    // remount what the author is using.
    const [Chosen] = useState<ComponentType<P>>(() => ready ?? Lazy);
    return <Chosen {...props} />;
  }
  return {
    Component,
    preload: () => fetchIt().then(() => undefined),
  };
}
