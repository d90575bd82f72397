// @vitest-environment jsdom
/**
 * Go to's keys on a slow machine: an arrow or Enter pressed before the typed text's matches
 * came is applied to them when they come, not lost nor sent to the earlier text's matches.
 */
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoToTarget } from '../../../workers/contract/go-to';
import { ok, type Result } from '../../../workers/contract/result';
import { type AppRouter, AppRouterContext } from '../../navigation/app-router';
import { fakeWorkerApi } from '../../testing/fake-worker-api';
import {
  createEnglishI18n,
  mountTestRoot,
  polyfillDialog,
  type TestRoot,
} from '../../testing/react-test-root';

/** The searches asked for, each answered when the test says. */
const searches: { text: string; answer: (targets: GoToTarget[]) => void }[] = [];
const api = fakeWorkerApi({
  goToSearch: (text: string) =>
    new Promise<Result<GoToTarget[]>>((resolve) => {
      searches.push({ text, answer: (targets) => resolve(ok(targets)) });
    }),
});
vi.mock('../../worker-client/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../worker-client/client')>()),
  workerApi: () => api,
}));
const { QuickSwitcher } = await import('./QuickSwitcher');

const page = (id: string, name: string): GoToTarget => ({ kind: 'page', id, name });
const EVERYTHING = [page('p1', 'Prologue'), page('p2', 'Dawn'), page('p3', 'Epilogue')];
const FOR_A = [page('a1', 'Arrival'), page('a2', 'Aftermath'), page('a3', 'Avalanche')];

let view: TestRoot;
const navigate = vi.fn(async () => undefined);
beforeEach(async () => {
  searches.length = 0;
  navigate.mockClear();
  polyfillDialog();
  view = mountTestRoot();
  const i18n = await createEnglishI18n();
  // Go to uses only the router's navigate.
  const router: Pick<AppRouter, 'navigate'> = { navigate };
  await view.render(
    <I18nextProvider i18n={i18n}>
      <AppRouterContext.Provider value={router as AppRouter}>
        <QuickSwitcher />
      </AppRouterContext.Provider>
    </I18nextProvider>,
  );
  // Ctrl+P opens it, and it lists the empty search's matches.
  await act(async () => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'p', code: 'KeyP', ctrlKey: true }));
  });
  await answer('', EVERYTHING);
});
afterEach(() => view.unmount());

const input = () => view.container.querySelector<HTMLInputElement>('input[role="combobox"]');
const selected = () =>
  view.container.querySelector('[role="option"][aria-selected="true"]')?.textContent;
const busy = () => view.container.querySelector('[role="listbox"]')?.getAttribute('aria-busy');

async function answer(text: string, targets: GoToTarget[]) {
  const search = searches.findLast((s) => s.text === text);
  if (!search) throw new Error(`no search for "${text}"`);
  await act(async () => search.answer(targets));
}

/** Types `value` the way React hears it (the input's value set, then an input event). */
async function type(value: string) {
  const field = input();
  if (!field) throw new Error('Go to is not open');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function press(key: string) {
  await act(async () => {
    input()?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
}

describe('Go to', () => {
  it('moves over the matches with the arrows once they are in', async () => {
    expect(busy()).toBe('false');
    expect(selected()).toContain('Prologue');
    await press('ArrowDown');
    expect(selected()).toContain('Dawn');
    await press('ArrowUp');
    await press('ArrowUp');
    expect(selected()).toContain('Epilogue');
  });

  it('applies an arrow pressed before the typed text’s matches came to them', async () => {
    await type('a');
    expect(busy()).toBe('true');
    await press('ArrowDown');
    await answer('a', FOR_A);
    expect(busy()).toBe('false');
    expect(selected()).toContain('Aftermath');
  });

  it('opens the typed text’s match on an early Enter, not the earlier list’s', async () => {
    await type('a');
    await press('ArrowDown');
    await press('Enter');
    expect(navigate).not.toHaveBeenCalled();
    await answer('a', FOR_A);
    expect(navigate).toHaveBeenCalledWith('/body-content/page/a2');
  });

  it('forgets arrows pressed for a text typed over since', async () => {
    await type('a');
    await press('ArrowDown');
    await type('av');
    await answer('av', [FOR_A[2] as GoToTarget]);
    expect(selected()).toContain('Avalanche');
    await press('Enter');
    expect(navigate).toHaveBeenCalledWith('/body-content/page/a3');
  });
});
