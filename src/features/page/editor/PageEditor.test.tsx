// @vitest-environment jsdom

import type { i18n } from 'i18next';
import {
  $createTextNode,
  $getRoot,
  $isElementNode,
  $isTextNode,
  type LexicalEditor,
} from 'lexical';
import { act, createRef, type Ref } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import en from '../../../../locales/en.json';
import { createEnglishI18n, mountTestRoot, type TestRoot } from '../../../testing/react-test-root';
import { PageEditor, type PageEditorHandle, type PageEditorProps } from './PageEditor';

/** Stored HTML that Lexical "cannot load": the import throws for it (everything else passes). */
const UNLOADABLE = '<p>unloadable</p>';
vi.mock('./html/page-html', async (original) => {
  const actual = await original<typeof import('./html/page-html')>();
  return {
    ...actual,
    $importPageHtml: (editor: LexicalEditor, html: string) => {
      if (html === UNLOADABLE) throw new Error('cannot load');
      actual.$importPageHtml(editor, html);
    },
  };
});

let i18nInstance: i18n;
let view: TestRoot;

beforeAll(async () => {
  i18nInstance = await createEnglishI18n();
});

beforeEach(() => {
  view = mountTestRoot();
});

afterEach(() => view.unmount());

/** Renders the editor and lets Lexical commit the page load (it does so in a microtask). */
async function render(props: Partial<PageEditorProps> & { ref?: Ref<PageEditorHandle> } = {}) {
  const full: PageEditorProps = {
    pageKey: 'page-1',
    initialHtml: '<p>Once upon a time</p>',
    label: 'Chapter One',
    onChange: () => undefined,
    ...props,
  };
  await view.render(
    <I18nextProvider i18n={i18nInstance}>
      <PageEditor {...full} />
    </I18nextProvider>,
  );
}

function textbox(): HTMLElement {
  const element = view.container.querySelector<HTMLElement>('[role="textbox"]');
  if (!element) throw new Error('no textbox');
  return element;
}

function editorOf(element: HTMLElement): LexicalEditor {
  const editor = (element as HTMLElement & { __lexicalEditor?: LexicalEditor }).__lexicalEditor;
  if (!editor) throw new Error('no Lexical editor on the textbox');
  return editor;
}

/** Types `text` at the end of the first paragraph, committed as a keystroke is before the next event. */
function typeAtEnd(text: string) {
  const editor = editorOf(textbox());
  act(() => {
    editor.update(
      () => {
        const first = $getRoot().getFirstChild();
        if ($isElementNode(first)) first.append($createTextNode(text));
        $getRoot().selectEnd();
      },
      { discrete: true },
    );
  });
}

/** A button by its accessible name: its aria-label (icon buttons) or its text. */
function button(name: string): HTMLButtonElement {
  const found = Array.from(view.container.querySelectorAll('button')).find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name,
  );
  if (!found) throw new Error(`no button named ${name}`);
  return found;
}

