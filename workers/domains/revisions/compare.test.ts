/** Compare in English, Arabic and Chinese: paragraphs lined up, words struck and marked. */
import { describe, expect, it } from 'vitest';
import type { DiffPart } from '../../contract/revisions';
import { compareHtml } from './compare';

const removed = (parts: DiffPart[]) => parts.filter((p) => p.op === -1).map((p) => p.text.trim());
const added = (parts: DiffPart[]) => parts.filter((p) => p.op === 1).map((p) => p.text.trim());

describe('compareHtml', () => {
  it('finds the words changed in an English paragraph and leaves the others alone', () => {
    const older = '<p>The first line stays.</p><p>She walked slowly to the old harbour.</p>';
    const newer = '<p>The first line stays.</p><p>She ran quickly to the old harbour.</p>';
    const result = compareHtml(older, newer, 'word');
    expect(result.blocks.map((b) => b.kind)).toEqual(['same', 'changed']);
    const changed = result.blocks[1]?.parts ?? [];
    expect(removed(changed)).toEqual(['walked slowly']);
    expect(added(changed)).toEqual(['ran quickly']);
    expect(result.wordsAdded).toBe(2);
    expect(result.wordsRemoved).toBe(2);
    expect(result.dir).toBe('ltr');
    expect(result.blocks[1]?.oldHtml).toBe('<p>She walked slowly to the old harbour.</p>');
  });

  it('compares Arabic right to left, word by word', () => {
    const older = '<p>ذهب الولد إلى المدرسة صباحا</p>';
    const newer = '<p>ذهب الولد إلى البحر صباحا</p>';
    const result = compareHtml(older, newer, 'word');
    expect(result.dir).toBe('rtl');
    expect(removed(result.blocks[0]?.parts ?? [])).toEqual(['المدرسة']);
    expect(added(result.blocks[0]?.parts ?? [])).toEqual(['البحر']);
  });

  it('cuts Chinese into words without spaces (Intl.Segmenter)', () => {
    const older = '<p>我们明天去北京看朋友。</p>';
    const newer = '<p>我们后天去上海看朋友。</p>';
    const result = compareHtml(older, newer, 'word');
    const parts = result.blocks[0]?.parts ?? [];
    expect(removed(parts).join('')).toContain('明天');
    expect(added(parts).join('')).toContain('上海');
    // Only the changed words: 看朋友 is kept.
    expect(
      parts
        .filter((p) => p.op === 0)
        .map((p) => p.text)
        .join(''),
    ).toContain('看朋友');
    expect(result.wordsRemoved).toBeGreaterThanOrEqual(2);
  });

  it('compares by sentence and by paragraph', () => {
    const older = '<p>One sentence here. Another one there.</p>';
    const newer = '<p>One sentence here. A different one.</p>';
    const bySentence = compareHtml(older, newer, 'sentence').blocks[0]?.parts ?? [];
    expect(removed(bySentence)).toEqual(['Another one there.']);
    const byParagraph = compareHtml(older, newer, 'paragraph').blocks[0]?.parts ?? [];
    expect(removed(byParagraph)).toEqual(['One sentence here. Another one there.']);
  });

  it('recognises a moved paragraph, and paragraphs added and removed whole', () => {
    const older = '<p>Alpha.</p><p>Beta.</p><p>Gamma.</p><p>Gone for good.</p>';
    const newer = '<p>Beta.</p><p>Gamma.</p><p>Alpha.</p><p>Brand new.</p>';
    const kinds = compareHtml(older, newer, 'word').blocks.map((b) => b.kind);
    expect(kinds).toContain('moved-from');
    expect(kinds).toContain('moved-to');
    const result = compareHtml('<p>Keep.</p><p>Gone.</p>', '<p>Keep.</p>', 'word');
    expect(result.blocks.map((b) => b.kind)).toEqual(['same', 'removed']);
    expect(result.blocks[1]?.newIndex).toBe(1);
    expect(compareHtml('<p>Keep.</p>', '<p>Keep.</p><p>New.</p>', 'word').blocks[1]?.kind).toBe(
      'added',
    );
  });
});
