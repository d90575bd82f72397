/** Cutting a long page into pages: only between whole blocks, at headings, nothing lost. */
import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../../contract/records';
import { emptyMetrics } from '../../core/content-metrics';
import { insertPieces, pieceName, splitPageHtml } from './split-page';

const para = (i: number, words = 10) =>
  `<p>${i}. ${Array.from({ length: words - 1 }, (_, w) => `w${w}`).join(' ')}</p>`;

describe('splitPageHtml', () => {
  it('cuts a page without headings every `size` words, between paragraphs only', () => {
    const html = Array.from({ length: 25 }, (_, i) => para(i + 1)).join('');
    const pieces = splitPageHtml(html, 100);
    expect(pieces.map((p) => p.words)).toEqual([100, 100, 50]);
    expect(pieces.map((p) => p.html).join('')).toBe(html);
    for (const piece of pieces) {
      expect(piece.html.startsWith('<p>')).toBe(true);
      expect(piece.html.endsWith('</p>')).toBe(true);
    }
  });

  it('cuts before each heading, keeping the heading with what follows it', () => {
    const html = `<p>Opening words here.</p><h2>Chapter One</h2>${para(1)}${para(2)}<h2>Chapter <em>Two</em></h2>${para(3)}`;
    const pieces = splitPageHtml(html, 1000);
    expect(pieces).toHaveLength(3);
    expect(pieces[1]?.html.startsWith('<h2>Chapter One</h2>')).toBe(true);
    expect(pieces[1]?.heading).toBe('Chapter One');
    expect(pieces[2]?.heading).toBe('Chapter Two');
    expect(pieces.map((p) => p.html).join('')).toBe(html);
  });

  it('cuts a chapter longer than twice the size too, but not at a heading that opens the page', () => {
    const body = Array.from({ length: 30 }, (_, i) => para(i + 1)).join('');
    const html = `<h1>Only Chapter</h1>${body}<h1>Next</h1>${para(99)}`;
    const pieces = splitPageHtml(html, 100);
    expect(pieces[0]?.heading).toBe('Only Chapter');
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.at(-1)?.heading).toBe('Next');
    expect(pieces.map((p) => p.html).join('')).toBe(html);
    expect(pieces.reduce((n, p) => n + p.words, 0)).toBe(30 * 10 + 2 + 10 + 1);
  });

  it('leaves lists, quotes and text in any script whole', () => {
    const arabic = '<p dir="rtl">كان يا ما كان في قديم الزمان</p>';
    const list = '<ul><li>one two</li><li>three four</li></ul>';
    const html = `${arabic}${list}<blockquote><p>quoted words</p></blockquote>${arabic}`;
    const pieces = splitPageHtml(html, 2);
    expect(pieces.map((p) => p.html)).toEqual([
      arabic,
      list,
      '<blockquote><p>quoted words</p></blockquote>',
      arabic,
    ]);
  });

  it('gives one piece for a short page', () => {
    expect(splitPageHtml('<p>Short.</p>')).toHaveLength(1);
  });
});

describe('pieceName', () => {
  const piece = { html: '', words: 0, heading: null };
  it('keeps the page name for the first piece, numbers the rest, or takes their heading', () => {
    expect(pieceName('Draft', piece, 0)).toBe('Draft');
    expect(pieceName('Draft', piece, 2)).toBe('Draft (3)');
    expect(pieceName('Draft', { ...piece, heading: 'Chapter  Two' }, 1)).toBe('Chapter Two');
    expect(pieceName('Draft', { ...piece, heading: 'x'.repeat(300) }, 1)).toHaveLength(120);
  });
});

describe('insertPieces', () => {
  const node = (id: string, position: number, parentId: string | null = 'root'): TreeNode => ({
    id,
    documentId: 'doc',
    parentId,
    name: id,
    title: id,
    type: id === 'root' ? 'folder' : 'page',
    position_in_list: position,
    depth: parentId ? 1 : 0,
    path: parentId ? `root/${id}` : id,
    content: '',
    content_metrics: emptyMetrics(),
    mark_for_delete: 0,
  });

  it('puts the new pages right after the page and moves the later siblings down', () => {
    const nodes = [node('root', 1, null), node('a', 1), node('long', 2), node('z', 3)];
    const pieces = ['<p>1</p>', '<p>2</p>', '<p>3</p>'].map((html) => ({
      html,
      words: 1,
      heading: null,
    }));
    let n = 0;
    const { page, added, moved } = insertPieces(nodes, 'long', pieces, () => `new${++n}`);
    expect(page.content).toBe('<p>1</p>');
    expect(added.map((a) => [a.id, a.name, a.position_in_list, a.content, a.path])).toEqual([
      ['new1', 'long (2)', 3, '<p>2</p>', 'root/new1'],
      ['new2', 'long (3)', 4, '<p>3</p>', 'root/new2'],
    ]);
    expect(moved.map((m) => [m.id, m.position_in_list])).toEqual([['z', 5]]);
  });
});
