// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountTestRoot, type TestRoot } from '../../testing/react-test-root';

const updateServiceWorker = vi.fn();
let needRefresh = false;
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [needRefresh, vi.fn()],
    offlineReady: [false, vi.fn()],
    updateServiceWorker,
  }),
}));
// The reload itself is reload-into-update.test.ts's subject; here it only runs the activation.
vi.mock('./reload-into-update', () => ({
  reloadIntoUpdate: (activate: () => Promise<void>) => activate(),
}));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const { UpdatePrompt } = await import('./UpdatePrompt');

let view: TestRoot;

beforeEach(() => {
  updateServiceWorker.mockReset();
  view = mountTestRoot();
});
afterEach(() => view.unmount());

describe('update prompt', () => {
  it('shows nothing while no new version waits', async () => {
    needRefresh = false;
    await view.render(<UpdatePrompt />);
    expect(view.container.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it('warns to save first and updates (reloading) on Update now', async () => {
    needRefresh = true;
    await view.render(<UpdatePrompt />);
    expect(view.container.querySelector('[role="alertdialog"]')?.textContent).toContain(
      'update.warning',
    );
    const button = [...view.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'update.update_now',
    );
    act(() => button?.click());
    expect(updateServiceWorker).toHaveBeenCalledWith(true);
  });
});
