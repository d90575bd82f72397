// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BOOK_METRICS } from '../../../workers/contract/constants';
import type { BookMetrics } from '../../../workers/contract/records';
import { pageWordsAtom } from '../../session/book-atoms';
import { bookCountsAtom } from '../../session/book-counts';
import { bookMetricsAtom } from '../../session/book-metrics';
import { appStore } from '../../state/jotai';
import { mountTestRoot, type TestRoot } from '../../testing/react-test-root';

vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, options?: { formatted?: string }) =>
      options?.formatted === undefined ? key : `${key}: ${options.formatted}`,
    i18n: { language: 'en' },
  }),
}));

const { InfoBar } = await import('./InfoBar');

function metrics(
  widgetOn: boolean,
  reading: 'book' | 'today' | 'characters' = 'today',
): BookMetrics {
  const m = structuredClone(DEFAULT_BOOK_METRICS) as BookMetrics;
  m.total_words_target.is_active = widgetOn;
  m.metrics_widgets.words_count.is_active = widgetOn;
  m.metrics_widgets.words_count.daily = reading === 'today';
  m.metrics_widgets.words_count.unit = reading === 'characters' ? 'characters' : 'words';
  return m;
}

let view: TestRoot;
beforeEach(() => {
  view = mountTestRoot();
  appStore.set(bookCountsAtom, { words: 1234, characters: 0, charactersNoSpaces: 0, today: 0 });
  appStore.set(pageWordsAtom, 56);
});
afterEach(() => view.unmount());

describe('info bar: one line of counts', () => {
  it("shows the book's words and the page's", async () => {
    appStore.set(bookMetricsAtom, metrics(false));
    await view.render(<InfoBar />);
    const text = view.container.textContent ?? '';
    expect(text).toContain('info_bar.total_words: 1,234');
    expect(text).toContain('info_bar.page_words: 56');
  });

  it("leaves the page's count to the words widget when the widget shows on the page", async () => {
    appStore.set(bookMetricsAtom, metrics(true));
    await view.render(<InfoBar />);
    const text = view.container.textContent ?? '';
    expect(text).toContain('info_bar.total_words: 1,234');
    expect(text).not.toContain('info_bar.page_words');
  });

  it("leaves the book's words to the words widget when the widget reads them out on the page", async () => {
    appStore.set(bookMetricsAtom, metrics(true, 'book'));
    await view.render(<InfoBar />);
    const text = view.container.textContent ?? '';
    expect(text).not.toContain('info_bar.total_words');
    expect(text).not.toContain('info_bar.page_words');
  });

  it("keeps the book's words when the widget counts characters, and away from a page", async () => {
    appStore.set(bookMetricsAtom, metrics(true, 'characters'));
    await view.render(<InfoBar />);
    expect(view.container.textContent).toContain('info_bar.total_words: 1,234');
    view.unmount();
    view = mountTestRoot();
    appStore.set(pageWordsAtom, null);
    appStore.set(bookMetricsAtom, metrics(true, 'book'));
    await view.render(<InfoBar />);
    expect(view.container.textContent).toContain('info_bar.total_words: 1,234');
  });
});
