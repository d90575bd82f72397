// @vitest-environment jsdom
/** The notice area: a success or info notice goes 8 s after it came, whatever comes meanwhile. */
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../state/jotai';
import { noticesAtom, pushNoticeAtom } from '../../state/notify-atoms';
import { createEnglishI18n, mountTestRoot, type TestRoot } from '../../testing/react-test-root';
import { NOTICE_SHOWN_MS, Notices } from './Notices';

let view: TestRoot;
beforeEach(async () => {
  appStore.set(noticesAtom, []);
  view = mountTestRoot();
  const i18n = await createEnglishI18n();
  vi.useFakeTimers();
  await view.render(
    <I18nextProvider i18n={i18n}>
      <Notices />
    </I18nextProvider>,
  );
});
afterEach(() => {
  view.unmount();
  vi.useRealTimers();
  appStore.set(noticesAtom, []);
});

const shown = () => [...view.container.querySelectorAll('.notice p')].map((p) => p.textContent);
const push = (level: 'success' | 'info' | 'error', message: string) =>
  act(() => {
    appStore.set(pushNoticeAtom, { level, message });
  });
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Notices', () => {
  it('takes a notice away 8 s after it came, though others came in between', async () => {
    await push('success', 'Book saved');
    await wait(NOTICE_SHOWN_MS - 3000);
    await push('info', 'Merging into this book…');
    expect(shown()).toEqual(['Book saved', 'Merging into this book…']);
    await wait(3000);
    expect(shown()).toEqual(['Merging into this book…']);
    await wait(NOTICE_SHOWN_MS - 3000);
    expect(shown()).toEqual([]);
  });

  it('keeps an error until it is dismissed', async () => {
    await push('error', 'The file could not be read');
    await wait(NOTICE_SHOWN_MS * 3);
    expect(shown()).toEqual(['The file could not be read']);
    await act(() => {
      view.container.querySelector<HTMLButtonElement>('.notice--error button')?.click();
    });
    expect(shown()).toEqual([]);
  });
});
