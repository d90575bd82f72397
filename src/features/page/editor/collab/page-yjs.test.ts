// @vitest-environment jsdom
/** Pages as Yjs state (issue 31): HTML in and out, deterministic bootstraps, merges. */
import { $getRoot, createEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { pageEditorConfig } from '../editor-config';
import { $exportPageHtml, $importPageHtml } from '../html/page-html';
import { applyHtmlToYState, mergeYStates, pageHtmlToYUpdate, yStateToPageHtml } from './page-yjs';

/** What the page editor itself stores for `html` (import, then export). */
function editorHtml(html: string): string {
  const editor = createEditor(pageEditorConfig());
  editor.update(() => $importPageHtml(editor, html), { discrete: true });
  return editor.read(() => $exportPageHtml(editor));
}

const PAGE = [
  '<h2>The harbour</h2>',
  '<p>First <strong>bold</strong> and <em>italic</em> words.</p>',
  '<p class="align-center">Centred line.</p>',
  '<blockquote>A quotation.</blockquote>',
  '<ul><li>one</li><li>two</li></ul>',
  '<p>Last <a href="https://example.com">link</a> here.</p>',
].join('');

const paragraphs = (...texts: string[]) => texts.map((t) => `<p>${t}</p>`).join('');

describe('page HTML as Yjs state', () => {
  it('round-trips HTML → Y → HTML to the editor’s own HTML', () => {
    for (const html of [PAGE, '', '<p>One line</p>', 'loose text', paragraphs('a', 'b', 'c')]) {
      const state = pageHtmlToYUpdate('page-1', html);
      expect(yStateToPageHtml('page-1', state)).toBe(editorHtml(html));
    }
  });

  it('bootstraps the same page identically on two devices, and they merge to one copy', () => {
    const a = pageHtmlToYUpdate('page-1', PAGE);
    const b = pageHtmlToYUpdate('page-1', PAGE);
    expect(Array.from(a)).toEqual(Array.from(b));
    expect(yStateToPageHtml('page-1', mergeYStates([a, b]))).toBe(editorHtml(PAGE));
    // Another text (or another page) never shares the id: both kept.
    const other = pageHtmlToYUpdate('page-1', paragraphs('Other words'));
    const both = yStateToPageHtml('page-1', mergeYStates([a, other]));
    expect(both).toContain('Other words');
    expect(both).toContain('Centred line.');
  });

  it('changes only the blocks that changed, and nothing when the HTML is the same', () => {
    const base = pageHtmlToYUpdate('p', paragraphs('one', 'two', 'three'));
    expect(
      applyHtmlToYState('p', base, editorHtml(paragraphs('one', 'two', 'three'))).changed,
    ).toBe(false);
    const edited = applyHtmlToYState('p', base, paragraphs('one', 'TWO', 'three'));
    expect(edited.changed).toBe(true);
    expect(yStateToPageHtml('p', edited.state)).toBe(editorHtml(paragraphs('one', 'TWO', 'three')));
  });

  it('merges two copies edited in different paragraphs to both edits, in every order', () => {
    const base = pageHtmlToYUpdate('p', paragraphs('one', 'two', 'three', 'four'));
    const a = applyHtmlToYState('p', base, paragraphs('one', 'two (A)', 'three', 'four')).state;
    const b = applyHtmlToYState(
      'p',
      base,
      paragraphs('zero', 'one', 'two', 'three', 'four B'),
    ).state;
    const want = editorHtml(paragraphs('zero', 'one', 'two (A)', 'three', 'four B'));
    expect(yStateToPageHtml('p', mergeYStates([a, b]))).toBe(want);
    expect(yStateToPageHtml('p', mergeYStates([b, a]))).toBe(want);
    expect(yStateToPageHtml('p', mergeYStates([base, b, a, base]))).toBe(want);
  });

  it('keeps both texts when the same paragraph was edited on both copies', () => {
    const base = pageHtmlToYUpdate('p', paragraphs('one', 'two', 'three'));
    const a = applyHtmlToYState('p', base, paragraphs('one', 'two as Ann wrote it', 'three')).state;
    const b = applyHtmlToYState('p', base, paragraphs('one', 'two as Ben wrote it', 'three')).state;
    const ab = yStateToPageHtml('p', mergeYStates([a, b]));
    expect(ab).toBe(yStateToPageHtml('p', mergeYStates([b, a])));
    expect(ab).toContain('two as Ann wrote it');
    expect(ab).toContain('two as Ben wrote it');
    expect(ab).not.toContain('<p>two</p>');
    expect(ab.startsWith('<p')).toBe(true);
  });

  it('three copies edited apart converge in every order', () => {
    const base = pageHtmlToYUpdate('p', paragraphs('one', 'two', 'three'));
    const a = applyHtmlToYState('p', base, paragraphs('one A', 'two', 'three')).state;
    const b = applyHtmlToYState('p', base, paragraphs('one', 'two B', 'three')).state;
    const c = applyHtmlToYState('p', base, paragraphs('one', 'two', 'three', 'four C')).state;
    const orders = [
      [a, b, c],
      [c, b, a],
      [b, a, c],
      [mergeYStates([a, c]), b],
    ];
    const results = orders.map((o) => yStateToPageHtml('p', mergeYStates(o)));
    expect(new Set(results).size).toBe(1);
    expect(results[0]).toBe(editorHtml(paragraphs('one A', 'two B', 'three', 'four C')));
  });

  it('refuses a malformed state', () => {
    expect(() => yStateToPageHtml('p', new Uint8Array([1, 2, 3, 250, 0, 7]))).toThrow();
  });

  it('an empty page is one empty paragraph in the editor', () => {
    const editor = createEditor(pageEditorConfig());
    editor.update(() => $importPageHtml(editor, ''), { discrete: true });
    expect(editor.read(() => $getRoot().getChildrenSize())).toBe(1);
    expect(yStateToPageHtml('p', pageHtmlToYUpdate('p', ''))).toBe('');
  });
});
