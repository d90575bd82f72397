/**
 * Saves editor content to the worker: journaled first (see draft-journal), then stored; the
 * number of saves in flight is tracked so closing the tab can warn.
 */
import i18next from 'i18next';
import type { SingleSection } from '../../workers/contract/constants';
import type { ContentTarget } from '../../workers/contract/content';
import { errorText } from '../i18n/worker-messages';
import { appStore, atom } from '../state/jotai';
import { treatAsOwnEcho } from '../worker-client/change-feed';
import { workerApi } from '../worker-client/client';
import { asResultError } from '../worker-client/failures';
import { showBookCounts } from './book-counts';
import {
  contentFingerprint,
  dropDraft,
  journalDraft,
  pendingDrafts,
  settleDraft,
  widenDraftBase,
} from './draft-journal';
import { forgetPageRead } from './page-loads';

/** Content saves sent to the worker and not answered yet. */
export const contentSavesInFlightAtom = atom(0);
/** Why the last content save failed, while any change is still not stored; else null. */
export const contentSaveProblemAtom = atom<string | null>(null);

let inFlight = 0;
const notify = () => appStore.set(contentSavesInFlightAtom, inFlight);

/** Content the worker failed to store (by target key), retried until it is stored. */
const failed = new Map<string, { target: SaveTarget; html: string }>();
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const RETRY_MS = 3000;

function setFailure(reason: string | null): void {
  appStore.set(contentSaveProblemAtom, reason);
}

/** Why the last content save failed, while any change is still not stored; else null. */
export const contentSaveProblem = (): string | null => appStore.get(contentSaveProblemAtom);

function scheduleRetry(): void {
  if (retryTimer !== undefined || failed.size === 0) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void retryFailedSaves();
  }, RETRY_MS);
}

/** Tries again to store every change the worker refused (also on the author's "Try again"). */
export async function retryFailedSaves(): Promise<void> {
  for (const [key, { target, html }] of [...failed]) {
    // A newer change of this page on its way (or stored meanwhile) supersedes the refused one:
    // storing the old one now could land after it.
    if (sending.has(key) || failed.get(key)?.html !== html) continue;
    const { reason } = await store(target, html);
    if (failed.get(key)?.html !== html) continue; // a newer edit took its place
    if (reason === null) {
      failed.delete(key);
      remember(held, key, html);
      settleDraft(key, html);
    }
  }
  if (failed.size === 0) setFailure(null);
  else scheduleRetry();
}

export const savesInFlight = (): number => inFlight;

/**
 * Resolves once every content change sent so far has been answered by the worker. A file save
 * or an export waits for it: the worker runs calls concurrently, so an export could otherwise
 * read the page before its last keystrokes are stored.
 */
export function whenContentStored(): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const off = appStore.sub(contentSavesInFlightAtom, () => {
      if (appStore.get(contentSavesInFlightAtom) > 0) return;
      off();
      resolve();
    });
  });
}

export type SaveTarget = ContentTarget;

export const targetKey = (t: SaveTarget): string =>
  t.kind === 'page'
    ? `page:${t.id}`
    : t.kind === 'section'
      ? `section:${t.table}`
      : `appendix:${t.id}`;

function parseTarget(key: string): SaveTarget | null {
  const [kind, rest] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  if (kind === 'page' && rest) return { kind, id: rest };
  if (kind === 'section' && rest) return { kind, table: rest as SingleSection };
  if (kind === 'appendix' && rest && Number.isFinite(Number(rest)))
    return { kind, id: Number(rest) };
  return null;
}

/**
 * What storing content gave: null when stored (with the words of what was stored: a page, a
 * section or an appendix), else the reason.
 */
interface Stored {
  reason: string | null;
  words: number | null;
}

/** Stores the content in the worker; the answer carries the page's and the book's counts. */
async function store(target: SaveTarget, html: string): Promise<Stored> {
  try {
    const result = await workerApi().saveContent(target, html);
    if (result.success) {
      showBookCounts(result.data.book);
      // Every kind answers with its words: section pages keep their live count up too.
      return { reason: null, words: result.data.content.words ?? null };
    }
    console.error('Saving content failed', result.error);
    return { reason: errorText(i18next.t, result.error), words: null };
  } catch (error) {
    console.error('Saving content failed', error);
    return { reason: errorText(i18next.t, asResultError(error)), words: null };
  }
}

/**
 * Content up to this size is journaled before every store; larger content (writing it to
 * localStorage costs several ms on the main thread every half second) is journaled only when
 * the page is hidden or going away, or when its store failed.
 */
const JOURNAL_ALWAYS_BELOW = 16_384;

/** Content sent to the worker and not yet confirmed stored, by target key. */
const sending = new Map<string, string>();

/**
 * What the worker holds of each target as far as this tab knows (read into the editor, or
 * confirmed stored), and the last two contents sent: a draft is journaled with their
 * fingerprints, the contents it may be replayed over (see Draft.before).
 */
const held = new Map<string, string>();
const sent = new Map<string, string[]>();
const HELD_TARGETS = 100;

function remember(map: Map<string, string>, key: string, html: string): void {
  map.delete(key);
  map.set(key, html);
  if (map.size > HELD_TARGETS) map.delete(map.keys().next().value as string);
}

