// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { hasPendingDrafts, journalDraft, pendingDrafts, settleDraft } from './draft-journal';

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
