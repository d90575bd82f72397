// @vitest-environment jsdom
/** Word's "Include comments": offered only when the book has comment threads, off, and it says how many. */
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookCommentCount } from '../../../workers/contract/comments';
import { DEFAULT_EXPORT_CHOICES, type ExportChoices } from '../../../workers/contract/export';
import { ok } from '../../../workers/contract/result';
import { fakeWorkerApi } from '../../testing/fake-worker-api';
import { createEnglishI18n, mountTestRoot, type TestRoot } from '../../testing/react-test-root';

let count: BookCommentCount = { threads: 0, resolved: 0, pages: 0 };
const api = fakeWorkerApi({ bookCommentCount: async () => ok(count) });
vi.mock('../../worker-client/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../worker-client/client')>()),
  workerApi: () => api,
}));

const { appStore } = await import('../../state/jotai');
const { bookReadyAtom } = await import('../../worker-client/change-feed');
const { CommentsField } = await import('./CommentsField');

let view: TestRoot;
beforeEach(() => {
  appStore.set(bookReadyAtom, true);
  view = mountTestRoot();
});
afterEach(() => {
  view.unmount();
  appStore.set(bookReadyAtom, false);
});

async function render(onChange: (choices: ExportChoices) => void) {
  const i18n = await createEnglishI18n();
  await view.render(
    <I18nextProvider i18n={i18n}>
      <CommentsField choices={structuredClone(DEFAULT_EXPORT_CHOICES)} onChange={onChange} />
    </I18nextProvider>,
  );
  await act(async () => undefined);
}

describe('CommentsField', () => {
  it('is not offered for a book without comment threads', async () => {
    count = { threads: 0, resolved: 0, pages: 0 };
    await render(() => undefined);
    expect(view.container.querySelector('input[type="checkbox"]')).toBeNull();
  });

  it('is offered, off, with the count, and asks for the comments when ticked', async () => {
    count = { threads: 3, resolved: 1, pages: 2 };
    const onChange = vi.fn();
    await render(onChange);
    const box = view.container.querySelector<HTMLInputElement>('input[type="checkbox"]');
    expect(box?.checked).toBe(false);
    expect(box?.closest('label')?.textContent).toBe('Include comments');
    expect(view.container.textContent).toContain('Comment threads in this book: 3 (resolved: 1).');
    await act(async () => box?.click());
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ includeComments: true }));
  });
});