/** Fingerprints of the contents older than `html` known for `key` (undefined when none). */
function olderThan(key: string, html: string): string[] | undefined {
  const older = [held.get(key), ...(sent.get(key) ?? [])].filter(
    (h): h is string => h !== undefined && h !== html,
  );
  if (older.length === 0) return undefined;
  return [...new Set(older.map(contentFingerprint))];
}

function noteSent(key: string, html: string): void {
  const last = sent.get(key) ?? [];
  sent.delete(key);
  sent.set(key, [...last.filter((h) => h !== html), html].slice(-2));
  if (sent.size > HELD_TARGETS) sent.delete(sent.keys().next().value as string);
}

/**
 * The content of a target as read from the worker into an editor: a draft journaled later may
 * be replayed over it. Ignored while a save of the target is on its way (the read may be older).
 */
export function noteStoredContent(target: SaveTarget, html: string): void {
  const key = targetKey(target);
  if (!sending.has(key) && !failed.has(key)) remember(held, key, html);
}

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * True when a change event is the echo of this tab's own content saves still on their way: the
 * page (or section, appendix) being written. Screens may take their time to re-read after it.
 */
export function isOwnContentSave(table: string, ids: readonly (string | number)[]): boolean {
  if (ids.length === 0) return false;
  const keyOf = (id: string | number) =>
    table === 'tree_nodes'
      ? `page:${id}`
      : table === 'appendices'
        ? `appendix:${id}`
        : `section:${table}`;
  return ids.every((id) => sending.has(keyOf(id)));
}

/** Journals every change still on its way to the worker (the page is hidden or going away). */
export function journalUnconfirmed(): void {
  for (const [key, html] of sending) journalDraft(key, html, olderThan(key, html));
  for (const [key, { html }] of failed) journalDraft(key, html, olderThan(key, html));
}

// The change feed lets these echoes pass without screens re-reading the page just sent.
treatAsOwnEcho(isOwnContentSave);

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', journalUnconfirmed);
  document.addEventListener('visibilitychange', () => {
    if (pageHidden()) journalUnconfirmed();
  });
}

/**
 * Journals (see JOURNAL_ALWAYS_BELOW) and stores one content change. Resolves once the worker has
 * it — with the page's word count for a page (null for a section) — or to false when it could
 * not be stored (it is then journaled, shown, and retried).
 */
export async function saveContent(
  target: SaveTarget,
  html: string,
): Promise<{ words: number | null } | false> {
  const key = targetKey(target);
  if (target.kind === 'page') forgetPageRead(target.id);
  if (html.length < JOURNAL_ALWAYS_BELOW || pageHidden())
    journalDraft(key, html, olderThan(key, html));
  noteSent(key, html);
  sending.set(key, html);
  inFlight += 1;
  notify();
  try {
    const { reason, words } = await store(target, html);
    if (sending.get(key) === html) sending.delete(key);
    if (reason === null) {
      remember(held, key, html);
      // Stored: a journaled draft is now obsolete unless a newer change is still on its way,
      // which may now be replayed over this one too.
      if (sending.has(key)) {
        settleDraft(key, html);
        if (html.length < JOURNAL_ALWAYS_BELOW) widenDraftBase(key, html, contentFingerprint(html));
      } else dropDraft(key);
      if (failed.delete(key) && failed.size === 0) setFailure(null);
      return { words };
    }
    // Kept in the journal; shown on screen; tried again until the worker stores it.
    journalDraft(key, html, olderThan(key, html));
    failed.set(key, { target, html });
    setFailure(reason);
    scheduleRetry();
    return false;
  } finally {
    inFlight -= 1;
    notify();
  }
}

/** The stored content of a target, or null when it cannot be read. */
async function storedContent(target: SaveTarget): Promise<string | null> {
  try {
    const api = workerApi();
    if (target.kind === 'page') {
      const r = await api.fetchNode(target.id);
      return r.success ? (r.data.content ?? '') : null;
    }
    if (target.kind === 'section') {
      const r = await api.getSection(target.table);
      return r.success ? (r.data.content ?? '') : null;
    }
    const r = await api.listAppendices();
    if (!r.success) return null;
    return r.data.find((a) => a.id === target.id)?.content ?? null;
  } catch {
    return null;
  }
}

/**
 * Replays page and section drafts a tab left when it closed or crashed before the worker stored
 * them (only those of the open book); returns how many were stored.
 */
export async function replayPendingDrafts(documentId: string): Promise<number> {
  let replayed = 0;
  for (const draft of pendingDrafts()) {
    if (draft.html === undefined) continue; // record drafts are replayed by their forms' module
    if (draft.doc && draft.doc !== documentId) {
      dropDraft(draft.target); // another book's: that book was replaced and snapshotted
      continue;
    }
    const target = parseTarget(draft.target);
    if (!target) continue;
    if (draft.before) {
      // Only over a content older than the draft: the database may hold a newer one.
      const stored = await storedContent(target);
      if (stored === draft.html) {
        dropDraft(draft.target);
        continue;
      }
      if (stored !== null && !draft.before.includes(contentFingerprint(stored))) {
        console.warn(`Draft of ${draft.target} not replayed: the book holds a newer text`);
        dropDraft(draft.target);
        continue;
      }
    }
    if ((await store(target, draft.html)).reason === null) {
      settleDraft(draft.target, draft.html);
      replayed += 1;
    }
  }
  return replayed;
}
