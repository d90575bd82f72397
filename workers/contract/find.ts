/**
 * Find and replace across the book (issue 28): what the find panel asks the worker and what it
 * answers. The worker searches a plain-text index of every page (workers/domains/find/); the
 * screens never load pages into editors to search them.
 */
import type { AtlasKind } from './atlas';
import type { SingleSection } from './constants';

/** How the text is matched. */
export interface FindOptions {
  matchCase: boolean;
  /** Whole words in every script (Unicode letters; word segmentation for Chinese, Japanese, Thai). */
  wholeWord: boolean;
  /** JavaScript regular expression syntax, with the `u` flag. */
  regex: boolean;
  /** "cafe" finds "café", Arabic without harakat finds it with them. */
  ignoreAccents: boolean;
}

export const DEFAULT_FIND_OPTIONS: FindOptions = {
  matchCase: false,
  wholeWord: false,
  regex: false,
  ignoreAccents: false,
};

/** Where to look. */
export type FindWhere =
  /** Front matter, manuscript and back matter. */
  | { kind: 'book' }
  /** The manuscript: prologue, introduction, the chapters' pages, epilogue. */
  | { kind: 'manuscript' }
  /** These folders (with every page under them) and pages. */
  | { kind: 'nodes'; ids: string[] }
  /** Pages (and pages under folders) with this colour label (a label's uuid). */
  | { kind: 'label'; labelId: string };

export interface FindScope {
  where: FindWhere;
  /** Notes too (their titles and text). */
  notes: boolean;
  /** Atlas records too (their one-line and text fields). */
  atlas: boolean;
}

export const DEFAULT_FIND_SCOPE: FindScope = {
  where: { kind: 'book' },
  notes: false,
  atlas: false,
};

export interface FindQuery {
  text: string;
  options: FindOptions;
  scope: FindScope;
}

/** One place that holds text: a page, a section, an appendix, a note, an atlas record's field. */
export type FindTarget =
  | { kind: 'page'; id: string }
  | { kind: 'section'; table: SingleSection }
  | { kind: 'appendix'; id: number }
  | { kind: 'note'; id: number; field: 'title' | 'content' }
  | { kind: 'atlas'; atlasKind: AtlasKind; id: number; field: string };

/** The key of a target, stable for a search and its replace: `page:<id>`, `section:prologue`… */
export function findTargetKey(target: FindTarget): string {
  switch (target.kind) {
    case 'page':
      return `page:${target.id}`;
    case 'section':
      return `section:${target.table}`;
    case 'appendix':
      return `appendix:${target.id}`;
    case 'note':
      return `note:${target.id}:${target.field}`;
    case 'atlas':
      return `atlas:${target.atlasKind}:${target.id}:${target.field}`;
  }
}

/** One match: its place in the target's plain text and a few words around it. */
export interface FindMatch {
  /** Offsets in the target's plain text (block boundaries are line breaks). */
  start: number;
  end: number;
  /** The matched text as written. */
  text: string;
  before: string;
  after: string;
  /** What it becomes (only when the search carried a replacement). */
  replacement?: string;
}

/** The matches of one target, in the order of the book. */
export interface FindTargetResult {
  key: string;
  target: FindTarget;
  /** The page's name, the section's or record's title (the screen names sections by kind). */
  title: string;
  /** All matches of the target (at most `MAX_MATCHES_LISTED` over the whole answer). */
  matches: FindMatch[];
  /** How many matches the target holds (more than `matches` when the list was cut). */
  count: number;
  /** The length of the target's plain text when searched (a replace checks it has not changed). */
  textLength: number;
}

/** Matches listed with their context at most; the count is always complete. */
export const MAX_MATCHES_LISTED = 1000;

/** Matches that make a search's first results (what the panel draws at first). */
export const FIRST_MATCHES = 50;

export type FindAnswer =
  | {
      status: 'found';
      results: FindTargetResult[];
      /** Matches and targets in the whole scope. */
      total: number;
      targets: number;
      /** True when only the first MAX_MATCHES_LISTED matches carry context. */
      cut: boolean;
      /**
       * The first results of a search still running (sent to `findInBook`'s `onFirst`): the
       * count so far, not the scope's; the answer that follows replaces it.
       */
      partial?: true;
    }
  /** The regular expression does not compile: the browser's own explanation. */
  | { status: 'invalid-pattern'; detail: string }
  /** A newer search started before this one finished. */
  | { status: 'cancelled' };

/** Replace: the search, what each match becomes, and the matches the preview left unticked. */
export interface ReplaceRequest extends FindQuery {
  replacement: string;
  /** "Marrow" → "Harrow", "MARROW" → "HARROW". */
  preserveCase: boolean;
  /** Matches left as they are, by target key: their `start` offsets as the preview listed them. */
  skip?: Record<string, number[]>;
  /**
   * The `textLength` of each target in `skip`, as the preview saw it: a target whose text has
   * changed since is left as it is (its offsets no longer say which matches were unticked).
   */
  seen?: Record<string, number>;
}

export interface ReplaceReport {
  /** Matches replaced and targets changed. */
  replaced: number;
  targets: number;
  /** The Backups file holding every changed target as it was (Undo restores it); null when nothing changed. */
  undo: string | null;
  /** The keys of the targets changed (a page open in an editor reads its text again). */
  keys: string[];
  /** Targets with unticked matches that changed since the preview, left as they are. */
  changedSince: number;
}

export interface UndoReport {
  /** Targets written back as they were before the replace. */
  restored: number;
  /** Targets gone since (deleted for good): nothing to restore them into. */
  missing: number;
  /** The Backups file of the targets as they were just before the undo (so it can be undone too). */
  undo: string | null;
  /** The keys of the targets written back. */
  keys: string[];
}
