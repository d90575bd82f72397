/**
 * Revisions (issue 29): a page's history, comparing two versions, restoring, the book's changes
 * since a snapshot and tracked changes for an editor. The worker keeps the versions
 * (workers/domains/revisions/); the screens are src/features/revisions/.
 */

/** Why a version was kept. */
export type VersionReason =
  /** The first change of a writing day. */
  | 'day'
  /** The first change of a writing session (the app opened, or after a pause). */
  | 'session'
  /** "Take a snapshot" (the page's, or the book's). */
  | 'snapshot'
  /** Before a change to many pages at once (replace, an import into the book). */
  | 'bulk'
  /** Before a version was restored. */
  | 'restore';

/** One version of a page as the history lists it (its text is read on demand). */
export interface PageVersionInfo {
  id: number;
  pageId: string;
  /** When it was kept (ISO 8601). */
  at: string;
  reason: VersionReason;
  /** The author's name for it ("Sent to editor"); named versions are kept forever. */
  name: string | null;
  /** The book snapshot it belongs to, when taken for the whole book. */
  snapshot: string | null;
  words: number;
}

/** A version, or the page as it is now. */
export type VersionRef = number | 'now';

/** What compare puts side by side: words, sentences or whole paragraphs. */
export type CompareUnit = 'word' | 'sentence' | 'paragraph';

/** A run of text: kept (0), added (1) or removed (-1). */
export interface DiffPart {
  op: 0 | 1 | -1;
  text: string;
}

/** One paragraph of the comparison. */
export interface DiffBlock {
  kind: 'same' | 'changed' | 'added' | 'removed' | 'moved-from' | 'moved-to';
  /** The runs, older text struck (-1) and newer text marked (1). */
  parts: DiffPart[];
  /** The paragraph's HTML in the older version (what a restore puts back), if it had one. */
  oldHtml: string | null;
  /** Where the paragraph sits in the newer version (for a removed one: where it would go). */
  newIndex: number;
  /** The newer paragraph's text (a restore checks it is still there), if it has one. */
  newText: string | null;
}

export interface CompareResult {
  blocks: DiffBlock[];
  wordsAdded: number;
  wordsRemoved: number;
  /** The older text's direction (right to left for Arabic, Persian, Hebrew…). */
  dir: 'ltr' | 'rtl';
}

export interface CompareRequest {
  pageId: string;
  from: VersionRef;
  to: VersionRef;
  unit: CompareUnit;
}

/** A book snapshot (named versions of every page, taken together). */
export interface BookSnapshotInfo {
  snapshot: string;
  name: string;
  at: string;
  pages: number;
}

/** What the book compare is measured against. */
export type BookCompareBase = { kind: 'snapshot'; snapshot: string } | { kind: 'date'; at: string };

export interface BookComparePage {
  pageId: string;
  title: string;
  status: 'added' | 'deleted' | 'moved' | 'changed';
  wordsAdded: number;
  wordsRemoved: number;
  /** The version to compare with now (null: the page had no text then). */
  versionId: number | null;
}

export interface BookCompareResult {
  pages: BookComparePage[];
}

/** The Word file of the changes since a base (tracked insertions and deletions). */
export interface TrackedChangesRequest {
  base: BookCompareBase;
  /** Only these pages (all changed pages when empty or absent). */
  pageIds?: string[];
  /** The author's name on the changes. */
  author: string;
}

/** Unnamed versions are kept at least this many days (named ones forever). */
export const KEEP_DAYS = 90;
/** A pause in writing this long starts a new writing session. */
export const SESSION_GAP_MS = 30 * 60 * 1000;
/** The longest name of a snapshot. */
export const MAX_VERSION_NAME = 120;

/**
 * A stored version (table `page_versions`, schema 10; `basePage` since 11). Each older version
 * holds an edit script that turns the next newer version's HTML into its own (`form: 'delta'`,
 * JSON: a number > 0 keeps that many characters, < 0 skips that many, a string is inserted). The
 * newest holds a script against the page's text now (`form: 'page'`, with `basePage` and
 * `baseHash`; the database rebases it whenever the page's text changes, db/version-base.ts), or
 * its HTML whole (`form: 'full'`) when a script would not be smaller. Versions are chained by
 * `pageId` and `at`, never by id, so a book file read back (ids renumbered) keeps every history
 * whole.
 */
export interface PageVersionRecord {
  id?: number;
  pageId: string;
  at: string;
  reason: VersionReason;
  /** Absent when none (since schema 11: a year of versions is mostly these records' fields). */
  name?: string | null;
  snapshot?: string | null;
  words: number;
  /** The page's title and its place (folder titles joined by " / ") then. */
  title: string;
  place: string;
  form: 'full' | 'delta' | 'page';
  body: string;
  /** Form 'page' only: the page whose text the script applies to (indexed: the rebase finds it). */
  basePage?: string;
  /** Form 'page' only: the fingerprint of that text (core/version-delta.ts, textHash). */
  baseHash?: string;
}
