/**
 * The newest version moved onto each save of the page: by the save's own change, never by a new
 * diff of the page against a version a day's edits away (that diff cost hundreds of ms a save).
 */
import { diffArrays } from 'diff';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageVersionRecord } from '../contract/revisions';
import { applyDelta, makeDelta, textHash } from './version-delta';
import { rebaseHead, storeHead } from './version-head';

vi.mock('diff', async (importOriginal) => {
  const actual = await importOriginal<typeof import('diff')>();
  return { ...actual, diffArrays: vi.fn(actual.diffArrays) };
});

const diff = vi.mocked(diffArrays);

const paragraph = (n: number, day = 0) =>
  `<p>Paragraph ${n} of day ${day}: the rain came down on the <b>harbour</b> and the boats knocked together.</p>`;

/** About 20,000 words: 1,250 paragraphs of 16. */
const PARAGRAPHS = 1250;
const pageOf = (changedEvery: number) =>
  Array.from({ length: PARAGRAPHS }, (_, i) => paragraph(i, i % changedEvery === 0 ? 1 : 0)).join(
    '',
  );

const record = (body: string): PageVersionRecord => ({
  pageId: 'page-1',
  at: '2026-11-27T09:00:00.000Z',
  reason: 'day',
  words: 0,
  title: 'Page',
  place: '',
  form: 'full',
  body,
});

/** The version, a day's edits from the page (a word in every fifth paragraph, end to end). */
function headAwayFromPage(): { head: PageVersionRecord; version: string; page: string } {
  const version = pageOf(PARAGRAPHS + 1);
  const page = pageOf(5);
  const head = storeHead(record(version), version, page);
  expect(head.form).toBe('page');
  diff.mockClear();
  return { head, version, page };
}

afterEach(() => diff.mockClear());

describe('rebaseHead', () => {
  it('moves the version onto each save without diffing the page against it', () => {
    const { head: first, version, page: start } = headAwayFromPage();
    let head = first;
    let page = start;
    for (let save = 0; save < 40; save += 1) {
      const at = Math.floor((page.length * ((save * 7919) % 100)) / 100);
      const next =
        save % 4 === 3
          ? page.slice(0, at) + page.slice(at + 12) // a few characters deleted
          : `${page.slice(0, at)}word ${save} 🌧️ ${page.slice(at)}`; // a few typed
      const moved = rebaseHead(head, page, next);
      expect(moved).not.toBeNull();
      head = moved as PageVersionRecord;
      expect(head.form).toBe('page');
      expect(head.basePage).toBe('page-1');
      expect(head.baseHash).toBe(textHash(next));
      expect(applyDelta(next, head.body)).toBe(version);
      page = next;
    }
    expect(diff).not.toHaveBeenCalled();
    // Still a small script: a fraction of the version's text.
    expect(head.body.length).toBeLessThan(version.length / 5);
  });

  it('makes the script again by a diff when a save rewrote much of the page', () => {
    const { head, version, page } = headAwayFromPage();
    // A replace through the page (the whole of it, or its middle half): moved without a diff,
    // every kept word between the first and the last change would become inserted text.
    const from = Math.floor(page.length / 4);
    const to = Math.floor((page.length * 3) / 4);
    for (const next of [
      page.replaceAll('harbour', 'port'),
      page.slice(0, from) + page.slice(from, to).replaceAll('harbour', 'port') + page.slice(to),
    ]) {
      diff.mockClear();
      const moved = rebaseHead(head, page, next) as PageVersionRecord;
      expect(diff).toHaveBeenCalled();
      expect(applyDelta(next, moved.body)).toBe(version);
      expect(moved.body).toBe(makeDelta(next, version));
    }
  });

  it('stores the version whole when the page goes, and refuses a page it does not fit', () => {
    const { head, version, page } = headAwayFromPage();
    expect(rebaseHead(head, page, null)).toMatchObject({ form: 'full', body: version });
    expect(rebaseHead(head, `${page} `, page)).toBeNull();
    expect(diff).not.toHaveBeenCalled();
  });
});
