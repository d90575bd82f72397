// @vitest-environment jsdom
/** The one form-draft hook: debounce, max-wait, flush on leave and unmount, its save status. */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountTestRoot, type TestRoot } from '../testing/react-test-root';
import { pendingDrafts, setJournalDocument } from './draft-journal';
import { formJournal } from './form-journal';
import { type FormDraft, useFormDraft } from './useFormDraft';

interface Note {
  title: string;
}

const saves: Array<Partial<Note>> = [];
let fail = false;
const save = async (changes: Partial<Note>): Promise<Note> => {
  saves.push(changes);
  if (fail) throw new Error('disk full');
  return { title: changes.title ?? '' };
};
const NOTES = formJournal<number>({
  prefix: 'test-note',
  format: String,
  parse: (rest) => Number(rest),
  store: async () => undefined,
});

let form: FormDraft<Note>;
function Form({ source }: { source: Note }) {
  form = useFormDraft<Note>(source, { save, journal: NOTES.journal(1) });
  return <p role="status">{form.status}</p>;
}

let view: TestRoot;
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const type = (title: string) => act(() => form.change({ title }));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  setJournalDocument('book');
  saves.length = 0;
  fail = false;
  view = mountTestRoot();
});
afterEach(() => {
  view.unmount();
  vi.useRealTimers();
});

describe('useFormDraft', () => {
  it('saves a form typed into without a pause at least every max-wait', async () => {
    await view.render(<Form source={{ title: '' }} />);
    let text = '';
    for (let i = 0; i < 30; i += 1) {
      text += 'a';
      await type(text);
      await wait(150);
    }
    // 4.5 s of typing, never a 400 ms pause: stored by 1 s, and again every second after.
    expect(saves.length).toBeGreaterThanOrEqual(4);
    expect(saves[0]?.title?.length).toBeLessThanOrEqual(7);
  });

  it('saves once after a pause, and shows saving then saved', async () => {
    await view.render(<Form source={{ title: '' }} />);
    await type('Hello');
    expect(form.draft?.title).toBe('Hello');
    expect(view.container.textContent).toBe('saving');
    await wait(399);
    expect(saves).toEqual([]);
    await wait(1);
    expect(saves).toEqual([{ title: 'Hello' }]);
    expect(view.container.textContent).toBe('saved');
    expect(pendingDrafts()).toEqual([]);
  });

  it('saves what waits when the form unmounts', async () => {
    await view.render(<Form source={{ title: '' }} />);
    await type('Leaving');
    view.unmount();
    expect(saves).toEqual([{ title: 'Leaving' }]);
  });

  it('saves what waits when the page is hidden', async () => {
    await view.render(<Form source={{ title: '' }} />);
    await type('Hidden');
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(saves).toEqual([{ title: 'Hidden' }]);
  });

  it('says failed with the reason, keeps the text, and the journal keeps it too', async () => {
    fail = true;
    await view.render(<Form source={{ title: '' }} />);
    await type('Unsaved');
    await wait(400);
    expect(form.status).toBe('failed');
    expect(form.error).toBe('disk full');
    expect(form.draft?.title).toBe('Unsaved');
    expect(pendingDrafts()[0]?.fields).toEqual({ title: 'Unsaved' });
  });

  it('takes a record read again, except the fields with unsent changes', async () => {
    await view.render(<Form source={{ title: 'Old' }} />);
    await view.render(<Form source={{ title: 'Re-read' }} />);
    expect(form.draft?.title).toBe('Re-read');
    await type('Mine');
    await view.render(<Form source={{ title: 'Theirs' }} />);
    expect(form.draft?.title).toBe('Mine');
  });
});
