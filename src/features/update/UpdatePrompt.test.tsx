// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const updateServiceWorker = vi.fn();
let needRefresh = false;
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [needRefresh, vi.fn()],
    offlineReady: [false, vi.fn()],
    updateServiceWorker,
  }),
}));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const { UpdatePrompt } = await import('./UpdatePrompt');

let root: Root;
let container: HTMLElement;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(node: React.ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(node));
}

beforeEach(() => updateServiceWorker.mockReset());
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('update prompt', () => {
  it('shows nothing while no new version waits', () => {
    needRefresh = false;
    render(<UpdatePrompt />);
    expect(container.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it('warns to save first and updates (reloading) on Update now', () => {
    needRefresh = true;
    render(<UpdatePrompt />);
    expect(container.querySelector('[role="alertdialog"]')?.textContent).toContain(
      'update.warning',
    );
    const button = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'update.update_now',
    );
    act(() => button?.click());
    expect(updateServiceWorker).toHaveBeenCalledWith(true);
  });
});
