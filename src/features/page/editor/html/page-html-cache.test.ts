// @vitest-environment jsdom
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isElementNode,
  $isTextNode,
  createEditor,
  HISTORIC_TAG,
  type LexicalEditor,
} from 'lexical';
import { describe, expect, it } from 'vitest';
import { pageEditorConfig } from '../editor-config';
import { $exportPageHtml, $importPageHtml } from './page-html';
import { PageHtmlCache } from './page-html-cache';

const PAGE = [
  '<h1>Chapter One</h1>',
  '<p>It was <b>early</b> in the <i>year</i>.</p>',
  '<blockquote>A quote</blockquote>',
  '<ul><li>one</li><li>two <mark>marked</mark></li></ul>',
  '<p class="align-center">Centered</p>',
  '<pre><code>code  block</code></pre>',
  '<p>Last <a href="https://example.com">link</a></p>',
].join('');

function setUp(): {
  editor: LexicalEditor;
  cache: PageHtmlCache;
  exportBoth: () => [string, string];
} {
  const editor = createEditor(pageEditorConfig());
  const cache = new PageHtmlCache();
  editor.registerUpdateListener((update) => cache.track(update));
  editor.update(() => $importPageHtml(editor, PAGE), { discrete: true });
  const exportBoth = (): [string, string] =>
    editor.read(() => [cache.$export(editor), $exportPageHtml(editor)]);
  return { editor, cache, exportBoth };
}

const edit = (editor: LexicalEditor, run: () => void, tag?: string) =>
  editor.update(run, { discrete: true, ...(tag ? { tag } : {}) });

describe('PageHtmlCache', () => {
  it('exports what a whole-page export gives, after every kind of edit', () => {
    const { editor, exportBoth } = setUp();
    let [cached, full] = exportBoth();
    expect(cached).toBe(full);
    expect(cached).toContain('Chapter One');

    const steps: Array<() => void> = [
      // type into the second block
      () => {
        const p = $getRoot().getChildAtIndex(1);
        if ($isElementNode(p)) p.append($createTextNode(' More words'));
      },
      // change a list item deep inside a block
      () => {
        const item = $getRoot().getChildAtIndex(3);
        const text = $isElementNode(item) ? item.getFirstDescendant() : null;
        if ($isTextNode(text)) text.setTextContent('uno');
      },
      // add, then remove, a block
      () => $getRoot().append($createParagraphNode().append($createTextNode('New ending'))),
      () => $getRoot().getChildAtIndex(2)?.remove(),
      // format a word
      () => {
        const first = $getRoot().getFirstDescendant();
        if ($isTextNode(first)) first.toggleFormat('italic');
      },
    ];
    for (const step of steps) {
      edit(editor, step);
      [cached, full] = exportBoth();
      expect(cached).toBe(full);
    }
    expect(cached).toContain('New ending');
    expect(cached).not.toContain('A quote');
  });

  it('starts afresh when undo or redo sets a whole state', () => {
    const { editor, exportBoth } = setUp();
    exportBoth();
    const before = editor.getEditorState();
    edit(editor, () => {
      const p = $getRoot().getChildAtIndex(1);
      if ($isElementNode(p)) p.append($createTextNode(' typed'));
    });
    expect(exportBoth()[0]).toContain('typed');
    editor.setEditorState(before, { tag: HISTORIC_TAG });
    const [cached, full] = exportBoth();
    expect(cached).toBe(full);
    expect(cached).not.toContain('typed');
  });

  it('exports an empty page as the empty string', () => {
    const { editor, exportBoth } = setUp();
    edit(editor, () => {
      $getRoot().clear();
      $getRoot().append($createParagraphNode());
    });
    expect(exportBoth()).toEqual(['', '']);
  });
});
