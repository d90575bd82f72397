/** The tree of an imported book made whole: text ids, a top folder, orphans and loops moved. */
import { describe, expect, it } from 'vitest';
import type { AnyRecord } from '../../contract/records';
import { normaliseField } from './field-kinds';
import { ImportNotes } from './import-notes';
import { findTooDeep } from './nesting-depth';
import { normaliseTree } from './normalise-tree';

const node = (id: unknown, parentId: unknown, type = 'page', name = `N${String(id)}`) => ({
  id,
  parentId,
  type,
  name,
  title: name,
  content: '',
  position_in_list: 1,
  mark_for_delete: 0,
});

describe('normaliseTree', () => {
  it('adds a Main Content folder when the book has none and puts the pages in it', () => {
    const notes = new ImportNotes();
    const out = normaliseTree([node('a', 'gone')], notes) as AnyRecord[];
    const root = out.find((n) => n.parentId === null) as AnyRecord;
    expect(root).toMatchObject({ name: 'Main Content', type: 'folder' });
    expect(out.find((n) => n.id === 'a')).toMatchObject({ parentId: root.id, depth: 1 });
    expect(notes.list.map((n) => n.code)).toEqual(['root_added', 'parent_missing']);
  });

  it('moves a child of a page under the top folder', () => {
    const notes = new ImportNotes();
    const rows = [node('r', null, 'folder', 'Main Content'), node('p', 'r'), node('c', 'p')];
    const out = normaliseTree(rows, notes) as AnyRecord[];
    expect(out.find((n) => n.id === 'c')?.parentId).toBe('r');
    expect(notes.list[0]?.message).toBe(
      '“Nc” (tree_nodes): its parent p is a page — moved under Main Content',
    );
  });

  it('gives repeated or unusable ids new ones and makes a stale root the top folder again', () => {
    const notes = new ImportNotes();
    const rows = [node('r', 'lost', 'folder', 'Main Content'), node('x', 'r'), node('x', 'r')];
    const out = normaliseTree(rows, notes) as AnyRecord[];
    expect(out).toHaveLength(3);
    expect(new Set(out.map((n) => n.id)).size).toBe(3);
    expect(out[0]).toMatchObject({ id: 'r', parentId: null, depth: 0 });
    expect(notes.list.map((n) => n.code)).toEqual(['id_replaced']);
  });
});

describe('normaliseField', () => {
  const text = { kind: 'text', fallback: '' } as const;
  it('keeps text, turns finite numbers into text and clears anything else', () => {
    expect(normaliseField(text, 'Title')).toEqual({ value: 'Title' });
    expect(normaliseField(text, 42)).toMatchObject({
      value: '42',
      note: { code: 'number_to_text' },
    });
    expect(normaliseField(text, { a: 1 })).toMatchObject({
      value: '',
      note: { code: 'value_cleared' },
    });
    expect(normaliseField(text, Number.POSITIVE_INFINITY).value).toBe('');
  });

  it('keeps lists of text and collaborators as text', () => {
    expect(normaliseField({ kind: 'textList' }, [978, 'x', { a: 1 }]).value).toEqual(['978', 'x']);
    expect(
      normaliseField({ kind: 'collaborators' }, [{ role: 7, name: 'Ann' }, 'junk']).value,
    ).toEqual([{ role: '7', name: 'Ann' }]);
  });

  it('resets numbers that are not finite', () => {
    const n = normaliseField({ kind: 'number', fallback: 22 }, Number.NEGATIVE_INFINITY);
    expect(n).toMatchObject({ value: 22, note: { code: 'value_reset' } });
  });
});

describe('findTooDeep', () => {
  it('finds the first value deeper than the limit, and passes a shallow book', () => {
    expect(findTooDeep({ data: { labels: [{ label: 'x' }] } }, 64)).toBeNull();
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findTooDeep({ data: { labels: [{ label: deep }] } }, 64)).toMatch(
      /^data\.labels\[0\]\.label\[0\]/,
    );
  });
});
