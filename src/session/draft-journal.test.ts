// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  hasPendingDrafts,
  journalDraft,
  journalField,
  pendingDrafts,
  setJournalDocument,
  settleDraft,
  settleField,
} from './draft-journal';

beforeEach(() => localStorage.clear());

describe('draft journal', () => {
  it('keeps a draft until the same content is settled', () => {
    journalDraft('page:a', '<p>one</p>');
    expect(hasPendingDrafts()).toBe(true);
    settleDraft('page:a', '<p>one</p>');
    expect(hasPendingDrafts()).toBe(false);
  });

  it('does not settle a draft that a newer keystroke replaced', () => {
    journalDraft('page:a', '<p>one</p>');
    journalDraft('page:a', '<p>one two</p>');
    settleDraft('page:a', '<p>one</p>');
    expect(pendingDrafts().map((d) => d.html)).toEqual(['<p>one two</p>']);
  });

  it('lists drafts of several targets oldest first and drops corrupt entries', () => {
    journalDraft('page:a', '<p>a</p>');
    journalDraft('section:prologue', '<p>b</p>');
    localStorage.setItem('story-builder:draft:broken', '{not json');
    expect(pendingDrafts().map((d) => d.target)).toEqual(['page:a', 'section:prologue']);
    expect(localStorage.getItem('story-builder:draft:broken')).toBeNull();
  });
});

describe('record fields in the journal', () => {
  it('merges the fields of one record and settles them one by one', () => {
    setJournalDocument('doc-a');
    journalField('record:frontmatter', 'title', 'My Book');
    journalField('record:frontmatter', 'author', 'Ann');
    expect(pendingDrafts()).toEqual([
      expect.objectContaining({
        target: 'record:frontmatter',
        doc: 'doc-a',
        fields: { title: 'My Book', author: 'Ann' },
      }),
    ]);
    settleField('record:frontmatter', 'title', 'My Bo');
    settleField('record:frontmatter', 'title', 'My Book');
    expect(pendingDrafts()[0]?.fields).toEqual({ author: 'Ann' });
    settleField('record:frontmatter', 'author', 'Ann');
    expect(hasPendingDrafts()).toBe(false);
  });

  it('tags drafts with the open book and starts afresh for another book', () => {
    setJournalDocument('doc-a');
    journalField('record:copyright', 'pen_name', 'A');
    setJournalDocument('doc-b');
    journalField('record:copyright', 'edition', '2');
    expect(pendingDrafts()[0]).toMatchObject({ doc: 'doc-b', fields: { edition: '2' } });
  });
});
