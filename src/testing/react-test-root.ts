/**
 * Shared set-up for component and hook tests under jsdom: a React root on a container in the
 * document, rendered inside `act()`, and an i18next instance that speaks the English locale.
 * Test-only: nothing in the app imports this folder.
 */
import { createInstance, type i18n } from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** A mounted React root and the container it renders into. */
export interface TestRoot {
  readonly container: HTMLDivElement;
  readonly root: Root;
  /** Renders `node` inside an async `act()`, so effects and microtasks it starts have run. */
  render(node: ReactNode): Promise<void>;
  /** Unmounts the root (once; later calls do nothing) and removes the container. */
  unmount(): void;
}

/** Creates a React root on a fresh container appended to `document.body`. */
export function mountTestRoot(): TestRoot {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  let mounted = true;
  return {
    container,
    root,
    render: (node) =>
      act(async () => {
        root.render(node);
      }),
    unmount: () => {
      if (mounted) act(() => root.unmount());
      mounted = false;
      container.remove();
    },
  };
}

/** A separate i18next instance with `locales/en.json`, for `<I18nextProvider>` in tests. */
export async function createEnglishI18n(): Promise<i18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** jsdom has no `<dialog>` methods: showModal() and close() set and remove `open`. */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
