import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../../../workers/contract/records';
import type { Result } from '../../../workers/contract/result';
import { PageTexts } from './page-texts';

function reader() {
  const calls: string[] = [];
  const pending: { id: string; resolve: (r: Result<TreeNode>) => void }[] = [];
  const read = (id: string) => {
    calls.push(id);
    return new Promise<Result<TreeNode>>((resolve) => pending.push({ id, resolve }));
  };
  const answer = async (content: (id: string) => string) => {
    for (const p of pending.splice(0)) {
      p.resolve({ success: true, data: { id: p.id, content: content(p.id) } as TreeNode });
    }
    await new Promise((r) => setTimeout(r, 0));
  };
  return { calls, read, answer };
}

describe('PageTexts', () => {
  it('reads the pages asked for, a few at a time and each once', async () => {
    const r = reader();
    const texts = new PageTexts(r.read);
    texts.want(['a', 'b', 'c', 'd', 'e', 'f']);
    texts.want(['a', 'b']);
    expect(r.calls).toEqual(['a', 'b', 'c', 'd']);
    await r.answer((id) => `<p>${id}</p>`);
    expect(r.calls).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(texts.text('a')).toEqual({ html: '<p>a</p>', gen: 0 });
  });

  it('keeps an edit made here without reading it back, and reads a change from elsewhere', async () => {
    const r = reader();
    const texts = new PageTexts(r.read);
    let told = 0;
    texts.subscribe('a', () => {
      told += 1;
    });
    texts.want(['a']);
    await r.answer(() => '<p>old</p>');
    texts.edited('a', '<p>mine</p>');
    expect(texts.text('a')).toEqual({ html: '<p>mine</p>', gen: 0 });
    expect(r.calls).toEqual(['a']);
    // A page a live editor holds keeps its text; another is read again, in a new generation.
    texts.changed(['a'], (id) => id === 'a');
    expect(r.calls).toEqual(['a']);
    texts.changed(null);
    await r.answer(() => '<p>replaced</p>');
    expect(texts.text('a')).toEqual({ html: '<p>replaced</p>', gen: 1 });
    expect(told).toBe(3);
  });
});