describe('PageEditor', () => {
  it('keeps React from walking the whole page for its selection on every commit', async () => {
    // React records a focused element's caret offset before each commit, by walking all of its
    // DOM nodes, when its contentEditable property reads 'true' (issue 23, item 6). jsdom has
    // no such property: it is given the browser's (the attribute's state) for this test.
    Object.defineProperty(HTMLElement.prototype, 'contentEditable', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('contenteditable') ?? 'inherit';
      },
      set(this: HTMLElement, value: string) {
        this.setAttribute('contenteditable', value);
      },
    });
    onTestFinished(() => {
      delete (HTMLElement.prototype as { contentEditable?: string }).contentEditable;
    });
    await render();
    const box = textbox();
    expect(box.getAttribute('contenteditable')).toBe('true');
    expect(box.contentEditable).not.toBe('true');
    box.contentEditable = 'false';
    expect(box.getAttribute('contenteditable')).toBe('false');
  });

  it('shows the page in a textbox named after the page title', async () => {
    await render();
    expect(textbox().getAttribute('aria-label')).toBe('Chapter One');
    expect(textbox().getAttribute('contenteditable')).toBe('true');
    expect(textbox().textContent).toBe('Once upon a time');
  });

  it('has a named toolbar of real buttons, with toggles pressed or not', async () => {
    await render();
    const toolbar = view.container.querySelector('[role="toolbar"]');
    expect(toolbar?.getAttribute('aria-label')).toBe(en.editor.toolbar);
    for (const key of [
      'bold',
      'italic',
      'underline',
      'strikethrough',
      'highlight',
      'title',
      'quote',
    ] as const) {
      expect(button(en.editor[key]).getAttribute('aria-pressed')).toBe('false');
    }
    expect(button(en.editor.align_left).getAttribute('aria-pressed')).toBe('true');
    expect(button(en.editor.undo).disabled).toBe(true);
    // One Tab stop for the whole toolbar.
    const tabStops = Array.from(toolbar?.querySelectorAll('button') ?? []).filter(
      (candidate) => candidate.tabIndex === 0,
    );
    expect(tabStops).toHaveLength(1);
  });

  it('offers image insertion only when the host can store images', async () => {
    await render();
    expect(() => button(en.editor.insert_image)).toThrow();
    await render({ onInsertImage: async () => null });
    expect(button(en.editor.insert_image)).toBeTruthy();
    expect(view.container.querySelector('input[type="file"]')?.getAttribute('accept')).toBe(
      'image/*',
    );
  });

  it('reports edits through flush() synchronously, once', async () => {
    const onChange = vi.fn();
    const handle = createRef<PageEditorHandle>();
    await render({ onChange, ref: handle });
    expect(handle.current?.flush()).toBeNull();
    typeAtEnd(', there was');
    const html = handle.current?.flush();
    expect(html).toBe('<p>Once upon a time, there was</p>');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(html, 'page-1');
    expect(handle.current?.flush()).toBeNull();
  });

  it('reports edits within the longest wait while the author types without a pause', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const onChange = vi.fn();
      await render({ onChange, serializeDelayMs: 400, serializeMaxWaitMs: 600 });
      // A key every 150 ms for 1.5 s: the quiet time never passes.
      for (let i = 0; i < 10; i += 1) {
        typeAtEnd(` w${i}`);
        act(() => vi.advanceTimersByTime(150));
      }
      expect(onChange.mock.calls.length).toBeGreaterThanOrEqual(2);
      const [firstHtml] = onChange.mock.calls[0] as [string];
      expect(firstHtml).toContain('w0');
      // The newest report holds everything typed until at most 600 ms before it.
      const [lastHtml] = onChange.mock.calls.at(-1) as [string];
      expect(lastHtml).toContain('w5');
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells the host when the page has unsaved edits', async () => {
    const onDirtyChange = vi.fn();
    const handle = createRef<PageEditorHandle>();
    await render({ onDirtyChange, ref: handle });
    typeAtEnd('!');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true, 'page-1');
    handle.current?.flush();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false, 'page-1');
  });

  it('hands over the last keystrokes of a page when switching to another', async () => {
    const onChange = vi.fn();
    await render({ onChange });
    typeAtEnd(' the end');
    await render({ onChange, pageKey: 'page-2', initialHtml: '<h1>Second page</h1>' });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('<p>Once upon a time the end</p>', 'page-1');
    expect(textbox().textContent).toBe('Second page');
  });

  it('keeps one editor across pages: edits go to the new page, undo stays in it', async () => {
    const onChange = vi.fn();
    const handle = createRef<PageEditorHandle>();
    await render({ onChange, ref: handle });
    const first = editorOf(textbox());
    typeAtEnd(' one');
    await render({ onChange, ref: handle, pageKey: 'page-2', initialHtml: '<p>Two</p>' });
    expect(editorOf(textbox())).toBe(first);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('<p>Once upon a time one</p>', 'page-1');
    // Loading a page is not an edit, and there is nothing to undo into.
    expect(handle.current?.flush()).toBeNull();
    expect(button(en.editor.undo).disabled).toBe(true);
    typeAtEnd(' more');
    expect(handle.current?.flush()).toBe('<p>Two more</p>');
    expect(onChange).toHaveBeenLastCalledWith('<p>Two more</p>', 'page-2');
    // New HTML for the same page (a re-read after saving) does not reload it under the caret.
    await render({ onChange, ref: handle, pageKey: 'page-2', initialHtml: '<p>Stale</p>' });
    expect(textbox().textContent).toBe('Two more');
  });

  it('makes a page it could not load read-only, and the next page editable again', async () => {
    const onChange = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await render({ onChange });
    await render({ onChange, pageKey: 'page-2', initialHtml: UNLOADABLE });
    expect(errors).toHaveBeenCalled();
    expect(textbox().getAttribute('contenteditable')).toBe('false');
    await render({ onChange, pageKey: 'page-3', initialHtml: '<p>Three</p>' });
    expect(textbox().getAttribute('contenteditable')).toBe('true');
    expect(textbox().textContent).toBe('Three');
    expect(onChange).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('hands over the last keystrokes when unmounted', async () => {
    const onChange = vi.fn();
    await render({ onChange });
    typeAtEnd('.');
    await view.render(null);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('<p>Once upon a time.</p>', 'page-1');
  });

  it('flushes on pagehide', async () => {
    const onChange = vi.fn();
    await render({ onChange });
    typeAtEnd('?');
    window.dispatchEvent(new Event('pagehide'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('<p>Once upon a time?</p>', 'page-1');
  });

  it('applies toolbar actions to the text', async () => {
    const handle = createRef<PageEditorHandle>();
    await render({ ref: handle });
    const editor = editorOf(textbox());
    act(() => editor.update(() => $getRoot().selectEnd(), { discrete: true }));
    // Async act: Lexical commits the buttons' updates in a microtask.
    await act(async () => button(en.editor.title).click());
    expect(button(en.editor.title).getAttribute('aria-pressed')).toBe('true');
    await act(async () => button(en.editor.align_center).click());
    expect(button(en.editor.align_center).getAttribute('aria-pressed')).toBe('true');
    expect(handle.current?.getHtml()).toBe('<h1 class="align-center">Once upon a time</h1>');
    expect(button(en.editor.undo).disabled).toBe(false);
  });

  it('underlines the selection from its button, which names its key', async () => {
    const handle = createRef<PageEditorHandle>();
    await render({ ref: handle });
    const editor = editorOf(textbox());
    act(() =>
      editor.update(
        () => {
          const text = $getRoot().getFirstDescendant();
          if ($isTextNode(text)) text.select(5, 9);
        },
        { discrete: true },
      ),
    );
    const underline = button(en.editor.underline);
    expect(underline.getAttribute('aria-keyshortcuts')).toBe('Control+U Meta+U');
    await act(async () => underline.click());
    expect(underline.getAttribute('aria-pressed')).toBe('true');
    expect(handle.current?.getHtml()).toBe('<p>Once <u>upon</u> a time</p>');
    expect(textbox().querySelector('.sb-editor__underline')?.textContent).toBe('upon');
  });
});
