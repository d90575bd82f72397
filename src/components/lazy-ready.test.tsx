// @vitest-environment jsdom
import { act, type ComponentType, Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountTestRoot, type TestRoot } from '../testing/react-test-root';
import { lazyReady } from './lazy-ready';

let root: TestRoot | null = null;
afterEach(() => root?.unmount());

function Panel({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

/** A module whose loading the test lets finish. */
function deferredModule() {
  let finish: () => void = () => undefined;
  const loaded = new Promise<typeof Panel>((resolve) => {
    finish = () => resolve(Panel);
  });
  return { load: () => loaded, finish };
}

const tree = (Component: ComponentType<{ label: string }>) => (
  <Suspense fallback="loading">
    <Component label="Tools" />
  </Suspense>
);

describe('lazyReady', () => {
  it('renders a preloaded component in the same commit, without a fallback', async () => {
    const module = deferredModule();
    const panel = lazyReady(module.load);
    const done = panel.preload();
    module.finish();
    await done;
    root = mountTestRoot();
    // A synchronous render, as a click's: React.lazy would commit its fallback here.
    act(() => root?.root.render(tree(panel.Component)));
    expect(root.container.textContent).toBe('Tools 0');
  });

  it('suspends until loaded when rendered before the code is here', async () => {
    const module = deferredModule();
    const panel = lazyReady(module.load);
    root = mountTestRoot();
    act(() => root?.root.render(tree(panel.Component)));
    expect(root.container.textContent).toBe('loading');
    await act(async () => module.finish());
    expect(root.container.textContent).toBe('Tools 0');
  });

  it('keeps a panel shown through the lazy wrapper mounted (its state) when rendered again', async () => {
    const module = deferredModule();
    const panel = lazyReady(module.load);
    root = mountTestRoot();
    act(() => root?.root.render(tree(panel.Component)));
    await act(async () => module.finish());
    act(() => root?.container.querySelector('button')?.click());
    expect(root.container.textContent).toBe('Tools 1');
    act(() => root?.root.render(tree(panel.Component)));
    expect(root.container.textContent).toBe('Tools 1');
  });

  it('tries a failed load again', async () => {
    let calls = 0;
    const panel = lazyReady(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Panel);
    });
    await expect(panel.preload()).rejects.toThrow('offline');
    await panel.preload();
    root = mountTestRoot();
    act(() => root?.root.render(tree(panel.Component)));
    expect(root.container.textContent).toBe('Tools 0');
  });
});
