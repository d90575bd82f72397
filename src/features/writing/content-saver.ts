/**
 * Saves editor content to the worker: journaled first (see draft-journal), then stored; the
 * number of saves in flight is tracked so closing the tab can warn.
 */
import type { SingleSection } from '../../../workers/contract/constants';
import { workerApi } from '../../worker-client/client';
import { forgetPageRead } from '../sections/page-loads';
import { dropDraft, journalDraft, pendingDrafts, settleDraft } from './draft-journal';

let inFlight = 0;
const listeners = new Set<(busy: boolean) => void>();
const notify = () => {
  for (const l of listeners) l(inFlight > 0);
};

/** Content the worker failed to store (by target key), retried until it is stored. */
const failed = new Map<string, { target: SaveTarget; html: string }>();
let failure: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const problemListeners = new Set<(reason: string | null) => void>();
const RETRY_MS = 3000;

function setFailure(reason: string | null): void {
  if (reason === failure) return;
  failure = reason;
  for (const l of problemListeners) l(reason);
}

/** Why the last content save failed, while any change is still not stored; else null. */
export const contentSaveProblem = (): string | null => failure;

/** Calls `listener` whenever content saves start or stop failing. */
export function onContentSaveProblem(listener: (reason: string | null) => void): () => void {
  problemListeners.add(listener);
  return () => problemListeners.delete(listener);
}

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
    const reason = await store(target, html);
    if (failed.get(key)?.html !== html) continue; // a newer edit took its place
    if (reason === null) {
      failed.delete(key);
      settleDraft(key, html);
    }
  }
  if (failed.size === 0) setFailure(null);
  else scheduleRetry();
}

export const savesInFlight = (): number => inFlight;
export function onSavingChange(listener: (busy: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type SaveTarget =
  | { kind: 'page'; id: string }
  | { kind: 'section'; table: SingleSection }
  | { kind: 'appendix'; id: number };

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

/** Stores the content; resolves null when stored, else the reason it was not. */
async function store(target: SaveTarget, html: string): Promise<string | null> {
  const api = workerApi();
  try {
    const result =
      target.kind === 'page'
        ? await api.savePageContent(target.id, html)
        : target.kind === 'section'
          ? await api.saveSection(target.table, html)
          : await api.updateAppendix(target.id, { content: html });
    if (result.success) return null;
    console.error('Saving content failed', result.error);
    return result.error.message;
  } catch (error) {
    console.error('Saving content failed', error);
    return (error as Error).message;
  }
}

/** Journals and stores one content change; resolves true once the worker has it. */
export async function saveContent(target: SaveTarget, html: string): Promise<boolean> {
  const key = targetKey(target);
  if (target.kind === 'page') forgetPageRead(target.id);
  journalDraft(key, html);
  inFlight += 1;
  notify();
  try {
    const reason = await store(target, html);
    if (reason === null) {
      settleDraft(key, html);
      if (failed.delete(key) && failed.size === 0) setFailure(null);
      return true;
    }
    // Kept in the journal; shown on screen; tried again until the worker stores it.
    failed.set(key, { target, html });
    setFailure(reason);
    scheduleRetry();
    return false;
  } finally {
    inFlight -= 1;
    notify();
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
    if ((await store(target, draft.html)) === null) {
      settleDraft(draft.target, draft.html);
      replayed += 1;
    }
  }
  return replayed;
}
